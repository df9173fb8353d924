/**
 * The last balances a user saw, kept on the device so a relaunch shows them at once (marked as
 * updating) instead of a spinner. Only what a balance screen shows is kept: the wallet list and
 * each wallet's totals and per-currency balances — no addresses, no history, no card data.
 *
 * Every entry belongs to an owner: the Telegram user (`tg:<id>`, known from the launch data before
 * any request) or, on the web, the session started by the last sign-in (a random id kept across
 * token refreshes). Entries of another owner are never shown; a sign-in as anyone else and a
 * sign-out delete them.
 */
const CACHE_KEY = 'app/balances';
const OWNER_KEY = 'app/balancesOwner';
const VERSION = 1;

export interface BalanceSnapshot {
  /** The wallet list answer as the home screen read it. */
  list: unknown;
  /** Wallet detail answers by wallet uuid. */
  wallets: Record<string, unknown>;
}

interface Stored extends BalanceSnapshot {
  v: number;
  owner: string;
  savedAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Who the stored session belongs to, as recorded at the last sign-in. */
export function currentOwner(): string | null {
  return storage()?.getItem(OWNER_KEY) ?? null;
}

export const telegramOwner = (tgId: number | string) => `tg:${tgId}`;

/**
 * Called at every sign-in. A Telegram sign-in names its user; a web sign-in starts a new owner,
 * since the next account may be anyone. A different owner than before drops the cached balances.
 */
export function beginOwner(telegramId?: number | string | null): void {
  const s = storage();
  if (!s) return;
  const owner =
    telegramId !== undefined && telegramId !== null
      ? telegramOwner(telegramId)
      : `web:${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
  if (s.getItem(OWNER_KEY) !== owner) s.removeItem(CACHE_KEY);
  s.setItem(OWNER_KEY, owner);
}

/** Sign-out (or a session that cannot be renewed): nothing of the account stays on the device. */
export function forgetBalances(): void {
  const s = storage();
  s?.removeItem(CACHE_KEY);
  s?.removeItem(OWNER_KEY);
}

export function saveBalances(snapshot: BalanceSnapshot): void {
  const s = storage();
  const owner = currentOwner();
  if (!s || !owner) return;
  const stored: Stored = { v: VERSION, owner, savedAt: Date.now(), ...snapshot };
  try {
    s.setItem(CACHE_KEY, JSON.stringify(stored));
  } catch {
    // storage full: the next launch simply waits for the network
  }
}

/** The cached balances of `owner` (default: the recorded owner), or null. */
export function loadBalances(owner: string | null = currentOwner()): BalanceSnapshot | null {
  const raw = storage()?.getItem(CACHE_KEY);
  if (!raw || !owner) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (stored.v !== VERSION || stored.owner !== owner || stored.owner !== currentOwner()) return null;
    return { list: stored.list, wallets: stored.wallets ?? {} };
  } catch {
    return null;
  }
}
