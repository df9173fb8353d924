import { constants, createCipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import { fail } from '../server/errors.ts';

/**
 * The `data` string of /api/totp/generate-encrypted (API.md: "encoding not shown").
 *
 * Choice: the same primitives as the card-details exchange (§13), mirrored. The enrolment JSON
 * `{id, secret, qrCode}` is ~200–300 bytes, more than one RSA-2048 OAEP block holds (214 bytes),
 * so it is sealed with a fresh AES-256-CBC key and that key is RSA-OAEP (SHA-1, MGF1-SHA-1, empty
 * label — node-forge's default) encrypted with the client's public key:
 *
 *   data = base64( JSON{ key: b64(RSA-OAEP(aesKey)), iv: b64(16 bytes), data: b64(AES-256-CBC(json)) } )
 */
export function sealForClient(publicKeyPem: string, payload: unknown): string {
  if (!publicKeyPem.includes('BEGIN') || !publicKeyPem.includes('END')) {
    fail(422, 'public_key must be a PEM-encoded RSA public key.', { public_key: 'Not a PEM public key.' });
  }
  const aesKey = randomBytes(32);
  const iv = randomBytes(16);
  let wrapped: Buffer;
  try {
    wrapped = publicEncrypt(
      { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      aesKey,
    );
  } catch {
    fail(422, 'public_key could not be read as an RSA public key.', {
      public_key: 'Not a usable RSA public key.',
    });
  }
  const cipher = createCipheriv('aes-256-cbc', aesKey, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  const envelope = {
    key: wrapped.toString('base64'),
    iv: iv.toString('base64'),
    data: body.toString('base64'),
  };
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64');
}
