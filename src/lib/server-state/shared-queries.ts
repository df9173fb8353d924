/**
 * Query options for the reads several features share (the wallets, the tenant's catalogues, the
 * user): built once here, so every screen reading one of them hits the same cache entry with the
 * same freshness. A feature's own reads are built in that feature.
 */
import { ordersV2Api } from '../../api/endpoints/orders';
import { systemApi } from '../../api/endpoints/system';
import { userApi } from '../../api/endpoints/user';
import { MY_WALLETS, walletsApi } from '../../api/endpoints/wallets';
import { endpointQuery } from './client';

/** Catalogues (currencies, chains, the tenant's configuration) change rarely. */
const CATALOGUE_MS = 10 * 60_000;

export const walletInput = (walletId: string) => ({ path: { wallet_id: walletId } });

/** `enabled` false leaves a read off until what it depends on is known. */
export const sharedQueries = {
  /** Every wallet the user can see, shared ones included; one page is plenty for a person. */
  wallets: () => endpointQuery(walletsApi.list, MY_WALLETS),
  wallet: (walletId: string) => endpointQuery(walletsApi.get, walletInput(walletId)),
  /**
   * Tenant config (the Telegram bot name for deep links, the base currency for totals), from
   * `/tenants/config`: the path SPEC §7 has our client read (API.md preamble).
   */
  tenantConfig: () => endpointQuery(systemApi.tenantConfig, {}, { staleMs: CATALOGUE_MS }),
  currencies: (enabled = true) =>
    endpointQuery(systemApi.currencies, enabled ? {} : null, { staleMs: CATALOGUE_MS }),
  chains: () => endpointQuery(systemApi.chains, {}, { staleMs: CATALOGUE_MS }),
  countries: (enabled = true) =>
    endpointQuery(systemApi.countries, enabled ? {} : null, { staleMs: 60 * 60_000 }),
  orderTypes: (enabled = true) =>
    endpointQuery(ordersV2Api.orderTypes, enabled ? {} : null, { staleMs: 5 * 60_000 }),
  user: () => endpointQuery(userApi.get, {}),
  userData: (enabled = true) => endpointQuery(userApi.getData, enabled ? {} : null),
};
