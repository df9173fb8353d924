import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { useParams } from 'wouter';
import { walletsApi } from '../../api/endpoints/wallets';
import type { TransactionMeta } from '../../api/types/wallets';
import { paths } from '../../app/paths';
import { t } from '../../i18n';
import { formatDateTime, formatMoney } from '../../lib/format';
import { openExternal } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Money } from '../../ui/Money';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
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
  const txn = tx.data;
  const support = useSystemConfig().data?.tg_bot_name ?? null;
  const settled = !!txn && !isLive(txn.status);
  const wasLive = useRef(false);
  if (txn && isLive(txn.status)) wasLive.current = true;
  useEffect(() => {
    if (settled && wasLive.current) refreshAfterSettle(walletId);
  }, [settled, walletId]);

  if (tx.error?.status === 403 || (tx.error?.status === 404 && !txn) || !(id > 0)) {
    return (
      <Screen title={t('wallets.tx.notFound.screenTitle')} backTo={paths.home()}>
        {tx.error?.status === 403 ? (
          <WalletNotFound />
        ) : (
          <ErrorState title={t('wallets.tx.notFound.title')} error={t('wallets.tx.notFound.description')} />
        )}
      </Screen>
    );
  }

  const meta: TransactionMeta = txn?.meta ?? {};
  const hash = meta.transaction_hash || meta.txid || txn?.txid || null;
  const chainId = meta.chain_id ?? (txn?.currency.is_crypto ? txn.currency.meta.chain_id : null);
  const explorer = explorerUrl(chainId, hash);
  const amountOf = (value: unknown, code?: string) =>
    value === undefined || value === null || String(value) === '' || Number(value) === 0
      ? null
      : formatMoney(String(value), { currency: code ?? txn?.currency.meta.symbol });
  const transactionAmount = meta.transaction_amount ?? meta.transcation_amount;
  const transactionCurrency = meta.transaction_amount_currency ?? meta.transcation_amount_currency;
  const kind = txn ? kindOf(txn) : null;
  // Paid and received only say something when they differ from the amount above (an exchange).
  const symbol = txn?.currency.meta.symbol;
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
  const method = txn ? methodLabel(txn.method) : '';

  return (
    <Screen title={t('wallets.tx.title')} backTo={paths.walletTransactions(walletId)}>
      {tx.loading && <ListSkeleton rows={6} label={t('wallets.tx.loading')} />}
      {tx.error && !txn && <ErrorState error={tx.error} onRetry={tx.refresh} />}
      {txn && (
        <>
          <header className="w-hero w-hero--tx">
            <TxKindIcon kind={kindOf(txn)} />
            <div className="w-hero__label">{transactionTitle(txn)}</div>
            <div className="w-hero__total">
              <Money amount={txn.amount} currency={txn.currency} direction={directionOf(txn)} />
            </div>
            <StatusChip kind="wallet-tx" status={txn.status} data-testid="tx-status" />
          </header>
          <StaleNotice of={[tx]} />
          <Section>
            <Row label={t('wallets.tx.date')}>{formatDateTime(txn.created_at)}</Row>
            {method && <Row label={t('wallets.tx.method')}>{method}</Row>}
            {txn.currency.is_crypto && txn.currency.meta.chain_name && (
              <Row label={t('wallets.tx.network')}>{txn.currency.meta.chain_name}</Row>
            )}
            {paid && <Row label={t('wallets.tx.paid')}>{paid}</Row>}
            {received && <Row label={t('wallets.tx.received')}>{received}</Row>}
            {rate && <Row label={t('wallets.tx.rate')}>{rate}</Row>}
            {amountOf(meta.fee, meta.fee_currency) && (
              <Row label={t('wallets.tx.fee')}>{amountOf(meta.fee, meta.fee_currency)}</Row>
            )}
            {amountOf(meta.network_fee, meta.network_fee_currency) && (
              <Row label={t('wallets.tx.networkFee')}>
                {amountOf(meta.network_fee, meta.network_fee_currency)}
              </Row>
            )}
            {meta.to_card_last4 && <Row label={t('wallets.tx.card')}>•••• {meta.to_card_last4}</Row>}
            {txn.info && <Row label={t('wallets.tx.note')}>{txn.info}</Row>}
          </Section>
          {(txn.from || txn.to || hash) && (
            <Section>
              {txn.from && <CopyField label={t('wallets.tx.from')} value={txn.from} mono />}
              {txn.to && <CopyField label={t('wallets.tx.to')} value={txn.to} mono />}
              {hash && <CopyField label={t('wallets.tx.hash')} value={hash} mono />}
              {explorer && (
                <Cell
                  multiline
                  onClick={() => openExternal(explorer)}
                  after={<span className="w-link">{t('wallets.tx.explorerOpen')}</span>}
                >
                  {t('wallets.tx.explorer')}
                </Cell>
              )}
            </Section>
          )}
          <div className="w-tx-actions">
            <Button size="m" mode="bezeled" stretched onClick={() => void shareReceipt(txn)}>
              {t('wallets.tx.shareReceipt')}
            </Button>
            <Button size="m" mode="plain" stretched onClick={() => void getHelp(txn, support)}>
              {t('wallets.tx.getHelp')}
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
      {/* Isolated: a date or an amount keeps its own order inside a right-to-left row. */}
      <span className="w-row__value">
        <bdi>{children}</bdi>
      </span>
    </div>
  );
}
