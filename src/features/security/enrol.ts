import { totpApi } from '../../api/endpoints/otp';
import { call } from '../../api/http';

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
 * Starts an authenticator enrolment. Prefers `generate-encrypted` (the secret crosses the network
 * sealed to an RSA key made on this device: SPEC §9, 2048 bits, e=65537); falls back to the plain
 * `generate` when the platform or this device cannot do it. node-forge loads only here.
 */
export async function startEnrolment(
  userName: string,
  onProgress: (stage: string) => void,
): Promise<Enrolment> {
  const body = { user_name: userName, service_name: TOTP_SERVICE_NAME };
  try {
    onProgress('Creating a secure key on this device…');
    const keys = await import('../../api/totp-keys');
    const pair = await keys.generateTotpKeyPair();
    onProgress('Getting your secret…');
    const answer = await call(totpApi.generateEncrypted, {
      body: { ...body, public_key: pair.publicKeyPem },
    });
    if (!answer.data) throw new Error(answer.message ?? 'No encrypted data.');
    return { ...keys.decryptTotpEnrolment(answer.data, pair.privateKey), encrypted: true };
  } catch (err) {
    // A refusal that is about the account (e.g. already enrolled) would repeat; only fall back on
    // what encryption itself could have caused.
    if (err && typeof err === 'object' && 'status' in err && (err as { status: number }).status === 400)
      throw err;
    onProgress('Getting your secret…');
    const plain = await call(totpApi.generate, { body });
    if (!plain.data) throw new Error(plain.message ?? 'The platform did not return a secret.');
    return { ...plain.data, encrypted: false };
  }
}

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to type by hand. */
export const groupSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();
