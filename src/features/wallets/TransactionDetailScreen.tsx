import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
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
import { refreshAfterSettle } from './data';
import {
  backoffDelay,
  directionOf,
  explorerUrl,
  humanize,
  isLive,
  methodLabel,
  transactionTitle,
} from './tx-display';
import './wallets.css';

/** Every field the wire gives for one transaction; live while it is still moving. */
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
    value === undefined || value === null
      ? null
      : formatMoney(String(value), { currency: code ?? t?.currency.meta.symbol });
  const transactionAmount = meta.transaction_amount ?? meta.transcation_amount;
  const transactionCurrency = meta.transaction_amount_currency ?? meta.transcation_amount_currency;

  return (
    <Screen title="Transaction" backTo={paths.walletTransactions(walletId)}>
      {tx.loading && <ListSkeleton rows={6} label="Loading transaction" />}
      {tx.error && !t && <ErrorState error={tx.error} onRetry={tx.refresh} />}
      {t && (
        <>
          <header className="w-hero">
            <div className="w-hero__label">{transactionTitle(t)}</div>
            <div className="w-hero__total">
              <Money amount={t.amount} currency={t.currency} direction={directionOf(t)} />
            </div>
            <StatusChip kind="wallet-tx" status={t.status} data-testid="tx-status" />
          </header>
          <Section header="Details">
            <Cell subhead="Date">{formatDateTime(t.created_at)}</Cell>
            <Cell subhead="Type">{humanize(t.type)}</Cell>
            <Cell subhead="Record type">{humanize(t.record_type)}</Cell>
            <Cell subhead="Method">{methodLabel(t.method)}</Cell>
            <Cell subhead="Currency">
              {t.currency.meta.name}
              {t.currency.is_crypto ? ` on ${t.currency.meta.chain_name}` : ''}
            </Cell>
            {t.info && (
              <Cell subhead="Note" multiline>
                {t.info}
              </Cell>
            )}
            <CopyField label="Transaction ID" value={String(t.id)} />
          </Section>
          <Section header="Counterparty">
            {t.from ? <CopyField label="From" value={t.from} mono /> : <Cell subhead="From">—</Cell>}
            {t.to ? <CopyField label="To" value={t.to} mono /> : <Cell subhead="To">—</Cell>}
            {meta.to_card_last4 && <Cell subhead="Card">•••• {meta.to_card_last4}</Cell>}
          </Section>
          <Section header="Amounts and fees">
            <Cell subhead="Fee">{amountOf(meta.fee, meta.fee_currency) ?? '—'}</Cell>
            {meta.network_fee !== undefined && (
              <Cell subhead="Network fee">{amountOf(meta.network_fee, meta.network_fee_currency)}</Cell>
            )}
            {meta.billing_amount !== undefined && (
              <Cell subhead="Billed">{amountOf(meta.billing_amount, meta.billing_amount_currency)}</Cell>
            )}
            {transactionAmount !== undefined && (
              <Cell subhead="Transaction amount">{amountOf(transactionAmount, transactionCurrency)}</Cell>
            )}
            {meta.exchange_rate !== undefined && (
              <Cell subhead="Exchange rate">{String(meta.exchange_rate)}</Cell>
            )}
          </Section>
          {(hash || meta.order_id) && (
            <Section header="Network">
              {hash && <CopyField label="Transaction hash" value={hash} mono />}
              {explorer && (
                <Cell onClick={() => openExternal(explorer)} after={<span className="w-link">Open</span>}>
                  View in block explorer
                </Cell>
              )}
              {meta.order_id && <CopyField label="Order" value={meta.order_id} mono />}
            </Section>
          )}
        </>
      )}
    </Screen>
  );
}
