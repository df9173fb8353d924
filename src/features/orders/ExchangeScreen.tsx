import { Section } from '@telegram-apps/telegram-ui';
import { useMemo } from 'react';
import { useParams } from 'wouter';
import { exchangeApi } from '../../api/endpoints/exchange';
import { ORDER_CREATE_V1 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { t } from '../../i18n';
import { endpointQuery } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { wireNumber } from '../../shared/wire-json';
import { AmountInput } from '../../ui/AmountInput';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import { FlowScreen } from './components/FlowScreen';
import { NothingToSend } from './components/NothingToSend';
import { OrderResultView } from './components/OrderResultView';
import { QuoteSummary } from './components/QuoteSummary';
import { SubmitFooter } from './components/SubmitFooter';
import { decimalsOf, positiveHoldings, useChains, useCurrencies, useFreshWallet } from './data';
import { largestHolding, usualCounterpart } from './defaults';
import { useDraft } from './intent/useDraft';
import { useOrderSubmit } from './submit';
import { summaryOf } from './summary';
import { useOrderQuote } from './useOrderQuote';
import './orders.css';

const ORDER_TYPE = 'EXCHANGE_CRYPTO_INTERNAL';

/**
 * Exchange between two currencies of one wallet (EXCHANGE_CRYPTO_INTERNAL, first-generation route:
 * its body has no request_id, so submit.ts locks, never re-sends by itself and looks the order up).
 */
export default function ExchangeScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const wallet = useFreshWallet(walletId);
  const currencies = useCurrencies();
  const chains = useChains();
  const draft = useDraft('exchange', walletId);
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
  const toId = to?.uuid ?? null;
  const fromDecimals = decimalsOf(from?.currency);
  const toDecimals = decimalsOf(to);

  const fromRules = { maxDecimals: fromDecimals, available: from?.amount ?? null };
  const toRules = { maxDecimals: toDecimals };
  const quote = useOrderQuote({
    orderType: ORDER_TYPE,
    fromCurrencyId: fromId,
    toCurrencyId: toId,
    draft,
    fromRules,
    toRules,
    fromCurrency: from?.currency,
    toCurrency: to,
  });
  const { fields, payAmount } = quote;
  const summary = quote.bound
    ? { ...summaryOf('exchange', quote.bound, from?.currency, to), pay: payAmount }
    : null;

  const submit = useOrderSubmit({
    flow: 'exchange',
    walletId,
    generation: 1,
    intentOf: { fromId, toId, amount: quote.request?.amount, reverse: quote.isReverse },
    canSend: quote.quoted,
    send: () =>
      call(ORDER_CREATE_V1.EXCHANGE_CRYPTO_INTERNAL, {
        body: {
          amount: wireNumber(payAmount),
          wallet_uuid: walletId,
          from_uuid: fromId ?? '',
          to_uuid: toId ?? '',
        },
      }),
    match:
      quote.quoted && fromId && toId ? { orderTypes: [ORDER_TYPE], fromId, toId, amount: payAmount } : null,
    summary,
    onReset: fields.reset,
  });

  const overBalance = quote.isOver(from?.amount);
  const ready = quote.quoted && !overBalance;
  const busy = submit.submitting;

  return (
    <FlowScreen
      title={t('orders.exchange.title')}
      backTo={paths.wallet(walletId)}
      error={wallet.error}
      onRetry={wallet.refresh}
      loading={wallet.loading}
      refreshing={wallet.updating}
      skeletonRows={3}
      result={
        submit.result && (
          <OrderResultView summary={submit.result.summary} walletId={walletId} onNew={submit.startOver} />
        )
      }
      empty={
        holdings.length === 0 ? (
          <NothingToSend
            walletId={walletId}
            title={t('orders.exchange.emptyTitle')}
            text={t('orders.exchange.emptyText')}
          />
        ) : null
      }
    >
      <Section header={t('orders.summary.youPay')}>
        <CurrencyPicker
          header={t('orders.form.currency')}
          sheetTitle={t('orders.summary.youPay')}
          name="from_currency"
          value={fromId}
          chains={chains.data?.data}
          options={holdings}
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
          {...fromRules}
          max={from?.amount ?? null}
          currencyLabel={from?.currency.meta.symbol}
          disabled={!from || busy}
          onChange={fields.onFrom}
        />
      </Section>
      <Section header={t('orders.form.youGet')}>
        <CurrencyPicker
          header={t('orders.form.currency')}
          sheetTitle={t('orders.form.youGet')}
          name="to_currency"
          value={toId}
          chains={chains.data?.data}
          options={targets.map((c) => ({ currency: c }))}
          placeholder={
            fromId
              ? rates.loading
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
          {...toRules}
          currencyLabel={to?.meta.symbol}
          disabled={!to || busy}
          onChange={fields.onTo}
        />
      </Section>
      <QuoteSummary
        calc={quote.shown}
        from={from?.currency}
        to={to}
        overBalance={overBalance ? t('orders.form.overBalance') : null}
      />
      <SubmitFooter
        submit={submit}
        text={t('orders.exchange.review')}
        ready={ready}
        summary={summary}
        quote={quote}
        walletId={walletId}
        dirty={!!fields.fromText || !!fields.toText}
      />
    </FlowScreen>
  );
}
