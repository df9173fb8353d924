import type { APIKeyRole } from '../../api/types/developer';
import { type MessageKey, t } from '../../i18n';

/** What each API key role is for (the platform does not publish exact permissions: SPEC §6). */
export const ROLE_COPY: Record<APIKeyRole, { titleKey: MessageKey; descriptionKey: MessageKey }> = {
  READ_ONLY: { titleKey: 'profile.roles.readOnly', descriptionKey: 'profile.roles.readOnlyHint' },
  DEVELOPER: { titleKey: 'profile.roles.developer', descriptionKey: 'profile.roles.developerHint' },
  PRODUCTION: { titleKey: 'profile.roles.production', descriptionKey: 'profile.roles.productionHint' },
};

/** A role as the user reads it; a role this app does not know keeps the platform's name. */
export const roleTitle = (role: string) => {
  const copy = ROLE_COPY[role as APIKeyRole];
  return copy ? t(copy.titleKey) : role;
};
