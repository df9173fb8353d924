import { createHmac, randomBytes } from 'node:crypto';

/**
 * RFC 4226 (HOTP) and RFC 6238 (TOTP) with node:crypto. The platform's authenticator codes are
 * SHA-1, 6 digits, 30 s period (what every authenticator app assumes for an otpauth URI without
 * overrides); the algorithm and digits are parameters so the RFC's own vectors can be checked.
 */
export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what authenticator apps accept for `secret=`). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32, ignoring case, spaces and padding (users type secrets by hand). */
export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new Error(`Not a base32 character: ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A fresh 160-bit secret (RFC 4226 recommends at least 128, SHA-1's block favours 160). */
export function newSecret(): string {
  return base32Encode(randomBytes(20));
}

export function hotp(
  key: Uint8Array,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: TotpAlgorithm = 'sha1',
): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary =
    ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
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
  return hotp(key, timeStep(nowMs, opts.period), opts.digits ?? TOTP_DIGITS, opts.algorithm ?? 'sha1');
}

/**
 * Checks a 6-digit code against the current step and one step either side (clock drift of up to
 * 30 s, the RFC's recommended window). Returns the matching step, or null.
 */
export function matchTotp(secretBase32: string, otp: string, nowMs: number, window = 1): number | null {
  if (!/^\d{6}$/.test(otp)) return null;
  const key = base32Decode(secretBase32);
  const step = timeStep(nowMs);
  for (let d = -window; d <= window; d++) {
    if (hotp(key, step + d) === otp) return step + d;
  }
  return null;
}

/** The enrolment URI authenticator apps read from the QR code (Key Uri Format). */
export function otpauthUri(service: string, user: string, secret: string): string {
  const label = `${encodeURIComponent(service)}:${encodeURIComponent(user)}`;
  const query = `secret=${secret}&issuer=${encodeURIComponent(service)}&period=${TOTP_PERIOD_S}&digits=${TOTP_DIGITS}`;
  return `otpauth://totp/${label}?${query}`;
}
