import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type ApiError, isApiError } from '../../api/errors';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { newRequestId } from '../../lib/request-id';
import { queryClient } from '../../lib/server-state/client';
import { paths } from '../../routing/paths';
import { refreshWallets } from './data';
import {
  initialSubmitState,
  isBusy,
  type OrderResult,
  type SubmitEvent,
  type SubmitState,
  submitReducer,
} from './engine/submit-machine';
import { type InFlight, intentKey, type OrderMatch, readIntent, writeIntent } from './intent/storage';
import { findOrderByRequestId, findOrderLike, orderUuidOf, snapshotLike } from './reconcile';
import { type OrderSummary, rememberSubmitted } from './summary';

/**
 * Creating an order so that nothing is paid twice, whatever the network does:
 * - Only the contract's headers go out. v2 bodies carry a `request_id` made once per intent and
 *   kept in sessionStorage with the draft, so a retry, the re-submit after the second factor and a
 *   submit after a reload all carry the SAME id.
 * - First-generation bodies carry none, so the action is locked from the tap until the outcome and
 *   nothing is ever re-sent by itself. Before sending, the app notes the identical orders the wallet
 *   already has. After a lost answer (network, timeout, 5xx) it looks for the order (same type,
 *   currencies and amount, new since the tap: reconcile.ts); found → shown as done; not found, or
 *   not surely this one → the outcome is "unknown", History is offered, and only an explicit "Send
 *   again" (which warns about a possible duplicate) sends it again.
 * - Whatever the create answer carries (possibly only `{id}`), the user lands on a result: the order
 *   screen when its uuid is known (the answer, or the lookup), else a result in place saying what
 *   was submitted. The draft and its id are cleared, so the same intent cannot go twice.
 * - An order in flight is written down before it is sent: after a reload the app looks it up first.
 */
export type SendOrder = (requestId: string) => Promise<unknown>;

export interface OrderSubmitSpec {
  /** The flow's name in storage keys ("exchange", "withdraw"…). */
  flow: string;
  walletId: string;
  /** 1: first-generation body without request_id; 2: body with request_id. */
  generation: 1 | 2;
  /** What the user asks (the draft): a new request id whenever it changes. */
  intentOf: unknown;
  send: SendOrder;
  /** A quote bound to the form is in: without one nothing is sent. */
  canSend: boolean;
  /** How a first-generation order is recognised in the order list (null until quoted). */
  match: OrderMatch | null;
  /** What is being submitted, for the result. */
  summary: OrderSummary | null;
  alsoRefresh?: string[];
  /** Instead of opening the order screen (a sheet that follows the order in place). */
  onDone?: (orderUuid: string | null) => void;
  /** Clears the form after a success. */
  onReset?: () => void;
}

export interface OrderSubmit {
  requestId: string;
  /** Where the submit stands (engine/submit-machine.ts); the fields below are read from it. */
  state: SubmitState;
  submitting: boolean;
  error: ApiError | null;
  /** v2: the answer was lost and the order is not in the list yet; a retry reuses the id (safe). */
  uncertain: boolean;
  /** v1: the answer was lost and the order was not found: only "Send again" repeats it. */
  unknownOutcome: boolean;
  /** With an unknown outcome: an identical order is listed, but it cannot be told to be this one. */
  lookalike: boolean;
  /** A result shown in place (the create answer named no order we could find). */
  result: OrderResult | null;
  needsSecondFactor: boolean;
  reviewing: boolean;
  /** Opens the review (over the form, or over an unknown outcome). */
  review: () => void;
  closeReview: () => void;
  /** The review's confirmation: sends, or after an unknown outcome sends again on the user's word. */
  confirm: () => Promise<void>;
  submit: () => Promise<void>;
  /** After an unknown outcome: sends again on the user's explicit word. */
  sendAgain: () => Promise<void>;
  confirmed: () => void;
  cancelSecondFactor: () => void;
  fieldError: (field: string) => string | null;
  /** Leaves the in-place result for a new, empty form. */
  startOver: () => void;
}

/** The answer may have been lost after the platform acted: network loss, timeout, 5xx. */
export const isLost = (err: ApiError) => err.isNetwork || err.isTimeout || err.status >= 500;

/** Looks a few times: an order still being created may appear a moment later. */
export const LOOKUP_DELAYS_MS = [0, 1500, 3000];

