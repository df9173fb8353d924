import { useMemo } from 'react';
import { exchangeApi } from '../../../api/endpoints/exchange';
import { ORDER_CREATE_V2 } from '../../../api/endpoints/orders';
import { call } from '../../../api/http';
import type { Currency, OrderType } from '../../../api/types';
import { t } from '../../../i18n';
import { type DestinationKind, destinationKindLabel, sameKind } from '../../../lib/destination-form';
import { formatCurrencyAmount } from '../../../lib/format';
import { cmp } from '../../../lib/money';
import { RAIL_CURRENCY, type RampType, rampKind, rampTypeFor, rampTypes } from '../../../lib/ramp-types';
import { endpointQuery } from '../../../lib/server-state/client';
import { useRead } from '../../../lib/server-state/use-read';
import { destinationRow } from '../../recipients';
import { CurrencyAmount } from '../components/CurrencyAmount';
import { FlowUnavailable } from '../components/FlowUnavailable';
import { OrderTypePicker } from '../components/OrderTypePicker';
import { RecipientPicker } from '../components/RecipientPicker';
import { decimalsOf, holdingsOf, useCurrencies, useOrderTypes } from '../data';
import { largestHolding, usualCounterpart } from '../defaults';
import { v2Base } from '../engine/bodies';
import type { FieldsProps, FlowContext, FlowDefinition } from '../engine/flow';
import { orderTypeLabel } from '../order-labels';
import { secondFactor, useTypeChoice } from './choices';

type Mode = 'sell' | 'buy';

function useRampForm(ctx: FlowContext, mode: Mode) {
  const { wallet, draft } = ctx;
  const types = useOrderTypes();
  const currencies = useCurrencies();
  const offered = rampTypes(types.data, mode);
  // `?recipient=&destination=` (paying a saved account again): the type follows its rail.
  const choice = useTypeChoice(ctx, offered, (kyc, recipient) => {
    const linked = (recipient.destinations.data?.data ?? []).find((d) => d.id === recipient.destId);
    const linkedType = linked ? rampTypeFor(types.data, mode, linked) : null;
    return kyc.isUnlocked(linkedType ?? undefined) ? linkedType : null;
  });
  const { type, recipient } = choice;
  const kind = type ? rampKind(type) : null;
  const rates = useRead(
    endpointQuery(exchangeApi.rates, type ? { query: { order_type: type.id as OrderType } } : null),
  );
  const all = currencies.data?.data ?? [];
  const holdings = holdingsOf(wallet.data);
  const fromOptions = useMemo(() => {
    const ids = [...new Set((rates.data ?? []).map((r) => r.from_uuid))];
    return ids
      .map((id) => all.find((c) => c.uuid === id))
      .filter((c) => c !== undefined)
      .map((c) => {
        const held = holdings.find((h) => h.currency.uuid === c.uuid);
        return {
          currency: c,
          amount: mode === 'sell' ? (held?.amount ?? '0') : undefined,
          fiat: held?.fiat,
        };
      })
      .filter((o) => mode === 'buy' || cmp(o.amount ?? '0', '0') > 0);
  }, [rates.data, all, holdings, mode]);
  // Until the user picks: sell what the wallet holds most of; pay in the rail's own currency.
  const fromId =
    draft.get('fromId') ||
    (mode === 'sell'
      ? largestHolding(fromOptions.map((o) => ({ ...o, amount: o.amount ?? '0' })))?.currency.uuid
      : railDefault(fromOptions, kind)) ||
    null;
  const toOptions = (rates.data ?? [])
    .filter((r) => r.from_uuid === fromId)
    .map((r) => all.find((c) => c.uuid === r.to_uuid))
    .filter((c) => c !== undefined)
    .map((c) => ({ currency: c }));
  const from = fromOptions.find((o) => o.currency.uuid === fromId);
  const toId =
    draft.get('toId') ||
    (mode === 'sell'
      ? railDefault(toOptions, kind)
      : usualCounterpart(
          from?.currency,
          toOptions.map((o) => o.currency),
        )?.uuid) ||
    null;
  const to = toOptions.find((o) => o.currency.uuid === toId)?.currency;
  const matching = (recipient.destinations.data?.data ?? []).filter((d) => kind && sameKind(d.type, kind));
  const destination = matching.find((d) => d.id === recipient.destId);
  const balance = mode === 'sell' ? (from?.amount ?? null) : null;
  return {
    ...choice,
    mode,
    offered,
    kind,
    fromOptions,
    toOptions,
    matching,
    ratesLoading: rates.loading,
    reads: [types],
    empty: offered.length === 0 ? <FlowUnavailable text={t('orders.ramp.unavailableText')} /> : null,
    orderType: type?.id ?? '',
    from: from?.currency,
    to,
    quoteOff: !type,
    fromRules: { maxDecimals: decimalsOf(from?.currency), available: balance },
    balance,
    intent: { typeId: type?.id ?? null, fromId, toId, destId: recipient.destId },
    complete: !!type && !!recipient.destId,
    // Buying, the bank account is the user's own and the money comes FROM it.
    where: {
      side: mode === 'buy' ? ('from' as const) : ('to' as const),
      name: destination
        ? `${recipient.cp?.name ?? t('orders.recipient.label')} · ${destinationRow(destination).title}`
        : null,
    },
    waiting: !type,
  };
}

