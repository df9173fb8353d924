/**
 * Blockchain address formats, checked before money leaves: a typo in an address loses funds, so
 * every format with a checksum has it verified: bech32/bech32m (BIP-173/350), base58check for
 * Tron, XRP and legacy Bitcoin, and EIP-55 mixed case for EVM addresses (an all-lower or all-upper
 * EVM address carries no checksum and is taken as typed). The app checks as the user types; the
 * sandbox checks the same way before it accepts a destination. Decoding is @scure/base and the
 * hashes are @noble/hashes (both audited, no dependencies); the format rules are ours. A refusal is
 * a RuleProblem (a code and its values), which the app words in the user's language.
 */

import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { base58, base58xrp, bech32, bech32m } from '@scure/base';
import type { RuleProblem } from './rule-problem';

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

/**
 * null when `address` is acceptable for the format; else what is wrong. The format sentence
 * (what was expected) is for an input of the wrong shape; an input of exactly the right shape
 * whose checksum fails gets the typo sentence instead — telling someone who pasted a Tron address
 * "expected a Tron address starting with T" would send them looking for the wrong mistake.
 */
export function addressError(
  address: string,
  format: AddressFormat | null,
  chainName?: string,
): RuleProblem | null {
  const value = address.trim();
  if (value === '') return { code: 'addressEmpty' };
  if (/\s/.test(value)) return { code: 'addressSpaces' };
  if (format === null) return value.length >= 8 ? null : { code: 'addressShort' };
  const verdict = VERDICT[format](value);
  if (verdict === 'format')
    return chainName
      ? { code: 'addressFormat', params: { chain: chainName, format } }
      : { code: 'addressFormatAnyChain', params: { format } };
  if (verdict === 'checksum') return { code: 'addressChecksum' };
  return null;
}

/** 'ok', the wrong shape for the format, or the right shape with a checksum that fails. */
type Verdict = 'ok' | 'format' | 'checksum';

const VERDICT: Record<AddressFormat, (value: string) => Verdict> = {
  bech32: bitcoinVerdict,
  evm: (v) => (!/^0x[0-9a-fA-F]{40}$/.test(v) ? 'format' : eip55ChecksumMatches(v) ? 'ok' : 'checksum'),
  tron: (v) => base58CheckVerdict(v, base58, 0x41, 'T', 34, 34),
  solana: (v) => (isSolanaAddress(v) ? 'ok' : 'format'),
  xrp: (v) => base58CheckVerdict(v, base58xrp, 0x00, 'r', 25, 35),
};

/** XRP destination tags are 32-bit unsigned integers; other memos are free text up to 256 chars. */
export function memoError(memo: string, format: AddressFormat | null): RuleProblem | null {
  const value = memo.trim();
  if (value === '') return null;
  if (format === 'xrp') {
    if (!/^\d{1,10}$/.test(value) || Number(value) > 4294967295) return { code: 'memoTag' };
    return null;
  }
  return value.length > 256 ? { code: 'memoLength' } : null;
}

// ---- checksums -------------------------------------------------------------------------------

type Base58 = typeof base58;

/** Decodes without throwing: null for a character outside the alphabet. */
function decodeOrNull(coder: Base58, value: string): Uint8Array | null {
  try {
    return coder.decode(value);
  } catch {
    return null;
  }
}

/**
 * Version byte + 20-byte hash + 4-byte double-SHA-256 checksum, in the given alphabet. The shape
 * (prefix, length, alphabet, version, size) decides 'format'; only then can the checksum fail.
 */
function base58CheckVerdict(
  value: string,
  coder: Base58,
  version: number,
  prefix: string,
  minLength: number,
  maxLength: number,
): Verdict {
  if (!value.startsWith(prefix) || value.length < minLength || value.length > maxLength) return 'format';
  const bytes = decodeOrNull(coder, value);
  if (bytes?.length !== 25 || bytes[0] !== version) return 'format';
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return check.subarray(0, 4).every((b, i) => b === bytes[21 + i]) ? 'ok' : 'checksum';
}

function isSolanaAddress(value: string): boolean {
  if (value.length < 32 || value.length > 44) return false;
  return decodeOrNull(base58, value)?.length === 32;
}

function bitcoinVerdict(value: string): Verdict {
  if (/^(bc1|BC1)/.test(value)) return segwitVerdict(value);
  if (value.startsWith('1')) return base58CheckVerdict(value, base58, 0x00, '1', 25, 35);
  if (value.startsWith('3')) return base58CheckVerdict(value, base58, 0x05, '3', 25, 35);
  return 'format';
}

/** bech32's 32 characters (no 1, b, i, o after the separator), one case throughout. */
const BECH32_SHAPE = /^bc1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{8,87}$/;

/**
 * Witness version 0 uses bech32, versions 1–16 bech32m (BIP-350); program sizes per BIP-141. An
 * input in bech32's alphabet and length whose checksum fails in both encodings is a typo.
 */
function segwitVerdict(raw: string): Verdict {
  const value = raw.toLowerCase();
  if (raw !== value && raw !== raw.toUpperCase()) return 'format';
  if (!BECH32_SHAPE.test(value)) return 'format';
  const either = bech32.decodeUnsafe(value, 90) ?? bech32m.decodeUnsafe(value, 90);
  if (!either) return 'checksum';
  if (either.prefix !== 'bc' || either.words.length === 0) return 'format';
  const witness = either.words[0]!;
  const coder = witness === 0 ? bech32 : bech32m;
  // The checksum of the other encoding than the version needs: the address was mangled.
  if (!coder.decodeUnsafe(value, 90)) return 'checksum';
  if (witness > 16) return 'format';
  const program = coder.fromWordsUnsafe(either.words.slice(1));
  if (!program || program.length < 2 || program.length > 40) return 'format';
  return witness !== 0 || program.length === 20 || program.length === 32 ? 'ok' : 'format';
}

/**
 * EIP-55: each hex letter is upper case exactly when the matching nibble of keccak-256 of the
 * lower-case address is 8 or more. `0x` + 40 hex in, the checksummed form out.
 */
export function toEip55(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0xf;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  }
  return out;
}

/** Addresses written in one case carry no checksum; mixed case must be exactly the EIP-55 form. */
function eip55ChecksumMatches(address: string): boolean {
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return toEip55(address) === address;
}
