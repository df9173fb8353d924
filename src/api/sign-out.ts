import { authApi } from './endpoints/auth';
import { call } from './http';
import { getAccessToken, getRefreshToken } from './session';
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
