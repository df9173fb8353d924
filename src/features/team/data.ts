/**
 * The team feature's reads and writes (API.md §19). Reads are paged lists over the shared query
 * cache; every write is a mutation that, once the platform has answered, marks the team's lists
 * stale so the screen shows what the platform now holds (no optimistic guess about roles).
 */
import { useMutation } from '@tanstack/react-query';
import { teamApi } from '../../api/endpoints/team';
import { walletsApi } from '../../api/endpoints/wallets';
import { call } from '../../api/http';
import type { WalletInvite, WalletUser } from '../../api/types/team';
import type { MemberRole } from '../../api/types/wallets';
import { t } from '../../i18n';
import { invalidateEndpoint, queryClient } from '../../lib/server-state/client';
import { usePagedList } from '../../lib/server-state/paged';

const PAGE = 50;
const team = (walletId: string) => ({ path: { wallet_id: walletId }, query: {} });

export const useMembers = (walletId: string) =>
  usePagedList(teamApi.members, team(walletId), { pageSize: PAGE });
export const useInvites = (walletId: string) =>
  usePagedList(teamApi.invites, team(walletId), { pageSize: PAGE });

/** The person a WalletUser is about (the contract's `user_info` list holds them first). */
export const personOf = (m: WalletUser) => m.user_info?.[0];

/** A member by name when the platform has one, else by email; never by an id. */
export function memberName(m: WalletUser): string {
  const p = personOf(m);
  const name = [p?.first_name, p?.last_name].filter(Boolean).join(' ').trim();
  return name || p?.email || t('team.member.unnamed');
}

/** Waiting: not used yet (expired ones stay listed, marked, until revoked). */
export const isWaiting = (i: WalletInvite) => i.used_at === null;
export const isExpired = (i: WalletInvite, now = Date.now()) => Date.parse(i.expires_at) <= now;

const refreshTeam = () =>
  Promise.all([invalidateEndpoint(teamApi.members), invalidateEndpoint(teamApi.invites)]).then(
    () => undefined,
  );

export type MemberChange =
  | { kind: 'role'; role: MemberRole }
  | { kind: 'pause' }
  | { kind: 'resume' }
  | { kind: 'remove' };

/** One member's changes: role, pause, resume, removal. */
export function useMemberChange(walletId: string, userDataId: number) {
  return useMutation(
    {
      mutationFn: async (change: MemberChange): Promise<unknown> => {
        const path = { wallet_id: walletId, user_data_id: userDataId };
        if (change.kind === 'role') return call(teamApi.setRole, { path, body: { role: change.role } });
        if (change.kind === 'pause') return call(teamApi.deactivate, { path });
        if (change.kind === 'resume') return call(teamApi.activate, { path });
        return call(teamApi.removeMember, { path });
      },
      onSuccess: refreshTeam,
    },
    queryClient,
  );
}

export function useSendInvite(walletId: string) {
  return useMutation(
    {
      mutationFn: (body: { email: string; role: MemberRole }) =>
        call(teamApi.invite, { path: { wallet_id: walletId }, body }),
      onSuccess: refreshTeam,
    },
    queryClient,
  );
}

export function useRevokeInvite(walletId: string) {
  return useMutation(
    {
      mutationFn: (id: string) => call(teamApi.revokeInvite, { path: { wallet_id: walletId, id } }),
      onSuccess: refreshTeam,
    },
    queryClient,
  );
}

/** Accepting an invite adds a wallet to the user's list. */
export function useAcceptInvite() {
  return useMutation(
    {
      mutationFn: (code: string) => call(teamApi.acceptInvite, { body: { code } }),
      onSuccess: () => invalidateEndpoint(walletsApi.list),
    },
    queryClient,
  );
}
