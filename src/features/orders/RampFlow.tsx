import { Section } from '@telegram-apps/telegram-ui';
import { useMemo } from 'react';
import { useParams, useSearch } from 'wouter';
import { exchangeApi } from '../../api/endpoints/exchange';
import { ORDER_CREATE_V2, type OrderCreateV2Type } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import type { Currency, OrderType, OrderTypeInfoV2 } from '../../api/types';
import { t } from '../../i18n';
import { type DestinationKind, destinationKindLabel, sameKind } from '../../lib/destination-form';
import { formatCurrencyAmount } from '../../lib/format';
import { cmp } from '../../lib/money';
import { RAIL_CURRENCY, rampKind, rampTypeFor, rampTypes } from '../../lib/ramp-types';
import { endpointQuery } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { wireNumber } from '../../shared/wire-json';
import { AmountInput } from '../../ui/AmountInput';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { EmptyState } from '../../ui/EmptyState';
import { destinationRow } from '../recipients';
import { otpRequestFor } from '../second-factor';
import { FlowScreen } from './components/FlowScreen';
import { OrderResultView } from './components/OrderResultView';
import { OrderTypePicker } from './components/OrderTypePicker';
import { QuoteSummary } from './components/QuoteSummary';
import { RecipientPicker } from './components/RecipientPicker';
import { SubmitFooter } from './components/SubmitFooter';
import {
  decimalsOf,
  holdingsOf,
  useChains,
  useCurrencies,
  useFreshWallet,
  useKycUnlock,
  useOrderTypes,
} from './data';
import { largestHolding, usualCounterpart } from './defaults';
import { useDraft } from './intent/useDraft';
import { orderTypeLabel } from './order-labels';
import { useOrderSubmit } from './submit';
import { summaryOf } from './summary';
import { useOrderQuote } from './useOrderQuote';
import { useRecipientChoice } from './useRecipientChoice';
import './orders.css';

/**
 * Sell crypto to a bank account (HIFI_*_OFFRAMP, TBD_SWIFT_WITHDRAWAL) or buy crypto with a bank
 * transfer (HIFI_*_ONRAMP), through a counterparty destination. What is offered comes from
 * GET /v2/orders/order_types; a type needing a KYC rail the wallet lacks shows "Verify to unlock".
 */
