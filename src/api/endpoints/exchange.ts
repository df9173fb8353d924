/** Exchange rates — core service (API.md §11). */

import table from 'virtual:endpoint-table/exchange';
import type { exchangeRoutes } from '../../contract/exchange.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const exchangeApi = table as EndpointsOf<typeof exchangeRoutes>;
