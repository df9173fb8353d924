import { useMemo } from 'react';
import { exchangeApi } from '../../../api/endpoints/exchange';
import { ORDER_CREATE_V1 } from '../../../api/endpoints/orders';
import { call } from '../../../api/http';
import { t } from '../../../i18n';
import { endpointQuery } from '../../../lib/server-state/client';
import { useRead } from '../../../lib/server-state/use-read';
import { CurrencyAmount } from '../components/CurrencyAmount';
import { NothingToSend } from '../components/NothingToSend';
import { decimalsOf, positiveHoldings, useCurrencies } from '../data';
import { largestHolding, usualCounterpart } from '../defaults';
import { v1Base } from '../engine/bodies';
import type { FieldsProps, FlowContext, FlowDefinition } from '../engine/flow';
import { OrderFlowScreen } from '../engine/OrderFlowScreen';

const ORDER_TYPE = 'EXCHANGE_CRYPTO_INTERNAL';

function useExchangeForm({ walletId, wallet, draft }: FlowContext) {
  const currencies = useCurrencies();
  const holdings = positiveHoldings(wallet.data);
  const fromId = draft.get('fromId') || largestHolding(holdings)?.currency.uuid || null;
  const from = holdings.find((h) => h.currency.uuid === fromId) ?? null;
  // The currency picker for "you get" lists what the rates endpoint quotes from the chosen currency.
  const rates = useRead(
    endpointQuery(
      exchangeApi.rates,
      fromId ? { query: { order_type: ORDER_TYPE, from_uuid: fromId } } : null,
    ),
  );
  const targets = useMemo(() => {
    const all = currencies.data?.data ?? [];
    return (rates.data ?? [])
      .map((r) => all.find((c) => c.uuid === r.to_uuid))
      .filter((c) => c !== undefined);
  }, [rates.data, currencies.data]);
  const chosenTo = targets.find((c) => c.uuid === draft.get('toId'));
  const to =
    chosenTo ?? (draft.get('toId') ? undefined : (usualCounterpart(from?.currency, targets) ?? undefined));
  return {
    holdings,
    held: from,
    targets,
    ratesLoading: rates.loading,
    empty: holdings.length === 0 ? <NothingToSend walletId={walletId} flow="exchange" /> : null,
    orderType: ORDER_TYPE,
    from: from?.currency,
    to,
    fromRules: { maxDecimals: decimalsOf(from?.currency), available: from?.amount ?? null },
    toRules: { maxDecimals: decimalsOf(to) },
    balance: from?.amount ?? null,
    intent: { fromId, toId: to?.uuid ?? null },
    complete: !!from && !!to,
    where: null,
  };
}

type ExchangeForm = ReturnType<typeof useExchangeForm>;

function ExchangeFields({ form, quote: { fields }, busy, ctx: { draft } }: FieldsProps<ExchangeForm>) {
  return (
    <>
      <CurrencyAmount
        header={t('orders.summary.youPay')}
        names={['from_currency', 'from_amount']}
        currency={form.from}
        options={form.holdings}
        busy={busy}
        onCurrency={(id) => {
          draft.set('fromId', id);
          draft.set('toId', null);
        }}
        amount={{ text: fields.fromText, rules: form.fromRules, max: form.balance, onChange: fields.onFrom }}
      />
      <CurrencyAmount
        header={t('orders.form.youGet')}
        names={['to_currency', 'to_amount']}
        currency={form.to}
        options={form.targets.map((c) => ({ currency: c }))}
        placeholder={
          form.from
            ? form.ratesLoading
              ? t('orders.exchange.loadingRates')
              : t('orders.form.chooseCurrency')
            : t('orders.exchange.chooseFromFirst')
        }
        busy={busy}
        onCurrency={(id) => draft.set('toId', id)}
        amount={{ text: fields.toText, rules: form.toRules, onChange: fields.onTo }}
      />
    </>
  );
}

/**
 * Exchange between two currencies of one wallet (EXCHANGE_CRYPTO_INTERNAL, first-generation route:
 * its body has no request_id, so the submit locks, never re-sends by itself and looks the order up).
 */
export const exchangeFlow: FlowDefinition<ExchangeForm> = {
  kind: 'exchange',
  name: 'exchange',
  generation: 1,
  titleKey: 'orders.exchange.title',
  actionKey: 'orders.exchange.review',
  skeletonRows: 3,
  useForm: useExchangeForm,
  Fields: ExchangeFields,
  send: (form, order) =>
    call(ORDER_CREATE_V1.EXCHANGE_CRYPTO_INTERNAL, {
      body: {
        ...v1Base(order, order.payAmount),
        from_uuid: form.from?.uuid ?? '',
        to_uuid: form.to?.uuid ?? '',
      },
    }),
  match: (form, order) =>
    form.from && form.to
      ? { orderTypes: [ORDER_TYPE], fromId: form.from.uuid, toId: form.to.uuid, amount: order.payAmount }
      : null,
  // The body carries what is paid: review and result say that amount.
  summary: (s, order) => ({ ...s, pay: order.payAmount }),
};

export default function ExchangeScreen() {
  return <OrderFlowScreen def={exchangeFlow} />;
}
