/** Team wallets — service v2 (API.md §19): members, invites, accepting an invite. */

import table from 'virtual:endpoint-table/team';
import type { teamRoutes } from '../../contract/team.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const teamApi = table as EndpointsOf<typeof teamRoutes>;
