/** System lists and tenant config — service v2 (API.md §6). */
import { endpoint } from '../endpoint';
import type {
  ChainList,
  CountryList,
  CurrenciesQuery,
  CurrencyList,
  StateList,
  SystemConfig,
} from '../types';

export const systemApi = {
  currencies: endpoint<{ query?: CurrenciesQuery }, CurrencyList>({
    service: 'v2',
    method: 'GET',
    path: '/system/currencies',
  }),
  chains: endpoint<Record<never, never>, ChainList>({ service: 'v2', method: 'GET', path: '/system/chains' }),
  countries: endpoint<Record<never, never>, CountryList>({
    service: 'v2',
    method: 'GET',
    path: '/system/countries',
  }),
  states: endpoint<{ path: { country_id: number } }, StateList>({
    service: 'v2',
    method: 'GET',
    path: '/system/states/{country_id}',
  }),
  /** Current tenant-config route (API.md §6). */
  config: endpoint<Record<never, never>, SystemConfig>({
    service: 'v2',
    method: 'GET',
    path: '/system/config',
  }),
  /** Legacy route of the same config; SPEC §7 says our client reads this one (⚠#12). */
  tenantConfig: endpoint<Record<never, never>, SystemConfig>({
    service: 'v2',
    method: 'GET',
    path: '/tenants/config',
  }),
};
