/**
 * A link that opens this app at one place, for someone else to follow: a referral, a team invite,
 * a wallet a support agent points to.
 *
 * - Shared from inside Telegram, the Mini App link of the tenant's bot (SystemConfig.tg_bot_name):
 *   `https://t.me/<bot>?startapp=<startParam>`. Telegram opens the app with that start param; the
 *   person it is sent to is in Telegram too.
 * - Shared from the web, or when the tenant names no bot, the web address of the same place
 *   (`<origin><webPath>`): it opens in any browser, and inside Telegram's browser as well.
 *
 * `startParam`: Telegram allows [A-Za-z0-9_-], at most 512 characters (e.g. `ref_<code>`,
 * `invite_<code>`, or a path's `toStartParam`); a value outside that falls back to the web link.
 */
import { isTelegram } from './platform';
import { useTenantConfig } from './tenant-config';

export interface AppLinkTarget {
  /** What `startapp` carries inside Telegram (routing/deep-links.ts reads it at launch). */
  startParam: string;
  /** The same place on the web: a path with its query, e.g. `/?ref=<code>` or `/invite/<code>`. */
  webPath: string;
}

const START_PARAM = /^[A-Za-z0-9_-]{1,512}$/;

/** The bot's Mini App link for a start param; null without a bot or with a param Telegram refuses. */
export function telegramAppLink(
  botName: string | null | undefined,
  startParam: string | null,
): string | null {
  const bot = botName?.replace(/^@/, '').trim();
  return bot && startParam && START_PARAM.test(startParam)
    ? `https://t.me/${encodeURIComponent(bot)}?startapp=${startParam}`
    : null;
}

/** The web address of a path on this app's origin. */
export const webAppLink = (webPath: string, origin = window.location.origin) =>
  `${origin.replace(/\/$/, '')}${webPath}`;

/** The one link to share from here (see above). */
export function appLink(
  target: AppLinkTarget,
  botName: string | null | undefined,
  inTelegram: boolean,
  origin = window.location.origin,
): string {
  return (inTelegram && telegramAppLink(botName, target.startParam)) || webAppLink(target.webPath, origin);
}

/** `appLink` with the tenant's bot and this launch: `useAppLink()({ startParam, webPath })`. */
export function useAppLink(): (target: AppLinkTarget) => string {
  const bot = useTenantConfig().data?.tg_bot_name;
  const inTelegram = isTelegram();
  return (target) => appLink(target, bot, inTelegram);
}