function stableKey(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The order's uuid; 'unsure' when an identical order is listed that may or may not be it. */
type Lookup = string | 'unsure' | null;

async function lookUp(walletId: string, f: InFlight, known: readonly string[]): Promise<Lookup> {
  for (const delay of LOOKUP_DELAYS_MS) {
    if (delay) await sleep(delay);
    try {
      if (f.match) {
        const subject = { match: f.match, since: f.since, before: f.before ?? null };
        const judged = await findOrderLike(walletId, subject, known);
        if (judged.kind === 'found') return judged.order.order_uuid;
        // Candidates only ever add up: looking again cannot make an unsure answer sure.
        if (judged.kind === 'unsure') return 'unsure';
      } else {
        const found = await findOrderByRequestId(walletId, f.requestId);
        if (found) return found.order_uuid;
      }
    } catch {
      // the lookup itself failed: try again, then say we do not know
    }
  }
  return null;
}

/** A bound quote is in and, for the first generation, the order can be recognised afterwards. */
const sendable = (s: OrderSubmitSpec) => s.canSend && (s.generation === 2 || !!s.match);

const uuidOf = (l: Lookup) => (l === 'unsure' ? null : l);

/** The submit state, held in a ref so a transition is decided synchronously (a double tap sees the
 * first tap's state), and mirrored into React to render. */
function useMachine(initial: () => SubmitState) {
  const ref = useRef<SubmitState | null>(null);
  if (ref.current === null) ref.current = initial();
  const [state, setState] = useState(ref.current);
  /** Applies the event; true when the state moved (only then may its side effect run). */
  const dispatch = useCallback((event: SubmitEvent) => {
    const next = submitReducer(ref.current!, event);
    if (next === ref.current) return false;
    ref.current = next;
    setState(next);
    return true;
  }, []);
  return [state, dispatch] as const;
}

export function useOrderSubmit(spec: OrderSubmitSpec): OrderSubmit {
  const storageKey = intentKey(spec.flow, spec.walletId);
  const [, navigate] = useLocation();

  // The request id belongs to the intent and survives a reload (sessionStorage).
  const key = stableKey(spec.intentOf);
  const idRef = useRef<{ id: string; key: string } | null>(null);
  if (idRef.current === null) {
    const stored = readIntent(storageKey);
    idRef.current =
      stored.requestId && stored.intentKey === key
        ? { id: stored.requestId, key }
        : { id: newRequestId(), key };
  } else if (idRef.current.key !== key) {
    idRef.current = { id: newRequestId(), key };
  }
  const requestId = idRef.current.id;
  useEffect(() => {
    writeIntent(storageKey, { requestId, intentKey: key });
  }, [storageKey, requestId, key]);

  const [state, dispatch] = useMachine(() => initialSubmitState(!!readIntent(storageKey).inflight));
  const latest = useRef(spec);
  latest.current = spec;
  // The write itself; what surrounds it (the intent marker, the look-up after a lost answer, the
  // states) is the outcome's bookkeeping. Never retried by itself (DESIGN §4).
  const create = useMutation({ mutationFn: (id: string) => latest.current.send(id) }, queryClient);
  const createOrder = create.mutateAsync;

  const finish = useCallback(
    (orderUuid: string | null, summary: OrderSummary | null) => {
      const s = latest.current;
      const stored = readIntent(storageKey);
      writeIntent(storageKey, {
        inflight: null,
        draft: {},
        requestId: null,
        intentKey: null,
        known: orderUuid ? [...stored.known, orderUuid] : stored.known,
      });
      idRef.current = { id: newRequestId(), key: '' };
      haptic('success');
      refreshWallets(s.walletId, ...(s.alsoRefresh ?? []));
      s.onReset?.();
      if (orderUuid && summary) rememberSubmitted(orderUuid, summary);
      dispatch({ type: 'created', result: orderUuid ? null : { orderUuid: null, summary } });
      if (s.onDone && orderUuid) s.onDone(orderUuid);
      // Replace the form in history: back from a finished order never returns to it.
      else if (orderUuid) navigate(paths.order(s.walletId, orderUuid), { replace: true });
    },
    [navigate, storageKey, dispatch],
  );

  /** Sends the order once the reducer has moved to 'sending' (the caller dispatched it). */
  const run = useCallback(async () => {
    const s = latest.current;
    const summary = s.summary;
    const since = Date.now();
    const match = s.generation === 1 ? s.match : null;
    // First generation: the identical orders that exist already, read before anything is sent.
    const before = match ? await snapshotLike(s.walletId, match) : null;
    const inflight: InFlight = { since, requestId, match, before };
    // Written BEFORE the request: a reload from here on looks the order up first.
    const known = writeIntent(storageKey, { inflight }).known;
    try {
      const answer = await createOrder(requestId);
      // Created for sure; an order that cannot be named is shown as a result in place.
      finish(orderUuidOf(answer) ?? uuidOf(await lookUp(s.walletId, inflight, known)), summary);
    } catch (err) {
      if (!isApiError(err)) {
        writeIntent(storageKey, { inflight: null });
        dispatch({ type: 'crashed' });
        throw err;
      }
      if (isLost(err)) {
        const found = await lookUp(s.walletId, inflight, known);
        if (found && found !== 'unsure') return finish(found, summary);
        haptic('error');
        // v1: the marker stays — until the user decides, this intent is "maybe sent".
        if (s.generation === 2) writeIntent(storageKey, { inflight: null });
        dispatch({ type: 'lost', generation: s.generation, error: err, lookalike: found === 'unsure' });
        return;
      }
      writeIntent(storageKey, { inflight: null }); // the platform refused it: nothing was created
      if (err.status === 403 && err.code === 'OTP_REQUIRED') {
        dispatch({ type: 'secondFactor' });
        return;
      }
      haptic('error');
      dispatch({ type: 'refused', error: err });
    }
  }, [finish, requestId, storageKey, createOrder, dispatch]);

  const send = useCallback(async () => {
    if (!sendable(latest.current) || !dispatch({ type: 'send' })) return; // not ready, or already on its way
    await run();
  }, [run, dispatch]);
  const sendAgain = useCallback(async () => {
    if (!sendable(latest.current) || !dispatch({ type: 'sendAgain' })) return;
    writeIntent(storageKey, { inflight: null });
    await run();
  }, [run, dispatch, storageKey]);

  // An order was in flight when the page went away: find it before anything else.
  useEffect(() => {
    const stored = readIntent(storageKey);
    const f = stored.inflight;
    if (!f) return;
    let cancelled = false;
    void lookUp(spec.walletId, f, stored.known).then((found) => {
      if (cancelled) return;
      if (found && found !== 'unsure') return finish(found, null);
      // v2: re-sending reuses the same request id, so the marker can go.
      if (!f.match) writeIntent(storageKey, { inflight: null });
      dispatch({ type: 'lost', generation: f.match ? 1 : 2, error: null, lookalike: found === 'unsure' });
    });
    return () => {
      cancelled = true;
    };
  }, [storageKey, spec.walletId, finish, dispatch]);

  const under = state.kind === 'reviewing' ? state.over : state;
  return {
    requestId,
    state,
    submitting: isBusy(state),
    error: under.kind === 'editing' || under.kind === 'unknown' ? under.error : null,
    uncertain: under.kind === 'editing' && under.uncertain,
    unknownOutcome: under.kind === 'unknown',
    lookalike: under.kind === 'unknown' && under.lookalike,
    result: state.kind === 'done' ? state.result : null,
    needsSecondFactor: state.kind === 'needsSecondFactor',
    reviewing: state.kind === 'reviewing',
    review: () => void dispatch({ type: 'review' }),
    closeReview: () => void dispatch({ type: 'closeReview' }),
    confirm: () => (under.kind === 'unknown' ? sendAgain() : send()),
    submit: send,
    sendAgain,
    confirmed: () => {
      // Approved, but the quote went stale meanwhile: back to the form, which quotes again.
      if (sendable(latest.current)) void send();
      else dispatch({ type: 'cancelSecondFactor' });
    },
    cancelSecondFactor: () => void dispatch({ type: 'cancelSecondFactor' }),
    fieldError: (field) => (under.kind === 'editing' ? (under.error?.fields[field] ?? null) : null),
    startOver: () => void dispatch({ type: 'startOver' }),
  };
}

/** The sentence shown under the form for a failed or unknown submit. */
export function submitErrorText(s: OrderSubmit): string | null {
  if (s.state.kind === 'checking') return t('orders.submit.checking');
  if (s.unknownOutcome)
    return s.lookalike ? t('orders.submit.unknownLookalike') : t('orders.submit.unknownOutcome');
  if (!s.error) return null;
  if (s.uncertain) return t('orders.submit.uncertain');
  return s.error.message;
}
