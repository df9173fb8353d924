import type { LaunchParams } from '../../lib/launch-params';
import { signInWithTelegram, type TelegramOutcome } from './sign-in';

/**
 * The Telegram sign-in started at launch, as soon as the launch data is read — in parallel with
 * the SDK and the screens' code instead of after them. The sign-in screen takes it over (once)
 * rather than asking again.
 */
let pending: Promise<TelegramOutcome> | null = null;

export function startTelegramSignIn(lp: LaunchParams): Promise<TelegramOutcome> {
  pending = signInWithTelegram(lp);
  return pending;
}

/** The launch's sign-in, if it has not been taken yet (a retry asks afresh). */
export function takeTelegramSignIn(): Promise<TelegramOutcome> | null {
  const taken = pending;
  pending = null;
  return taken;
}
