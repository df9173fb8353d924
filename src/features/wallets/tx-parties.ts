/**
 * Who a movement was with, in words: the platform's `from` / `to` hold a wallet's UUID for moves
 * between wallets on the platform, an address for crypto, a name or bank line for bank transfers.
 * A UUID never reaches the screen: one of the user's wallets is named, any other one is left out
 * (its owner's name is not ours to show, its id means nothing to a person). Small on purpose: the
 * rows on Home use it.
 */
import type { WalletTransaction } from '../../api/types/wallets';
import { shortAddress } from '../../lib/format';
import { directionOf } from './tx-display';

/** `text`: the wallet's name, the whole address, `•••• 1234` for a card, or the platform's words. */
export interface Party {
  kind: 'wallet' | 'address' | 'card' | 'name';
  text: string;
  /** The wallet's id (kind `wallet`). */
  id?: string;
}

export interface NamedWallet {
  uuid: string;
  name: string | null;
}

/** One side as the platform wrote it, read: `fallbackName` names a wallet that has no name. */
export function partyOf(
  value: string | null | undefined,
  wallets: readonly NamedWallet[],
  fallbackName: string,
): Party | null {
  const v = value?.trim();
  const wallet = wallets.find((w) => w.uuid === v);
  if (wallet) return { kind: 'wallet', text: wallet.name || fallbackName, id: wallet.uuid };
  if (!v || /^[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i.test(v)) return null;
  // One long unbroken run of letters and digits is an address (`0x5290…`, `TQn9…`, `bc1q…`).
  return { kind: /^[A-Za-z\d:]{20,}$/.test(v) ? 'address' : 'name', text: v };
}

/**
 * The other side of a movement of `walletId`: where money came from, or where it went (a card by
 * its last digits when the platform names only that). Null when there is none to name: the
 * wallet itself (an exchange), another person's wallet, or nothing said.
 */
export function otherSide(
  tx: Pick<WalletTransaction, 'type' | 'amount' | 'from' | 'to' | 'meta'>,
  walletId: string,
  wallets: readonly NamedWallet[],
  fallbackName: string,
): Party | null {
  const incoming = directionOf(tx) === 'in';
  const party = partyOf(incoming ? tx.from : tx.to, wallets, fallbackName);
  const card = tx.meta?.to_card_last4;
  if (!party && !incoming && card) return { kind: 'card', text: `•••• ${card}` };
  return party?.id === walletId ? null : party;
}

/** A side in a few characters, for a row: an address shortened, anything else as it reads. */
export const partyText = (party: Party) => (party.kind === 'address' ? shortAddress(party.text) : party.text);
