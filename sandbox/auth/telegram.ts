import { createHmac, timingSafeEqual } from 'node:crypto';

/** Telegram Mini App init data, signed and checked as Telegram documents it. */
export const SANDBOX_BOT_TOKEN = '7000000001:SANDBOX-not-a-real-bot-token';
export const INIT_DATA_MAX_AGE_S = 24 * 60 * 60;
/**
 * Telegram stamps `auth_date` with its own clock. A platform whose clock is synced allows a minute
 * of difference, no more: init data dated later than that was not made by Telegram just now.
 */
export const INIT_DATA_CLOCK_SKEW_S = 60;

/** Telegram's WebAppUser (core.telegram.org/bots/webapps#webappuser). */
export interface TelegramUser {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
  is_premium?: boolean;
  is_bot?: boolean;
  added_to_attachment_menu?: boolean;
  allows_write_to_pm?: boolean;
  photo_url?: string;
}

/** A user id Telegram could have issued: a positive whole number a JS number holds exactly. */
export function isTelegramUserId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}

function secretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

function checkString(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([k]) => k !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n');
}

/** Builds a signed init-data query string (what Telegram hands a Mini App). */
export function signInitData(
  user: TelegramUser,
  botToken: string,
  authDate = Math.floor(Date.now() / 1000),
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({
    auth_date: String(authDate),
    query_id: `AAH${user.id}sandbox`,
    user: JSON.stringify(user),
    ...extra,
  });
  // Real init data (Bot API 8.0+) carries an Ed25519 `signature` for third-party validation, and
  // the Telegram SDK refuses init data without one. The sandbox has no Telegram key pair, so it
  // sends a same-shaped stand-in; like Telegram, the HMAC `hash` covers it.
  if (!params.has('signature')) {
    params.set(
      'signature',
      createHmac('sha512', 'sandbox-signature').update(checkString(params)).digest('base64url'),
    );
  }
  const hash = createHmac('sha256', secretKey(botToken)).update(checkString(params)).digest('hex');
  params.set('hash', hash);
  return params.toString();
}

export type InitDataCheck =
  | { ok: true; user: TelegramUser; hash: string; authDate: number }
  | { ok: false; reason: string };

/**
 * Validates init data: HMAC-SHA256 under the `WebAppData` key, an `auth_date` (Unix seconds, in
 * digits) at most 24 h old and not in the future, and a user whose id is a Telegram user id.
 */
export function validateInitData(raw: string, botToken: string, nowMs = Date.now()): InitDataCheck {
  const params = new URLSearchParams(raw);
  const hash = params.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash))
    return { ok: false, reason: 'Telegram init data has no valid hash.' };
  const expected = createHmac('sha256', secretKey(botToken)).update(checkString(params)).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) {
    return { ok: false, reason: 'Telegram init data signature does not match.' };
  }
  const rawDate = params.get('auth_date') ?? '';
  if (!/^\d{1,12}$/.test(rawDate)) return { ok: false, reason: 'Telegram init data has no valid auth_date.' };
  const authDate = Number(rawDate);
  const nowS = nowMs / 1000;
  if (authDate > nowS + INIT_DATA_CLOCK_SKEW_S) {
    return { ok: false, reason: 'Telegram init data is dated in the future.' };
  }
  if (nowS - authDate > INIT_DATA_MAX_AGE_S) {
    return { ok: false, reason: 'Telegram init data is older than 24 hours.' };
  }
  let user: unknown;
  try {
    user = JSON.parse(params.get('user') ?? '');
  } catch {
    return { ok: false, reason: 'Telegram init data has no user.' };
  }
  if (typeof user !== 'object' || user === null || Array.isArray(user)) {
    return { ok: false, reason: 'Telegram init data has no user.' };
  }
  if (!isTelegramUserId((user as { id?: unknown }).id)) {
    return { ok: false, reason: 'Telegram init data has no valid user id.' };
  }
  return { ok: true, user: user as TelegramUser, hash, authDate };
}
