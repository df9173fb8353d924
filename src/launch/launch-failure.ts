import { paths } from '../app/paths';
import type { LaunchParams } from './launch-params';

/**
 * A Telegram launch the app could not start (unreadable launch data, an SDK that refuses it):
 * the Telegram error screen says what to do, instead of a blank page.
 */
export function telegramLaunchFailed(lp: LaunchParams): { appearance: 'dark' | 'light'; platform: 'base' } {
  history.replaceState(null, '', paths.telegramError());
  return { appearance: lp.colorScheme, platform: 'base' };
}
