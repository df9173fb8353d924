/**
 * Telegram `startapp` values and web paths name the same screens. A start param is the path's
 * segments joined by "_": `/wallets/<uuid>/transactions/12` ⇄ `wallets_<uuid>_transactions_12`.
 * Telegram allows only [A-Za-z0-9_-] and at most 512 characters in a start param.
 */
export const START_PARAM_MAX = 512;
const START_PARAM_RE = /^[A-Za-z0-9_-]+$/;
const SEGMENT_RE = /^[A-Za-z0-9-]+$/;

/** The start param for a path, or null when the path cannot be expressed as one. */
export function toStartParam(path: string): string | null {
  const clean = path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '');
  if (clean === '') return null;
  const segments = clean.split('/').map(safeDecode);
  // "_" separates segments, so a segment may not contain one.
  if (!segments.every((s) => s !== null && SEGMENT_RE.test(s))) return null;
  const param = segments.join('_');
  return param.length <= START_PARAM_MAX ? param : null;
}

/** The path a start param opens, or null for an empty or malformed value. */
export function fromStartParam(param: string | null | undefined): string | null {
  if (!param || param.length > START_PARAM_MAX || !START_PARAM_RE.test(param)) return null;
  const segments = param.split('_');
  if (segments.some((s) => s === '')) return null;
  return `/${segments.join('/')}`;
}

/**
 * Whether a path may be remembered as the place to land after sign-in. Auth screens never are:
 * a link must not be able to sign the user out or loop back to the sign-in form.
 */
export function isLandingTarget(path: string | null | undefined): path is string {
  return (
    !!path && path.startsWith('/') && !path.startsWith('//') && !/^\/auth(\/|$)/.test(path) && path !== '/'
  );
}

/** A Telegram link that opens the Mini App on a path (for sharing). */
export function telegramDeepLink(botAppUrl: string, path: string): string | null {
  const param = toStartParam(path);
  if (!param) return null;
  const url = new URL(botAppUrl);
  url.searchParams.set('startapp', param);
  return url.toString();
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
