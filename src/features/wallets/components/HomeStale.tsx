import { MY_WALLETS, walletsApi } from '../../../api/endpoints/wallets';
import type { WalletSummary } from '../../../api/types/wallets';
import { peekRead } from '../../../lib/server-state/client';
import StaleLine, { staleness } from '../../../ui/StaleNotice';
import { recentInput, walletInput } from '../data';

/**
 * Home's stale notice (loaded only when needed): what home shows — the list, each wallet's
 * figures, its latest rows — read from the cache, without requests. Any of them whose refresh
 * failed: "Couldn't update · Balances as of 14:05" and a retry; an update running past SLOW_MS
 * (`slow`): "Still updating". Nothing otherwise.
 */
export default function HomeStale({
  wallets,
  slow,
  retrying,
  onRetry,
}: {
  wallets: readonly WalletSummary[];
  slow: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const state = staleness(
    [
      peekRead(walletsApi.list, MY_WALLETS),
      ...wallets.flatMap((w) => [
        peekRead(walletsApi.get, walletInput(w.uuid)),
        peekRead(walletsApi.transactions, recentInput(w.uuid)),
      ]),
    ],
    slow,
  );
  if (!state) return null;
  return <StaleLine {...state} retrying={retrying} onRetry={onRetry} subject="balances" />;
}
