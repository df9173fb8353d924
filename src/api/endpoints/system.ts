/** System lists and tenant config — service v2 (API.md §6). */

import type { systemRoutes as R } from '../../contract/system';
import { endpoint } from '../endpoint';

export const systemApi = {
  currencies: endpoint<typeof R.currencies>({
    service: 'v2',
    method: 'GET',
    path: '/system/currencies',
  }),
  chains: endpoint<typeof R.chains>({ service: 'v2', method: 'GET', path: '/system/chains' }),
  countries: endpoint<typeof R.countries>({
    service: 'v2',
    method: 'GET',
    path: '/system/countries',
  }),
  states: endpoint<typeof R.states>({
    service: 'v2',
    method: 'GET',
    path: '/system/states/{country_id}',
  }),
  /** Current tenant-config route (API.md §6). */
  config: endpoint<typeof R.config>({
    service: 'v2',
    method: 'GET',
    path: '/system/config',
  }),
  /** Legacy route of the same config; SPEC §7 says our client reads this one (⚠#12). */
  tenantConfig: endpoint<typeof R.tenantConfig>({
    service: 'v2',
    method: 'GET',
    path: '/tenants/config',
  }),
};
