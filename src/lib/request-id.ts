/**
 * Idempotency ids for anything that moves money or issues a card (DESIGN.md §4).
 *
 * The platform de-duplicates creations by `request_id`. The id must therefore belong to the
 * user's INTENT, not to the HTTP request: a double tap, a retry after a timeout or a lost
 * response all re-send the same id, so the platform answers with the first result instead of
 * creating a second payment. Make a new id only when the intent changes (the user edits the
 * form) or after the platform confirmed the previous one.
 */
import { useCallback, useRef, useState } from 'react';

/** A random UUID v4 (crypto.randomUUID, or getRandomValues where randomUUID is missing). */
export function newRequestId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  if (c && typeof c.getRandomValues === 'function') c.getRandomValues(bytes);
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface IntentId {
  /** The id to send as `request_id`; stays the same across retries of this intent. */
  id: string;
  /** Starts a new intent: call after a confirmed success, or when the user edits the intent. */
  renew: () => void;
}

function stableKey(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/**
 * A stable id for one user intent, e.g. in a withdrawal sheet:
 *
 *   const intent = useIntentId({ amount, destinationId }); // renews when these change
 *   await call(createWithdrawal, { body: { ...form, request_id: intent.id } }); // retry reuses it
 *   intent.renew(); // after the platform confirmed
 *
 * `intentOf` is optional: when given, a new id is made whenever its JSON changes, so an edited
 * form can never reuse the id of a payment it no longer describes. Without it, call `renew()`.
 */
export function useIntentId(intentOf?: unknown): IntentId {
  const key = stableKey(intentOf);
  const state = useRef<{ id: string; key: string } | null>(null);
  const [, rerender] = useState(0);
  if (state.current === null) state.current = { id: newRequestId(), key };
  else if (state.current.key !== key) {
    // Renewed during render, not in an effect, so no submit can run with the old id in between.
    state.current = { id: newRequestId(), key };
  }
  const renew = useCallback(() => {
    if (state.current) state.current = { id: newRequestId(), key: state.current.key };
    rerender((n) => n + 1);
  }, []);
  return { id: state.current.id, renew };
}
