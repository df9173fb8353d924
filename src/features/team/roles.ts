import type { WalletRole } from '../../api/types/wallets';
import type { MessageKey } from '../../i18n';

/** A wallet role in words, with what it lets a person do (never the wire's constant). */
export const ROLE_TITLE: Record<WalletRole, MessageKey> = {
  owner: 'team.role.owner',
  admin: 'team.role.admin',
  user: 'team.role.user',
};
export const ROLE_HINT: Record<WalletRole, MessageKey> = {
  owner: 'team.role.ownerHint',
  admin: 'team.role.adminHint',
  user: 'team.role.userHint',
};

/** Whether `me` may change `them` (the sandbox's rule, API.md §19 as we chose it). */
export function canChange(me: WalletRole | undefined, them: WalletRole, isSelf: boolean): boolean {
  if (isSelf || them === 'owner') return false;
  return me === 'owner' || (me === 'admin' && them === 'user');
}
