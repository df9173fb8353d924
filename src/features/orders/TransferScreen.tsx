import { Section, Select } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useParams } from 'wouter';
import { ORDER_CREATE_V2 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { paths } from '../../app/paths';
import { cmp, tryNormalize } from '../../lib/money';
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
import { decimalsOf, positiveHoldings, useChains, useWallet, useWallets } from './data';
import { submitErrorText, useOrderSubmit } from './submit';
import { useAmountFields } from './useAmountFields';
import './orders.css';

const ORDER_TYPE = 'TRANSFER_INTERNAL';

/**
 * Move money between the user's own wallets (TRANSFER_INTERNAL). SPEC shows the second-generation
 * path as `/v2/orders/TRA` — a truncation defect; we post to the intended
 * `/v2/orders/TRANSFER_INTERNAL` (ORDER_CREATE_V2.TRANSFER_INTERNAL; the sandbox serves both).
 * The calculator gets the receiving wallet as `to_address` (API.md lists to_address for
 * TRANSFER_INTERNAL), so a change of wallet re-quotes at once.
 */
export default function TransferScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const wallet = useWallet(walletId);
  const wallets = useWallets();
  const chains = useChains();
  const targets = (wallets.data?.data ?? []).filter((w) => w.uuid !== walletId && w.role !== 'user');
  const holdings = positiveHoldings(wallet.data);
  const [toWalletId, setToWalletId] = useState<string | null>(null);
  const [currencyId, setCurrencyId] = useState<string | null>(null);
  const held = holdings.find((h) => h.currency.uuid === currencyId) ?? null;
  const decimals = decimalsOf(held?.currency);

  const calc = useOrderCalculator({
    orderType: ORDER_TYPE,
    fromCurrencyId: currencyId,
    toCurrencyId: currencyId,
    toAddress: toWalletId,
  });
  const fields = useAmountFields(calc.calculator, calc);
  const pay = tryNormalize(calc.result?.from_amount ?? null);
  const isReverse = calc.editing === 'to';

  const submit = useOrderSubmit(
    walletId,
    { toWalletId, currencyId, amount: fields.fromText, to: fields.toText },
    (requestId, headers) =>
      call(ORDER_CREATE_V2.TRANSFER_INTERNAL, {
        body: {
          request_id: requestId,
          wallet_id: walletId,
          to_wallet_id: toWalletId ?? '',
          to_wallet_uuid: toWalletId ?? '',
          from_crypto_uuid: currencyId ?? '',
          amount: (isReverse ? tryNormalize(fields.toText) : tryNormalize(fields.fromText)) ?? '0',
          is_subtract: !isReverse,
          is_reverse: isReverse,
        },
        headers,
      }),
    toWalletId ? [toWalletId] : [],
  );

  const overBalance = held && pay ? cmp(pay, held.amount) > 0 : false;
  const ready = !!toWalletId && !!calc.result && !calc.loading && !overBalance && !calc.error;

  if (wallet.error || wallets.error) {
    return (
      <Screen title="Transfer" backTo={paths.wallet(walletId)}>
        <ErrorState
          error={wallet.error ?? wallets.error}
          onRetry={() => void Promise.all([wallet.refresh(), wallets.refresh()])}
        />
      </Screen>
    );
  }
  return (
    <Screen title="Transfer" backTo={paths.wallet(walletId)}>
      {wallet.loading || wallets.loading ? (
        <ListSkeleton rows={3} />
      ) : targets.length === 0 ? (
        <EmptyState
          title="No other wallet"
          description="Create a second wallet to move money between them."
        />
      ) : holdings.length === 0 ? (
        <EmptyState title="Nothing to transfer" description="This wallet has no balance yet." />
      ) : (
        <>
          <Section header="To wallet">
            <Select
              header="Wallet"
              name="to_wallet"
              value={toWalletId ?? ''}
              onChange={(e) => setToWalletId(e.currentTarget.value)}
            >
              <option value="" disabled>
                Choose a wallet
              </option>
              {targets.map((w) => (
                <option key={w.uuid} value={w.uuid}>
                  {w.name ?? 'Wallet'}
                </option>
              ))}
            </Select>
          </Section>
          <Section header="What to send">
            <CurrencySelect
              header="Currency"
              name="currency"
              value={currencyId}
              chains={chains.data?.data}
              options={holdings}
              onChange={setCurrencyId}
            />
            <AmountInput
              name="amount"
              header="Amount"
              value={fields.fromText}
              maxDecimals={decimals}
              available={held?.amount ?? null}
              max={held?.amount ?? null}
              currencyLabel={held?.currency.meta.symbol}
              disabled={!held}
              onChange={fields.onFrom}
            />
          </Section>
          <QuoteCard
            result={calc.result}
            loading={calc.loading}
            error={calc.error}
            fromDecimals={decimals}
            toDecimals={decimals}
          />
          <FormError text={submitErrorText(submit)} />
          <MainButton
            text={submit.uncertain ? 'Try again' : 'Transfer'}
            onClick={() => void submit.submit()}
            loading={submit.submitting}
            disabled={!ready}
          />
        </>
      )}
    </Screen>
  );
}
