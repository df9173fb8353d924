import { Section, Select } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useParams } from 'wouter';
import { ORDER_CREATE_V2 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { paths } from '../../app/paths';
import { AmountInput } from '../../ui/AmountInput';
import { EmptyState } from '../../ui/EmptyState';
import { CurrencySelect } from './components/CurrencySelect';
import { FlowScreen } from './components/FlowScreen';
import { QuoteSummary } from './components/QuoteSummary';
import { SubmitFooter } from './components/SubmitFooter';
import { decimalsOf, positiveHoldings, useChains, useWallet, useWallets } from './data';
import { useOrderSubmit } from './submit';
import { useOrderQuote } from './useOrderQuote';
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

  const quote = useOrderQuote({
    orderType: ORDER_TYPE,
    fromCurrencyId: currencyId,
    toCurrencyId: currencyId,
    toAddress: toWalletId,
  });
  const { calc, fields } = quote;

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
          amount: quote.typedAmount,
          is_subtract: !quote.isReverse,
          is_reverse: quote.isReverse,
        },
        headers,
      }),
    toWalletId ? [toWalletId] : [],
  );

  const ready = !!toWalletId && quote.quoted && !quote.isOver(held?.amount);

  return (
    <FlowScreen
      title="Transfer"
      backTo={paths.wallet(walletId)}
      error={wallet.error ?? wallets.error}
      onRetry={() => void Promise.all([wallet.refresh(), wallets.refresh()])}
      loading={wallet.loading || wallets.loading}
      skeletonRows={3}
      empty={
        targets.length === 0 ? (
          <EmptyState
            title="No other wallet"
            description="Create a second wallet to move money between them."
          />
        ) : holdings.length === 0 ? (
          <EmptyState title="Nothing to transfer" description="This wallet has no balance yet." />
        ) : null
      }
    >
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
      <QuoteSummary calc={calc} from={held?.currency} />
      <SubmitFooter submit={submit} text="Transfer" ready={ready} />
    </FlowScreen>
  );
}
