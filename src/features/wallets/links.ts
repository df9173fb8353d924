import { telegramAppLink, webAppLink } from '../../lib/app-link';
import { toStartParam } from '../../routing/deep-links';

/**
 * Links support sends to open one screen: a Telegram Mini App link
 * (`https://t.me/<bot>?startapp=<param>`) and the plain web address of the same path.
 */
export function shareLinks(path: string, botName: string | null | undefined, origin: string) {
  return {
    telegram: telegramAppLink(botName, toStartParam(path)),
    web: webAppLink(path, origin),
  };
}
