import { authApi } from '../../api/endpoints/auth';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import { toWirePhone } from '../../api/phone';
import { clearTokens, hasSession, newWebOwner, startSession, telegramOwner } from '../../api/session';
import type { MessageKey } from '../../i18n';
import type { LaunchParams } from '../../lib/launch-params';
import { telegramIdentity } from '../../lib/launch-params';
import { paths } from '../../routing/paths';
import { referrer } from '../../session/referral';
import { asAuthCall, resetSession, session, takeReturnTo } from '../../session/session-store';

/**
 * Sign-in and sign-up flows. Screens call these and render their errors; a successful flow stores
 * the token pair and answers where to go next (the remembered deep link, else home).
 */

const authCall = asAuthCall;

export function signedIn(
  pair: { access_token?: string | null; refresh_token?: string | null },
  telegramId?: string,
): string {
  // A new owner drops every bit of the previous one's data (session/owner-change.ts) as it is stored.
  startSession(telegramId === undefined ? newWebOwner() : telegramOwner(telegramId), pair);
  session.status = 'signed-in';
  return takeReturnTo() ?? paths.home();
}

/** `captcha`: the token of the form's check when a provider is configured (API.md §4). */
export async function signInWithPassword(email: string, password: string, captcha?: string): Promise<string> {
  const s = await authCall(() =>
    call(authApi.signInPassword, { body: { email: email.trim(), password }, captcha }),
  );
  return signedIn(s);
}

export type CodeChannel = 'email' | 'phone';

/**
 * Asks for a code; a new account's sign-up extras go along (API.md §4: 403 = invite code required).
 * No `redirect_url`: a code email carries no link to come back through (the magic link sends one).
 */
export async function sendCode(
  channel: CodeChannel,
  to: string,
  extra: { captcha?: string | undefined; invite_code?: string | undefined } = {},
): Promise<void> {
  const signUp = { invite_code: extra.invite_code, referrer: referrer() };
  await authCall(() =>
    channel === 'email'
      ? call(authApi.sendEmailOtp, { body: { email: to.trim(), ...signUp }, captcha: extra.captcha })
      : call(authApi.sendPhoneOtp, { body: { phone: toWirePhone(to), ...signUp }, captcha: extra.captcha }),
  );
}

export async function verifyCode(
  channel: CodeChannel,
  to: string,
  code: string,
  captcha?: string,
): Promise<string> {
  const token = code.replace(/\s/g, '');
  const s = await authCall(() =>
    channel === 'email'
      ? call(authApi.verifyEmailOtp, { body: { email: to.trim(), token, type: 'email' }, captcha })
      : call(authApi.verifyPhoneOtp, { body: { phone: toWirePhone(to), token, type: 'sms' }, captcha }),
  );
  return signedIn(s);
}

/** Outcome of a Telegram sign-in, mapped to the screen the user should see. */
export type TelegramOutcome =
  | { kind: 'signed-in'; to: string }
  | { kind: 'sign-up' }
  | { kind: 'rejected' }
  | { kind: 'blocked' }
  /** The tenant admits new accounts by invitation only (API.md §4: 403). */
  | { kind: 'invite' }
  /** Our own sentence as a key (translated when shown: the launch may finish before the catalogue), or the platform's words. */
  | { kind: 'failed'; reason: MessageKey | { platform: string } };

export async function signInWithTelegram(lp: LaunchParams | null): Promise<TelegramOutcome> {
  const identity = telegramIdentity(lp);
  if (!identity) return { kind: 'rejected' };
  try {
    const s = await authCall(() => call(authApi.signInTelegram, { body: identity }));
    return { kind: 'signed-in', to: signedIn(s, identity.tg_id) };
  } catch (err) {
    return telegramFailure(err);
  }
}

export interface TelegramSignUpInput {
  phone: string;
  lp: LaunchParams;
  inviteCode?: string | undefined;
}

export async function signUpWithTelegram({
  phone,
  lp,
  inviteCode,
}: TelegramSignUpInput): Promise<TelegramOutcome> {
  const identity = telegramIdentity(lp);
  if (!identity || !lp.user) return { kind: 'rejected' };
  try {
    const s = await authCall(() =>
      call(authApi.signUpTelegram, {
        body: {
          ...identity,
          phone: toWirePhone(phone),
          first_name: lp.user?.first_name ?? '',
          last_name: lp.user?.last_name ?? '',
          username: lp.user?.username ?? '',
          invite_code: inviteCode,
          referrer: referrer(),
        },
      }),
    );
    return { kind: 'signed-in', to: signedIn(s, identity.tg_id) };
  } catch (err) {
    return telegramFailure(err);
  }
}

function telegramFailure(err: unknown): TelegramOutcome {
  if (!isApiError(err)) return { kind: 'failed', reason: 'auth.form.failed' };
  if (err.status === 404) return { kind: 'sign-up' };
  if (err.status === 401) return { kind: 'rejected' };
  if (err.status === 423) return { kind: 'blocked' };
  if (err.status === 403) return { kind: 'invite' };
  // Sign-up with a phone another account owns: say whose it is and the two ways forward.
  if (err.status === 409) return { kind: 'failed', reason: 'auth.telegram.phoneTaken' };
  return { kind: 'failed', reason: { platform: err.message } };
}

/** Logout: the tokens go, and with them (session/owner-change.ts) everything cached of the account. */
export function signOutLocally(): void {
  clearTokens();
  resetSession();
}

export { hasSession };
