import type { TelegramIdentity } from './http';
import { getAccessToken, getRefreshToken, sessionOwner, storeTokens, type TokenPair } from './session';

/**
 * Session renewal, one at a time across every tab of the app (SPEC §8, issue 9).
 *
 * Refresh tokens rotate and the platform treats a reused one as theft (it ends the whole session
 * family). Within a tab a single-flight promise makes every failing call wait for one renewal.
 * Across tabs, which share the tokens in localStorage, a Web Lock (navigator.locks) lets one tab
 * renew while the others queue; a tab that gets the lock after another tab renewed finds a newer
 * access token in storage and adopts the pair instead of spending the now-used refresh token.
 * Where Web Locks are missing, a lease in localStorage plays the lock and behaves like it: a tab
 * that waited for another's lease waits for that tab's new pair before renewing itself, and the
 * tab that renewed holds the lease a moment after storing its pair.
 *
 * With a refresh token: rotate it. Inside Telegram with none: sign in again with the Telegram
 * identity. Resolves with the access token to retry with.
 */
export interface RenewDeps {
  inTelegram: boolean;
  telegramIdentity: () => TelegramIdentity | null;
  post: (path: string, body: object) => Promise<{ access_token?: string; refresh_token?: string | null }>;
}

const LOCK_NAME = 'money-session-renewal';
export const POLL_MS = 100;
/**
 * Each tab reads localStorage through its own cache, which Chromium updates asynchronously: a tab
 * granted the lock just after another tab renewed may not see the new pair yet. Having waited for
 * the lock is the evidence that someone renewed, so it watches storage this long before renewing.
 */
export const ADOPT_WAIT_MS = 3000;
/**
 * The same lag the other way round: a tab whose 401 comes just after this tab renewed and let go
 * of the lock would find the lock free, still read the old pair, and spend the used refresh token
 * (the platform then ends the session everywhere). So the tab that renewed keeps the lock this
 * much longer: a tab asking meanwhile waits, and then adopts the pair its storage now shows.
 */
export const HOLD_AFTER_RENEWAL_MS = 500;

let inFlight: Promise<string> | null = null;

/**
 * `staleToken` is the access token the failed call carried: if storage holds a different one by the
 * time this tab may renew, another tab (or an earlier renewal) already did, and that pair is used.
 */
export function renewSession(deps: RenewDeps, staleToken: string | null = getAccessToken()): Promise<string> {
  inFlight ??= acrossTabs(deps, staleToken).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export function newerToken(staleToken: string | null): string | null {
  const current = getAccessToken();
  return current && current !== staleToken ? current : null;
}

async function acrossTabs(deps: RenewDeps, staleToken: string | null): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) {
    // Uncontended: nobody else is renewing, so renew now (or adopt what storage already shows).
    const alone = await underLock(locks, true, deps, async () => newerToken(staleToken));
    if (alone) return alone;
    // Another tab holds the lock: it is renewing. Wait our turn, then adopt what it stored.
    const waited = await underLock(
      locks,
      false,
      deps,
      async () => newerToken(staleToken) ?? (await adoptedWithin(staleToken, ADOPT_WAIT_MS)),
    );
    return waited as string;
  }
  return (await leaseCode()).withLease(deps, staleToken);
}

/**
 * The lease (renewal-lease.ts) only browsers without Web Locks need (Safari before 15.4): its code
 * is not on everyone's first screen. Those browsers fetch it as soon as that is known, not in the
 * middle of a renewal; a failed fetch is tried again at the next renewal.
 */
let lease: Promise<typeof import('./renewal-lease')> | null = null;
function leaseCode() {
  lease ??= import('./renewal-lease').catch((err: unknown) => {
    lease = null;
    throw err;
  });
  return lease;
}
if (typeof navigator !== 'undefined' && !navigator.locks?.request) void leaseCode().catch(() => {});

/**
 * Under the lock: the token `pick` adopts, else a renewal, after which the lock is held a moment
 * longer (HOLD_AFTER_RENEWAL_MS). Resolves as soon as the token is known; null when `ifAvailable`
 * and another tab holds the lock.
 */
function underLock(
  locks: LockManager,
  ifAvailable: boolean,
  deps: RenewDeps,
  pick: () => Promise<string | null>,
): Promise<string | null> {
  return new Promise<string | null>((resolve, reject) => {
    locks
      .request(LOCK_NAME, { ifAvailable }, async (lock) => {
        if (!lock) return resolve(null);
        try {
          const adopted = await pick();
          if (adopted) return resolve(adopted);
          resolve(await renew(deps));
        } catch (err) {
          return reject(err);
        }
        await sleep(HOLD_AFTER_RENEWAL_MS);
      })
      .catch(reject);
  });
}

/** The newer access token another tab stores, once this tab's storage shows it; null after `ms`. */
export async function adoptedWithin(staleToken: string | null, ms: number): Promise<string | null> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const adopted = newerToken(staleToken);
    if (adopted) return adopted;
    await changeOrTimeout(Math.min(POLL_MS, until - Date.now()));
  }
  return newerToken(staleToken);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves on the next storage event from another tab, or after `ms`. */
export function changeOrTimeout(ms: number): Promise<void> {
  if (typeof window === 'undefined') return sleep(ms);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', done);
  });
}

export async function renew(deps: RenewDeps): Promise<string> {
  const owner = sessionOwner();
  const refreshToken = getRefreshToken();
  let pair: { access_token?: string; refresh_token?: string | null };
  if (refreshToken) {
    pair = await deps.post('/auth/refresh/refresh-token', { refresh_token: refreshToken });
  } else {
    const identity = deps.inTelegram ? deps.telegramIdentity() : null;
    if (!identity) throw new Error('No refresh token and no Telegram identity to renew the session.');
    pair = await deps.post('/auth/sign-in/telegram', identity);
  }
  if (!pair?.access_token) throw new Error('The renewal answer carried no access token.');
  // Signed out, or in as someone else (maybe in another tab), while this renewal was out: its
  // pair must not bring the last session back over the new one.
  if (sessionOwner() !== owner) throw new Error('The session changed while it was being renewed.');
  storeTokens(pair);
  return pair.access_token;
}

/**
 * Stores a pair that signing in again produced (a re-authentication) and answers the pair it
 * replaced, whose session the caller then ends (api/sign-out.ts). It runs under the renewal lock,
 * like a renewal: no tab is meanwhile spending the replaced refresh token (its pair would land on
 * top of the new one, and then be revoked), and the lock is held a moment after the swap so a tab
 * whose storage still shows the old pair waits and then adopts the new one. Without Web Locks (old
 * webviews) the storage lease does the same (renewal-lease.ts).
 */
export async function replaceTokens(pair: TokenPair): Promise<TokenPair> {
  const swap = (): TokenPair => {
    const replaced = { access_token: getAccessToken(), refresh_token: getRefreshToken() };
    storeTokens(pair);
    return replaced;
  };
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return (await leaseCode()).swapUnderLease(swap);
  return new Promise<TokenPair>((resolve, reject) => {
    locks
      .request(LOCK_NAME, async () => {
        resolve(swap());
        await sleep(HOLD_AFTER_RENEWAL_MS);
      })
      .catch(reject);
  });
}
