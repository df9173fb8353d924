import { Section } from '@telegram-apps/telegram-ui';
import { useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { exchangeApi } from '../../api/endpoints/exchange';
import { ORDER_CREATE_V1 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { paths } from '../../app/paths';
import { useQuery } from '../../lib/query';
import { AmountInput, checkAmount } from '../../ui/AmountInput';
import { EmptyState } from '../../ui/EmptyState';
import { CurrencySelect } from './components/CurrencySelect';
import { FlowScreen } from './components/FlowScreen';
import { QuoteSummary } from './components/QuoteSummary';
import { SubmitFooter } from './components/SubmitFooter';
import { decimalsOf, positiveHoldings, useChains, useCurrencies, useWallet } from './data';
import { useOrderSubmit } from './submit';
import { useOrderQuote } from './useOrderQuote';
import './orders.css';

const ORDER_TYPE = 'EXCHANGE_CRYPTO_INTERNAL';

/** Exchange between two currencies of one wallet (EXCHANGE_CRYPTO_INTERNAL, first-generation route). */
export default function ExchangeScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const wallet = useWallet(walletId);
  const currencies = useCurrencies();
  const chains = useChains();
  const holdings = positiveHoldings(wallet.data);
  const [fromId, setFromId] = useState<string | null>(null);
  const from = holdings.find((h) => h.currency.uuid === fromId) ?? null;
  // The currency picker for "you get" lists what the rates endpoint quotes from the chosen currency.
  const rates = useQuery(
    exchangeApi.rates,
    fromId ? { query: { order_type: ORDER_TYPE, from_uuid: fromId } } : null,
  );
  const [toId, setToId] = useState<string | null>(null);
  const targets = useMemo(() => {
    const all = currencies.data?.data ?? [];
    return (rates.data ?? [])
      .map((r) => all.find((c) => c.uuid === r.to_uuid))
      .filter((c) => c !== undefined);
  }, [rates.data, currencies.data]);
  const to = targets.find((c) => c.uuid === toId);

  const quote = useOrderQuote({
    orderType: ORDER_TYPE,
    fromCurrencyId: fromId,
    toCurrencyId: toId ?? null,
  });
  const { calc, fields, pay: payAmount } = quote;
  const fromDecimals = decimalsOf(from?.currency);
  const toDecimals = decimalsOf(to);

  const submit = useOrderSubmit(
    walletId,
    { fromId, toId, amount: fields.fromText, to: fields.toText },
    (_requestId, headers) =>
      call(ORDER_CREATE_V1.EXCHANGE_CRYPTO_INTERNAL, {
        // v1 bodies carry no request_id: the Idempotency-Key header does (see submit.ts).
        body: {
          amount: payAmount ?? '0',
          wallet_uuid: walletId,
          from_uuid: fromId ?? '',
          to_uuid: toId ?? '',
        },
        headers,
      }),
  );

  const overBalance = quote.isOver(from?.amount);
  const ready = quote.quoted && !!payAmount && !overBalance;

  const onSubmit = async () => {
    if (!calc.calculator.isQuoteFresh()) await calc.calculator.refresh();
    if (calc.calculator.state.result) await submit.submit();
  };

  return (
    <FlowScreen
      title="Exchange"
      backTo={paths.wallet(walletId)}
      error={wallet.error}
      onRetry={wallet.refresh}
      loading={wallet.loading}
      skeletonRows={3}
      empty={
        holdings.length === 0 ? (
          <EmptyState title="Nothing to exchange" description="Deposit funds into this wallet first." />
        ) : null
      }
    >
      <Section header="You pay">
        <CurrencySelect
          header="Currency"
          name="from_currency"
          value={fromId}
          chains={chains.data?.data}
          options={holdings}
          onChange={(id) => {
            setFromId(id);
            setToId(null);
          }}
        />
        <AmountInput
          name="from_amount"
          header="Amount"
          value={fields.fromText}
          maxDecimals={fromDecimals}
          available={from?.amount ?? null}
          max={from?.amount ?? null}
          currencyLabel={from?.currency.meta.symbol}
          disabled={!from}
          onChange={fields.onFrom}
        />
      </Section>
      <Section header="You get">
        <CurrencySelect
          header="Currency"
          name="to_currency"
          value={toId}
          chains={chains.data?.data}
          options={targets.map((c) => ({ currency: c }))}
          placeholder={
            fromId ? (rates.loading ? 'Loading rates…' : 'Choose a currency') : 'Choose what you pay first'
          }
          onChange={setToId}
        />
        <AmountInput
          name="to_amount"
          header="Amount"
          value={fields.toText}
          maxDecimals={toDecimals}
          currencyLabel={to?.meta.symbol}
          disabled={!to}
          onChange={(text) => fields.onTo(text, checkAmount(text, { maxDecimals: toDecimals }))}
        />
      </Section>
      <QuoteSummary
        calc={calc}
        from={from?.currency}
        to={to}
        overBalance={overBalance ? 'With fees this is more than your balance. Lower the amount.' : null}
      />
      <SubmitFooter submit={submit} text="Exchange" ready={ready} onSubmit={onSubmit} />
    </FlowScreen>
  );
}
