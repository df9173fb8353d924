import { Button, Section } from '@telegram-apps/telegram-ui';
import { memo, useMemo, useState } from 'react';
import { useParams } from 'wouter';
import { walletsApi } from '../../api/endpoints/wallets';
import { messageOf } from '../../api/errors';
import type { TransactionsFilter, WalletTransaction, WalletTransactionStatus } from '../../api/types/wallets';
import { type MessageKey, t } from '../../i18n';
import { usePagedList } from '../../lib/server-state/paged';
import { paths } from '../../routing/paths';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { useFileDelivery } from '../../ui/FileDelivery';
import { FilterChips } from '../../ui/FilterChips';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PagedFooter } from '../../ui/PagedFooter';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { statusInfo, walletTxStatuses } from '../../ui/status';
import { showToast } from '../../ui/toast';
import { WalletNotFoundScreen } from './components/States';
import { HistoryRow } from './components/TxRow';
import { useHeartbeat } from './components/useHeartbeat';
import { isNotFound, transactionsInput, useWallet } from './data';
import { exportTransactionsCsv } from './export-csv';
import { groupByDay, isLive, pairExchanges } from './tx-display';
import './wallets.css';
import './wallet-screens.css';

const TYPES: readonly { id: '' | 'deposit' | 'withdrawal'; labelKey: MessageKey }[] = [
  { id: '', labelKey: 'wallets.transactions.filter.all' },
  { id: 'deposit', labelKey: 'wallets.transactions.filter.incoming' },
  { id: 'withdrawal', labelKey: 'wallets.transactions.filter.outgoing' },
];
const STATUSES: WalletTransactionStatus[] = [
  'complete',
  'pending',
  'processing',
  'new',
  'failed',
  'canceled',
];

/** The wallet's history: 10 per page, infinite scroll, type and status filters, grouped by day. */
export default function TransactionsScreen() {
  const { walletId = '' } = useParams<{ walletId: string }>();
  const [type, setType] = useState<'' | 'deposit' | 'withdrawal'>('');
  const [status, setStatus] = useState<WalletTransactionStatus | ''>('');
  const [exporting, setExporting] = useState(false);
  const delivery = useFileDelivery();
  const filter = useMemo<TransactionsFilter>(
    () => ({ ...(type ? { type } : {}), ...(status ? { status: [status] } : {}) }),
    [type, status],
  );
  const input = useMemo(() => transactionsInput(walletId, filter), [walletId, filter]);
  const wallet = useWallet(walletId);
  const list = usePagedList(walletsApi.transactions, input, { pageSize: 10 });

  // New rows (an incoming deposit) appear without a reload: re-read the first page now and then.
  const anyLive = list.items.some((t) => isLive(t.status));
  useHeartbeat(list.revalidate, anyLive);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await exportTransactionsCsv(walletId, wallet.data?.name ?? t('home.wallet.fallbackName'));
      // Filters don't apply to the export: the note says the file has everything.
      await delivery.deliver(file, t('wallets.transactions.exportHint'));
    } catch (err) {
      showToast(messageOf(err, t('wallets.export.failed')), { tone: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const groups = useMemo(() => groupByDay(list.items), [list.items]);
  if (isNotFound(list.error) && list.items.length === 0) {
    return <WalletNotFoundScreen backTo={paths.home()} />;
  }

  return (
    <Screen title={t('wallets.transactions.title')} backTo={paths.wallet(walletId)}>
      <FilterChips
        label={t('wallets.transactions.filter.direction')}
        options={TYPES.map((f) => ({ id: f.id, label: t(f.labelKey) }))}
        value={type}
        onChange={setType}
      />
      <FilterChips
        label={t('wallets.transactions.filter.status')}
        options={[
          { id: '' as const, label: t('wallets.transactions.filter.anyStatus') },
          ...STATUSES.map((s) => ({ id: s, label: statusInfo(walletTxStatuses, s).label })),
        ]}
        value={status}
        onChange={setStatus}
      />
      {/* An action, not a filter: kept out of the chip rows, within reach above a long list. */}
      <div className="w-toolbar">
        <Button mode="plain" size="s" onClick={exportCsv} loading={exporting} disabled={exporting}>
          {t('wallets.transactions.export')}
        </Button>
      </div>
      <StaleNotice of={[list.head]} subject="history" />
      {list.loading && <ListSkeleton rows={6} label={t('wallets.transactions.loading')} />}
      {list.error && list.items.length === 0 && !list.loading && (
        <ErrorState error={list.error} onRetry={list.refresh} />
      )}
      {!list.loading && !list.error && list.items.length === 0 && (
        <EmptyState
          title={t(
            type || status ? 'wallets.transactions.noMatch.title' : 'wallets.transactions.empty.title',
          )}
          description={t(
            type || status
              ? 'wallets.transactions.noMatch.description'
              : 'wallets.transactions.empty.description',
          )}
        />
      )}
      {groups.map((g) => (
        <DayGroup key={g.key} label={g.label} items={g.items} walletId={walletId} />
      ))}
      <PagedFooter
        list={list}
        words={{
          loadingMore: t('wallets.transactions.loadingMore'),
          loadMoreFailed: t('wallets.transactions.loadMoreFailed'),
          loadMore: t('wallets.transactions.loadMore'),
          count: (count) => t('wallets.transactions.count', { count }),
        }}
      />
      {delivery.panel}
    </Screen>
  );
}

/**
 * One day of history. Skips rendering unless one of its rows changed (row objects keep their
 * identity across refetches), so a background refresh does not re-render 600 rows.
 */
const DayGroup = memo(
  function DayGroup({
    label,
    items,
    walletId,
  }: {
    label: string;
    items: WalletTransaction[];
    walletId: string;
  }) {
    return (
      // First-strong isolate: "20 Nov 2026" keeps its order on a right-to-left page.
      <Section header={`\u2068${label}\u2069`}>
        {pairExchanges(items).map((item) => (
          <HistoryRow key={item.key} item={item} walletId={walletId} />
        ))}
      </Section>
    );
  },
  (a, b) =>
    a.label === b.label &&
    a.walletId === b.walletId &&
    a.items.length === b.items.length &&
    a.items.every((tx, i) => tx === b.items[i]),
);
