import { toStartParam } from '../../routing/deep-links';
import { paths } from '../../routing/paths';

/**
 * The links that open an invite: inside Telegram `https://t.me/<bot>?startapp=invite_<code>`, on
 * the web `<origin>/invite/<code>`; both land on the accept screen after sign-in. The one place the
 * team feature builds them, to be replaced by the app's share-link helper (built from the tenant's
 * `tg_bot_name`) once that exists.
 */
export function inviteLinks(code: string, botName: string | null | undefined, origin: string) {
  const path = paths.invite(code);
  const param = toStartParam(path);
  const bot = botName?.replace(/^@/, '').trim();
  return {
    telegram: bot && param ? `https://t.me/${encodeURIComponent(bot)}?startapp=${param}` : null,
    web: `${origin.replace(/\/$/, '')}${path}`,
  };
}
