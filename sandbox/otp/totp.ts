import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * The platform's authenticator codes: RFC 4226 (HOTP) / RFC 6238 (TOTP), SHA-1, 6 digits, 30 s
 * steps (what every authenticator app assumes), computed by `otpauth` (maintained, RFC-tested)
 * rather than by hand. Algorithm and digits stay parameters so the RFCs' own vectors can be checked.
 */
export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;

const secretOf = (key: Uint8Array) => new Secret({ buffer: new Uint8Array(key).buffer });

/** RFC 4648 base32 without padding (what authenticator apps accept for `secret=`). */
export function base32Encode(bytes: Uint8Array): string {
  return secretOf(bytes).base32;
}

/** Decodes base32, ignoring case, spaces, dashes and padding (users type secrets by hand). */
export function base32Decode(text: string): Uint8Array {
  return Secret.fromBase32(text.toUpperCase().replace(/[\s=-]/g, '')).bytes;
}

/** A fresh 160-bit secret (RFC 4226 recommends at least 128, SHA-1's block favours 160). */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  return HOTP.generate({ secret: secretOf(key), counter, digits, algorithm: algorithm.toUpperCase() });
}

/** The time step (counter) for a Unix time in milliseconds. */
export function timeStep(nowMs: number, period = TOTP_PERIOD_S): number {
  return Math.floor(nowMs / 1000 / period);
}

export function totp(
  key: Uint8Array,
  nowMs: number,
  opts: { digits?: number; period?: number; algorithm?: TotpAlgorithm } = {},
): string {
  return TOTP.generate({
    secret: secretOf(key),
    timestamp: nowMs,
    digits: opts.digits ?? TOTP_DIGITS,
    period: opts.period ?? TOTP_PERIOD_S,
    algorithm: (opts.algorithm ?? 'sha1').toUpperCase(),
  });
}

/**
 * Checks a 6-digit code against the current step and `window` steps either side (clock drift of
 * up to 30 s by default, the RFC's recommended window). Returns the matching step, or null.
 */
export function matchTotp(secretBase32: string, otp: string, nowMs: number, window = 1): number | null {
  if (!/^\d{6}$/.test(otp)) return null;
  const delta = TOTP.validate({
    token: otp,
    secret: Secret.fromBase32(secretBase32),
    timestamp: nowMs,
    period: TOTP_PERIOD_S,
    digits: TOTP_DIGITS,
    window,
  });
  return delta === null ? null : timeStep(nowMs) + delta;
}

/** The enrolment URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(service: string, user: string, secret: string): string {
  return new TOTP({
    issuer: service,
    label: user,
    secret: Secret.fromBase32(secret),
    period: TOTP_PERIOD_S,
    digits: TOTP_DIGITS,
  }).toString();
}
