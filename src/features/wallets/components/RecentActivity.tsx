import { Section } from '@telegram-apps/telegram-ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { walletsApi } from '../../../api/endpoints/wallets';
import type { WalletSummary, WalletTransaction } from '../../../api/types/wallets';
import { t } from '../../../i18n';
import { endpointQuery } from '../../../lib/server-state/client';
import { type ReadResult, useRead } from '../../../lib/server-state/use-read';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { recentInput } from '../data';

// The rows' code loads apart from home's first screen (its budget has no room for it); the reads
// below start with home, so the rows' data and code arrive together.
const RecentRows = lazy(() => import('./RecentRows'));

export type Recent = ReadResult<{ data: WalletTransaction[] }>;

/**
 * The latest movements of every wallet together (RecentRows draws them). Each wallet's first
 * history page is the same cached query the wallet screen uses, so opening a wallet costs no
 * request. `onFailed` tells home when any refresh failed (its notice says since when the rows are
 * current). The section shows while pages load, when a wallet has a movement, or when one failed.
 */
export function RecentActivity({
  wallets,
  onFailed,
}: {
  wallets: WalletSummary[];
  onFailed: (failed: boolean) => void;
}) {
  const [reads, setReads] = useState<Record<string, Recent>>({});
  const report = useCallback((id: string, read: Recent) => {
    setReads((prev) => (prev[id] === read ? prev : { ...prev, [id]: read }));
  }, []);
  const mine = wallets.map((w) => reads[w.uuid]);
  const anyFailed = mine.some((r) => r?.error);
  useEffect(() => onFailed(anyFailed), [anyFailed, onFailed]);
  const shown =
    mine.some((r) => !r || r.loading || (r.error && !r.data)) ||
    mine.some((r) => (r?.data?.data.length ?? 0) > 0);
  return (
    <>
      {wallets.map((w) => (
        <WalletRecent key={w.uuid} walletId={w.uuid} onRead={report} />
      ))}
      {shown && (
        <Section header={t('home.recent.header')} data-testid="recent-activity">
          <Suspense fallback={<ListSkeleton rows={2} label={t('home.recent.loading')} />}>
            <RecentRows wallets={wallets} reads={reads} />
          </Suspense>
        </Section>
      )}
    </>
  );
}

function WalletRecent({
  walletId,
  onRead,
}: {
  walletId: string;
  onRead: (id: string, read: Recent) => void;
}) {
  const recent = useRead(endpointQuery(walletsApi.transactions, recentInput(walletId)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: what the parent reads of it, not the object.
  useEffect(
    () => onRead(walletId, recent),
    [recent.data, recent.error, recent.loading, recent.updatedAt, walletId, onRead],
  );
  return null;
}
