/** Team wallets — service v2 (API.md §19): members, invites, accepting an invite. */

import type { teamRoutes as R } from '../../contract/team';
import { endpoint } from '../endpoint';

const MEMBER = '/wallets/{wallet_id}/users/{user_data_id}';
const INVITE = '/wallets/{wallet_id}/invites/{id}';

export const teamApi = {
  members: endpoint<typeof R.members>({ service: 'v2', method: 'GET', path: '/wallets/{wallet_id}/users' }),
  member: endpoint<typeof R.member>({ service: 'v2', method: 'GET', path: MEMBER }),
  removeMember: endpoint<typeof R.removeMember>({ service: 'v2', method: 'DELETE', path: MEMBER }),
  setRole: endpoint<typeof R.setRole>({ service: 'v2', method: 'PATCH', path: `${MEMBER}/role` }),
  activate: endpoint<typeof R.activate>({ service: 'v2', method: 'POST', path: `${MEMBER}/activate` }),
  deactivate: endpoint<typeof R.deactivate>({ service: 'v2', method: 'POST', path: `${MEMBER}/deactivate` }),
  invites: endpoint<typeof R.invites>({ service: 'v2', method: 'GET', path: '/wallets/{wallet_id}/invites' }),
  invite: endpoint<typeof R.invite>({ service: 'v2', method: 'POST', path: '/wallets/{wallet_id}/invites' }),
  getInvite: endpoint<typeof R.getInvite>({ service: 'v2', method: 'GET', path: INVITE }),
  revokeInvite: endpoint<typeof R.revokeInvite>({ service: 'v2', method: 'DELETE', path: INVITE }),
  acceptInvite: endpoint<typeof R.acceptInvite>({
    service: 'v2',
    method: 'POST',
    path: '/wallets/accept-invite',
  }),
};
