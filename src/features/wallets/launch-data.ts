/**
 * Home's data, started at launch instead of after its code has rendered: the wallet list, then
 * each wallet's detail as soon as the list names them. On a relaunch the last known balances
 * are put in the query cache first (marked stale), so home shows them at once while these
 * requests bring fresh ones. Screens read the same cache keys, so nothing is fetched twice.
 */

import { systemApi } from '../../api/endpoints/system';
import { MY_WALLETS, walletsApi } from '../../api/endpoints/wallets';
import type { Wallet, WalletList } from '../../api/types/wallets';
import { fetchQuery, getQueryData, prefetchQuery, seedQueryData, updatedAtOf } from '../../lib/query';
import { loadBalances, saveBalances } from '../../session/balance-cache';
import { checkOwner } from '../../session/owner-change';
import { recentInput, walletInput } from './data';

/** Shows the owner's last balances (if any) until fresh ones arrive. Call before any request. */
export function seedLastBalances(owner?: string | null): boolean {
  const snapshot = loadBalances(owner);
  if (!snapshot) return false;
  seedQueryData(walletsApi.list, MY_WALLETS, snapshot.list as WalletList, snapshot.at);
  for (const [id, wallet] of Object.entries(snapshot.wallets)) {
    seedQueryData(walletsApi.get, walletInput(id), wallet as Wallet, snapshot.at);
  }
  return true;
}

/** Starts the list and, once it is known, every wallet's detail. Errors stay in the cache. */
export function startHomeRequests(): void {
  fetchQuery(walletsApi.list, MY_WALLETS)
    .then((list) => {
      for (const w of list.data ?? []) prefetchQuery(walletsApi.get, walletInput(w.uuid));
    })
    .catch(() => {});
}

/**
 * A link to one wallet (a support agent sends these): what its screen shows first, the wallet,
 * the tenant config its total is counted in and its latest rows, asked for at launch with the
 * screen's own inputs, instead of after its code and every later catalogue have arrived.
 */
export function startWalletRequests(walletId: string): void {
  prefetchQuery(walletsApi.get, walletInput(walletId));
  prefetchQuery(systemApi.tenantConfig, {});
  prefetchQuery(walletsApi.transactions, recentInput(walletId));
}

/**
 * Keeps what home shows for the next launch; call once list and details are fresh. They are kept
 * as the data of the owner the query cache belongs to (emptied at every change of owner), checked
 * first: a change another tab made that this tab has not handled yet drops them instead.
 */
export function rememberBalances(): void {
  const owner = checkOwner();
  const list = getQueryData(walletsApi.list, MY_WALLETS);
  if (!list) return;
  const wallets: Record<string, Wallet> = {};
  // Saved again after a failed refresh, the figures keep the time they were last current.
  let at = updatedAtOf(walletsApi.list, MY_WALLETS);
  for (const w of list.data ?? []) {
    const input = walletInput(w.uuid);
    const detail = getQueryData(walletsApi.get, input);
    if (!detail) return;
    wallets[w.uuid] = detail;
    at = Math.min(at, updatedAtOf(walletsApi.get, input));
  }
  saveBalances({ list, wallets, at }, owner);
}
