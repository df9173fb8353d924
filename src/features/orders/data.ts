/**
 * Reads the orders flows share, through the shared query cache (one request per resource).
 * Inputs are built in one place (lib/server-state/shared-queries.ts) so every screen hits the
 * same cache key.
 */
import { ordersV2Api } from '../../api/endpoints/orders';
import { walletsApi } from '../../api/endpoints/wallets';
import type { Chain, Currency, OrderTypeInfoV2, Wallet } from '../../api/types';
import { useRailUnlock } from '../../lib/kyc-unlock';
import { isPositive, tryNormalize } from '../../lib/money';
import { networkOf } from '../../lib/reference-reads';
import { endpointQuery, invalidateEndpoint } from '../../lib/server-state/client';
import { walletQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { walletInput } from '../../lib/wallet-reads';
import { isFinal } from './order-labels';

export { networkOf, useChains, useCurrencies, useOrderTypes } from '../../lib/reference-reads';
export { useWalletList } from '../../lib/wallet-reads';

/**
 * The wallet as a money flow reads it: afresh on every open (what can be spent decides the form);
 * a copy cached from before a deposit landed would say there is nothing to move.
 */
export const useFreshWallet = (walletId: string) => useRead({ ...walletQuery(walletId), staleTime: 0 });

/**
 * An order followed to its end: read afresh every `pollMs` (GET /v2/orders/id/{order_uuid}) until
 * its status is final. The order's own screen and a card's top-up or money back follow it so.
 */
export const useOrderUntilFinal = (orderUuid: string, pollMs: number) =>
  useRead(
    endpointQuery(
      ordersV2Api.get,
      { path: { order_uuid: orderUuid } },
      { staleMs: 0, pollMs: (d) => (isFinal(d?.status) ? null : pollMs) },
    ),
  );

/** One spendable currency of a wallet: a BalanceItem detail flattened (one per chain). */
export interface Holding {
  currency: Currency;
  /** Decimal string. */
  amount: string;
  /** Its worth in the wallet's base currency (decimal string), to rank holdings. */
  fiat?: string;
}

export function holdingsOf(wallet: Wallet | undefined): Holding[] {
  if (!wallet) return [];
  return wallet.balance.flatMap((b) =>
    b.details.map((d) => ({
      currency: d.currency,
      amount: tryNormalize(d.amount) ?? '0',
      fiat: tryNormalize(d.fiat_amount) ?? '0',
    })),
  );
}

export const positiveHoldings = (wallet: Wallet | undefined) =>
  holdingsOf(wallet).filter((h) => isPositive(h.amount));

export function currencyLabel(c: Currency | undefined, chains?: Chain[]): string {
  if (!c) return '';
  if (!c.is_crypto) return c.meta.symbol;
  return `${c.meta.symbol} · ${networkOf(c, chains)}`;
}

export const decimalsOf = (c: Currency | undefined) => c?.decimal ?? c?.render_decimal ?? 2;

/** Which order types this wallet may use: the shared rail rule applied to the type's rails. */
export function useKycUnlock(walletId: string) {
  const rails = useRailUnlock(walletId);
  return {
    loading: rails.loading,
    isUnlocked: (type: OrderTypeInfoV2 | undefined): boolean =>
      !!type && rails.isUnlocked(type.order_types_kyc_rails.map((r) => r.kyc_rail_id)),
  };
}

/** After an order changes balances: wallets (both sides of a transfer) and history are stale. */
export function refreshWallets(...walletIds: string[]) {
  for (const id of walletIds) invalidateEndpoint(walletsApi.get, walletInput(id));
  invalidateEndpoint(walletsApi.transactions);
  invalidateEndpoint(walletsApi.list);
}