export function RampFlow({ mode }: { mode: 'sell' | 'buy' }) {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const search = new URLSearchParams(useSearch());
  const wallet = useFreshWallet(walletId);
  const types = useOrderTypes();
  const currencies = useCurrencies();
  const chains = useChains();
  const kyc = useKycUnlock(walletId);
  const draft = useDraft(mode, walletId);
  const offered = rampTypes(types.data, mode);
  // `?recipient=&destination=` (paying a saved account again): the type follows its rail.
  const recipient = useRecipientChoice(
    walletId,
    { recipient: search.get('recipient'), destination: search.get('destination') },
    draft,
  );
  const { cpId, destId, cp } = recipient;
  const linked = (recipient.destinations.data?.data ?? []).find((d) => d.id === destId);
  const linkedType = linked ? rampTypeFor(types.data, mode, linked) : null;
  // A type the wallet may not use yet is not chosen for the user: its "Verify to unlock" shows.
  const typeId =
    draft.get('typeId') || (kyc.isUnlocked(linkedType ?? undefined) ? linkedType?.id : null) || null;
  const type = offered.find((o) => o.id === typeId);
  const kind = type ? rampKind(type) : null;

  const rates = useRead(
    endpointQuery(exchangeApi.rates, type ? { query: { order_type: type.id as OrderType } } : null),
  );
  const all = currencies.data?.data ?? [];
  const holdings = holdingsOf(wallet.data);
  const setFromId = (v: string | null) => draft.set('fromId', v);
  const setToId = (v: string | null) => draft.set('toId', v);
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

  const quote = useOrderQuote({
    orderType: type?.id ?? '',
    fromCurrencyId: fromId,
    toCurrencyId: toId,
    disabled: !type,
    draft,
    fromRules: {
      maxDecimals: decimalsOf(from?.currency),
      available: mode === 'sell' ? (from?.amount ?? null) : null,
    },
    fromCurrency: from?.currency,
    toCurrency: to,
  });
  const { fields, pay, receive } = quote;
  const fromDecimals = decimalsOf(from?.currency);
  const destination = matching.find((d) => d.id === destId);
  const destinationText = destination
    ? `${cp?.name ?? t('orders.recipient.label')} · ${destinationRow(destination).title}`
    : null;
  // Buying, the bank account is the user's own and the money comes FROM it.
  const summary = quote.bound
    ? summaryOf(mode, quote.bound, from?.currency, to, {
        side: mode === 'buy' ? 'from' : 'to',
        name: destinationText,
      })
    : null;

  const submit = useOrderSubmit({
    flow: mode,
    walletId,
    generation: 2,
    intentOf: { typeId, fromId, toId, destId, amount: quote.request?.amount, reverse: quote.isReverse },
    canSend: quote.quoted && !!type && !!destId,
    send: (requestId) =>
      call(ORDER_CREATE_V2[type!.id as OrderCreateV2Type] as typeof ORDER_CREATE_V2.HIFI_SEPA_OFFRAMP, {
        body: {
          request_id: requestId,
          wallet_id: walletId,
          from_currency_id: fromId ?? '',
          to_currency_id: toId ?? '',
          amount: wireNumber(quote.typedAmount),
          is_subtract: !quote.isReverse,
          is_reverse: quote.isReverse,
          counterparty_destination_id: destId ?? '',
        },
      }),
    match: null,
    summary,
    onReset: fields.reset,
  });

  const overBalance = mode === 'sell' && quote.isOver(from?.amount);
  const ready = !!type && !!destId && quote.quoted && !overBalance;
  const title = mode === 'sell' ? t('orders.ramp.sellTitle') : t('orders.ramp.buyTitle');

  const chooseType = (chosen: OrderTypeInfoV2) => {
    draft.set('typeId', chosen.id);
    setFromId(null);
    setToId(null);
    recipient.setDestId(null);
  };

  return (
    <FlowScreen
      title={title}
      backTo={paths.wallet(walletId)}
      error={wallet.error ?? types.error}
      onRetry={() => void Promise.all([wallet.refresh(), types.refresh()])}
      loading={wallet.loading || types.loading}
      refreshing={wallet.updating}
      skeletonRows={4}
      result={
        submit.result && (
          <OrderResultView summary={submit.result.summary} walletId={walletId} onNew={submit.startOver} />
        )
      }
      empty={
        offered.length === 0 ? (
          <EmptyState title={t('orders.flow.unavailable')} description={t('orders.ramp.unavailableText')} />
        ) : null
      }
    >
      <OrderTypePicker
        header={mode === 'sell' ? t('orders.ramp.payOutBy') : t('orders.ramp.payBy')}
        walletId={walletId}
        types={offered}
        selectedId={typeId}
        isUnlocked={kyc.isUnlocked}
        label={(o) => orderTypeLabel(o.id)}
        onChoose={chooseType}
      />
      {type && (
        <>
          <Section header={mode === 'sell' ? t('orders.ramp.youSell') : t('orders.summary.youPay')}>
            <CurrencyPicker
              header={t('orders.form.currency')}
              sheetTitle={mode === 'sell' ? t('orders.ramp.youSell') : t('orders.summary.youPay')}
              name="from_currency"
              value={fromId}
              chains={chains.data?.data}
              options={fromOptions}
              placeholder={rates.loading ? t('orders.form.loading') : t('orders.form.chooseCurrency')}
              onChange={(id) => {
                setFromId(id);
                setToId(null);
              }}
            />
            <AmountInput
              name="from_amount"
              header={t('orders.form.amount')}
              value={fields.fromText}
              maxDecimals={fromDecimals}
              available={mode === 'sell' ? (from?.amount ?? null) : null}
              max={mode === 'sell' ? (from?.amount ?? null) : null}
              currencyLabel={from?.currency.meta.symbol}
              disabled={!from}
              onChange={fields.onFrom}
            />
          </Section>
          <Section header={t('orders.summary.youReceive')}>
            <CurrencyPicker
              header={t('orders.form.currency')}
              sheetTitle={t('orders.summary.youReceive')}
              name="to_currency"
              value={toId}
              chains={chains.data?.data}
              options={toOptions}
              onChange={setToId}
            />
          </Section>
          <RecipientPicker
            walletId={walletId}
            choice={recipient}
            audience={mode === 'buy' ? 'own' : 'any'}
            allowOwn
            header={mode === 'sell' ? t('orders.ramp.toBank') : t('orders.summary.fromYourBank')}
            footer={kind ? destinationKindLabel(kind) : undefined}
            destinationHeader={mode === 'sell' ? t('orders.ramp.account') : t('recipients.own.account')}
            destinationValue={destId ?? ''}
            options={matching.map((d) => {
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
          <QuoteSummary
            calc={quote.shown}
            from={from?.currency}
            to={to}
            overBalance={overBalance ? t('orders.form.overBalance') : null}
          />
          <SubmitFooter
            submit={submit}
            text={mode === 'sell' ? t('orders.ramp.reviewSale') : t('orders.ramp.reviewPurchase')}
            ready={ready}
            summary={summary}
            quote={quote}
            walletId={walletId}
            dirty={!!fields.fromText}
            confirm={{
              summary:
                mode === 'buy'
                  ? t('orders.secondFactor.orderFromYourBank', {
                      order: orderTypeLabel(type.id),
                      amount: formatCurrencyAmount(pay ?? '0', from?.currency),
                    })
                  : cp
                    ? t('orders.secondFactor.orderTo', {
                        order: orderTypeLabel(type.id),
                        amount: formatCurrencyAmount(pay ?? '0', from?.currency),
                        destination: cp.name,
                      })
                    : t('orders.secondFactor.orderToRecipient', {
                        order: orderTypeLabel(type.id),
                        amount: formatCurrencyAmount(pay ?? '0', from?.currency),
                      }),
              request:
                from && to && pay && receive
                  ? otpRequestFor({
                      requestId: submit.requestId,
                      orderType: type.id,
                      walletId,
                      fromSymbol: from.currency.meta.symbol,
                      toSymbol: to.meta.symbol,
                      fromCurrencyId: from.currency.uuid,
                      toCurrencyId: to.uuid,
                      fromAmount: pay,
                      toAmount: receive,
                      counterpartyAccountId: cpId,
                      counterpartyDestinationId: destId,
                    })
                  : null,
            }}
          />
        </>
      )}
    </FlowScreen>
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
