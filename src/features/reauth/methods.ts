import { authApi } from '../../api/endpoints/auth';
import { totpApi } from '../../api/endpoints/otp';
import { userApi } from '../../api/endpoints/user';
import { call } from '../../api/http';
import { toWirePhone } from '../../api/phone';
import { storeTokens } from '../../api/session';
import { asAuthCall } from '../../app/session-store';
import { t } from '../../i18n';
import { rememberedAuthenticator } from '../../lib/authenticator-id';
import { isTelegram, requestBiometry } from '../../lib/platform';
import { recordProof } from './proof';

/**
 * The ways a user can show, again, that they hold the account. Inside Telegram the device's
 * biometry comes first; then the authenticator app when one is on (and this device knows its
 * enrolment), else the account's own sign-in routes (API.md §4): its password, or a one-time code
 * sent to its email or phone. A sign-in proof answers a new token pair, which replaces the stored
 * one. The OTP verification service is not used: its body describes an order (API.md §17).
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

export async function proveWithTotp(token: string, otp: string): Promise<void> {
  const answer = await call(totpApi.verify, { body: { token, otp } });
  if (answer.error || answer.success === false)
    throw new Error(answer.message ?? t('profile.reauth.incorrect'));
  recordProof();
}

export async function proveWithPassword(email: string, password: string): Promise<void> {
  const pair = await asAuthCall(() => call(authApi.signInPassword, { body: { email, password } }));
  storeTokens(pair);
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
  storeTokens(pair);
  recordProof();
}

/** "demo@sandbox.dev" → "d•••@sandbox.dev"; "+447700900123" → "•••• 0123": said, not shown in full. */
export function maskContact(method: Extract<ProofMethod, { kind: 'code' }>): string {
  if (method.channel === 'phone') return `•••• ${method.to.replace(/\D/g, '').slice(-4)}`;
  const [name = '', domain = ''] = method.to.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}
