/** Developer API keys (API.md §10) and frontend access keys (§18) — core service. */

import table from 'virtual:endpoint-table/developer';
import type { developerRoutes } from '../../contract/developer.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const developerApi = table as EndpointsOf<typeof developerRoutes>;
