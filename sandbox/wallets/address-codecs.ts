import { sha256 } from '@noble/hashes/sha2.js';
import { base58, base58xrp, bech32, createBase58check, hex } from '@scure/base';
import { toEip55 } from '../../src/shared/address-rules.ts';

/**
 * The encodings real chains use for addresses, so sandbox addresses pass any wallet's format
 * check, the app's included (src/shared/address-rules.ts, which decodes with the same libraries):
 * bech32 (BIP-173) for bitcoin, EIP-55 mixed-case hex for EVM chains, base58check for Tron and XRP
 * (XRP in its own alphabet), base58 for Solana. Encoding is @scure/base, hashing @noble/hashes.
 */

/** A segwit v0 address for a 20-byte program (P2WPKH), e.g. bc1q…. */
export function bech32Segwit(hrp: string, program: Uint8Array): string {
  return bech32.encode(hrp, [0, ...bech32.toWords(program)]);
}

export function eip55(address20: Uint8Array): string {
  return toEip55(`0x${hex.encode(address20)}`);
}

/** Solana: the 32 bytes in base58. */
export const base58Address = (bytes: Uint8Array) => base58.encode(bytes);

/** Tron (version 0x41) and Bitcoin legacy: payload + 4 bytes of double SHA-256, in base58. */
export const base58check = (payload: Uint8Array) => createBase58check(sha256).encode(payload);

/** XRP: the same checksum in the XRP alphabet (which scure's base58check does not take). */
export function xrpBase58check(payload: Uint8Array): string {
  const checksum = sha256(sha256(payload)).subarray(0, 4);
  return base58xrp.encode(new Uint8Array([...payload, ...checksum]));
}
