/**
 * The user's referral link. Built here from the tenant's bot name (the app has no shared builder of
 * t.me links yet); the sign-up side reads `ref_<code>` from `startapp` and `?ref=` on the web.
 */
export interface ReferralLinks {
  /** `https://t.me/<bot>?startapp=ref_<code>`: opens the Mini App; null without a bot. */
  telegram: string | null;
  /** `<origin>/?ref=<code>`: the web app's sign-up. */
  web: string;
}

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
