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

/** null when `address` is acceptable for the format; else what is wrong (the format says what was expected). */
export function addressError(
  address: string,
  format: AddressFormat | null,
  chainName?: string,
): RuleProblem | null {
  const value = address.trim();
  if (value === '') return { code: 'addressEmpty' };
  if (/\s/.test(value)) return { code: 'addressSpaces' };
  if (format === null) return value.length >= 8 ? null : { code: 'addressShort' };
  const ok =
    format === 'bech32'
      ? isBitcoinAddress(value)
      : format === 'evm'
        ? /^0x[0-9a-fA-F]{40}$/.test(value)
        : format === 'tron'
          ? isBase58Check(value, base58, 0x41, 'T')
          : format === 'solana'
            ? isSolanaAddress(value)
            : isBase58Check(value, base58xrp, 0x00, 'r');
  if (!ok)
    return chainName
      ? { code: 'addressFormat', params: { chain: chainName, format } }
      : { code: 'addressFormatAnyChain', params: { format } };
  if (format === 'evm' && !eip55ChecksumMatches(value))
    return chainName
      ? { code: 'addressChecksum', params: { chain: chainName } }
      : { code: 'addressChecksumAnyChain' };
  return null;
}

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

/** Version byte + 20-byte hash + 4-byte double-SHA-256 checksum, in the given alphabet. */
function isBase58Check(value: string, coder: Base58, version: number, prefix: string): boolean {
  if (!value.startsWith(prefix) || value.length < 25 || value.length > 35) return false;
  const bytes = decodeOrNull(coder, value);
  if (bytes?.length !== 25 || bytes[0] !== version) return false;
  const check = sha256(sha256(bytes.subarray(0, 21)));
  return check.subarray(0, 4).every((b, i) => b === bytes[21 + i]);
}

function isSolanaAddress(value: string): boolean {
  if (value.length < 32 || value.length > 44) return false;
  return decodeOrNull(base58, value)?.length === 32;
}

function isBitcoinAddress(value: string): boolean {
  if (/^(bc1|BC1)/.test(value)) return isSegwitAddress(value);
  if (value.startsWith('1')) return isBase58Check(value, base58, 0x00, '1');
  if (value.startsWith('3')) return isBase58Check(value, base58, 0x05, '3');
  return false;
}

/** Witness version 0 uses bech32, versions 1–16 bech32m (BIP-350); program sizes per BIP-141. */
function isSegwitAddress(raw: string): boolean {
  const value = raw.toLowerCase();
  if (raw !== value && raw !== raw.toUpperCase()) return false;
  const either = bech32.decodeUnsafe(value, 90) ?? bech32m.decodeUnsafe(value, 90);
  if (either?.prefix !== 'bc' || either.words.length === 0) return false;
  const witness = either.words[0]!;
  const coder = witness === 0 ? bech32 : bech32m;
  const decoded = coder.decodeUnsafe(value, 90);
  if (!decoded || witness > 16) return false;
  const program = coder.fromWordsUnsafe(decoded.words.slice(1));
  if (!program || program.length < 2 || program.length > 40) return false;
  return witness !== 0 || program.length === 20 || program.length === 32;
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
