import { constants, createCipheriv, privateDecrypt, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  makeKeyRecord,
  openSecretAnswer,
  parsePublicKey,
  SECRET_KEY_ERROR,
} from '../../src/api/card-secrets';

/**
 * The client half of the card-details exchange checked against an independent server half
 * written with Node's `crypto` and the sandbox private key — not against node-forge itself.
 */
const keys = join(__dirname, '../../sandbox/keys');
const privatePem = readFileSync(join(keys, 'private.pem'), 'utf8');
const b64 = (file: string) => Buffer.from(readFileSync(join(keys, file), 'utf8')).toString('base64');

const SECRETS = { card_number: '4242424242424242', cvv: '123', expiry_month: 9, expiry_year: 2030 };

/** What the platform does with `encrypted_key` (RSA-OAEP, SHA-1, MGF1-SHA-1). */
function serverOpen(encryptedKey: string) {
  const plain = privateDecrypt(
    { key: privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    Buffer.from(encryptedKey, 'base64'),
  ).toString('utf8');
  return { text: plain, record: JSON.parse(plain) as { key: string; timestamp: number } };
}

/** What the platform answers: AES-256-CBC of {data: secrets} under the client's key. */
function serverSeal(keyB64: string, payload: unknown = { data: SECRETS }) {
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', Buffer.from(keyB64, 'base64'), iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return { success: true, encrypted: true, data: data.toString('base64'), iv: iv.toString('base64') };
}

describe.each([
  ['pkcs8 (BEGIN PUBLIC KEY)', 'public.pem'],
  ['pkcs1 (BEGIN RSA PUBLIC KEY)', 'public-pkcs1.pem'],
])('card secrets with a %s key', (_label, file) => {
  it('encrypts a record the private key opens: {"key","timestamp"} with a 32-byte key', () => {
    const publicKey = parsePublicKey(b64(file));
    const now = 1_760_000_000_123;
    const record = makeKeyRecord(publicKey, now);
    const { text, record: opened } = serverOpen(record.encryptedKey);
    expect(text).toMatch(/^\{"key":"[A-Za-z0-9+/]+={0,2}","timestamp":1760000000123\}$/);
    expect(opened.timestamp).toBe(now);
    expect(Buffer.from(opened.key, 'base64')).toHaveLength(32);
  });

  it('decrypts the platform answer with the same key and returns only the inner data', () => {
    const record = makeKeyRecord(parsePublicKey(b64(file)));
    const { record: opened } = serverOpen(record.encryptedKey);
    const answer = serverSeal(opened.key, { data: SECRETS, issued_by: 'sandbox' });
    expect(openSecretAnswer(answer, record.key)).toEqual(SECRETS);
  });
});

describe('card secrets: failures', () => {
  it('uses a fresh key every time', () => {
    const publicKey = parsePublicKey(b64('public.pem'));
    const a = serverOpen(makeKeyRecord(publicKey).encryptedKey).record.key;
    const b = serverOpen(makeKeyRecord(publicKey).encryptedKey).record.key;
    expect(a).not.toBe(b);
  });

  it.each(['success', 'encrypted', 'data', 'iv'] as const)('refuses a reply without %s', (missing) => {
    const record = makeKeyRecord(parsePublicKey(b64('public.pem')));
    const answer: Record<string, unknown> = serverSeal(serverOpen(record.encryptedKey).record.key);
    delete answer[missing];
    expect(() => openSecretAnswer(answer, record.key)).toThrow(SECRET_KEY_ERROR);
    answer[missing] = missing === 'success' || missing === 'encrypted' ? false : '';
    expect(() => openSecretAnswer(answer, record.key)).toThrow(SECRET_KEY_ERROR);
  });

  it('refuses an empty reply', () => {
    expect(() => openSecretAnswer(null, 'x'.repeat(32))).toThrow(SECRET_KEY_ERROR);
  });

  it('does not return data sealed under another key', () => {
    const record = makeKeyRecord(parsePublicKey(b64('public.pem')));
    const other = randomBytes(32).toString('base64');
    expect(() => openSecretAnswer(serverSeal(other), record.key)).toThrow();
  });

  it('rejects a missing or non-PEM public key before any request', () => {
    expect(() => parsePublicKey('')).toThrow(/not configured/);
    expect(() => parsePublicKey(Buffer.from('hello').toString('base64'))).toThrow(/not a PEM/);
  });

  it('accepts CRLF line endings and surrounding whitespace in the PEM', () => {
    const pem = readFileSync(join(keys, 'public.pem'), 'utf8').replace(/\n/g, '\r\n');
    const key = parsePublicKey(Buffer.from(`\n  ${pem}  \n`).toString('base64'));
    expect(serverOpen(makeKeyRecord(key).encryptedKey).record.timestamp).toBeGreaterThan(0);
  });
});
