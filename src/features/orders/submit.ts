import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type ApiError, isApiError } from '../../api/errors';
import { paths } from '../../app/paths';
import { haptic } from '../../lib/platform';
import { useIntentId } from '../../lib/request-id';
import { refreshWallets } from './data';
import { findOrderByRequestId, orderUuidOf } from './reconcile';

/**
 * Submitting an order, safely:
 * - one `request_id` per user intent (useIntentId): a double tap, a retry, and the re-submit after
 *   the second factor all carry the SAME id; the platform answers a repeat with the first order.
 *   It goes as `request_id` in v2 bodies. First-generation bodies have none, and no header outside
 *   API.md §1.2 may carry it (a CORS preflight would refuse it): those rely on the lock below.
 * - the submit button locks while a request is in flight (a second tap is ignored here too).
 * - 403 OTP_REQUIRED (decision: the platform's way of asking for a second factor) opens the
 *   confirmation sheet; once APPROVED the same request is sent again with the same id.
 * - after a timeout / lost response (network, 502–504) we look the order up by request_id before
 *   offering a retry, so the user never pays twice.
 */
export type SendOrder = (requestId: string) => Promise<unknown>;

export interface OrderSubmit {
  requestId: string;
  submitting: boolean;
  error: ApiError | null;
  /** The last failure was "we don't know": the retry re-sends the same request id. */
  uncertain: boolean;
  needsSecondFactor: boolean;
  submit: () => Promise<void>;
  /** Called by the second-factor sheet once the verification is APPROVED. */
  confirmed: () => void;
  cancelSecondFactor: () => void;
  fieldError: (field: string) => string | null;
}

const isLost = (err: ApiError) =>
  err.isNetwork || err.status === 502 || err.status === 503 || err.status === 504;

export interface OrderSubmitOptions {
  /** Instead of opening the order status screen (e.g. a sheet that follows the order in place). */
  onDone?: (orderUuid: string | null) => void;
}

export function useOrderSubmit(
  walletId: string,
  intentOf: unknown,
  send: SendOrder,
  alsoRefresh: string[] = [],
  options: OrderSubmitOptions = {},
): OrderSubmit {
  const intent = useIntentId(intentOf);
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [uncertain, setUncertain] = useState(false);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef({ send, requestId: intent.id, walletId, alsoRefresh, onDone: options.onDone });
  latest.current = { send, requestId: intent.id, walletId, alsoRefresh, onDone: options.onDone };

  const done = useCallback(
    (orderUuid: string | null) => {
      const { walletId: w, alsoRefresh: extra, onDone } = latest.current;
      haptic('success');
      refreshWallets(w, ...extra);
      intent.renew();
      if (onDone) onDone(orderUuid);
      else if (orderUuid) navigate(paths.order(w, orderUuid));
    },
    [intent, navigate],
  );

  const submit = useCallback(async () => {
    if (inFlight.current) return; // double tap
    inFlight.current = true;
    setSubmitting(true);
    setError(null);
    const { send: run, requestId, walletId: w } = latest.current;
    try {
      const answer = await run(requestId);
      setUncertain(false);
      let uuid = orderUuidOf(answer);
      if (!uuid) uuid = (await findOrderByRequestId(w, requestId).catch(() => null))?.order_uuid ?? null;
      done(uuid);
    } catch (err) {
      if (!isApiError(err)) throw err;
      if (err.status === 403 && err.code === 'OTP_REQUIRED') {
        setNeedsSecondFactor(true);
        return;
      }
      if (isLost(err)) {
        const found = await findOrderByRequestId(w, requestId).catch(() => null);
        if (found) {
          setUncertain(false);
          done(found.order_uuid);
          return;
        }
        setUncertain(true);
      }
      haptic('error');
      setError(err);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, [done]);

  return {
    requestId: intent.id,
    submitting,
    error,
    uncertain,
    needsSecondFactor,
    submit,
    confirmed: () => {
      setNeedsSecondFactor(false);
      void submit();
    },
    cancelSecondFactor: () => setNeedsSecondFactor(false),
    fieldError: (field) => error?.fields[field] ?? null,
  };
}

/** The sentence shown under the form for a failed submit. */
export function submitErrorText(s: OrderSubmit): string | null {
  if (!s.error) return null;
  if (s.uncertain) {
    return 'We could not confirm the order: no answer reached us and it is not in your orders yet. Try again — it will not be created twice.';
  }
  return s.error.message;
}
