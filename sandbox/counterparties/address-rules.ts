/**
 * Blockchain address formats, checked before money leaves: a typo in an address loses funds, so
 * every format with a checksum has it verified (bech32/bech32m, base58check for Tron, XRP and
 * legacy Bitcoin). EVM addresses are checked as 0x + 40 hex (EIP-55 mixed-case checksums need
 * keccak-256, which we do not ship; all-lower/upper forms carry no checksum anyway).
 * Sandbox copy of src/lib/validate-address.ts: the platform validates on its own (sandbox imports nothing from src).
 */
export type AddressFormat = 'bech32' | 'evm' | 'tron' | 'solana' | 'xrp';

/** Which format a chain uses, from what the platform tells us about it (Chain: id, name, symbol). */
export function addressFormatForChain(chain: {
  name?: string | null;
  symbol?: string | null;
}): AddressFormat | null {
  const key = `${chain.symbol ?? ''} ${chain.name ?? ''}`.toUpperCase();
  if (/\bBTC\b|BITCOIN/.test(key)) return 'bech32';
  if (/\bTRX\b|TRON/.test(key)) return 'tron';
  if (/\bSOL\b|SOLANA/.test(key)) return 'solana';
  if (/\bXRP\b|RIPPLE/.test(key)) return 'xrp';
  if (/\bETH\b|ETHEREUM|\bBSC\b|BNB|POLYGON|\bPOL\b|MATIC|ARBITRUM|OPTIMISM|BASE|AVAX|AVALANCHE/.test(key))
    return 'evm';
  return null;
}

const FORMAT_HINT: Record<AddressFormat, string> = {
  bech32: 'a Bitcoin address (bc1…, 1… or 3…)',
  evm: 'an address of 0x followed by 40 hex characters',
  tron: 'a Tron address starting with T (34 characters)',
  solana: 'a Solana address (32–44 base58 characters)',
  xrp: 'an XRP address starting with r',
};

/** null when `address` is acceptable for the format; else a sentence naming what was expected. */
export function addressError(
  address: string,
  format: AddressFormat | null,
  chainName?: string,
): string | null {
  const value = address.trim();
  if (value === '') return 'Enter the destination address.';
  if (/\s/.test(value)) return 'An address has no spaces.';
  if (format === null) return value.length >= 8 ? null : 'This address is too short.';
  const ok =
    format === 'bech32'
      ? isBitcoinAddress(value)
      : format === 'evm'
        ? /^0x[0-9a-fA-F]{40}$/.test(value)
        : format === 'tron'
          ? isBase58Check(value, BITCOIN_ALPHABET, 0x41, 'T')
          : format === 'solana'
            ? isSolanaAddress(value)
            : isBase58Check(value, XRP_ALPHABET, 0x00, 'r');
  const what = chainName ? `a valid ${chainName} address` : 'a valid address for this network';
  return ok ? null : `This is not ${what}: expected ${FORMAT_HINT[format]}.`;
}

/** XRP destination tags are 32-bit unsigned integers; other memos are free text up to 256 chars. */
export function memoError(memo: string, format: AddressFormat | null): string | null {
  const value = memo.trim();
  if (value === '') return null;
  if (format === 'xrp') {
    if (!/^\d{1,10}$/.test(value) || Number(value) > 4294967295)
      return 'A destination tag is a number up to 4294967295.';
    return null;
  }
  return value.length > 256 ? 'A memo has at most 256 characters.' : null;
}

// ---- base58 ---------------------------------------------------------------------------------

const BITCOIN_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const XRP_ALPHABET = 'rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz';

