import { toStartParam } from '../../routing/deep-links';

/**
 * Links support sends to open one screen: a Telegram Mini App link
 * (`https://t.me/<bot>?startapp=<param>`) and the plain web address of the same path.
 */
export function shareLinks(path: string, botName: string | null | undefined, origin: string) {
  const param = toStartParam(path);
  const bot = botName?.replace(/^@/, '').trim();
  return {
    telegram: bot && param ? `https://t.me/${encodeURIComponent(bot)}?startapp=${param}` : null,
    web: `${origin.replace(/\/$/, '')}${path}`,
  };
}
