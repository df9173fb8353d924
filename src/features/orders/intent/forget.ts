/**
 * Every money form's intent (storage.ts) is kept in sessionStorage under this prefix. Apart from
 * storage.ts so that the boot, which registers `forgetIntents` with the owner-change hub, does
 * not take the forms' storage code onto the first screen.
 */
export const INTENT_PREFIX = 'order-intent:';

/** Sign-out or another owner: no draft, request id or "maybe sent" order of the last one survives. */
export function forgetIntents(): void {
  let s: Storage;
  try {
    s = sessionStorage;
  } catch {
    return; // storage blocked: nothing was kept
  }
  for (let i = s.length - 1; i >= 0; i--) {
    const key = s.key(i);
    if (key?.startsWith(INTENT_PREFIX)) s.removeItem(key);
  }
}
