/**
 * Home's data, started at launch instead of after its code has rendered: the wallet list, then
 * each wallet's detail as soon as the list names them. On a relaunch the last known balances are
 * put in the query cache first (marked stale), so home shows them at once while these requests
 * bring fresh ones. Screens read the same cache keys, so nothing is fetched twice; an answer the
 * page's early script already has is adopted by the executor (api/early-responses.ts).
 */

import { MY_WALLETS, walletsApi } from '../../api/endpoints/wallets';
import type { Wallet, WalletList } from '../../api/types/wallets';
import { fetchRead, prefetchRead, seedCachedData } from '../../lib/server-state/client';
import { loadBalances } from '../../session/balance-cache';
import { recentInput, walletInput } from './data';

/** Shows the owner's last balances (if any) until fresh ones arrive. Call before any request. */
export function seedLastBalances(owner?: string | null): boolean {
  const snapshot = loadBalances(owner);
  if (!snapshot) return false;
  seedCachedData(walletsApi.list, MY_WALLETS, snapshot.list as WalletList, snapshot.at);
  for (const [id, wallet] of Object.entries(snapshot.wallets)) {
    seedCachedData(walletsApi.get, walletInput(id), wallet as Wallet, snapshot.at);
  }
  return true;
}

/** Starts the list and, once it is known, every wallet's detail. Errors stay in the cache. */
export function startHomeRequests(): void {
  fetchRead(walletsApi.list, MY_WALLETS)
    .then((list) => {
      for (const w of list.data ?? []) prefetchRead(walletsApi.get, walletInput(w.uuid));
    })
    .catch(() => {});
}

/**
 * A link to one wallet (a support agent sends these): what its screen shows first, the wallet and
 * its latest rows, asked for at launch with the screen's own inputs, instead of after its code and
 * every later catalogue have arrived (the tenant config its total is counted in is read at every
 * launch: lib/tenant-config.ts).
 */
export function startWalletRequests(walletId: string): void {
  prefetchRead(walletsApi.get, walletInput(walletId));
  prefetchRead(walletsApi.transactions, recentInput(walletId));
}
