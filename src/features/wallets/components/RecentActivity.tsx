import { Section } from '@telegram-apps/telegram-ui';
import { useCallback, useEffect, useState } from 'react';
import { walletsApi } from '../../../api/endpoints/wallets';
import type { WalletSummary, WalletTransaction } from '../../../api/types/wallets';
import { t } from '../../../i18n';
import { endpointQuery } from '../../../lib/server-state/client';
import { type ReadResult, useRead } from '../../../lib/server-state/use-read';
import { ErrorState } from '../../../ui/ErrorState';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { recentInput } from '../data';
import { pairExchanges } from '../tx-display';
import { HistoryRow } from './TxRow';

const SHOWN = 5;

type Recent = ReadResult<{ data: WalletTransaction[] }>;

/**
 * The latest movements of every wallet together, newest first. Each wallet's first history page
 * is the same cached query the wallet screen uses, so opening a wallet costs no request. A wallet
 * whose history failed is said so with a retry (never an empty list); `onFailed` tells home when
 * any refresh failed (its notice says since when the rows are current).
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
  const failed = mine.filter((r) => r?.error && !r.data);
  const anyFailed = mine.some((r) => r?.error);
  useEffect(() => onFailed(anyFailed), [anyFailed, onFailed]);
  const rows = wallets
    .flatMap((w) =>
      pairExchanges(reads[w.uuid]?.data?.data ?? []).map((item) => ({ item, walletId: w.uuid })),
    )
    .sort((a, b) => Date.parse(b.item.tx.created_at) - Date.parse(a.item.tx.created_at))
    .slice(0, SHOWN);
  const loading = mine.some((r) => !r || r.loading);
  return (
    <>
      {wallets.map((w) => (
        <WalletRecent key={w.uuid} walletId={w.uuid} onRead={report} />
      ))}
      {(rows.length > 0 || loading || failed.length > 0) && (
        <Section header={t('home.recent.header')} data-testid="recent-activity">
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
