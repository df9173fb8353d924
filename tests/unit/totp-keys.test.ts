import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { sealForClient } from '../../sandbox/otp/encrypt.ts';
import { decryptTotpEnrolment, generateTotpKeyPair, RSA_BITS } from '../../src/api/totp-keys';

describe('TOTP key pair and encrypted enrolment', () => {
  it('makes a 2048-bit RSA key with exponent 65537 and opens what the platform sealed with it', async () => {
    const pair = await generateTotpKeyPair();
    const pub = forge.pki.publicKeyFromPem(pair.publicKeyPem) as forge.pki.rsa.PublicKey;
    expect(pub.n.bitLength()).toBe(RSA_BITS);
    expect(pub.e.toString(10)).toBe('65537');
    expect(pair.publicKeyPem).toContain('-----BEGIN PUBLIC KEY-----');

    const enrolment = {
      id: '6f7a3c5e-1d2b-4c3a-9e8f-7a6b5c4d3e2f',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      qrCode:
        'otpauth://totp/Finance%20App:someone.with.a.long.address%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Finance%20App&period=30&digits=6',
    };
    const sealed = sealForClient(pair.publicKeyPem, enrolment);
    expect(sealed).not.toContain(enrolment.secret);
    expect(decryptTotpEnrolment(sealed, pair.privateKey)).toEqual(enrolment);
  }, 60_000);

  it('refuses a payload sealed for another key with a plain sentence', async () => {
    const [mine, theirs] = await Promise.all([generateTotpKeyPair(), generateTotpKeyPair()]);
    const sealed = sealForClient(theirs.publicKeyPem, { id: 'x', secret: 'y', qrCode: 'z' });
    expect(() => decryptTotpEnrolment(sealed, mine.privateKey)).toThrow(/could not be decrypted/);
  }, 60_000);
});
