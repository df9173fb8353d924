import { totpApi } from '../../api/endpoints/otp';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import { t } from '../../i18n';

/** The app's name as authenticator apps show it next to the code. */
export const TOTP_SERVICE_NAME = 'Money';

export interface Enrolment {
  id: string;
  secret: string;
  qrCode: string;
  /** True when the secret came back encrypted to this device's key. */
  encrypted: boolean;
}

/**
 * Starts an authenticator enrolment through `generate-encrypted` (the secret crosses the network
 * sealed to an RSA key made on this device: SPEC §9, 2048 bits, e=65537). The plain `generate`
 * is used only when the platform says the encrypted route is unsupported (`isUnsupported`); a
 * refusal, a network failure, or an answer this device cannot open is an error the user sees:
 * falling back then would hand the secret over unencrypted to whoever caused the failure.
 * node-forge loads only here.
 */
export async function startEnrolment(
  userName: string,
  onProgress: (stage: string) => void,
): Promise<Enrolment> {
  const body = { user_name: userName, service_name: TOTP_SERVICE_NAME };
  onProgress(t('profile.enrol.creatingKey'));
  const keys = await import('../../api/totp-keys');
  const pair = await keys.generateTotpKeyPair();
  onProgress(t('profile.enrol.gettingSecret'));
  let answer: Awaited<ReturnType<typeof requestEncrypted>>;
  try {
    answer = await requestEncrypted({ ...body, public_key: pair.publicKeyPem });
  } catch (err) {
    if (!isUnsupported(err)) throw err;
    const plain = await call(totpApi.generate, { body });
    if (!plain.data) throw new Error(plain.message ?? t('profile.enrol.noSecret'));
    return { ...plain.data, encrypted: false };
  }
  if (!answer.data) throw new Error(answer.message ?? t('profile.enrol.noSecret'));
  try {
    return { ...keys.decryptTotpEnrolment(answer.data, pair.privateKey), encrypted: true };
  } catch {
    throw new Error(t('profile.enrol.cannotOpen'));
  }
}

const requestEncrypted = (body: { user_name: string; service_name: string; public_key: string }) =>
  call(totpApi.generateEncrypted, { body });

/** The platform has no encrypted generation: the route is missing (404/405) or not implemented (501). */
export function isUnsupported(err: unknown): boolean {
  return isApiError(err) && (err.status === 404 || err.status === 405 || err.status === 501);
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();
