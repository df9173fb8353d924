import { Section } from '@telegram-apps/telegram-ui';
import { useMemo } from 'react';
import { exchangeApi } from '../../../api/endpoints/exchange';
import { ORDER_CREATE_V1 } from '../../../api/endpoints/orders';
import { call } from '../../../api/http';
import { t } from '../../../i18n';
import { endpointQuery } from '../../../lib/server-state/client';
import { useRead } from '../../../lib/server-state/use-read';
import { wireNumber } from '../../../shared/wire-json';
import { AmountInput } from '../../../ui/AmountInput';
import { CurrencyPicker } from '../../../ui/CurrencyPicker';
import { NothingToSend } from '../components/NothingToSend';
import { decimalsOf, positiveHoldings, useChains, useCurrencies } from '../data';
import { largestHolding, usualCounterpart } from '../defaults';
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
    empty:
      holdings.length === 0 ? (
        <NothingToSend
          walletId={walletId}
          title={t('orders.exchange.emptyTitle')}
          text={t('orders.exchange.emptyText')}
        />
      ) : null,
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

function ExchangeFields({ form, quote, busy, ctx: { draft } }: FieldsProps<ExchangeForm>) {
  const chains = useChains();
  const { fields } = quote;
  const fromId = form.from?.uuid ?? null;
  return (
    <>
      <Section header={t('orders.summary.youPay')}>
        <CurrencyPicker
          header={t('orders.form.currency')}
          sheetTitle={t('orders.summary.youPay')}
          name="from_currency"
          value={fromId}
          chains={chains.data?.data}
          options={form.holdings}
          disabled={busy}
          onChange={(id) => {
            draft.set('fromId', id);
            draft.set('toId', null);
          }}
        />
        <AmountInput
          name="from_amount"
          header={t('orders.form.amount')}
          value={fields.fromText}
          {...form.fromRules}
          max={form.balance}
          currencyLabel={form.from?.meta.symbol}
          disabled={!form.from || busy}
          onChange={fields.onFrom}
        />
      </Section>
      <Section header={t('orders.form.youGet')}>
        <CurrencyPicker
          header={t('orders.form.currency')}
          sheetTitle={t('orders.form.youGet')}
          name="to_currency"
          value={form.to?.uuid ?? null}
          chains={chains.data?.data}
          options={form.targets.map((c) => ({ currency: c }))}
          placeholder={
            fromId
              ? form.ratesLoading
                ? t('orders.exchange.loadingRates')
                : t('orders.form.chooseCurrency')
              : t('orders.exchange.chooseFromFirst')
          }
          disabled={busy}
          onChange={(id) => draft.set('toId', id)}
        />
        <AmountInput
          name="to_amount"
          header={t('orders.form.amount')}
          value={fields.toText}
          {...form.toRules}
          currencyLabel={form.to?.meta.symbol}
          disabled={!form.to || busy}
          onChange={fields.onTo}
        />
      </Section>
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
        amount: wireNumber(order.payAmount),
        wallet_uuid: order.walletId,
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
