import { Button, Cell, Section, Select } from '@telegram-apps/telegram-ui';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { exchangeApi } from '../../api/endpoints/exchange';
import { ORDER_CREATE_V2, type OrderCreateV2Type } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import type { OrderType, OrderTypeInfoV2 } from '../../api/types';
import { paths } from '../../app/paths';
import { formatMoney } from '../../lib/format';
import { cmp, tryNormalize } from '../../lib/money';
import { useQuery } from '../../lib/query';
import { AmountInput } from '../../ui/AmountInput';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { MainButton } from '../../ui/MainButton';
import { Screen } from '../../ui/Screen';
import { useOrderCalculator } from './calculator/useOrderCalculator';
import { CurrencySelect } from './components/CurrencySelect';
import { FormError } from './components/FormError';
import { QuoteCard } from './components/QuoteCard';
import { useCounterparties, useDestinations } from './counterparties/api';
import { DestinationSheet } from './counterparties/DestinationSheet';
import { DESTINATION_KIND_LABEL, kindForPaymentMethod, sameKind } from './counterparties/destination-form';
import {
  decimalsOf,
  holdingsOf,
  useChains,
  useCurrencies,
  useKycUnlock,
  useOrderTypes,
  useWallet,
} from './data';
import { orderTypeLabel } from './order-labels';
import { OrderSecondFactor, otpRequestFor } from './second-factor';
import { submitErrorText, useOrderSubmit } from './submit';
import { useAmountFields } from './useAmountFields';
import './orders.css';

/**
 * Sell crypto to a bank account (HIFI_*_OFFRAMP, TBD_SWIFT_WITHDRAWAL) or buy crypto with a bank
 * transfer (HIFI_*_ONRAMP), through a counterparty destination. What is offered comes from
 * GET /v2/orders/order_types; a type needing a KYC rail the wallet lacks shows "Verify to unlock".
 */
