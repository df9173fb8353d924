/** Stored files — service v2 (API.md §19). The uploads are in each owner's table (kyc, user, wallets). */

import type { storageRoutes as R } from '../../contract/storage';
import { endpoint } from '../endpoint';

export const storageApi = {
  /** A stored file's bytes. A logo needs no token (an <img> loads it); a KYC document does. */
  file: endpoint<typeof R.file>({
    service: 'v2',
    method: 'GET',
    path: '/storage/{type}/{folder_id}/{file_id}',
    responseType: 'blob',
  }),
};
