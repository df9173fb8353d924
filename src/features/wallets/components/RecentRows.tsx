import type { WalletSummary } from '../../../api/types/wallets';
import { t } from '../../../i18n';
import { ErrorState } from '../../../ui/ErrorState';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { pairExchanges } from '../tx-display';
import type { Recent } from './RecentActivity';
import { HistoryRow } from './TxRow';

const SHOWN = 5;

/**
 * Recent activity's rows: the latest movements of every wallet together, newest first, or a
 * skeleton while the first pages load, and a retry for a wallet whose history failed (never an
 * empty list). Loaded apart from home's first screen: the rows' code (row layout, kinds, parties,
 * statuses) sits below the balances, and its data is already being read by RecentActivity.
 */
export default function RecentRows({
  wallets,
  reads,
}: {
  wallets: WalletSummary[];
  reads: Record<string, Recent>;
}) {
  const mine = wallets.map((w) => reads[w.uuid]);
  const failed = mine.filter((r) => r?.error && !r.data);
  const loading = mine.some((r) => !r || r.loading);
  const rows = wallets
    .flatMap((w) =>
      pairExchanges(reads[w.uuid]?.data?.data ?? []).map((item) => ({ item, walletId: w.uuid })),
    )
    .sort((a, b) => Date.parse(b.item.tx.created_at) - Date.parse(a.item.tx.created_at))
    .slice(0, SHOWN);
  return (
    <>
      {rows.length === 0 && loading && <ListSkeleton rows={2} label={t('home.recent.loading')} />}
      {rows.map(({ item, walletId }) => (
        <HistoryRow key={`${walletId}:${item.key}`} item={item} walletId={walletId} withDate />
      ))}
      {failed.length > 0 && !loading && (
        <ErrorState
          compact
          error={failed[0]!.error}
          onRetry={() => Promise.all(failed.map((r) => r!.refresh())).then(() => {})}
        />
      )}
    </>
  );
}
