/**
 * Token storage: `access_token` / `refresh_token` in localStorage (the platform's contract), and
 * whose session they are (the owner, recorded at sign-in). Only this module touches those keys.
 * A new pair overwrites each token only when non-empty, so a Telegram session without a refresh
 * token keeps the stored one (API.md §1.4).
 */
const ACCESS = 'access_token';
const REFRESH = 'refresh_token';
/**
 * The owner: `tg:<id>` for a Telegram sign-in, a random `web:…` for each web sign-in (the next
 * account may be anyone). Named when only the balance cache used it; the name stays so a stored
 * session keeps its owner, and the HTML's early script reads it (src/build/route-preload.ts).
 */
const OWNER = 'app/balancesOwner';

export interface TokenPair {
  access_token?: string | null;
  refresh_token?: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS) || null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH) || null;
}

export function hasSession(): boolean {
  return getAccessToken() !== null;
}

export const telegramOwner = (tgId: number | string) => `tg:${tgId}`;
export const isTelegramOwner = (owner: string | null) => owner?.startsWith('tg:') === true;

/** A web sign-in starts a new owner: the account behind a form may be anyone, even the last one. */
export const newWebOwner = () => `web:${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/** The owner of a stored session from before owners were kept: one nobody else can match. */
export const UNKNOWN_OWNER = 'unknown';

/** Whose session is stored; null when signed out. */
export function sessionOwner(): string | null {
  if (!hasSession()) return null;
  return storage()?.getItem(OWNER) || UNKNOWN_OWNER;
}

function notify(): void {
  for (const l of listeners) l();
}

/** A renewed (or re-proven) pair of the same session. */
export function storeTokens(pair: TokenPair): void {
  const s = storage();
  if (!s) return;
  if (pair.access_token) s.setItem(ACCESS, pair.access_token);
  if (pair.refresh_token) s.setItem(REFRESH, pair.refresh_token);
  notify();
}

/**
 * A sign-in. Another owner's pair goes first, then the owner is written, then the new pair: other
 * tabs see these writes one by one, and at no step does a stored owner sit next to another owner's
 * token (a tab would fetch the last account's data in the new one's name). A Telegram session
 * without a refresh token keeps the stored one only when it is the same user's.
 */
export function startSession(owner: string, pair: TokenPair): void {
  const s = storage();
  if (!s) return;
  if (s.getItem(OWNER) !== owner) {
    s.removeItem(ACCESS);
    s.removeItem(REFRESH);
  }
  s.setItem(OWNER, owner);
  storeTokens(pair);
}

/** A session from before owners were kept gets one (it is treated as a new one). */
export function adoptSession(owner: string): void {
  if (sessionOwner() !== UNKNOWN_OWNER) return;
  storage()?.setItem(OWNER, owner);
  notify();
}

export function clearTokens(): void {
  const s = storage();
  s?.removeItem(ACCESS);
  s?.removeItem(REFRESH);
  s?.removeItem(OWNER);
  notify();
}

let watching = false;

/** Notified whenever tokens or their owner change, here or in another tab. */
export function onTokensChange(listener: Listener): () => void {
  // Another tab stored or cleared the pair or its owner (renewal, sign-in, sign-out): tell this
  // tab's listeners. Watched from the first listener on: what only reads tokens (the HTML's boot
  // scripts, src/boot/) carries no listener.
  if (!watching && typeof window !== 'undefined') {
    watching = true;
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === ACCESS || event.key === REFRESH || event.key === OWNER)
        notify();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
