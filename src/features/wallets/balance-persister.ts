/**
 * The filtered persister of the last balances (DESIGN §5): it listens to the query cache and,
 * whenever a wallet list or wallet answer arrives and the list and every listed wallet are
 * current, keeps them on the device (session/balance-cache.ts) as the data of the owner the cache
 * belongs to. Nothing else of the cache is persisted: no addresses, history or card data.
 */
import { MY_WALLETS, walletsApi } from '../../api/endpoints/wallets';
import type { Wallet } from '../../api/types/wallets';
import { endpointKey, peekRead, queryClient } from '../../lib/server-state/client';
import { saveBalances } from '../../session/balance-cache';
import { checkOwner } from '../../session/owner-change';
import { walletInput } from './data';

const listKey = endpointKey(walletsApi.list).join(' ');
const walletKey = endpointKey(walletsApi.get).join(' ');

function isBalanceKey(key: readonly unknown[]): boolean {
  const name = key.slice(0, 3).join(' ');
  return name === listKey || name === walletKey;
}

/**
 * Saves the list and every wallet's detail when all are current (not being fetched, not marked
 * stale); dated by the oldest of them. Checked against the owner first: a change another tab made
 * that this tab has not handled yet drops them instead.
 */
export function persistBalances(): void {
  const list = peekRead(walletsApi.list, MY_WALLETS);
  if (!list.data || list.refreshing || list.invalidated) return;
  const wallets: Record<string, Wallet> = {};
  let at = list.updatedAt;
  for (const w of list.data.data ?? []) {
    const detail = peekRead(walletsApi.get, walletInput(w.uuid));
    if (!detail.data || detail.refreshing || detail.invalidated) return;
    wallets[w.uuid] = detail.data;
    at = Math.min(at, detail.updatedAt);
  }
  saveBalances({ list: list.data, wallets, at }, checkOwner());
}

/** Starts persisting; answers how to stop. */
export function startBalancePersister(): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && isBalanceKey(event.query.queryKey)) {
      persistBalances();
    }
  });
}
