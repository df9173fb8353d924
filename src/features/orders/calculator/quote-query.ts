/**
 * The order calculator's quote (SPEC §4–5) as a TanStack query whose key IS the calculator request
 * (order type, currencies, amount, side, destination; normalised): what a screen is given is, by
 * construction, the answer for exactly what that key asks. What the query itself holds:
 * - An abandoned request is aborted: the fetch hands the query's AbortSignal to the executor, so
 *   TanStack cancels it once no screen asks that key any more (another amount, currency or
 *   destination); a cancelled fetch is silent and its late answer is dropped.
 * - A quote older than `QUOTE_REFRESH_MS` (30 s) is fetched again, counted from its answer (not
 *   from when a screen began asking), so nobody confirms an aged rate; while the app is hidden the
 *   countdown waits and the aged quote is fetched on return.
 * - TanStack retries nothing: not after a failure, not on focus, reconnect or the interval. A
 *   failed quote is the user's to retry (the Retry beside its error).
 * - A 404 is logged as "Rate not found": the pair has no rate (the screen says so, with no Retry).
 * The debounce, the skip rules (no call for an empty or zero amount, or without both currencies)
 * and which answer binds to the form are useOrderQuote's: they decide the key.
 */
import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../../../api/errors';
import type { CalcResult } from '../../../api/types';
import { t } from '../../../i18n';
import { tryNormalize } from '../../../lib/money';
import { fetchCalcV1, fetchCalcV2 } from './fetchers';

export const CALC_DEBOUNCE_MS = 1000;
export const QUOTE_REFRESH_MS = 30_000;
/** The user's sentences, read when the error happens (in the language of that moment). */
export const currencyNotDefined = () => t('orders.calc.currencyMissing');
export const pairNotAvailable = () => t('orders.calc.pairUnavailable');

export interface CalcRequest {
  order_type: string;
  from_currency_id: string;
  to_currency_id: string;
  /** Decimal string, normalised ("100.50" and "100.5" are one request). */
  amount: string;
  is_reverse: boolean;
  /** Absent rather than empty: one destination, one key. */
  to_address?: string;
}

export type CalcFetcher = (req: CalcRequest, signal: AbortSignal) => Promise<CalcResult>;

/** What is priced besides the amount. */
export interface QuotePricing {
  orderType: string;
  fromCurrencyId: string | null;
  toCurrencyId: string | null;
  toAddress?: string | null;
}

/** The request for `amount` on its side, or null when something it needs is missing. */
export function calcRequest(p: QuotePricing, amount: string | null, isReverse: boolean): CalcRequest | null {
  if (!amount || !p.orderType || !p.fromCurrencyId || !p.toCurrencyId) return null;
  return {
    order_type: p.orderType,
    from_currency_id: p.fromCurrencyId,
    to_currency_id: p.toCurrencyId,
    amount,
    is_reverse: isReverse,
    ...(p.toAddress ? { to_address: p.toAddress } : {}),
  };
}

/** Same order type, currencies, amount, side and destination. */
export function sameRequest(a: CalcRequest | null, b: CalcRequest | null): boolean {
  if (!a || !b) return false;
  return samePricing(a, b) && a.amount === b.amount && a.is_reverse === b.is_reverse;
}

/** Same order type, currencies and destination (the amount or its side may differ). */
function samePricing(a: CalcRequest, b: CalcRequest): boolean {
  return (
    a.order_type === b.order_type &&
    a.from_currency_id === b.from_currency_id &&
    a.to_currency_id === b.to_currency_id &&
    (a.to_address ?? '') === (b.to_address ?? '')
  );
}

/** A wire number as a decimal string, never in exponent form ("1e-7" → "0.0000001"). */
export function wireToDecimal(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return tryNormalize(value) ?? '';
}

/** Which calc route prices an order type: v1 `/orders/calc` or v2 `/v2/orders/calc`. */
export type CalcVersion = 1 | 2;

const quoteKey = (version: CalcVersion, request: CalcRequest | null) =>
  ['orders', 'calc', version, request] as const;

async function fetchQuote(version: CalcVersion, request: CalcRequest, signal: AbortSignal) {
  try {
    return await (version === 1 ? fetchCalcV1 : fetchCalcV2)(request, signal);
  } catch (err) {
    if (isApiError(err) && err.status === 404) console.warn('Rate not found');
    throw err;
  }
}

/** Milliseconds until the quote in `state` is 30 s old, counted from its answer. */
function untilAged(state: { status: string; fetchStatus: string; dataUpdatedAt: number }): number | false {
  // A failed quote is never asked again by itself; one on its way is not asked twice.
  if (state.status !== 'success' || state.fetchStatus !== 'idle') return false;
  const left = QUOTE_REFRESH_MS - (Date.now() - state.dataUpdatedAt);
  // Already aged (the app was hidden): fetched again on return (stale), not by a 0 ms loop.
  return left > 0 ? left : QUOTE_REFRESH_MS;
}

/**
 * The quote query for `request` (null: disabled, nothing asked). `placeholderData` keeps the last
 * quote of the same pair and destination while a new amount is asked; the screen shows it only as
 * "updating", never as the answer (isPlaceholderData).
 */
export function quoteQuery(version: CalcVersion, request: CalcRequest | null) {
  return queryOptions({
    queryKey: quoteKey(version, request),
    queryFn: ({ signal }) => fetchQuote(version, request as CalcRequest, signal),
    enabled: request !== null,
    staleTime: QUOTE_REFRESH_MS,
    // An unwatched quote is soon worthless: it binds to nothing once 30 s old.
    gcTime: QUOTE_REFRESH_MS,
    refetchInterval: (query) => untilAged(query.state),
    refetchOnWindowFocus: (query) => query.state.status === 'success',
    refetchOnReconnect: (query) => query.state.status === 'success',
    retry: false,
    // Offline, the call is still made: its failure says so, with Retry (not a silent pause).
    networkMode: 'always',
    placeholderData: (previous: CalcResult | undefined, previousQuery) => {
      const asked = previousQuery?.queryKey[3] as CalcRequest | null | undefined;
      return asked && request && previousQuery?.queryKey[2] === version && samePricing(asked, request)
        ? previous
        : undefined;
    },
  });
}
