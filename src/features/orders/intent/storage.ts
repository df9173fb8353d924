import type { OrderType } from '../../../api/types';

/**
 * One money form's intent, kept in sessionStorage per flow and wallet so a reload loses nothing
 * and pays nothing twice: the draft the user typed, the request id of that draft, and — while an
 * order is being created — what was sent and when, so the app can look the order up on return.
 * sessionStorage is per tab, like the form itself; nothing here is a secret, but all of it is the
 * account's: every change of owner forgets it (forget.ts, registered at boot).
 */
import { INTENT_PREFIX } from './forget';

export interface OrderMatch {
  /** `order_type` values the created order may carry in the order list. */
  orderTypes: OrderType[];
  /** '' = any (the platform picks the source, as for a prepaid card top-up). */
  fromId: string;
  toId: string;
  /** Decimal string exactly as sent. */
  amount: string;
}

export interface InFlight {
  /** ms timestamp of the tap. */
  since: number;
  requestId: string;
  /** First-generation orders carry no request id: they are found by what they are. */
  match: OrderMatch | null;
  /**
   * First generation: the uuids of identical orders the wallet already had at the tap (none of
   * them is this one); null when they could not be read, or in a marker written before this field.
   */
  before?: string[] | null;
}

export interface StoredIntent {
  draft: Record<string, string>;
  requestId: string | null;
  /** The JSON of the intent the request id belongs to. */
  intentKey: string | null;
  inflight: InFlight | null;
  /** Orders this flow already showed as done: a lookup never mistakes them for a new one. */
  known: string[];
}

const empty = (): StoredIntent => ({
  draft: {},
  requestId: null,
  intentKey: null,
  inflight: null,
  known: [],
});
export const intentKey = (flow: string, walletId: string) => `${INTENT_PREFIX}${flow}:${walletId}`;

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): the form still works, unsaved
  }
}

export function readIntent(key: string): StoredIntent {
  const raw = store()?.getItem(key);
  if (!raw) return empty();
  try {
    const v = JSON.parse(raw) as Partial<StoredIntent>;
    return {
      draft: v.draft && typeof v.draft === 'object' ? v.draft : {},
      requestId: typeof v.requestId === 'string' ? v.requestId : null,
      intentKey: typeof v.intentKey === 'string' ? v.intentKey : null,
      inflight: v.inflight ?? null,
      known: Array.isArray(v.known) ? v.known.slice(-20) : [],
    };
  } catch {
    return empty();
  }
}

export function writeIntent(key: string, patch: Partial<StoredIntent>): StoredIntent {
  const next = { ...readIntent(key), ...patch };
  try {
    store()?.setItem(key, JSON.stringify(next));
  } catch {
    // quota or blocked storage: keep working in memory
  }
  return next;
}
