/**
 * The platform's reference data every money screen reads (currencies, chains, the order types a
 * wallet is offered), through the shared query cache: the order flows and the recipients' forms
 * both show them, so the inputs (and the cache keys) are written once, here.
 */
import { ordersV2Api } from '../api/endpoints/orders';
import { systemApi } from '../api/endpoints/system';
import type { Chain, Currency } from '../api/types';
import { useQuery } from './query';

export const useCurrencies = () => useQuery(systemApi.currencies, {}, { staleMs: 10 * 60_000 });
export const useChains = () => useQuery(systemApi.chains, {}, { staleMs: 10 * 60_000 });
export const useOrderTypes = () => useQuery(ordersV2Api.orderTypes, {}, { staleMs: 5 * 60_000 });

/** The network a crypto currency lives on, by name (null for fiat). */
export function networkOf(c: Currency, chains?: Chain[]): string | null {
  if (!c.is_crypto) return null;
  return chains?.find((ch) => ch.id === c.meta.chain_id)?.name ?? c.meta.chain_name;
}
