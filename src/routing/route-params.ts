/**
 * A path under a route pattern (`/wallets/:walletId`): the app's router helpers and the HTML's
 * early script (src/boot/first-screen.ts) read links with the same rule. Kept apart from
 * deep-links.ts so that the early script carries these few lines, not the link allow-list.
 */
/** Characters a route parameter may hold (ids are UUIDs, numbers or slugs). */
const PARAM_RE = /^[A-Za-z0-9_-]{1,128}$/;

/** Whether `segments` fill `pattern` (both split at '/'), parameters by the rule above. */
export function matchesPattern(segments: string[], pattern: string[]): boolean {
  return (
    segments.length === pattern.length &&
    pattern.every((part, i) => (part.startsWith(':') ? PARAM_RE.test(segments[i]!) : part === segments[i]))
  );
}

/**
 * The parameters of `pathname` under one route pattern (`/wallets/:walletId` → `{ walletId }`),
 * or null when it is not that route. Parameters follow the same rule as links: plain ids only.
 */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const parts = pattern.split('/').slice(1);
  const segments = pathname.replace(/\/$/, '').split('/').slice(1);
  if (!matchesPattern(segments, parts)) return null;
  return Object.fromEntries(
    parts.flatMap((part, i) => (part.startsWith(':') ? [[part.slice(1), segments[i]!]] : [])),
  );
}
