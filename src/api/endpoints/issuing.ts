/** Issuing: cards, sub-accounts, programs — core service (API.md §12, §13). */

import table from 'virtual:endpoint-table/issuing';
import type { issuingRoutes } from '../../contract/issuing.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const issuingApi = table as EndpointsOf<typeof issuingRoutes>;
