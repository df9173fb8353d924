/** Virtual accounts — core service (API.md §14). */
import { endpoint } from '../endpoint';
import type {
  CreatedVirtualAccount,
  CreateVirtualAccountBody,
  VAProgramList,
  VAProgramsQuery,
  VirtualAccountDetail,
  VirtualAccountList,
  VirtualAccountsQuery,
} from '../types';

export const virtualAccountsApi = {
  create: endpoint<{ body: CreateVirtualAccountBody }, CreatedVirtualAccount>({
    service: 'core',
    method: 'POST',
    path: '/virtual_account',
  }),
  list: endpoint<{ path: { wallet_uuid: string }; query: VirtualAccountsQuery }, VirtualAccountList>({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/list/{wallet_uuid}',
  }),
  get: endpoint<{ path: { uuid: string } }, VirtualAccountDetail>({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/{uuid}',
  }),
  programs: endpoint<{ query: VAProgramsQuery }, VAProgramList>({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/programs/list',
  }),
};
