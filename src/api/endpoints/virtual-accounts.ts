/** Virtual accounts — core service (API.md §14). */

import type { virtualAccountRoutes as R } from '../../contract/virtual-accounts';
import { endpoint } from '../endpoint';

export const virtualAccountsApi = {
  create: endpoint<typeof R.create>({
    service: 'core',
    method: 'POST',
    path: '/virtual_account',
  }),
  list: endpoint<typeof R.list>({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/list/{wallet_uuid}',
  }),
  get: endpoint<typeof R.get>({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/{uuid}',
  }),
  programs: endpoint<typeof R.programs>({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/programs/list',
  }),
};
