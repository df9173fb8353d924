import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUri,
  type TotpAlgorithm,
  totp,
} from '../../sandbox/otp/totp.ts';

/** RFC 6238 Appendix B: seeds and the 8-digit codes the RFC lists for each time. */
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const VECTORS: [number, TotpAlgorithm, string][] = [
  [59, 'sha1', '94287082'],
  [59, 'sha256', '46119246'],
  [59, 'sha512', '90693936'],
  [1111111109, 'sha1', '07081804'],
  [1111111109, 'sha256', '68084774'],
  [1111111109, 'sha512', '25091201'],
  [1111111111, 'sha1', '14050471'],
  [1111111111, 'sha256', '67062674'],
  [1111111111, 'sha512', '99943326'],
  [1234567890, 'sha1', '89005924'],
  [1234567890, 'sha256', '91819424'],
  [1234567890, 'sha512', '93441116'],
  [2000000000, 'sha1', '69279037'],
  [2000000000, 'sha256', '90698825'],
  [2000000000, 'sha512', '38618901'],
  [20000000000, 'sha1', '65353130'],
  [20000000000, 'sha256', '77737706'],
  [20000000000, 'sha512', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(VECTORS)('at T=%i with %s gives the RFC code %s (8 digits)', (t, algorithm, code) => {
    expect(totp(SEEDS[algorithm], t * 1000, { digits: 8, algorithm })).toBe(code);
  });

  it.each(VECTORS.filter(([, a]) => a === 'sha1'))(
    '6-digit SHA-1 code at T=%i is the last six digits',
    (t, _a, code) => {
      expect(totp(SEEDS.sha1, t * 1000)).toBe(code.slice(-6));
    },
  );

  it('HOTP matches RFC 4226 Appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, i) => hotp(SEEDS.sha1, i))).toEqual(expected);
  });

  it('base32 round-trips and reads what users type (lower case, spaces)', () => {
    expect(base32Encode(SEEDS.sha1)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(new Uint8Array(SEEDS.sha1));
  });

  it('accepts the code of the previous and next 30 s step, not two steps away', () => {
    const secret = base32Encode(SEEDS.sha1);
    const now = 1111111111 * 1000;
    const at = (ms: number) => totp(SEEDS.sha1, ms);
    expect(matchTotp(secret, at(now), now)).not.toBeNull();
    expect(matchTotp(secret, at(now - 30_000), now)).not.toBeNull();
    expect(matchTotp(secret, at(now + 30_000), now)).not.toBeNull();
    expect(matchTotp(secret, at(now - 60_000), now)).toBeNull();
    expect(matchTotp(secret, '12345', now)).toBeNull();
  });

  it('builds the otpauth URI authenticator apps expect', () => {
    const secret = base32Encode(SEEDS.sha1);
    const uri = new URL(otpauthUri('Finance App', 'demo@sandbox.dev', secret));
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe(
      'otpauth://totp/Finance%20App:demo%40sandbox.dev',
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'Finance App',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});
