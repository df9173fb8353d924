import type { APIKeyRole } from '../../api/types/developer';

/** What each API key role is for (the platform does not publish exact permissions: SPEC §6). */
export const ROLE_COPY: Record<APIKeyRole, { title: string; description: string }> = {
  READ_ONLY: {
    title: 'Read only',
    description: 'Reads balances, transactions and orders. Cannot move money. For dashboards and accounting.',
  },
  DEVELOPER: {
    title: 'Developer',
    description:
      'Builds and tests an integration: reads and creates test-sized operations. Not for live traffic.',
  },
  PRODUCTION: {
    title: 'Production',
    description:
      'Full access for your live integration, including moving money. Keep it on your server only.',
  },
};

export const roleTitle = (role: string) => ROLE_COPY[role as APIKeyRole]?.title ?? role;
