/**
 * Card details (PAN / CVV) over the platform's encrypted exchange (API.md §13, SPEC §7):
 *
 *   1. a fresh AES-256 key K (32 random bytes) and the record {"key":"<b64 K>","timestamp":<ms>};
 *   2. the record RSA-encrypted with the platform public key — RSAES-OAEP, SHA-1 and MGF1-SHA-1,
 *      empty label (the platform's library default) — sent as `encrypted_key`;
 *   3. the answer's `data` decrypted with AES-256-CBC under K and the returned `iv`;
 *   4. the decrypted JSON's inner `data` object is the result.
 *
 * node-forge is large, so this module is only ever loaded with a dynamic import from the
 * card-details sheet: it must not reach the first-screen bundle. Nothing here logs or stores the
 * secrets; the caller keeps them in component memory only.
 */
// Only the parts of node-forge this flow needs (RSA-OAEP, SHA-1, AES-CBC, PEM/ASN.1), not the
// whole library: no X.509, TLS, PKCS#12… which would triple the chunk. Order matters: each file
// extends the shared `forge` object.
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/util';
import 'node-forge/lib/random';
import 'node-forge/lib/asn1';
import 'node-forge/lib/pem';
import 'node-forge/lib/sha1';
import 'node-forge/lib/pkcs1';
import 'node-forge/lib/rsa';
import 'node-forge/lib/aes';
import { t } from '../i18n';
import { issuingApi } from './endpoints/issuing';
import { call } from './http';
import type { CardSecrets, SecretKeyAnswer } from './types/issuing';

/** SPEC §7's sentence for an answer that is not a sealed secret (English; users read it translated). */
export const SECRET_KEY_ERROR = 'Failed to get encrypted secret key';
const secretKeyError = () => new Error(t('ui.cardSecrets.failed'));

/**
 * The platform's card-secrets key (base64 of a PEM): read here, not in config.ts, so its bytes load
 * with this screen only. vite.config.ts injects the sandbox key when it is unset.
 */
function serverPublicKeyBase64(): string {
  return import.meta.env.VITE_SERVER_PUBLIC_KEY_BASE64?.trim() ?? '';
}

/** Decodes `SERVER_PUBLIC_KEY_BASE64` (base64 of a PEM, pkcs1 or pkcs8) into a forge key. */
export function parsePublicKey(base64Pem: string): forge.pki.rsa.PublicKey {
  if (!base64Pem || base64Pem.trim() === '') throw new Error(t('ui.cardSecrets.keyMissing'));
  let pem: string;
  try {
    pem = forge.util.decodeUtf8(forge.util.decode64(base64Pem.trim()));
  } catch {
    throw new Error(t('ui.cardSecrets.keyInvalid'));
  }
  pem = pem.trim().replace(/\r\n?/g, '\n');
  if (!pem.includes('BEGIN') || !pem.includes('END')) throw new Error(t('ui.cardSecrets.keyNotPem'));
  const block = forge.pem.decode(pem)[0];
  if (!block) throw new Error(t('ui.cardSecrets.keyNotPem'));
  // `BEGIN RSA PUBLIC KEY` is PKCS#1 RSAPublicKey; `BEGIN PUBLIC KEY` (and anything else) is read
  // as PKCS#8/SPKI. forge's publicKeyFromAsn1 tries SPKI first and falls back to RSAPublicKey,
  // so one DER parse covers both armours.
  return forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(block.body)) as forge.pki.rsa.PublicKey;
}

export interface KeyRecord {
  /** Raw 32-byte key (forge binary string). */
  key: string;
  /** base64 RSA ciphertext of the JSON record. */
  encryptedKey: string;
}

/** Steps 1–2: a fresh key, and its record encrypted for the platform. */
export function makeKeyRecord(publicKey: forge.pki.rsa.PublicKey, now: number = Date.now()): KeyRecord {
  const key = forge.random.getBytesSync(32);
  // Key first, then timestamp — the platform parses this exact JSON text.
  const record = `{"key":"${forge.util.encode64(key)}","timestamp":${Math.trunc(now)}}`;
  const encrypted = publicKey.encrypt(forge.util.encodeUtf8(record), 'RSA-OAEP', {
    md: forge.md.sha1.create(),
    mgf1: { md: forge.md.sha1.create() },
  });
  return { key, encryptedKey: forge.util.encode64(encrypted) };
}

/** Steps 3–4: checks the answer, decrypts it, returns the inner `data`. */
export function openSecretAnswer(
  answer: Partial<SecretKeyAnswer> | null | undefined,
  key: string,
): CardSecrets {
  if (!answer?.success || !answer.encrypted || !answer.data || !answer.iv) {
    throw secretKeyError();
  }
  const decipher = forge.cipher.createDecipher('AES-CBC', key);
  decipher.start({ iv: forge.util.decode64(answer.iv) });
  decipher.update(forge.util.createBuffer(forge.util.decode64(answer.data)));
  if (!decipher.finish()) throw secretKeyError();
  let parsed: { data?: CardSecrets };
  try {
    parsed = JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes()));
  } catch {
    throw secretKeyError();
  }
  if (!parsed || typeof parsed.data !== 'object' || parsed.data === null) throw secretKeyError();
  return parsed.data;
}

/** The whole exchange for one card. Throws ApiError for HTTP failures, Error for crypto ones. */
export async function fetchCardSecrets(
  cardId: string,
  opts: { signal?: AbortSignal; publicKeyBase64?: string } = {},
): Promise<CardSecrets> {
  const publicKey = parsePublicKey(opts.publicKeyBase64 ?? serverPublicKeyBase64());
  const record = makeKeyRecord(publicKey);
  const answer = await call(issuingApi.secretKey, {
    path: { card_id: cardId },
    body: { encrypted_key: record.encryptedKey },
    ...(opts.signal ? { signal: opts.signal } : {}),
  });
  return openSecretAnswer(answer, record.key);
}
