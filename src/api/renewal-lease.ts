import {
  ADOPT_WAIT_MS,
  adoptedWithin,
  changeOrTimeout,
  HOLD_AFTER_RENEWAL_MS,
  newerToken,
  POLL_MS,
  type RenewDeps,
  renew,
  sleep,
} from './renewal';
import { getAccessToken } from './session';

/**
 * Renewal across tabs where Web Locks are missing (renewal.ts loads this only there): a lease in
 * localStorage plays the lock and behaves like it.
 */
export const LEASE_KEY = 'session_renewal_lease';
/** A renewal is one request with a 60 s timeout; a lease older than this was abandoned. */
const LEASE_MS = 65_000;

/**
 * localStorage has no compare-and-set, and each tab sees another tab's write a moment late: two
 * tabs claiming a free lease at once both read their own claim back at first. Each waits this
 * long after claiming; by then both see the same last writer, which alone renews.
 */
const CLAIM_SETTLE_MS = 250;

/**
 * The fallback lock: a lease record in localStorage. Like the Web Lock path: a tab that found the
 * lease held (someone is renewing) adopts the pair that tab stores rather than renewing after it,
 * and the tab that renewed keeps the lease HOLD_AFTER_RENEWAL_MS after storing its pair, so a tab
 * whose 401 comes just then waits and adopts instead of spending the used refresh token.
 */
export function withLease(deps: RenewDeps, staleToken: string | null): Promise<string> {
  return underLease({
    adoptNow: () => newerToken(staleToken),
    // Having waited for another tab's lease is the evidence that it renewed: its pair may not
    // have reached this tab's storage yet.
    adoptAfterWaiting: () => adoptedWithin(staleToken, ADOPT_WAIT_MS),
    work: async () => newerToken(staleToken) ?? (await renew(deps)),
  });
}

/**
 * A re-authentication's swap of the pair (renewal.ts replaceTokens) under the same lease: a tab
 * renewing the replaced session finishes first, and its pair reaches this tab's storage, before
 * the swap — otherwise that pair would land on top of the new one and then be revoked with it.
 */
export function swapUnderLease<T>(swap: () => T): Promise<T> {
  const before = getAccessToken();
  return underLease({
    adoptNow: () => null,
    adoptAfterWaiting: async () => {
      await adoptedWithin(before, ADOPT_WAIT_MS);
      return null;
    },
    work: async () => swap(),
  });
}

interface LeaseSteps<T> {
  /** What another tab's finished work already gives this one (checked each time round). */
  adoptNow: () => T | null;
  /** The same, after waiting for another tab's lease: its result may reach storage a moment late. */
  adoptAfterWaiting: () => Promise<T | null>;
  /** The work itself, with the lease held. */
  work: () => Promise<T>;
}

async function underLease<T>({ adoptNow, adoptAfterWaiting, work }: LeaseSteps<T>): Promise<T> {
  const me = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  let waited = false;
  for (;;) {
    const adopted = adoptNow();
    if (adopted !== null) return adopted;
    const lease = readLease();
    // Held by a tab working now: wait. Held after its work (`done`): that tab's pair reached this
    // tab's storage before the mark did, and it is not newer than this tab's need.
    if (lease && lease.owner !== me && lease.until >= Date.now() && !lease.done) {
      waited = true;
      await changeOrTimeout(POLL_MS);
      continue;
    }
    if (waited) {
      const late = await adoptAfterWaiting();
      if (late !== null) return late;
      waited = false;
    }
    writeLease({ owner: me, until: Date.now() + LEASE_MS });
    await sleep(CLAIM_SETTLE_MS);
    if (readLease()?.owner === me) break;
    waited = true;
  }
  // A tab closed while holding the lease lets go of it, as it would of a Web Lock.
  const release = () => {
    globalThis.removeEventListener?.('pagehide', release);
    if (readLease()?.owner === me) localStorage.removeItem(LEASE_KEY);
  };
  globalThis.addEventListener?.('pagehide', release);
  try {
    const result = await work();
    writeLease({ owner: me, until: Date.now() + HOLD_AFTER_RENEWAL_MS, done: true });
    setTimeout(release, HOLD_AFTER_RENEWAL_MS);
    return result;
  } catch (err) {
    release();
    throw err;
  }
}

interface Lease {
  owner: string;
  until: number;
  /** The renewal is over and its pair stored; the lease is only held a moment longer. */
  done?: boolean;
}

function readLease(): Lease | null {
  try {
    const raw = localStorage.getItem(LEASE_KEY);
    return raw ? (JSON.parse(raw) as Lease) : null;
  } catch {
    return null;
  }
}

function writeLease(lease: Lease): void {
  localStorage.setItem(LEASE_KEY, JSON.stringify(lease));
}
