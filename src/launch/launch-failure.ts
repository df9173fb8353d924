import type { TelegramOutcome } from '../features/auth';
import type { LaunchParams } from '../lib/launch-params';
import { paths } from '../routing/paths';

/**
 * A Telegram launch the app could not start on its side (unreadable launch data, an SDK or bridge
 * that fails to start, its code not loading): the screen that says so and offers to start again,
 * not the one for a session the platform refused (that is telegram-outcome.ts's to show).
 */
export function telegramLaunchFailed(lp: LaunchParams): { appearance: 'dark' | 'light'; platform: 'base' } {
  history.replaceState(null, '', paths.telegramUnavailable());
  return { appearance: lp.colorScheme, platform: 'base' };
}

/**
 * The same once the app is up. The platform's verdict on the session is the truer sentence: a
 * sign-in it refused shows that screen, whether its answer came before this failure or after.
 */
export function showTelegramUnavailable(
  navigate: (to: string, opts: { replace: boolean }) => void,
  signIn: Promise<TelegramOutcome> | null,
): void {
  if (window.location.pathname !== paths.telegramError())
    navigate(paths.telegramUnavailable(), { replace: true });
  signIn?.then(
    (outcome) => outcome.kind === 'rejected' && navigate(paths.telegramError(), { replace: true }),
    () => {},
  );
}