type RampForm = ReturnType<typeof useRampForm>;

function RampFields({ form, quote: { fields }, ctx: { walletId, draft } }: FieldsProps<RampForm>) {
  const { mode, type, kind, recipient } = form;
  const cp = recipient.cp;
  const setFromId = (v: string | null) => draft.set('fromId', v);
  const setToId = (v: string | null) => draft.set('toId', v);
  return (
    <>
      <OrderTypePicker
        header={mode === 'sell' ? t('orders.ramp.payOutBy') : t('orders.ramp.payBy')}
        walletId={walletId}
        types={form.offered}
        selectedId={type?.id ?? null}
        isUnlocked={form.kyc.isUnlocked}
        label={(o) => orderTypeLabel(o.id)}
        onChoose={(chosen) => {
          draft.set('typeId', chosen.id);
          setFromId(null);
          setToId(null);
          recipient.setDestId(null);
        }}
      />
      {type && (
        <>
          <CurrencyAmount
            header={mode === 'sell' ? t('orders.ramp.youSell') : t('orders.summary.youPay')}
            names={['from_currency', 'from_amount']}
            currency={form.from}
            options={form.fromOptions}
            placeholder={form.ratesLoading ? t('orders.form.loading') : t('orders.form.chooseCurrency')}
            onCurrency={(id) => {
              setFromId(id);
              setToId(null);
            }}
            amount={{
              text: fields.fromText,
              rules: form.fromRules,
              max: form.balance,
              onChange: fields.onFrom,
            }}
          />
          <CurrencyAmount
            header={t('orders.summary.youReceive')}
            names={['to_currency']}
            currency={form.to}
            options={form.toOptions}
            onCurrency={setToId}
          />
          <RecipientPicker
            walletId={walletId}
            choice={recipient}
            audience={mode === 'buy' ? 'own' : 'any'}
            allowOwn
            header={mode === 'sell' ? t('orders.ramp.toBank') : t('orders.summary.fromYourBank')}
            footer={kind ? destinationKindLabel(kind) : undefined}
            destinationHeader={mode === 'sell' ? t('orders.ramp.account') : t('recipients.own.account')}
            destinationValue={recipient.destId ?? ''}
            options={form.matching.map((d) => {
              const row = destinationRow(d);
              return { id: d.id, label: row.title, subtitle: row.subtitle };
            })}
            emptyText={
              cp
                ? t('orders.ramp.noAccountFor', { kind: kind ?? '', name: cp.name })
                : t('orders.ramp.noAccount', { kind: kind ?? '' })
            }
            chooseText={t('orders.ramp.chooseAccount')}
            addText={t('orders.ramp.addAccount')}
            kinds={kind ? [kind] : null}
          />
        </>
      )}
    </>
  );
}

/** The option in the rail's own currency (EUR for SEPA…), or the only option there is. */
function railDefault(
  options: readonly { currency: Currency }[],
  kind: DestinationKind | null,
): string | undefined {
  if (options.length === 1) return options[0]!.currency.uuid;
  const code = kind ? RAIL_CURRENCY[kind] : undefined;
  return options.find((o) => !o.currency.is_crypto && o.currency.meta.symbol === code)?.currency.uuid;
}

/**
 * Sell crypto to a bank account (HIFI_*_OFFRAMP, TBD_SWIFT_WITHDRAWAL) or buy crypto with a bank
 * transfer (HIFI_*_ONRAMP), through a counterparty destination. What is offered comes from
 * GET /v2/orders/order_types (only the types whose body this form fills: lib/ramp-types.ts); a
 * type needing a KYC rail the wallet lacks shows "Verify to unlock".
 */
const rampFlow = (mode: Mode): FlowDefinition<RampForm> => ({
  kind: mode,
  name: mode,
  generation: 2,
  titleKey: mode === 'sell' ? 'orders.ramp.sellTitle' : 'orders.ramp.buyTitle',
  actionKey: mode === 'sell' ? 'orders.ramp.reviewSale' : 'orders.ramp.reviewPurchase',
  skeletonRows: 4,
  useForm: (ctx) => useRampForm(ctx, mode),
  Fields: RampFields,
  send: (form, order) =>
    call(ORDER_CREATE_V2[form.type!.id as RampType], {
      body: {
        ...v2Base(order),
        from_currency_id: form.from?.uuid ?? '',
        to_currency_id: form.to?.uuid ?? '',
        counterparty_destination_id: form.recipient.destId ?? '',
      },
    }),
  confirm: (form, order) => {
    const vars = {
      order: orderTypeLabel(form.type?.id ?? ''),
      amount: formatCurrencyAmount(order.pay, form.from),
    };
    const cp = form.recipient.cp;
    return secondFactor(
      form,
      order,
      mode === 'buy'
        ? t('orders.secondFactor.orderFromYourBank', vars)
        : cp
          ? t('orders.secondFactor.orderTo', { ...vars, destination: cp.name })
          : t('orders.secondFactor.orderToRecipient', vars),
    );
  },
});

export const sellFlow = rampFlow('sell');
export const buyFlow = rampFlow('buy');
