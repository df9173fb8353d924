/**
 * Encrypted authenticator enrolment (`/api/totp/generate-encrypted`, SPEC §9 RSA defaults):
 * the client makes an RSA key pair (2048 bits, exponent 65537), sends the public key as PEM, and
 * opens the sealed `data` it gets back.
 *
 * The envelope format is ours (API.md: "encoding not shown"; see sandbox/otp/encrypt.ts):
 *   data = base64( JSON{ key: b64(RSA-OAEP-SHA1(aesKey)), iv: b64, data: b64(AES-256-CBC(json)) } )
 * The same primitives as the card-details exchange, mirrored: the enrolment JSON is larger than
 * one RSA-OAEP block, so a fresh AES key carries it.
 *
 * node-forge is large: load this module with a dynamic import from the security screen only.
 * Key generation takes a second or more on phones, so it runs in slices (forge's async mode)
 * and reports progress instead of freezing the UI.
 */
// Only the parts of node-forge this flow uses (the whole library is ~45 KB gzip more).
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/util';
import 'node-forge/lib/random';
import 'node-forge/lib/asn1';
import 'node-forge/lib/pem';
import 'node-forge/lib/sha1';
import 'node-forge/lib/pkcs1';
import 'node-forge/lib/prime';
import 'node-forge/lib/rsa';
import 'node-forge/lib/aes';
import { t } from '../i18n';

export const RSA_BITS = 2048;
export const RSA_EXPONENT = 0x10001;

export interface TotpKeyPair {
  publicKeyPem: string;
  privateKey: forge.pki.rsa.PrivateKey;
}

export interface TotpEnrolment {
  id: string;
  secret: string;
  qrCode: string;
}

/**
 * Generates the pair without blocking the main thread: the platform's native RSA through
 * WebCrypto (browsers and Node alike) when it is there — fast — else forge's pure-JS generator
 * run in slices (`onTick` fires between slices so the UI can show progress). We call WebCrypto
 * ourselves rather than through forge, whose Node path needs pki.js, which this chunk leaves out.
 */
export async function generateTotpKeyPair(onTick?: () => void): Promise<TotpKeyPair> {
  const subtle = globalThis.crypto?.subtle;
  if (subtle) {
    try {
      return await generateNatively(subtle);
    } catch {
      // Some webviews expose subtle without RSA key generation: use the pure-JS path.
    }
  }
  const keys = await generateInSlices(onTick);
  return { publicKeyPem: publicKeyPem(keys.publicKey), privateKey: keys.privateKey };
}

async function generateNatively(subtle: SubtleCrypto): Promise<TotpKeyPair> {
  const keys = await subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: RSA_BITS,
      publicExponent: new Uint8Array([0x01, 0x00, 0x01]),
      hash: 'SHA-1',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const bytes = async (format: 'spki' | 'pkcs8', key: CryptoKey) =>
    forge.util.binary.raw.encode(new Uint8Array(await subtle.exportKey(format, key)));
  const spki = await bytes('spki', keys.publicKey);
  const pkcs8 = await bytes('pkcs8', keys.privateKey);
  return {
    publicKeyPem: forge.pem.encode({ type: 'PUBLIC KEY', body: spki }, { maxline: 64 }),
    // privateKeyFromAsn1 unwraps PKCS#8 PrivateKeyInfo itself (rsa.js).
    privateKey: forge.pki.privateKeyFromAsn1(forge.asn1.fromDer(pkcs8)) as forge.pki.rsa.PrivateKey,
  };
}

/** SPKI PEM (`BEGIN PUBLIC KEY`), built from rsa.js + pem.js so pki.js (x509 and more) stays out. */
function publicKeyPem(key: forge.pki.rsa.PublicKey): string {
  const der = forge.asn1.toDer(forge.pki.publicKeyToAsn1(key)).getBytes();
  return forge.pem.encode({ type: 'PUBLIC KEY', body: der }, { maxline: 64 });
}

/** forge's step-wise generator (present at run time, missing from @types/node-forge). */
const stepwise = forge.pki.rsa as unknown as {
  createKeyPairGenerationState(bits: number, e: number): { keys?: forge.pki.rsa.KeyPair };
  stepKeyPairGenerationState(state: { keys?: forge.pki.rsa.KeyPair }, n: number): boolean;
};

function generateInSlices(onTick?: () => void): Promise<forge.pki.rsa.KeyPair> {
  return new Promise((resolve, reject) => {
    const state = stepwise.createKeyPairGenerationState(RSA_BITS, RSA_EXPONENT);
    const step = () => {
      try {
        // ~50 ms of work per slice, then yield to the event loop so the UI can paint.
        if (!stepwise.stepKeyPairGenerationState(state, 50)) {
          onTick?.();
          setTimeout(step, 0);
          return;
        }
        resolve(state.keys!);
      } catch (err) {
        reject(err);
      }
    };
    step();
  });
}

/** Opens the sealed enrolment; throws a plain sentence when it cannot. */
export function decryptTotpEnrolment(sealed: string, privateKey: forge.pki.rsa.PrivateKey): TotpEnrolment {
  try {
    const envelope = JSON.parse(forge.util.decodeUtf8(forge.util.decode64(sealed))) as {
      key: string;
      iv: string;
      data: string;
    };
    const aesKey = privateKey.decrypt(forge.util.decode64(envelope.key), 'RSA-OAEP');
    const decipher = forge.cipher.createDecipher('AES-CBC', aesKey);
    decipher.start({ iv: forge.util.decode64(envelope.iv) });
    decipher.update(forge.util.createBuffer(forge.util.decode64(envelope.data)));
    if (!decipher.finish()) throw new Error('padding');
    const parsed = JSON.parse(forge.util.decodeUtf8(decipher.output.getBytes())) as TotpEnrolment;
    if (!parsed.id || !parsed.secret || !parsed.qrCode) throw new Error('shape');
    return parsed;
  } catch {
    throw new Error(t('ui.totp.decryptFailed'));
  }
}
