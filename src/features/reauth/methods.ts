import { authApi } from '../../api/endpoints/auth';
import { totpApi } from '../../api/endpoints/otp';
import { userApi } from '../../api/endpoints/user';
import { call } from '../../api/http';
import { toWirePhone } from '../../api/phone';
import { replaceTokens } from '../../api/renewal';
import type { TokenPair } from '../../api/session';
import { endReplacedSession } from '../../api/sign-out';
import { verifyAuthenticatorCode } from '../../api/totp-verify';
import { rememberedAuthenticator } from '../../lib/authenticator-id';
import { isTelegram, requestBiometry } from '../../lib/platform';
import { asAuthCall } from '../../session/session-store';
import { recordProof } from './proof';

/**
 * The ways a user can show, again, that they hold the account. Inside Telegram the device's
 * biometry comes first; then the authenticator app when one is on (and this device knows its
 * enrolment), else the account's own sign-in routes (API.md §4): its password, or a one-time code
 * sent to its email or phone. A sign-in proof opens a new platform session: its pair replaces the
 * stored one and the session it replaces is ended (`adoptProofSession`). The OTP verification
 * service is not used: its body describes an order (API.md §17).
 */
export type ProofMethod =
  | { kind: 'totp'; token: string }
  | { kind: 'password'; email: string }
  | { kind: 'code'; channel: 'email'; to: string }
  | { kind: 'code'; channel: 'phone'; to: string };

/**
 * Biometry inside Telegram: true when it passed; 'failed' / 'unavailable' let the caller fall back.
 * `reason` is the sentence Telegram shows when asking for biometry access and at each check.
 */
export async function proveWithBiometry(reason: string): Promise<'authorized' | 'failed' | 'unavailable'> {
  if (!isTelegram()) return 'unavailable';
  const result = await requestBiometry(reason);
  if (result === 'authorized') recordProof();
  return result;
}

/** The proofs this account can give here, the strongest first. */
export async function proofMethods(): Promise<ProofMethod[]> {
  const [user, status] = await Promise.all([
    call(userApi.get, {}),
    call(totpApi.status, {}).catch(() => null),
  ]);
  const methods: ProofMethod[] = [];
  const token = status?.has_active_totp ? rememberedAuthenticator(user.id) : null;
  if (token) methods.push({ kind: 'totp', token });
  if (user.email) methods.push({ kind: 'password', email: user.email });
  if (user.email) methods.push({ kind: 'code', channel: 'email', to: user.email });
  if (user.phone) methods.push({ kind: 'code', channel: 'phone', to: user.phone });
  return methods;
}

/** Only an answer with `success: true` is a proof (api/totp-verify.ts). */
export async function proveWithTotp(token: string, otp: string): Promise<void> {
  await verifyAuthenticatorCode(token, otp);
  recordProof();
}

export async function proveWithPassword(email: string, password: string): Promise<void> {
  const pair = await asAuthCall(() => call(authApi.signInPassword, { body: { email, password } }));
  await adoptProofSession(pair);
  recordProof();
}

export async function sendProofCode(method: Extract<ProofMethod, { kind: 'code' }>): Promise<void> {
  await asAuthCall(() =>
    method.channel === 'email'
      ? call(authApi.sendEmailOtp, { body: { email: method.to } })
      : call(authApi.sendPhoneOtp, { body: { phone: toWirePhone(method.to) } }),
  );
}

export async function proveWithCode(
  method: Extract<ProofMethod, { kind: 'code' }>,
  code: string,
): Promise<void> {
  const token = code.replace(/\s/g, '');
  const pair = await asAuthCall(() =>
    method.channel === 'email'
      ? call(authApi.verifyEmailOtp, { body: { email: method.to, token, type: 'email' } })
      : call(authApi.verifyPhoneOtp, { body: { phone: toWirePhone(method.to), token, type: 'sms' } }),
  );
  await adoptProofSession(pair);
  recordProof();
}

/**
 * A sign-in proof made a second platform session for the same account: the app keeps the new one
 * and ends the one it replaced, so no orphan session (with a working refresh token) is left
 * behind. Ending it is not awaited — the proof is given either way — and a failure only leaves
 * what "Sign out everywhere" (Security) also ends.
 */
async function adoptProofSession(pair: TokenPair): Promise<void> {
  const replaced = await replaceTokens(pair);
  // Without a new refresh token the old one stays stored (api/session.ts): it is still in use.
  if (!pair.refresh_token || replaced.refresh_token === pair.refresh_token) return;
  void endReplacedSession(replaced).catch(() => undefined);
}

/** "demo@sandbox.dev" → "d•••@sandbox.dev"; "+447700900123" → "•••• 0123": said, not shown in full. */
export function maskContact(method: Extract<ProofMethod, { kind: 'code' }>): string {
  if (method.channel === 'phone') return `•••• ${method.to.replace(/\D/g, '').slice(-4)}`;
  const [name = '', domain = ''] = method.to.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}
