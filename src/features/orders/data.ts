/**
 * Reads the orders flows share, through the shared query cache (one request per resource).
 * Inputs are built here so every screen hits the same cache key.
 */
import { kycApi } from '../../api/endpoints/kyc';
import { ordersV2Api } from '../../api/endpoints/orders';
import { systemApi } from '../../api/endpoints/system';
import { MY_WALLETS, walletsApi } from '../../api/endpoints/wallets';
import type { Chain, Currency, OrderTypeInfoV2, Wallet } from '../../api/types';
import { isPositive, tryNormalize } from '../../lib/money';
import { invalidate, useQuery } from '../../lib/query';

export const walletInput = (walletId: string) => ({ path: { wallet_id: walletId } });

export const useWallet = (walletId: string) => useQuery(walletsApi.get, walletInput(walletId));
export const useWallets = () => useQuery(walletsApi.list, MY_WALLETS);
export const useCurrencies = () => useQuery(systemApi.currencies, {}, { staleMs: 10 * 60_000 });
export const useChains = () => useQuery(systemApi.chains, {}, { staleMs: 10 * 60_000 });
export const useOrderTypes = () => useQuery(ordersV2Api.orderTypes, {}, { staleMs: 5 * 60_000 });

/** One spendable currency of a wallet: a BalanceItem detail flattened (one per chain). */
export interface Holding {
  currency: Currency;
  /** Decimal string. */
  amount: string;
}

export function holdingsOf(wallet: Wallet | undefined): Holding[] {
  if (!wallet) return [];
  return wallet.balance.flatMap((b) =>
    b.details.map((d) => ({ currency: d.currency, amount: tryNormalize(d.amount) ?? '0' })),
  );
}

export const positiveHoldings = (wallet: Wallet | undefined) =>
  holdingsOf(wallet).filter((h) => isPositive(h.amount));

export function currencyLabel(c: Currency | undefined, chains?: Chain[]): string {
  if (!c) return '';
  if (!c.is_crypto) return c.meta.symbol;
  const chain = chains?.find((ch) => ch.id === c.meta.chain_id);
  return `${c.meta.symbol} · ${chain?.name ?? c.meta.chain_name}`;
}

export const decimalsOf = (c: Currency | undefined) => c?.decimal ?? c?.render_decimal ?? 2;

/**
 * Which order types this wallet may use: a type listing KYC rails needs one of them APPROVED in
 * GET /kyc/{wallet}/rails, or the wallet's own KYC APPROVED (a verified wallet covers its rails).
 */
export function useKycUnlock(walletId: string, wallet: Wallet | undefined) {
  const rails = useQuery(kycApi.rails, walletInput(walletId), { staleMs: 60_000 });
  const approved = new Set(
    (rails.data?.data ?? []).filter((r) => r.wallet_rail?.status === 'APPROVED').map((r) => r.id),
  );
  const walletApproved = wallet?.kyc_info?.status === 'APPROVED';
  return {
    loading: rails.loading,
    isUnlocked(type: OrderTypeInfoV2 | undefined): boolean {
      if (!type) return false;
      const needed = type.order_types_kyc_rails.map((r) => r.kyc_rail_id);
      // Same rule as the platform: a needed rail APPROVED, or the wallet's KYC APPROVED.
      return needed.length === 0 || needed.some((id) => approved.has(id)) || walletApproved;
    },
  };
}

/** After an order changes balances: wallets (both sides of a transfer) and history are stale. */
export function refreshWallets(...walletIds: string[]) {
  for (const id of walletIds) invalidate(walletsApi.get, walletInput(id));
  invalidate(walletsApi.transactions);
  invalidate(walletsApi.list);
}
