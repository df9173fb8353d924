/** Counterparties and destinations — service v2 (API.md §8). 403 = no access, 404 = not found. */

import table from 'virtual:endpoint-table/counterparties';
import type { counterpartyRoutes } from '../../contract/counterparties.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const counterpartiesApi = table as EndpointsOf<typeof counterpartyRoutes>;
