import { Section } from '@telegram-apps/telegram-ui';
import { useCallback, useEffect, useState } from 'react';
import { walletsApi } from '../../../api/endpoints/wallets';
import type { WalletSummary, WalletTransaction } from '../../../api/types/wallets';
import { t } from '../../../i18n';
import { useQuery } from '../../../lib/query';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { recentInput } from '../data';
import { pairExchanges } from '../tx-display';
import { HistoryRow } from './TxRow';

const SHOWN = 5;
const NONE: WalletTransaction[] = [];

/**
 * The latest movements of every wallet together, newest first. Each wallet's first history page
 * is the same cached query the wallet screen uses, so opening a wallet costs no request.
 */
export function RecentActivity({ wallets }: { wallets: WalletSummary[] }) {
  const [pages, setPages] = useState<Record<string, WalletTransaction[]>>({});
  const report = useCallback((id: string, items: WalletTransaction[]) => {
    setPages((prev) => (prev[id] === items ? prev : { ...prev, [id]: items }));
  }, []);
  const loaded = wallets.filter((w) => pages[w.uuid] !== undefined).length;
  const rows = wallets
    .flatMap((w) => pairExchanges(pages[w.uuid] ?? []).map((item) => ({ item, walletId: w.uuid })))
    .sort((a, b) => Date.parse(b.item.tx.created_at) - Date.parse(a.item.tx.created_at))
    .slice(0, SHOWN);
  return (
    <>
      {wallets.map((w) => (
        <WalletRecent key={w.uuid} walletId={w.uuid} onItems={report} />
      ))}
      {(rows.length > 0 || loaded < wallets.length) && (
        <Section header={t('home.recent.header')} data-testid="recent-activity">
          {rows.length === 0 && <ListSkeleton rows={2} label={t('home.recent.loading')} />}
          {rows.map(({ item, walletId }) => (
            <HistoryRow key={`${walletId}:${item.key}`} item={item} walletId={walletId} withDate />
          ))}
        </Section>
      )}
    </>
  );
}

function WalletRecent({
  walletId,
  onItems,
}: {
  walletId: string;
  onItems: (id: string, items: WalletTransaction[]) => void;
}) {
  const recent = useQuery(walletsApi.transactions, recentInput(walletId));
  // A wallet whose history fails counts as empty here (its own screen offers the retry).
  const items = recent.data?.data ?? (recent.error ? NONE : undefined);
  useEffect(() => {
    if (items) onItems(walletId, items);
  }, [items, walletId, onItems]);
  return null;
}
