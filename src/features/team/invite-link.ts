import { telegramAppLink, webAppLink } from '../../lib/app-link';
import { toStartParam } from '../../routing/deep-links';
import { paths } from '../../routing/paths';

/**
 * The links that open an invite: inside Telegram `https://t.me/<bot>?startapp=invite_<code>`, on
 * the web `<origin>/invite/<code>`; both land on the accept screen after sign-in. Built by the
 * app's link helpers (lib/app-link.ts) from the tenant's `tg_bot_name`.
 */
export function inviteLinks(code: string, botName: string | null | undefined, origin: string) {
  const path = paths.invite(code);
  return { telegram: telegramAppLink(botName, toStartParam(path)), web: webAppLink(path, origin) };
}
