import type { SystemConfig } from '../../api/types/system';

/**
 * The two questions the tenant's configuration answers for referrals. Kept here, one small
 * function each, until the app-wide tenant-config layer (issue 22 item 1) lands; then they are
 * swapped for its `useOffered('referrals')` and its share-link builder.
 */

/** Does this tenant run a referral program? Unknown (config not read yet) counts as no. */
export function referralProgramOn(
  config: Pick<SystemConfig, 'enable_referral_program'> | undefined,
): boolean {
  return config?.enable_referral_program === true;
}

export interface ReferralLinks {
  /** `https://t.me/<bot>?startapp=ref_<code>`: opens the Mini App; null without a bot. */
  telegram: string | null;
  /** `<origin>/?ref=<code>`: the web app's sign-up. */
  web: string;
}

/** The user's referral link in both forms (the sign-up side reads `ref_<code>` and `?ref=`). */
export function referralLinks(
  code: string,
  botName: string | null | undefined,
  origin: string,
): ReferralLinks {
  const bot = botName?.replace(/^@/, '').trim();
  const ref = encodeURIComponent(code);
  return {
    telegram: bot ? `https://t.me/${encodeURIComponent(bot)}?startapp=ref_${ref}` : null,
    web: `${origin.replace(/\/$/, '')}/?ref=${ref}`,
  };
}
