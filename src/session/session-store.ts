import { proxy } from 'valtio';
import type { UserEntity } from '../api/types/user';

/**
 * Who is signed in and where the app runs. The API layer never imports this: it reads tokens
 * through api/session.ts. `status` drives the AuthGate: 'unknown' while a Telegram sign-in runs.
 */
export type Environment = 'web' | 'telegram';
export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface SessionState {
  environment: Environment;
  status: SessionStatus;
  user: UserEntity | null;
  /** Where to land after sign-in (a deep link opened signed out). */
  returnTo: string | null;
}

const RETURN_TO_KEY = 'app/returnTo';

export const session = proxy<SessionState>({
  environment: 'web',
  status: 'unknown',
  user: null,
  returnTo: readReturnTo(),
});

/** Marks the sign-in screen's history entry when the gate sent a signed-out user there (useAuthForm). */
export const SENT_BY_GATE = { sentByGate: true };

/** Remembers a landing target across the sign-in flow (and a reload in the middle of it). */
export function rememberReturnTo(path: string | null): void {
  session.returnTo = path;
  try {
    if (path) sessionStorage.setItem(RETURN_TO_KEY, path);
    else sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // private mode without storage: the in-memory value still works for this visit
  }
}

/** Returns and forgets the landing target. */
export function takeReturnTo(): string | null {
  const target = session.returnTo;
  rememberReturnTo(null);
  return target;
}

let authCalls = 0;

/**
 * Runs an explicit sign-in/up call. A 401 there also trips the API layer's forced logout; the
 * shell ignores that navigation while this runs, because the calling screen shows its own,
 * clearer message (e.g. "We couldn't verify your Telegram session").
 */
export async function asAuthCall<T>(run: () => Promise<T>): Promise<T> {
  authCalls += 1;
  try {
    return await run();
  } finally {
    authCalls -= 1;
  }
}

export function authCallInFlight(): boolean {
  return authCalls > 0;
}

export function resetSession(): void {
  session.status = 'signed-out';
  session.user = null;
}

function readReturnTo(): string | null {
  try {
    return sessionStorage.getItem(RETURN_TO_KEY);
  } catch {
    return null;
  }
}