function base58Decode(value: string, alphabet: string): Uint8Array | null {
  let zeros = 0;
  while (zeros < value.length && value[zeros] === alphabet[0]) zeros++;
  const little: number[] = [];
  for (const ch of value) {
    const digit = alphabet.indexOf(ch);
    if (digit < 0) return null;
    let carry = digit;
    for (let i = 0; i < little.length; i++) {
      carry += little[i]! * 58;
      little[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      little.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + little.length);
  out.set(little.reverse(), zeros);
  return out;
}

function isBase58Check(value: string, alphabet: string, version: number, prefix: string): boolean {
  if (!value.startsWith(prefix) || value.length < 25 || value.length > 35) return false;
  const bytes = base58Decode(value, alphabet);
  if (bytes?.length !== 25 || bytes[0] !== version) return false;
  return checksumMatches(bytes);
}

function checksumMatches(bytes: Uint8Array): boolean {
  const payload = bytes.slice(0, bytes.length - 4);
  const check = sha256(sha256(payload));
  for (let i = 0; i < 4; i++) if (check[i] !== bytes[bytes.length - 4 + i]) return false;
  return true;
}

function isSolanaAddress(value: string): boolean {
  if (value.length < 32 || value.length > 44) return false;
  const bytes = base58Decode(value, BITCOIN_ALPHABET);
  return bytes !== null && bytes.length === 32;
}

function isBitcoinAddress(value: string): boolean {
  if (/^(bc1|BC1)/.test(value)) return isSegwitAddress(value);
  if (value.startsWith('1')) return isBase58Check(value, BITCOIN_ALPHABET, 0x00, '1');
  if (value.startsWith('3')) return isBase58Check(value, BITCOIN_ALPHABET, 0x05, '3');
  return false;
}

// ---- bech32 / bech32m (BIP-173, BIP-350) -------------------------------------------------------

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: number[]): number {
  const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= gen[i]!;
  }
  return chk >>> 0;
}

function isSegwitAddress(raw: string): boolean {
  if (raw !== raw.toLowerCase() && raw !== raw.toUpperCase()) return false;
  const value = raw.toLowerCase();
  const sep = value.lastIndexOf('1');
  if (sep < 1 || value.length > 90 || value.length - sep - 1 < 6) return false;
  const hrp = value.slice(0, sep);
  if (hrp !== 'bc') return false;
  const data: number[] = [];
  for (const ch of value.slice(sep + 1)) {
    const d = BECH32_CHARSET.indexOf(ch);
    if (d < 0) return false;
    data.push(d);
  }
  const expanded = [
    ...[...hrp].map((c) => c.charCodeAt(0) >> 5),
    0,
    ...[...hrp].map((c) => c.charCodeAt(0) & 31),
  ];
  const check = polymod([...expanded, ...data]);
  const version = data[0]!;
  if (version === 0 ? check !== BECH32_CONST : check !== BECH32M_CONST) return false;
  if (version > 16) return false;
  const program = convertBits(data.slice(1, -6), 5, 8);
  if (!program || program.length < 2 || program.length > 40) return false;
  if (version === 0 && program.length !== 20 && program.length !== 32) return false;
  return true;
}

function convertBits(data: number[], from: number, to: number): number[] | null {
  let acc = 0;
  let bits = 0;
  const out: number[] = [];
  const maxv = (1 << to) - 1;
  for (const value of data) {
    acc = (acc << from) | value;
    bits += from;
    while (bits >= to) {
      bits -= to;
      out.push((acc >> bits) & maxv);
    }
  }
  if (bits >= from || ((acc << (to - bits)) & maxv) !== 0) return null;
  return out;
}

// ---- sha256 (for base58check; small and synchronous so validation can run on every keystroke) ----

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

export function sha256(message: Uint8Array): Uint8Array {
  const bitLen = message.length * 8;
  const padded = new Uint8Array(Math.ceil((message.length + 9) / 64) * 64);
  padded.set(message);
  padded[message.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(padded.length - 4, bitLen >>> 0);
  view.setUint32(padded.length - 8, Math.floor(bitLen / 2 ** 32));
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3);
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const s1 = rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25);
      const ch = (e! & f!) ^ (~e! & g!);
      const t1 = (hh! + s1 + ch + K[i]! + w[i]!) >>> 0;
      const s0 = rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22);
      const maj = (a! & b!) ^ (a! & c!) ^ (b! & c!);
      const t2 = (s0 + maj) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d! + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = (h[0]! + a!) >>> 0;
    h[1] = (h[1]! + b!) >>> 0;
    h[2] = (h[2]! + c!) >>> 0;
    h[3] = (h[3]! + d!) >>> 0;
    h[4] = (h[4]! + e!) >>> 0;
    h[5] = (h[5]! + f!) >>> 0;
    h[6] = (h[6]! + g!) >>> 0;
    h[7] = (h[7]! + hh!) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!);
  return out;
}
