import { createHash, randomUUID } from 'node:crypto';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import { type AddressFormat, chainById } from '../system/catalog.ts';
import { base58, base58check, bech32Segwit, eip55, XRP_ALPHABET } from './address-codecs.ts';

/**
 * Deposit addresses per wallet and chain. Addresses are derived from (wallet, chain, index) with
 * SHA-256, so a reset and re-seed gives the same addresses, and they are format-valid for their
 * chain (checksums included), so a real wallet app would accept them.
 */
export interface AddressRow {
  uuid: string;
  wallet_uuid: string;
  address: string;
  chain: number;
  label: string;
  /** XRP destination tag (chains whose currencies need a memo); null elsewhere. */
  memo: string | null;
  index: number;
  created_at: string;
}

export const LABEL_MAX = 64;

function seedBytes(walletId: string, chainId: number, index: number, length: number): Uint8Array {
  const digest = createHash('sha256').update(`sandbox-address:${walletId}:${chainId}:${index}`).digest();
  return new Uint8Array(digest.subarray(0, length));
}

export function deriveAddress(
  format: AddressFormat,
  walletId: string,
  chainId: number,
  index: number,
): string {
  switch (format) {
    case 'bech32':
      return bech32Segwit('bc', seedBytes(walletId, chainId, index, 20));
    case 'evm':
      return eip55(seedBytes(walletId, chainId, index, 20));
    case 'tron':
      return base58check(new Uint8Array([0x41, ...seedBytes(walletId, chainId, index, 20)]));
    case 'solana':
      return base58(seedBytes(walletId, chainId, index, 32));
    case 'xrp':
      return base58check(new Uint8Array([0x00, ...seedBytes(walletId, chainId, index, 20)]), XRP_ALPHABET);
  }
}

/** A 9-digit destination tag derived like the address (XRP needs one per deposit address). */
function deriveMemo(walletId: string, chainId: number, index: number): string {
  const n = createHash('sha256')
    .update(`sandbox-memo:${walletId}:${chainId}:${index}`)
    .digest()
    .readUInt32BE(0);
  return String(100_000_000 + (n % 900_000_000));
}

export function createAddressBook(ctx: SandboxContext) {
  const table = () => ctx.store.table<AddressRow>('wallet_addresses');
  const iso = () => new Date(ctx.now()).toISOString();

  function requireChain(chainId: number) {
    const chain = Number.isInteger(chainId) ? chainById(chainId) : undefined;
    if (!chain) fail(404, 'Unknown chain: the platform has no chain with this id.');
    return chain;
  }

  /** All addresses of a wallet on a chain, newest first. */
  function list(walletId: string, chainId: number): AddressRow[] {
    return table()
      .filter((a) => a.wallet_uuid === walletId && a.chain === chainId)
      .sort((a, b) => b.index - a.index);
  }

  function create(walletId: string, chainId: number, label: string): AddressRow {
    const chain = requireChain(chainId);
    const index = list(walletId, chainId).length;
    const row: AddressRow = {
      uuid: randomUUID(),
      wallet_uuid: walletId,
      address: deriveAddress(chain.format, walletId, chainId, index),
      chain: chainId,
      label,
      memo: chain.format === 'xrp' ? deriveMemo(walletId, chainId, index) : null,
      index,
      created_at: iso(),
    };
    return table().set(row.uuid, row);
  }

  return {
    requireChain,
    list,
    create,
    /** The latest address on the chain; the first request creates the default one (blank label). */
    current(walletId: string, chainId: number): AddressRow {
      requireChain(chainId);
      return list(walletId, chainId)[0] ?? create(walletId, chainId, '');
    },
    /** The wallet owning an address (incoming deposits find their wallet this way). */
    byAddress: (address: string) => table().find((a) => a.address === address),
  };
}
