/**
 * The platform's reference data every money screen reads (currencies, chains, the order types a
 * wallet is offered), through the shared query cache: the order flows and the recipients' forms
 * both show them, so their query options (and the cache keys) are written once
 * (server-state/shared-queries.ts, account-queries.ts).
 */
import type { Chain, Currency } from '../api/types';
import { orderTypesQuery } from './server-state/account-queries';
import { chainsQuery, currenciesQuery } from './server-state/shared-queries';
import { useRead } from './server-state/use-read';

export const useCurrencies = () => useRead(currenciesQuery());
export const useChains = () => useRead(chainsQuery());
export const useOrderTypes = () => useRead(orderTypesQuery());

/** The network a crypto currency lives on, by name (null for fiat). */
export function networkOf(c: Currency, chains?: Chain[]): string | null {
  if (!c.is_crypto) return null;
  return chains?.find((ch) => ch.id === c.meta.chain_id)?.name ?? c.meta.chain_name;
}
