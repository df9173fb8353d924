/** Virtual accounts — core service (API.md §14). */

import table from 'virtual:endpoint-table/virtualAccounts';
import type { virtualAccountRoutes } from '../../contract/virtual-accounts.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const virtualAccountsApi = table as EndpointsOf<typeof virtualAccountRoutes>;
