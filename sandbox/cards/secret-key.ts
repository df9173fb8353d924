import { constants, createCipheriv, privateDecrypt, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CardSecrets } from '../../src/contract/issuing.ts';
import { SANDBOX_KEYS_DIR } from '../paths.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';

/**
 * The card-details exchange of API.md §13, server side, with real cryptography: the client's
 * AES key arrives RSA-OAEP(SHA-1)-encrypted under the sandbox public key; the card secrets go back
 * AES-256-CBC-encrypted under that key with a fresh IV. API.md leaves a replay window "not shown";
 * we refuse a record older than 60 s (or more than 60 s in the future: a skewed clock) and any
 * key already used, as a real platform must.
 */
export const SECRET_KEY_MAX_AGE_MS = 60_000;

let privateKeyPem: string | null = null;
const privateKey = () => {
  privateKeyPem ??= readFileSync(join(SANDBOX_KEYS_DIR, 'private.pem'), 'utf8');
  return privateKeyPem;
};

/** Decrypts and checks `encrypted_key`; returns the 32-byte AES key. */
export function openKeyRecord(ctx: SandboxContext, encryptedKey: unknown): Buffer {
  if (typeof encryptedKey !== 'string' || encryptedKey === '') {
    fail(422, 'encrypted_key is required.', { encrypted_key: 'encrypted_key is required.' });
  }
  let plain: Buffer;
  try {
    plain = privateDecrypt(
      { key: privateKey(), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
      Buffer.from(encryptedKey, 'base64'),
    );
  } catch {
    fail(
      400,
      'encrypted_key could not be decrypted: encrypt it with the platform public key (RSA-OAEP, SHA-1).',
    );
  }
  let record: { key?: unknown; timestamp?: unknown };
  try {
    record = JSON.parse(plain.toString('utf8'));
  } catch {
    fail(400, 'The decrypted key record is not JSON of the form {"key":"…","timestamp":…}.');
  }
  if (typeof record.key !== 'string' || typeof record.timestamp !== 'number') {
    fail(400, 'The key record needs a base64 "key" and a numeric "timestamp".');
  }
  const key = Buffer.from(record.key, 'base64');
  if (key.length !== 32) fail(400, 'The key must be 32 random bytes (AES-256).');
  const age = ctx.now() - record.timestamp;
  if (age > SECRET_KEY_MAX_AGE_MS || age < -SECRET_KEY_MAX_AGE_MS) {
    fail(422, 'The key record has expired (older than 60 seconds). Request the card details again.');
  }
  const seen = (ctx.store.meta.cardSecretKeysSeen as Record<string, number> | undefined) ?? {};
  const fingerprint = record.key;
  if (fingerprint in seen)
    fail(409, 'This key was already used. Each request for card details needs a fresh key.');
  // Forget keys once they could no longer pass the age check anyway.
  const fresh: Record<string, number> = {};
  for (const [k, t] of Object.entries(seen)) if (ctx.now() - t <= 2 * SECRET_KEY_MAX_AGE_MS) fresh[k] = t;
  fresh[fingerprint] = ctx.now();
  ctx.store.meta.cardSecretKeysSeen = fresh;
  ctx.store.changed();
  return key;
}

/** `{ success, encrypted, data, iv }` with `data` = AES-256-CBC(JSON {data: secrets}). */
export function sealSecrets(key: Buffer, secrets: CardSecrets) {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify({ data: secrets }), 'utf8'), cipher.final()]);
  return { success: true, encrypted: true, data: body.toString('base64'), iv: iv.toString('base64') };
}
