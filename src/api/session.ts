/**
 * Token storage: `access_token` / `refresh_token` in localStorage (the platform's contract).
 * Only this module touches those keys. A new pair overwrites each token only when non-empty,
 * so a Telegram session without a refresh token keeps the stored one (API.md §1.4).
 */
const ACCESS = 'access_token';
const REFRESH = 'refresh_token';

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

export function storeTokens(pair: TokenPair): void {
  const s = storage();
  if (!s) return;
  if (pair.access_token) s.setItem(ACCESS, pair.access_token);
  if (pair.refresh_token) s.setItem(REFRESH, pair.refresh_token);
  for (const l of listeners) l();
}

export function clearTokens(): void {
  const s = storage();
  s?.removeItem(ACCESS);
  s?.removeItem(REFRESH);
  for (const l of listeners) l();
}

// Another tab stored or cleared the pair (renewal, sign-in, sign-out): tell this tab's listeners.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS || event.key === REFRESH) for (const l of listeners) l();
  });
}

/** Notified whenever tokens are stored or cleared, here or in another tab (the session store listens). */
export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
