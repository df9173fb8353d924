import type { ApiError } from '../../../api/errors';
import type { OrderSummary } from '../summary';

/**
 * Where an order submit stands, as one value: every screen state is one of these, so no pair of
 * flags can disagree (a "sending" form that is also "unknown", a second-factor sheet over a
 * result). The reducer is pure and answers the SAME state for an event that does not apply: the
 * hook (useOrderSubmit) runs a side effect — the create call, a look-up — only when the reducer
 * moved, so a second tap while the first is on its way, or a tap after an unknown outcome, does
 * nothing by construction.
 */
export type SubmitState =
  /** The form; `error` from the last refusal; `uncertain`: a v2 answer was lost and a retry
   * reuses the same request_id (the platform de-duplicates it). */
  | { kind: 'editing'; error: ApiError | null; uncertain: boolean }
  /** The review sheet is open over the form, or over an unknown outcome ("Send again"). */
  | { kind: 'reviewing'; over: EditingState | UnknownState }
  /** An order was in flight when the page went away: it is looked up before anything else. */
  | { kind: 'checking' }
  | { kind: 'sending' }
  /** The platform asked for a second factor: nothing was created; approving sends again. */
  | { kind: 'needsSecondFactor' }
  /** v1: the answer was lost and the order was not found; only an explicit "Send again" repeats
   * it. `lookalike`: an identical order is listed but cannot be told to be this one. */
  | { kind: 'unknown'; error: ApiError | null; lookalike: boolean }
  /** Created: the order screen opened, or `result` shows in place (no order uuid to open). */
  | { kind: 'done'; result: OrderResult | null };

export type EditingState = Extract<SubmitState, { kind: 'editing' }>;
export type UnknownState = Extract<SubmitState, { kind: 'unknown' }>;

export interface OrderResult {
  orderUuid: string | null;
  summary: OrderSummary | null;
}

export type SubmitEvent =
  | { type: 'review' }
  | { type: 'closeReview' }
  /** The tap that sends: from the form, the review, or the approved second factor. */
  | { type: 'send' }
  /** After an unknown outcome, the user's explicit word (the review warned of a duplicate). */
  | { type: 'sendAgain' }
  | { type: 'created'; result: OrderResult | null }
  | { type: 'refused'; error: ApiError }
  | { type: 'secondFactor' }
  | { type: 'cancelSecondFactor' }
  /** The answer was lost and the order was not found (generation decides what follows). */
  | { type: 'lost'; generation: 1 | 2; error: ApiError | null; lookalike: boolean }
  /** The call failed before reaching the platform (a bug, not an answer): back to the form. */
  | { type: 'crashed' }
  | { type: 'startOver' };

export const editing = (error: ApiError | null = null, uncertain = false): EditingState => ({
  kind: 'editing',
  error,
  uncertain,
});

export const initialSubmitState = (inflight: boolean): SubmitState =>
  inflight ? { kind: 'checking' } : editing();

export function submitReducer(s: SubmitState, e: SubmitEvent): SubmitState {
  switch (e.type) {
    case 'review':
      return s.kind === 'editing' || s.kind === 'unknown' ? { kind: 'reviewing', over: s } : s;
    case 'closeReview':
      return s.kind === 'reviewing' ? s.over : s;
    case 'send':
      // Never from an unknown outcome (that needs 'sendAgain'), never twice.
      if (s.kind === 'reviewing' && s.over.kind === 'unknown') return s;
      return s.kind === 'editing' || s.kind === 'reviewing' || s.kind === 'needsSecondFactor'
        ? { kind: 'sending' }
        : s;
    case 'sendAgain':
      return s.kind === 'unknown' || (s.kind === 'reviewing' && s.over.kind === 'unknown')
        ? { kind: 'sending' }
        : s;
    case 'created':
      return s.kind === 'sending' || s.kind === 'checking' ? { kind: 'done', result: e.result } : s;
    case 'refused':
      return s.kind === 'sending' ? editing(e.error) : s;
    case 'secondFactor':
      return s.kind === 'sending' ? { kind: 'needsSecondFactor' } : s;
    case 'cancelSecondFactor':
      return s.kind === 'needsSecondFactor' ? editing() : s;
    case 'lost':
      if (s.kind !== 'sending' && s.kind !== 'checking') return s;
      return e.generation === 1
        ? { kind: 'unknown', error: e.error, lookalike: e.lookalike }
        : editing(e.error, true);
    case 'crashed':
      return s.kind === 'sending' ? editing() : s;
    case 'startOver':
      return s.kind === 'done' ? editing() : s;
  }
}

/** True from the tap until the outcome (and while an earlier order is looked up). */
export const isBusy = (s: SubmitState) => s.kind === 'sending' || s.kind === 'checking';
