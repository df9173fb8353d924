import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { paths } from '../../routing/paths';
import type { TelegramOutcome } from './sign-in';

/** Moves to the screen a Telegram sign-in/up outcome calls for. Returns the failure message, if any. */
export function followTelegramOutcome(
  outcome: TelegramOutcome,
  navigate: (to: string, opts?: { replace?: boolean }) => void,
): string | null {
  switch (outcome.kind) {
    case 'signed-in':
      haptic('success');
      navigate(outcome.to, { replace: true });
      return null;
    case 'sign-up':
    // Invitation only: the sign-up screen asks for the code.
    case 'invite':
      navigate(paths.signUp(), { replace: true });
      return null;
    case 'rejected':
      haptic('error');
      navigate(paths.telegramError(), { replace: true });
      return null;
    case 'blocked':
      haptic('error');
      navigate(paths.blocked(), { replace: true });
      return null;
    case 'failed':
      haptic('error');
      return typeof outcome.reason === 'string' ? t(outcome.reason) : outcome.reason.platform;
  }
}
