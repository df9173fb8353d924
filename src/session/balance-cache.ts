import { sessionOwner } from '../api/session';

/**
 * The last balances a user saw, kept on the device so a relaunch shows them at once (marked as
 * updating) instead of a spinner. Only what a balance screen shows is kept: the wallet list and
 * each wallet's totals and per-currency balances — no addresses, no history, no card data.
 *
 * The snapshot is stored under the owner of the data it holds (the owner the tab's query cache
 * belonged to when it was fetched: session/owner-change.ts), and given back only to that owner while
 * that owner's session is the stored one. Any change of owner drops another owner's snapshot.
 */
const CACHE_KEY = 'app/balances';
const VERSION = 1;

export interface BalanceSnapshot {
  /** The wallet list answer as the home screen read it. */
  list: unknown;
  /** Wallet detail answers by wallet uuid. */
  wallets: Record<string, unknown>;
  /** When these answers were last current (ms): the oldest of them, not when they were saved. */
  at: number;
}

interface Stored extends BalanceSnapshot {
  v: number;
  owner: string;
  /** Written before `at` was kept: when the snapshot was saved, the best estimate there is. */
  savedAt?: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(): Stored | null {
  try {
    const stored = JSON.parse(storage()?.getItem(CACHE_KEY) ?? 'null') as Stored | null;
    return stored?.v === VERSION ? stored : null;
  } catch {
    return null;
  }
}

/** The owner changed: only a snapshot of the new owner may stay (a Telegram relaunch keeps its own). */
export function keepBalancesOf(owner: string | null): void {
  if (owner === null || read()?.owner !== owner) storage()?.removeItem(CACHE_KEY);
}

/** Keeps `snapshot` as `owner`'s, when `owner` is still the one signed in. */
export function saveBalances(snapshot: BalanceSnapshot, owner: string | null): void {
  const s = storage();
  if (!s || !owner || owner !== sessionOwner()) return;
  const stored: Stored = { v: VERSION, owner, ...snapshot };
  try {
    s.setItem(CACHE_KEY, JSON.stringify(stored));
  } catch {
    // storage full: the next launch simply waits for the network
  }
}

/** The cached balances of `owner` (default: the stored session's owner), or null. */
export function loadBalances(owner: string | null = sessionOwner()): BalanceSnapshot | null {
  const stored = read();
  if (!stored || !owner || stored.owner !== owner || owner !== sessionOwner()) return null;
  return { list: stored.list, wallets: stored.wallets ?? {}, at: stored.at ?? stored.savedAt ?? 0 };
}
