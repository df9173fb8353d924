/**
 * Requests the HTML's inline early script (src/build/route-preload.ts) sent before the app's code arrived:
 * the wallet list with a stored token, the Telegram sign-in from the raw init data. The API layer
 * adopts such an answer instead of sending the same request again — once, and only when method,
 * URL, token and body are exactly what it would send. The answer then goes through the normal
 * parsing and 401 handling, so adopting changes when a request left, never what it means.
 */
export interface EarlyAnswer {
  status: number;
  text: string;
}

export interface EarlyRequest {
  method: string;
  url: string;
  token: string | null;
  /** The App-Enviroment header it carried. */
  environment: string;
  body: string | null;
  /** Date.now() when it left. */
  at: number;
  response: Promise<EarlyAnswer>;
}

declare global {
  interface Window {
    __earlyRequests?: EarlyRequest[];
    __appStarted?: boolean;
    /** How many of the preloader's requests (and those their answers started) are still out. */
    __earlyPending?: number;
  }
}

/** Older than this, an early answer is not adopted: the app asks afresh (it was not for this screen). */
export const EARLY_MAX_AGE_MS = 20_000;

/** The preloader's answer to exactly this request, removed so nothing adopts it twice; else null. */
export function takeEarlyResponse(
  method: string,
  url: string,
  token: string | null,
  environment: string,
  body: string | null,
): Promise<EarlyAnswer> | null {
  const list = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  if (!list?.length) return null;
  const now = Date.now();
  const i = list.findIndex(
    (e) =>
      e.method === method &&
      e.url === url &&
      (e.token ?? null) === token &&
      e.environment === environment &&
      (e.body ?? null) === body &&
      now - e.at <= EARLY_MAX_AGE_MS,
  );
  if (i < 0) return null;
  const [entry] = list.splice(i, 1);
  return entry!.response;
}

/**
 * Called as the app boots, before its first request. The early script runs while the HTML is
 * parsed, before any module; should it ever run after the app (moved, made async), it sends none.
 */
export function markAppStarted(): void {
  if (typeof window !== 'undefined') window.__appStarted = true;
}

/**
 * Resolves once the preloader's requests (and the ones their answers started) have all come back,
 * or after `maxMs`: work that would share a slow network with the first screen's data waits for it.
 */
export function earlyRequestsSettled(maxMs: number): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (!window.__earlyPending || Date.now() - started >= maxMs) resolve();
      else setTimeout(check, 100);
    };
    check();
  });
}
