import type { MiddlewareHandler } from 'hono';
import { errorResponse } from './errors.ts';

/** Whether a page on `origin` may use the controls of the sandbox answering at `url`. */
export type OriginPolicy = (origin: string, url: URL) => boolean;

/**
 * The default: only a page the sandbox's own server serves (the app on the dev or preview
 * server, the KYC stand-in page). Compared by host, since a TLS tunnel in front of the dev server
 * makes the page's scheme https while the server sees http. Safe there because Vite refuses a
 * Host it does not know (DNS rebinding) before the sandbox sees the request; a sandbox on its own
 * port names its origins instead (sandbox/main.ts).
 */
export const sameHost: OriginPolicy = (origin, url) => {
  try {
    return new URL(origin).host === url.host;
  } catch {
    return false; // `null` (a sandboxed frame, a file) or garbage
  }
};

/** Origins listed in full (scheme, host and port), e.g. the app's dev server and the sandbox's own. */
export const listedOrigins =
  (origins: () => readonly string[]): OriginPolicy =>
  (origin) =>
    origins().includes(origin);

const READS = new Set(['GET', 'HEAD']);
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Guards the test controls under /__sandbox (issue 19). They change the whole sandbox (reset,
 * token lifetime, faults, blocking, revoking) or hand out secrets (minted sessions, one-time codes
 * in the outbox), so a web page elsewhere must not reach them, and CORS is no help: it only hides
 * the answer from the page, while a "simple" cross-origin POST still runs. So, before anything runs:
 *  - a request that names an Origin the policy does not allow is refused (403), reads included;
 *    requests without one (scripts, tests, curl) are not a page's;
 *  - a write must carry a JSON body type (415 otherwise), which a page can only send across
 *    origins after a preflight, and the sandbox grants none to a stranger.
 * `formPaths` take an HTML form instead: the pages the sandbox serves to a browser (the KYC
 * stand-in) post one to themselves, authorised by the one-time token in it, as a provider's
 * hosted page would be.
 */
export function guardControls(allowed: OriginPolicy, formPaths: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !allowed(origin, new URL(c.req.url))) {
      return errorResponse(c, 403, `The sandbox's controls do not answer pages on ${origin}.`);
    }
    if (!READS.has(c.req.method)) {
      const type = mediaType(c.req.header('content-type'));
      const form = formPaths.includes(c.req.path) && type === 'application/x-www-form-urlencoded';
      if (type !== 'application/json' && !form) {
        return errorResponse(c, 415, 'Send the control a JSON body (Content-Type: application/json).');
      }
    }
    return next();
  };
}
