import type { APIKeyRole } from '../../api/types/developer';
import { type MessageKey, t } from '../../i18n';

/** What each API key role is for (the platform does not publish exact permissions: SPEC §6). */
export const ROLE_COPY: Record<APIKeyRole, { title: MessageKey; description: MessageKey }> = {
  READ_ONLY: { title: 'profile.roles.readOnly', description: 'profile.roles.readOnlyHint' },
  DEVELOPER: { title: 'profile.roles.developer', description: 'profile.roles.developerHint' },
  PRODUCTION: { title: 'profile.roles.production', description: 'profile.roles.productionHint' },
};

/** A role as the user reads it; a role this app does not know keeps the platform's name. */
export const roleTitle = (role: string) => {
  const copy = ROLE_COPY[role as APIKeyRole];
  return copy ? t(copy.title) : role;
};
