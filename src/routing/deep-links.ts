import { patterns } from './paths';
import { matchesPattern } from './route-params';

/**
 * Telegram `startapp` values and web paths name the same screens. A start param is the path's
 * segments joined by "_": `/wallets/<uuid>/transactions/12` ⇄ `wallets_<uuid>_transactions_12`.
 * Telegram allows only [A-Za-z0-9_-] and at most 512 characters in a start param.
 *
 * Both kinds of link pass through one allow-list of landing targets (`landingTarget`): a link may
 * open a screen of the route table, never an auth route (a link must not sign the user out, or
 * loop back to a sign-in form) and never anything that only looks like a path (`//host`, `/\host`,
 * encoded slashes, dot segments, schemes).
 */
export const START_PARAM_MAX = 512;
const START_PARAM_RE = /^[A-Za-z0-9_-]+$/;
const SEGMENT_RE = /^[A-Za-z0-9-]+$/;
/** A query that can only be `k=v&k=v` of plain or percent-encoded text (e.g. `?recipient=<id>`). */
const QUERY_RE = /^[A-Za-z0-9_]+=[A-Za-z0-9_.%-]*(&[A-Za-z0-9_]+=[A-Za-z0-9_.%-]*)*$/;
const TARGET_MAX = 1024;

/** Route patterns a link may land on: every screen except the home page and the auth routes. */
const LANDING_PATTERNS: string[][] = Object.values(patterns)
  .filter((p) => p !== '/' && !/^\/auth(\/|$)/.test(p))
  .map((p) => p.split('/').slice(1));

/**
 * The in-app path a link may open, or null. `path` is a web path (optionally with a query); the
 * answer is the same text when it names a screen of the allow-list, else null.
 */
export function landingTarget(path: string | null | undefined): string | null {
  if (typeof path !== 'string' || path.length > TARGET_MAX || !path.startsWith('/')) return null;
  const q = path.indexOf('?');
  const pathname = q === -1 ? path : path.slice(0, q);
  const query = q === -1 ? '' : path.slice(q + 1);
  if (query !== '' && !QUERY_RE.test(query)) return null;
  const segments = pathname.split('/').slice(1);
  return LANDING_PATTERNS.some((p) => matchesPattern(segments, p)) ? path : null;
}

/** Whether a path may be remembered as the place to land after sign-in. */
export function isLandingTarget(path: string | null | undefined): path is string {
  return landingTarget(path) !== null;
}

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

/** The landing target a start param opens, or null for a malformed value or a forbidden screen. */
export function fromStartParam(param: string | null | undefined): string | null {
  if (!param || param.length > START_PARAM_MAX || !START_PARAM_RE.test(param)) return null;
  const segments = param.split('_');
  if (segments.some((s) => s === '')) return null;
  return landingTarget(`/${segments.join('/')}`);
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
