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

export type SubmitPhase = 'idle' | 'sending' | 'checking' | 'unknown' | 'done';

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

export interface OrderResult {
  orderUuid: string | null;
  summary: OrderSummary | null;
}

export interface OrderSubmit {
  requestId: string;
  phase: SubmitPhase;
  /** True from the tap until the outcome (and while an earlier order is looked up). */
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

const uuidOf = (l: Lookup) => (l === 'unsure' ? null : l);

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

  const [phase, setPhase] = useState<SubmitPhase>(() =>
    readIntent(storageKey).inflight ? 'checking' : 'idle',
  );
  const [error, setError] = useState<ApiError | null>(null);
  const [uncertain, setUncertain] = useState(false);
  const [lookalike, setLookalike] = useState(false);
  const [result, setResult] = useState<OrderResult | null>(null);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const locked = useRef(false);
  const latest = useRef(spec);
  latest.current = spec;
  // The write itself; what surrounds it (the intent marker, the look-up after a lost answer, the
  // phases) is the outcome's bookkeeping. Never retried by itself (DESIGN §4).
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
      setError(null);
      setUncertain(false);
      setLookalike(false);
      s.onReset?.();
      if (orderUuid && summary) rememberSubmitted(orderUuid, summary);
      if (s.onDone && orderUuid) {
        setPhase('idle');
        s.onDone(orderUuid);
      } else if (orderUuid) {
        setPhase('done');
        // Replace the form in history: back from a finished order never returns to it.
        navigate(paths.order(s.walletId, orderUuid), { replace: true });
      } else {
        setPhase('done');
        setResult({ orderUuid: null, summary });
      }
    },
    [navigate, storageKey],
  );

  const send = useCallback(async () => {
    if (locked.current) return; // a second tap while the first is on its way
    const s = latest.current;
    if (!s.canSend || (s.generation === 1 && !s.match)) return;
    locked.current = true;
    setPhase('sending');
    setError(null);
    setLookalike(false);
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
      setUncertain(false);
      // Created for sure; an order that cannot be named is shown as a result in place.
      const uuid = orderUuidOf(answer) ?? uuidOf(await lookUp(s.walletId, inflight, known));
      finish(uuid, summary);
    } catch (err) {
      if (!isApiError(err)) {
        writeIntent(storageKey, { inflight: null });
        setPhase('idle');
        throw err;
      }
      if (isLost(err)) {
        const found = await lookUp(s.walletId, inflight, known);
        if (found && found !== 'unsure') {
          finish(found, summary);
          return;
        }
        haptic('error');
        setError(err);
        if (s.generation === 1) {
          // The marker stays: until the user decides, this intent is "maybe sent".
          setLookalike(found === 'unsure');
          setPhase('unknown');
        } else {
          writeIntent(storageKey, { inflight: null });
          setUncertain(true);
          setPhase('idle');
        }
        return;
      }
      writeIntent(storageKey, { inflight: null }); // the platform refused it: nothing was created
      if (err.status === 403 && err.code === 'OTP_REQUIRED') {
        setNeedsSecondFactor(true);
        setPhase('idle');
        return;
      }
      haptic('error');
      setError(err);
      setPhase('idle');
    } finally {
      locked.current = false;
    }
  }, [finish, requestId, storageKey, createOrder]);

  // An order was in flight when the page went away: find it before anything else.
  useEffect(() => {
    const stored = readIntent(storageKey);
    const f = stored.inflight;
    if (!f) return;
    let cancelled = false;
    locked.current = true;
    void lookUp(spec.walletId, f, stored.known).then((found) => {
      if (cancelled) return;
      locked.current = false;
      if (found && found !== 'unsure') finish(found, null);
      else if (f.match) {
        setLookalike(found === 'unsure');
        setPhase('unknown');
      } else {
        writeIntent(storageKey, { inflight: null });
        setUncertain(true); // v2: re-sending reuses the same request id
        setPhase('idle');
      }
    });
    return () => {
      cancelled = true;
      locked.current = false;
    };
  }, [storageKey, spec.walletId, finish]);

  return {
    requestId,
    phase,
    submitting: phase === 'sending' || phase === 'checking',
    error,
    uncertain,
    unknownOutcome: phase === 'unknown',
    lookalike: phase === 'unknown' && lookalike,
    result,
    needsSecondFactor,
    submit: phase === 'unknown' || phase === 'done' ? async () => {} : send,
    sendAgain: async () => {
      if (phase !== 'unknown') return;
      writeIntent(storageKey, { inflight: null });
      setPhase('idle');
      await send();
    },
    confirmed: () => {
      setNeedsSecondFactor(false);
      void send();
    },
    cancelSecondFactor: () => setNeedsSecondFactor(false),
    fieldError: (field) => error?.fields[field] ?? null,
    startOver: () => {
      setResult(null);
      setPhase('idle');
    },
  };
}

/** The sentence shown under the form for a failed or unknown submit. */
export function submitErrorText(s: OrderSubmit): string | null {
  if (s.phase === 'checking') return t('orders.submit.checking');
  if (s.unknownOutcome)
    return s.lookalike ? t('orders.submit.unknownLookalike') : t('orders.submit.unknownOutcome');
  if (!s.error) return null;
  if (s.uncertain) return t('orders.submit.uncertain');
  return s.error.message;
}
