/** Stored files — service v2 (API.md §19). The uploads are in each owner's group (kyc, user, wallets). */

import table from 'virtual:endpoint-table/storage';
import type { storageRoutes } from '../../contract/storage.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const storageApi = table as EndpointsOf<typeof storageRoutes>;
