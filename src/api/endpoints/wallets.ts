/** Wallets — service v2, plus the core CSV and statement-PDF routes (API.md §7). */

import table from 'virtual:endpoint-table/wallets';
import type { walletRoutes } from '../../contract/wallets.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const walletsApi = table as EndpointsOf<typeof walletRoutes>;
export { MY_WALLETS, RECENT_ROWS } from './my-wallets.ts';
