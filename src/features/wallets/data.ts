/**
 * The wallets feature's reads and writes, on TanStack Query (lib/server-state): the reads other
 * features share come from lib/server-state/shared-queries.ts, this feature's own inputs are
 * built here so every screen hits the same cache key (one request per resource, DESIGN §5).
 */
import { virtualAccountsApi } from '../../api/endpoints/virtual-accounts';
import { RECENT_ROWS, walletsApi } from '../../api/endpoints/wallets';
import type { ApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { ListedWalletAddress, TransactionsFilter, WalletType } from '../../api/types/wallets';
import { invalidateEndpoint, setCachedData } from '../../lib/server-state/client';
import { walletInput } from '../../lib/wallet-reads';

export { useWallet, useWalletList, walletInput } from '../../lib/wallet-reads';
export const recentInput = (walletId: string) => ({
  path: { wallet_id: walletId },
  query: RECENT_ROWS.query,
});
export const transactionsInput = (walletId: string, filter: TransactionsFilter) => ({
  path: { wallet_id: walletId },
  query: Object.keys(filter).length ? { filter } : {},
});
export const vaListInput = (walletId: string) => ({
  path: { wallet_uuid: walletId },
  query: { limit: 50, offset: 0 },
});

/** A wallet that does not exist or that this user may not see: one "not found" screen for both. */
export const isNotFound = (error: ApiError | undefined) => error?.status === 404 || error?.status === 403;

export async function createWallet(type: WalletType, name: string) {
  const created = await call(walletsApi.create, { body: { type, name: name.trim() || null } });
  invalidateEndpoint(walletsApi.list);
  return created;
}

/**
 * A wallet address as the GET answers it: with `label`, `memo` (XRP destination tag) and
 * `addresses` (all of the wallet's addresses on that chain) where the platform sends them.
 */
export type AddressView = ListedWalletAddress;

export const addressInput = (walletId: string, chain: number) => ({ path: { wallet_id: walletId, chain } });

export async function createAddress(walletId: string, chain: number, label: string): Promise<AddressView> {
  const created = (await call(walletsApi.createAddress, {
    path: { wallet_id: walletId, chain },
    body: { label: label.trim() },
  })) as AddressView;
  // The new address becomes the current one; keep the others listed.
  setCachedData(walletsApi.getAddress, addressInput(walletId, chain), (old) => {
    const prev = old as AddressView | undefined;
    const others = prev?.addresses ?? (prev ? [prev] : []);
    return { ...created, addresses: [created, ...others.filter((a) => a.address !== created.address)] };
  });
  return created;
}

export async function openVirtualAccount(walletId: string, programId: string) {
  const created = await call(virtualAccountsApi.create, {
    body: { wallet_id: walletId, va_programs_id: programId },
  });
  invalidateEndpoint(virtualAccountsApi.list);
  return created;
}

/** After a transaction settles: balances and history are stale. */
export function refreshAfterSettle(walletId: string) {
  invalidateEndpoint(walletsApi.get, walletInput(walletId));
  invalidateEndpoint(walletsApi.list);
  invalidateEndpoint(walletsApi.transactions);
}
