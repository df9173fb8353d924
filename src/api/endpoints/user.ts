/** User — service v2 (API.md §5). */

import table from 'virtual:endpoint-table/user';
import type { userRoutes } from '../../contract/user.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const userApi = table as EndpointsOf<typeof userRoutes>;