export function RampFlow({ mode }: { mode: 'sell' | 'buy' }) {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [, navigate] = useLocation();
  const wallet = useWallet(walletId);
  const types = useOrderTypes();
  const currencies = useCurrencies();
  const chains = useChains();
  const kyc = useKycUnlock(walletId, wallet.data);
  const offered = (types.data ?? [])
    .filter((t) =>
      mode === 'sell'
        ? t.id.endsWith('_OFFRAMP') || t.id === 'TBD_SWIFT_WITHDRAWAL'
        : t.id.endsWith('_ONRAMP'),
    )
    .filter((t) => (t.id as string) in ORDER_CREATE_V2);
  const [typeId, setTypeId] = useState<string | null>(null);
  const type = offered.find((t) => t.id === typeId);
  const kind = type ? kindForPaymentMethod(type.payment_method) : null;

  const rates = useQuery(exchangeApi.rates, type ? { query: { order_type: type.id as OrderType } } : null);
  const all = currencies.data?.data ?? [];
  const holdings = holdingsOf(wallet.data);
  const [fromId, setFromId] = useState<string | null>(null);
  const [toId, setToId] = useState<string | null>(null);
  const fromOptions = useMemo(() => {
    const ids = [...new Set((rates.data ?? []).map((r) => r.from_uuid))];
    return ids
      .map((id) => all.find((c) => c.uuid === id))
      .filter((c) => c !== undefined)
      .map((c) => ({
        currency: c,
        amount:
          mode === 'sell' ? (holdings.find((h) => h.currency.uuid === c.uuid)?.amount ?? '0') : undefined,
      }))
      .filter((o) => mode === 'buy' || cmp(o.amount ?? '0', '0') > 0);
  }, [rates.data, all, holdings, mode]);
  const toOptions = (rates.data ?? [])
    .filter((r) => r.from_uuid === fromId)
    .map((r) => all.find((c) => c.uuid === r.to_uuid))
    .filter((c) => c !== undefined)
    .map((c) => ({ currency: c }));
  const from = fromOptions.find((o) => o.currency.uuid === fromId);
  const to = toOptions.find((o) => o.currency.uuid === toId)?.currency;

  const counterparties = useCounterparties(walletId);
  const [cpId, setCpId] = useState<string | null>(null);
  const destinations = useDestinations(walletId, cpId);
  const matching = (destinations.data?.data ?? []).filter((d) => kind && sameKind(d.type, kind));
  const [destId, setDestId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  const calc = useOrderCalculator({
    orderType: type?.id ?? '',
    fromCurrencyId: fromId,
    toCurrencyId: toId,
    disabled: !type,
  });
  const fields = useAmountFields(calc.calculator, calc);
  const fromDecimals = decimalsOf(from?.currency);
  const toDecimals = decimalsOf(to);
  const pay = tryNormalize(calc.result?.from_amount ?? null);
  const receive = tryNormalize(calc.result?.result_amount ?? null);
  const isReverse = calc.editing === 'to';

  const submit = useOrderSubmit(
    walletId,
    { typeId, fromId, toId, destId, amount: fields.fromText, to: fields.toText },
    (requestId, headers) =>
      call(ORDER_CREATE_V2[type!.id as OrderCreateV2Type] as typeof ORDER_CREATE_V2.HIFI_SEPA_OFFRAMP, {
        body: {
          request_id: requestId,
          wallet_id: walletId,
          from_currency_id: fromId ?? '',
          to_currency_id: toId ?? '',
          amount: (isReverse ? tryNormalize(fields.toText) : tryNormalize(fields.fromText)) ?? '0',
          is_subtract: !isReverse,
          is_reverse: isReverse,
          counterparty_destination_id: destId ?? '',
        },
        headers,
      }),
  );

  const overBalance = mode === 'sell' && from?.amount && pay ? cmp(pay, from.amount) > 0 : false;
  const ready = !!type && !!destId && !!calc.result && !calc.loading && !overBalance && !calc.error;
  const title = mode === 'sell' ? 'Sell to bank' : 'Buy with bank transfer';
  const cp = counterparties.data?.data.find((c) => c.id === cpId);

  const chooseType = (t: OrderTypeInfoV2) => {
    setTypeId(t.id);
    setFromId(null);
    setToId(null);
    setDestId(null);
  };

  if (wallet.error || types.error) {
    return (
      <Screen title={title} backTo={paths.wallet(walletId)}>
        <ErrorState
          error={wallet.error ?? types.error}
          onRetry={() => void Promise.all([wallet.refresh(), types.refresh()])}
        />
      </Screen>
    );
  }
  return (
    <Screen title={title} backTo={paths.wallet(walletId)}>
      {wallet.loading || types.loading ? (
        <ListSkeleton rows={4} />
      ) : offered.length === 0 ? (
        <EmptyState title="Not available" description="Bank transfers are not offered for this wallet yet." />
      ) : (
        <>
          <Section header={mode === 'sell' ? 'Pay out by' : 'Pay by'}>
            {offered.map((t) => {
              const unlocked = kyc.isUnlocked(t);
              return (
                <Cell
                  key={t.id}
                  data-testid={`type-${t.id}`}
                  description={unlocked ? (t.description ?? undefined) : 'Verify to unlock'}
                  after={
                    unlocked ? (
                      t.id === typeId ? (
                        '✓'
                      ) : undefined
                    ) : (
                      <Button size="s" mode="bezeled" onClick={() => navigate(paths.kyc(walletId))}>
                        Verify
                      </Button>
                    )
                  }
                  onClick={unlocked ? () => chooseType(t) : () => navigate(paths.kyc(walletId))}
                  className={unlocked ? undefined : 'o-lock'}
                >
                  {orderTypeLabel(t.id)}
                </Cell>
              );
            })}
          </Section>
          {type && (
            <>
              <Section header={mode === 'sell' ? 'You sell' : 'You pay'}>
                <CurrencySelect
                  header="Currency"
                  name="from_currency"
                  value={fromId}
                  chains={chains.data?.data}
                  options={fromOptions}
                  placeholder={rates.loading ? 'Loading…' : 'Choose a currency'}
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
                  available={mode === 'sell' ? (from?.amount ?? null) : null}
                  max={mode === 'sell' ? (from?.amount ?? null) : null}
                  currencyLabel={from?.currency.meta.symbol}
                  disabled={!from}
                  onChange={fields.onFrom}
                />
              </Section>
              <Section header="You receive">
                <CurrencySelect
                  header="Currency"
                  name="to_currency"
                  value={toId}
                  chains={chains.data?.data}
                  options={toOptions}
                  onChange={setToId}
                />
              </Section>
              <Section
                header={mode === 'sell' ? 'To bank account' : 'From bank account'}
                footer={kind ? DESTINATION_KIND_LABEL[kind] : undefined}
              >
                <Select
                  header="Recipient"
                  name="counterparty"
                  value={cpId ?? ''}
                  onChange={(e) => {
                    setCpId(e.currentTarget.value);
                    setDestId(null);
                  }}
                >
                  <option value="" disabled>
                    {counterparties.loading
                      ? 'Loading…'
                      : (counterparties.data?.total ?? 0) === 0
                        ? 'No recipients yet'
                        : 'Choose a recipient'}
                  </option>
                  {(counterparties.data?.data ?? []).map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.nickname ? `${c.name} (${c.nickname})` : c.name}
                    </option>
                  ))}
                </Select>
                {cpId && (
                  <Select
                    header="Account"
                    name="destination"
                    value={destId ?? ''}
                    onChange={(e) => setDestId(e.currentTarget.value)}
                  >
                    <option value="" disabled>
                      {destinations.loading
                        ? 'Loading…'
                        : matching.length === 0
                          ? `No ${kind ?? ''} account for ${cp?.name ?? 'them'}`
                          : 'Choose an account'}
                    </option>
                    {matching.map((d) => (
                      <option key={d.id} value={d.id}>
                        {d.nickname ??
                          d.external_banking_data?.iban ??
                          d.external_banking_data?.account_number ??
                          d.id}
                      </option>
                    ))}
                  </Select>
                )}
                <div className="o-row-actions">
                  <Button size="m" mode="bezeled" onClick={() => setAdding(true)} disabled={!kind}>
                    {cpId ? 'Add an account' : 'New recipient'}
                  </Button>
                </div>
              </Section>
              {kind && adding && (
                <DestinationSheet
                  walletId={walletId}
                  open={adding}
                  onClose={() => setAdding(false)}
                  counterpartyId={cpId}
                  kinds={[kind]}
                  onCreated={(d, newCp) => {
                    setCpId(newCp);
                    setDestId(d.id);
                    setAdding(false);
                  }}
                />
              )}
              {overBalance && (
                <FormError text="With fees this is more than your balance. Lower the amount." />
              )}
              <QuoteCard
                result={calc.result}
                loading={calc.loading}
                error={calc.error}
                fromDecimals={fromDecimals}
                toDecimals={toDecimals}
              />
              <FormError text={submitErrorText(submit)} />
              <OrderSecondFactor
                submit={submit}
                summary={`${orderTypeLabel(type.id)}: ${formatMoney(pay ?? '0', { currency: from?.currency.meta.symbol ?? '', decimals: fromDecimals })} to ${cp?.name ?? 'the recipient'}`}
                request={
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
                    : null
                }
              />
              <MainButton
                text={submit.uncertain ? 'Try again' : mode === 'sell' ? 'Sell' : 'Get payment details'}
                onClick={() => void submit.submit()}
                loading={submit.submitting}
                disabled={!ready}
              />
            </>
          )}
        </>
      )}
    </Screen>
  );
}
