import { t } from '../i18n';
import { totpApi } from './endpoints/otp';
import { sentence } from './errors';
import { call } from './http';

/**
 * Checks a code from the user's authenticator app (API.md §17, `POST /api/totp/verify`). Its answer
 * is an `Outcome` whose every field is optional, so only `success: true` says the code was right: a
 * 200 carrying anything else — `{"message":"Invalid code"}`, `{}`, `{"error":true}` — is a refusal,
 * said in the platform's own sentence when it sent one.
 */
export async function verifyAuthenticatorCode(token: string, otp: string): Promise<void> {
  const answer = await call(totpApi.verify, { body: { token, otp } });
  if (answer?.success === true) return;
  const said = answer?.message?.trim();
  throw new Error(said ? sentence(said) : t('profile.reauth.incorrect'));
}
