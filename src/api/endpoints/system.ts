/** System lists and tenant config — service v2 (API.md §6). */

import table from 'virtual:endpoint-table/system';
import type { systemRoutes } from '../../contract/system.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const systemApi = table as EndpointsOf<typeof systemRoutes>;
