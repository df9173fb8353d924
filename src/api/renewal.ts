import type { TelegramIdentity } from './http';
import { getRefreshToken, storeTokens } from './session';

/**
 * Single-flight session renewal (SPEC §8): however many calls fail with 401 at once, exactly one
 * renewal runs and all of them wait for it. With a refresh token: rotate it. Inside Telegram with
 * none: sign in again with the Telegram identity. Resolves with the new access token.
 */
export interface RenewDeps {
  inTelegram: boolean;
  telegramIdentity: () => TelegramIdentity | null;
  post: (path: string, body: object) => Promise<{ access_token?: string; refresh_token?: string | null }>;
}

let inFlight: Promise<string> | null = null;

export function renewSession(deps: RenewDeps): Promise<string> {
  inFlight ??= renew(deps).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renew(deps: RenewDeps): Promise<string> {
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
  storeTokens(pair);
  return pair.access_token;
}
