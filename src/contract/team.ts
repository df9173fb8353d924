/**
 * Team wallets — v2 (API.md §19): a wallet's members with their roles and active state, invites
 * by email, and accepting one by its code.
 *
 * Choices where API.md shows only an example: the role a member is given or changed to is `admin`
 * or `user` (WalletRole without `owner`: a wallet has one owner, and ownership is not handed over
 * here); an invite's `id` is a string (its type is not shown; our sandbox uses a uuid).
 */
import * as z from 'zod';
import { MEMBER_ROLES, WALLET_ROLES } from './values/wallets.ts';
import {
  bool,
  emptyBody,
  filled,
  int,
  iso,
  noBody,
  orderedPageQuery,
  route,
  str,
  text,
  totalPage,
  uuid,
} from './wire.ts';

export const WalletUserInfo = z.strictObject({
  /** UserData.id: the `user_data_id` of the member routes. */
  id: int,
  email: str.nullable(),
  first_name: str.nullable().optional(),
  last_name: str.nullable().optional(),
  logo_url: str.nullable().optional(),
});

/** A member: `user_info` is a list in the contract; its first entry is the member. */
export const WalletUser = z.strictObject({
  role: z.enum(WALLET_ROLES),
  is_active: bool,
  user_info: z.array(WalletUserInfo).optional(),
});
export type WalletUser = z.output<typeof WalletUser>;

export const WalletInvite = z.strictObject({
  id: str,
  email: str,
  role: z.enum(WALLET_ROLES),
  code: str,
  expires_at: iso,
  used_at: iso.nullable(),
  created_at: iso,
});
export type WalletInvite = z.output<typeof WalletInvite>;

export const WalletUsersQuery = z.strictObject({
  ...orderedPageQuery,
  filter: z
    .strictObject({
      is_active: bool.optional(),
      role: z.enum(WALLET_ROLES).optional(),
      search: text(100).optional(),
    })
    .optional(),
});

export const WalletInvitesQuery = z.strictObject({
  ...orderedPageQuery,
  filter: z
    .strictObject({
      role: z.enum(WALLET_ROLES).optional(),
      search: text(100).optional(),
    })
    .optional(),
});

export const MemberRoleBody = z.strictObject({ role: z.enum(MEMBER_ROLES) });

export const InviteBody = z.strictObject({ email: filled(254), role: z.enum(MEMBER_ROLES) });

export const AcceptInviteBody = z.strictObject({ code: filled(128) });

export const AcceptedInvite = z.strictObject({ wallet_id: uuid });

const member = z.strictObject({ user_data_id: int });
const invite = z.strictObject({ id: str });

export const teamRoutes = {
  members: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/users',
    query: WalletUsersQuery,
    response: totalPage(WalletUser),
  }),
  member: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/users/{user_data_id}',
    params: member,
    response: WalletUser,
  }),
  /** 200, no body. */
  removeMember: route({
    service: 'v2',
    method: 'DELETE',
    path: '/wallets/{wallet_id}/users/{user_data_id}',
    params: member,
    body: emptyBody,
    response: noBody,
  }),
  setRole: route({
    service: 'v2',
    method: 'PATCH',
    path: '/wallets/{wallet_id}/users/{user_data_id}/role',
    params: member,
    body: MemberRoleBody,
    response: WalletUser,
  }),
  activate: route({
    service: 'v2',
    method: 'POST',
    path: '/wallets/{wallet_id}/users/{user_data_id}/activate',
    params: member,
    body: emptyBody,
    response: WalletUser,
  }),
  deactivate: route({
    service: 'v2',
    method: 'POST',
    path: '/wallets/{wallet_id}/users/{user_data_id}/deactivate',
    params: member,
    body: emptyBody,
    response: WalletUser,
  }),
  invites: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/invites',
    query: WalletInvitesQuery,
    response: totalPage(WalletInvite),
  }),
  invite: route({
    service: 'v2',
    method: 'POST',
    path: '/wallets/{wallet_id}/invites',
    body: InviteBody,
    response: WalletInvite,
  }),
  getInvite: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/invites/{id}',
    params: invite,
    response: WalletInvite,
  }),
  /** 200, no body. */
  revokeInvite: route({
    service: 'v2',
    method: 'DELETE',
    path: '/wallets/{wallet_id}/invites/{id}',
    params: invite,
    body: emptyBody,
    response: noBody,
  }),
  acceptInvite: route({
    service: 'v2',
    method: 'POST',
    path: '/wallets/accept-invite',
    body: AcceptInviteBody,
    response: AcceptedInvite,
  }),
};
