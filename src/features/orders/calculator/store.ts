/**
 * The order calculator (SPEC §4–5), framework-free so its timing is testable with fake timers.
 * The React hook (useOrderCalculator) wraps one instance per flow.
 *
 * Rules, exactly as SPEC says:
 * - Editing "you pay" or "you get" recalculates after a 1000 ms debounce; editing "you get" sends
 *   is_reverse=true. Changing either currency or the destination address recalculates at once.
 * - A new calculation aborts the one in flight (AbortController); an answer for an older request
 *   is dropped (sequence check), so a stale quote is never shown.
 * - Both currencies are required, else the error "From currency or to currency is not defined".
 * - No call when disabled or when the amount is empty or zero; a zero amount with no prior result
 *   resets the state.
 * - A calculation the client cancelled is ignored silently.
 * - Any other failure drops the last quote and the figure it filled in: nothing is shown or sent
 *   for an amount that was not quoted. `refresh()` asks again (the Retry next to the error).
 * - A 404 is logged as "Rate not found", resets the calculator and tells the user the pair is not
 *   available.
 * - A quote older than `refreshAfterMs` (30 s) is fetched again, so the user never confirms an
 *   aged rate.
 * - A quote is bound to the request that produced it (`quotedFor`): `boundQuote(current)` answers it
 *   only while the form still asks exactly that (same type, currencies, amount, side, destination),
 *   it is not being replaced, and it is younger than `refreshAfterMs`. Any edit makes it stale.
 */
import { proxy } from 'valtio/vanilla';
import { isApiError } from '../../../api/errors';
import type { CalcResult } from '../../../api/types';
import { t } from '../../../i18n';
import { isZero, tryNormalize } from '../../../lib/money';

export const CALC_DEBOUNCE_MS = 1000;
export const QUOTE_REFRESH_MS = 30_000;
/** The user's sentences, read when the error happens (in the language of that moment). */
export const currencyNotDefined = () => t('orders.calc.currencyMissing');
export const pairNotAvailable = () => t('orders.calc.pairUnavailable');

export interface CalcRequest {
  order_type: string;
  from_currency_id: string;
  to_currency_id: string;
  /** Decimal string. */
  amount: string;
  is_reverse: boolean;
  to_address?: string;
}

export type CalcFetcher = (req: CalcRequest, signal: AbortSignal) => Promise<CalcResult>;

export interface CalculatorParams {
  orderType: string;
  fromCurrencyId: string | null;
  toCurrencyId: string | null;
  toAddress?: string | null;
  disabled?: boolean;
}

export interface CalculatorState {
  /** What the user typed / what the quote says, as decimal strings ('' = nothing). */
  fromAmount: string;
  toAmount: string;
  /** Which side the user edits: it is the side sent as `amount`. */
  editing: 'from' | 'to';
  loading: boolean;
  result: CalcResult | null;
  /** The request `result` answers; null with no result. */
  quotedFor: CalcRequest | null;
  /** ms timestamp of the shown quote. */
  quotedAt: number | null;
  /** A sentence for the user, or null. */
  error: string | null;
  /** The last answer was 404: the pair has no rate. */
  notAvailable: boolean;
}

const initialState = (): CalculatorState => ({
  fromAmount: '',
  toAmount: '',
  editing: 'from',
  loading: false,
  result: null,
  quotedFor: null,
  quotedAt: null,
  error: null,
  notAvailable: false,
});

/** Same order type, currencies, amount, side and destination. */
export function sameRequest(a: CalcRequest | null, b: CalcRequest | null): boolean {
  if (!a || !b) return false;
  return (
    a.order_type === b.order_type &&
    a.from_currency_id === b.from_currency_id &&
    a.to_currency_id === b.to_currency_id &&
    a.amount === b.amount &&
    a.is_reverse === b.is_reverse &&
    (a.to_address ?? '') === (b.to_address ?? '')
  );
}

/** A wire number as a decimal string, never in exponent form ("1e-7" → "0.0000001"). */
export function wireToDecimal(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return tryNormalize(value) ?? '';
}

export interface CalculatorOptions {
  fetchCalc: CalcFetcher;
  debounceMs?: number;
  refreshAfterMs?: number;
  now?: () => number;
  /** Where "Rate not found" is logged (console.warn by default). */
  warn?: (message: string) => void;
}

