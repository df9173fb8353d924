import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { walletsApi } from '../../api/endpoints/wallets';
import type { TransactionMeta } from '../../api/types/wallets';
import { paths } from '../../app/paths';
import { formatDateTime, formatMoney } from '../../lib/format';
import { openExternal } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Money } from '../../ui/Money';
import { Screen } from '../../ui/Screen';
import { StatusChip } from '../../ui/StatusChip';
import { WalletNotFound } from './components/States';
import { TxKindIcon } from './components/TxKindIcon';
import { refreshAfterSettle, useSystemConfig } from './data';
import { getHelp, shareReceipt } from './receipt';
import {
  backoffDelay,
  directionOf,
  explorerUrl,
  isLive,
  kindOf,
  methodLabel,
  transactionTitle,
} from './tx-display';
import './wallets.css';

/**
 * One transaction in the words of the screens (no record types, internal ids or dashes), label and
 * value on one line; Share receipt and Get help. Live while it is still moving.
 */
export default function TransactionDetailScreen() {
  const { walletId = '', txId = '' } = useParams<{ walletId: string; txId: string }>();
  const id = Number(txId);
  const attempts = useRef(0);
  const tx = useQuery(
    walletsApi.transaction,
    Number.isInteger(id) && id > 0 ? { path: { wallet_id: walletId, transaction_id: id } } : null,
    {
      staleMs: 5000,
      pollMs: (data) => (data && isLive(data.status) ? backoffDelay(attempts.current++) : null),
    },
  );
  const t = tx.data;
  const support = useSystemConfig().data?.tg_bot_name ?? null;
  const settled = !!t && !isLive(t.status);
  const wasLive = useRef(false);
  if (t && isLive(t.status)) wasLive.current = true;
  useEffect(() => {
    if (settled && wasLive.current) refreshAfterSettle(walletId);
  }, [settled, walletId]);

  if (tx.error?.status === 403 || (tx.error?.status === 404 && !t) || !(id > 0)) {
    return (
      <Screen title="Not found" backTo={paths.home()}>
        {tx.error?.status === 403 ? (
          <WalletNotFound />
        ) : (
          <ErrorState
            title="Transaction not found"
            error="This transaction isn't in this wallet. The link may be wrong."
          />
        )}
      </Screen>
    );
  }

  const meta: TransactionMeta = t?.meta ?? {};
  const hash = meta.transaction_hash || meta.txid || t?.txid || null;
  const chainId = meta.chain_id ?? (t?.currency.is_crypto ? t.currency.meta.chain_id : null);
  const explorer = explorerUrl(chainId, hash);
  const amountOf = (value: unknown, code?: string) =>
    value === undefined || value === null || String(value) === '' || Number(value) === 0
      ? null
      : formatMoney(String(value), { currency: code ?? t?.currency.meta.symbol });
  const transactionAmount = meta.transaction_amount ?? meta.transcation_amount;
  const transactionCurrency = meta.transaction_amount_currency ?? meta.transcation_amount_currency;
  const kind = t ? kindOf(t) : null;
  // Paid and received only say something when they differ from the amount above (an exchange).
  const symbol = t?.currency.meta.symbol;
  const paid = billingCurrencyDiffers(meta.billing_amount_currency, symbol)
    ? amountOf(meta.billing_amount, meta.billing_amount_currency)
    : null;
  const received = billingCurrencyDiffers(transactionCurrency, symbol)
    ? amountOf(transactionAmount, transactionCurrency)
    : null;
  const rate =
    kind === 'exchange' && meta.exchange_rate !== undefined && Number(meta.exchange_rate) !== 1
      ? String(meta.exchange_rate)
      : null;
  const method = t ? methodLabel(t.method) : '';

  return (
    <Screen title="Transaction" backTo={paths.walletTransactions(walletId)}>
      {tx.loading && <ListSkeleton rows={6} label="Loading transaction" />}
      {tx.error && !t && <ErrorState error={tx.error} onRetry={tx.refresh} />}
      {t && (
        <>
          <header className="w-hero w-hero--tx">
            <TxKindIcon kind={kindOf(t)} />
            <div className="w-hero__label">{transactionTitle(t)}</div>
            <div className="w-hero__total">
              <Money amount={t.amount} currency={t.currency} direction={directionOf(t)} />
            </div>
            <StatusChip kind="wallet-tx" status={t.status} data-testid="tx-status" />
          </header>
          <Section>
            <Row label="Date">{formatDateTime(t.created_at)}</Row>
            {method && <Row label="Method">{method}</Row>}
            {t.currency.is_crypto && t.currency.meta.chain_name && (
              <Row label="Network">{t.currency.meta.chain_name}</Row>
            )}
            {paid && <Row label="You paid">{paid}</Row>}
            {received && <Row label="You got">{received}</Row>}
            {rate && <Row label="Rate">{rate}</Row>}
            {amountOf(meta.fee, meta.fee_currency) && (
              <Row label="Fee">{amountOf(meta.fee, meta.fee_currency)}</Row>
            )}
            {amountOf(meta.network_fee, meta.network_fee_currency) && (
              <Row label="Network fee">{amountOf(meta.network_fee, meta.network_fee_currency)}</Row>
            )}
            {meta.to_card_last4 && <Row label="Card">•••• {meta.to_card_last4}</Row>}
            {t.info && <Row label="Note">{t.info}</Row>}
          </Section>
          {(t.from || t.to || hash) && (
            <Section>
              {t.from && <CopyField label="From" value={t.from} mono />}
              {t.to && <CopyField label="To" value={t.to} mono />}
              {hash && <CopyField label="Transaction hash" value={hash} mono />}
              {explorer && (
                <Cell onClick={() => openExternal(explorer)} after={<span className="w-link">Open</span>}>
                  View in block explorer
                </Cell>
              )}
            </Section>
          )}
          <div className="w-tx-actions">
            <Button size="m" mode="bezeled" stretched onClick={() => void shareReceipt(t)}>
              Share receipt
            </Button>
            <Button size="m" mode="plain" stretched onClick={() => void getHelp(t, support)}>
              Get help
            </Button>
          </div>
        </>
      )}
    </Screen>
  );
}

const billingCurrencyDiffers = (code: string | undefined, symbol: string | undefined) =>
  !!code && !!symbol && code.toUpperCase() !== symbol.toUpperCase();

/** Label and value on one line; the value wraps under its own column when long. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="w-row">
      <span className="w-row__label">{label}</span>
      <span className="w-row__value">{children}</span>
    </div>
  );
}
