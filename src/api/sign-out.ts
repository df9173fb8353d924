import { authApi } from './endpoints/auth';
import { isApiError } from './errors';
import { call } from './http';
import { getAccessToken, getRefreshToken, type TokenPair } from './session';
import type { SignOutScope } from './types/auth';

let inFlight: Promise<void> | null = null;

/**
 * Asks the platform to end sessions (API.md §19) BEFORE the app forgets its tokens, so a refresh
 * token copied earlier stops working. One request at a time (a double tap, or React running an
 * effect twice, sends one). Throws ApiError when the platform did not confirm; with no stored pair
 * there is nothing the platform could revoke and nothing is sent.
 */
export function revokeSession(scope: SignOutScope, signal?: AbortSignal): Promise<void> {
  const access = getAccessToken();
  const refresh = getRefreshToken();
  if (!access || !refresh) return Promise.resolve();
  inFlight ??= call(authApi.signOut, {
    body: { access_token: access, refresh_token: refresh, scope },
    signal,
  })
    .then(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Ends the session a re-authentication replaced (the sign-in made a new one; renewal.ts
 * `replaceTokens` answers the old pair), so no orphan session with a working refresh token stays
 * behind. API.md §19 `POST /auth/sign-out`, scope `local`, with the old pair in the body and the
 * old access token as the authorisation: whether a platform reads the session from the body or
 * from the header, only the old session ends, never the new one. When the old access token has
 * lapsed meanwhile, the old refresh token is rotated once to get one. A pair without a refresh
 * token (a Telegram session) has nothing long-lived to revoke: its access token simply expires.
 * Throws ApiError when the platform did not confirm.
 */
export async function endReplacedSession(old: TokenPair, signal?: AbortSignal): Promise<void> {
  const refresh = old.refresh_token;
  if (!old.access_token || !refresh) return;
  const signOut = (access: string, refreshToken: string) =>
    call(authApi.signOut, {
      body: { access_token: access, refresh_token: refreshToken, scope: 'local' },
      token: access,
      signal,
    });
  try {
    await signOut(old.access_token, refresh);
  } catch (err) {
    if (!isApiError(err) || err.status !== 401) throw err;
    // Sent like a renewal, without authorisation. A 401 here: that session is over already.
    const renewed = await call(authApi.refresh, {
      body: { refresh_token: refresh },
      token: null,
      signal,
    }).catch((again: unknown) => {
      if (isApiError(again) && again.status === 401) return null;
      throw again;
    });
    if (renewed) await signOut(renewed.access_token, renewed.refresh_token || refresh);
  }
}