export function createCalculator(opts: CalculatorOptions) {
  const debounceMs = opts.debounceMs ?? CALC_DEBOUNCE_MS;
  const refreshAfterMs = opts.refreshAfterMs ?? QUOTE_REFRESH_MS;
  const now = opts.now ?? Date.now;
  const warn = opts.warn ?? ((m: string) => console.warn(m));
  const state = proxy<CalculatorState>(initialState());
  let params: CalculatorParams = { orderType: '', fromCurrencyId: null, toCurrencyId: null };
  let debounce: ReturnType<typeof setTimeout> | null = null;
  let refreshTimer: ReturnType<typeof setTimeout> | null = null;
  let inflight: AbortController | null = null;
  let seq = 0;
  let disposed = false;

  const clearDebounce = () => {
    if (debounce) clearTimeout(debounce);
    debounce = null;
  };
  const clearRefresh = () => {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = null;
  };
  const abortInflight = () => {
    inflight?.abort();
    inflight = null;
    state.loading = false;
  };

  /** Forgets the quote and the figure it put in the other field (the typed one stays). */
  function dropQuote() {
    state.result = null;
    state.quotedFor = null;
    state.quotedAt = null;
    if (state.editing === 'from') state.toAmount = '';
    else state.fromAmount = '';
  }

  function reset(keepAmounts: boolean) {
    clearDebounce();
    clearRefresh();
    abortInflight();
    const { fromAmount, toAmount, editing } = state;
    Object.assign(state, initialState(), keepAmounts ? { fromAmount, toAmount, editing } : {});
  }

  /** Runs one calculation now. Resolves when it settled (or was skipped); never rejects. */
  async function calculate(): Promise<void> {
    clearDebounce();
    clearRefresh();
    if (disposed || params.disabled) return;
    const typed = state.editing === 'from' ? state.fromAmount : state.toAmount;
    const amount = tryNormalize(typed);
    if (amount === null || isZero(amount)) {
      abortInflight();
      seq += 1; // any answer still on its way belongs to an older amount
      if (state.editing === 'from') state.toAmount = '';
      else state.fromAmount = '';
      if (!state.result) reset(true);
      return;
    }
    if (!params.fromCurrencyId || !params.toCurrencyId) {
      abortInflight();
      state.error = currencyNotDefined();
      return;
    }
    abortInflight();
    const controller = new AbortController();
    inflight = controller;
    const mine = ++seq;
    const isReverse = state.editing === 'to';
    state.loading = true;
    state.error = null;
    state.notAvailable = false;
    const request: CalcRequest = {
      order_type: params.orderType,
      from_currency_id: params.fromCurrencyId,
      to_currency_id: params.toCurrencyId,
      amount,
      is_reverse: isReverse,
      ...(params.toAddress ? { to_address: params.toAddress } : {}),
    };
    try {
      const result = await opts.fetchCalc(request, controller.signal);
      if (mine !== seq || controller.signal.aborted || disposed) return; // stale: never shown
      inflight = null;
      state.loading = false;
      state.result = result;
      state.quotedFor = request;
      state.quotedAt = now();
      if (isReverse) state.fromAmount = wireToDecimal(result.from_amount);
      else state.toAmount = wireToDecimal(result.result_amount);
      refreshTimer = setTimeout(() => void calculate(), refreshAfterMs);
    } catch (err) {
      if (mine !== seq || disposed) return;
      if (controller.signal.aborted || (isApiError(err) && err.isAbort)) return; // cancelled: silent
      inflight = null;
      state.loading = false;
      if (isApiError(err) && err.status === 404) {
        warn('Rate not found');
        reset(true);
        dropQuote();
        state.notAvailable = true;
        state.error = pairNotAvailable();
        return;
      }
      // The last quote answered another amount (or has aged): nothing may stand beside the
      // error as if it were this amount's, and nothing may be sent on it. The typed side stays.
      dropQuote();
      state.error = isApiError(err) ? err.message : t('orders.calc.failed');
    }
  }

  function schedule() {
    clearDebounce();
    debounce = setTimeout(() => void calculate(), debounceMs);
  }

  return {
    state,
    /** Currency, address, order type or disabled flag changed: recalculate at once. */
    setParams(next: CalculatorParams) {
      const prev = params;
      params = { ...next };
      const changed =
        prev.orderType !== next.orderType ||
        prev.fromCurrencyId !== next.fromCurrencyId ||
        prev.toCurrencyId !== next.toCurrencyId ||
        (prev.toAddress ?? '') !== (next.toAddress ?? '') ||
        !!prev.disabled !== !!next.disabled;
      if (!changed) return;
      if (next.disabled) {
        clearDebounce();
        clearRefresh();
        abortInflight();
        return;
      }
      if (prev.fromCurrencyId !== next.fromCurrencyId || prev.toCurrencyId !== next.toCurrencyId) {
        // The old quote belongs to another pair: never show it next to the new one.
        state.result = null;
        state.quotedFor = null;
        state.quotedAt = null;
        state.notAvailable = false;
        state.error = null;
      }
      void calculate();
    },
    /** The user typed in "you pay" (decimal string already validated by the input). */
    setFromAmount(value: string) {
      state.editing = 'from';
      state.fromAmount = value;
      schedule();
    },
    /** The user typed in "you get": the amount is sent with is_reverse=true. */
    setToAmount(value: string) {
      state.editing = 'to';
      state.toAmount = value;
      schedule();
    },
    /** Recalculate now (e.g. before submit when the quote aged). */
    refresh: () => calculate(),
    isQuoteFresh: () => state.quotedAt !== null && now() - state.quotedAt < refreshAfterMs,
    /**
     * The quote for exactly `current` (what the form asks now), or null: none yet, being replaced,
     * failed, aged, or made for other inputs. The primary action is enabled only with one.
     */
    boundQuote(current: CalcRequest | null): CalcResult | null {
      if (!current || state.loading || state.error || !state.result) return null;
      if (state.quotedAt === null || now() - state.quotedAt >= refreshAfterMs) return null;
      return sameRequest(state.quotedFor, current) ? state.result : null;
    },
    reset: () => reset(false),
    /** Re-arms after dispose (React StrictMode mounts, unmounts and mounts again). */
    resume() {
      disposed = false;
    },
    dispose() {
      disposed = true;
      clearDebounce();
      clearRefresh();
      inflight?.abort();
      inflight = null;
    },
  };
}

export type OrderCalculator = ReturnType<typeof createCalculator>;
