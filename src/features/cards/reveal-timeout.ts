import { config } from '../../config';

/** Card details stay on screen this long (DESIGN §8: hidden again after a short time). */
export const REVEAL_MS = 30_000;

/**
 * Against the sandbox only, e2e tests may shorten the timeout with
 * `localStorage['sandbox:card-reveal-ms']`; a real platform build ignores the flag entirely.
 */
export function revealTimeoutMs(): number {
  if (!config.platformIsSandbox) return REVEAL_MS;
  try {
    const raw = Number(localStorage.getItem('sandbox:card-reveal-ms'));
    return Number.isFinite(raw) && raw > 0 ? raw : REVEAL_MS;
  } catch {
    return REVEAL_MS;
  }
}
