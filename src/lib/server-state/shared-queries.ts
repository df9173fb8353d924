/**
 * Query options for the reads several features share (the wallets, the tenant's catalogues): built once here, so every screen reading one of them hits the same cache entry with the
 * same freshness. A feature's own reads are built in that feature.
 */
import { systemApi } from '../../api/endpoints/system';
import { MY_WALLETS, walletsApi } from '../../api/endpoints/wallets';
import { endpointQuery } from './client';

/** Catalogues (currencies, chains) change rarely; the tenant's configuration is lib/tenant-config.ts. */
const CATALOGUE_MS = 10 * 60_000;

export const walletInput = (walletId: string) => ({ path: { wallet_id: walletId } });

// One function per read, and the user's and the orders' reads in modules of their own
// (account-queries.ts), so the first screen's chunk carries only the endpoint tables it reads.
// `enabled` false leaves a read off until what it depends on is known.

/** Every wallet the user can see, shared ones included; one page is plenty for a person. */
export const walletsQuery = () => endpointQuery(walletsApi.list, MY_WALLETS);
export const walletQuery = (walletId: string) => endpointQuery(walletsApi.get, walletInput(walletId));
export const currenciesQuery = (enabled = true) =>
  endpointQuery(systemApi.currencies, enabled ? {} : null, { staleMs: CATALOGUE_MS });
export const chainsQuery = () => endpointQuery(systemApi.chains, {}, { staleMs: CATALOGUE_MS });
export const countriesQuery = (enabled = true) =>
  endpointQuery(systemApi.countries, enabled ? {} : null, { staleMs: 60 * 60_000 });
