import { t } from '../i18n';
import { totpApi } from './endpoints/otp';
import { sentence } from './errors';
import { call } from './http';
import type { Outcome } from './types';

/**
 * The authenticator service answers every call with an `Outcome` (API.md §17) whose fields are all
 * optional, so only `success: true` says it did what was asked: a 200 carrying anything else —
 * `{"message":"Invalid code"}`, `{}`, `{"error":true}` — is a refusal, said in the platform's own
 * sentence when it sent one, else in `fallback`.
 */
export function requireSuccess<A extends Outcome>(answer: A | undefined, fallback: string): A {
  if (answer?.success === true) return answer;
  const said = answer?.message?.trim();
  throw new Error(said ? sentence(said) : fallback);
}

/** Checks a code from the user's authenticator app (`POST /api/totp/verify`). */
export async function verifyAuthenticatorCode(token: string, otp: string): Promise<void> {
  requireSuccess(await call(totpApi.verify, { body: { token, otp } }), t('profile.reauth.incorrect'));
}
