import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError } from '../../api/errors';
import type { CalcResult } from '../../api/types';
import { t } from '../../i18n';
import { type CurrencyLike, fieldAmount, renderDecimalsOf } from '../../lib/format';
import { isZero, tryNormalize } from '../../lib/money';
import { queryClient } from '../../lib/server-state/client';
import { type AmountRules, checkAmount } from '../../ui/AmountInput';
import {
  type CalcVersion,
  calcRequest,
  currencyNotDefined,
  pairNotAvailable,
  QUOTE_REFRESH_MS,
  type QuotePricing,
  quoteQuery,
  sameRequest,
  wireToDecimal,
} from './calculator/quote-query';
import { useSettledAmount } from './calculator/useSettledAmount';
import type { PricedOrder } from './engine/flow';
import type { Draft } from './intent/useDraft';

export type AmountSide = 'from' | 'to';

/**
 * The one place a flow's amount lives: the draft's `amount` (the text exactly as typed) and
 * `editing` (the side it was typed in: "you pay" or "you get"). The other side is never stored.
 */
export const typedSide = (draft: Draft): AmountSide => (draft.get('editing') === 'to' ? 'to' : 'from');
/** The text typed in `side`, or '' when the user typed in the other one. */
export const typedText = (draft: Draft, side: AmountSide) =>
  typedSide(draft) === side ? draft.get('amount') : '';

export interface UseOrderQuoteOptions extends QuotePricing {
  /** The calculator waits (no type chosen, locked by KYC…). */
  disabled?: boolean;
  version: CalcVersion;
  /** The rules of the "you pay" field (decimals, balance…): the same the AmountInput shows. */
  fromRules: AmountRules;
  /** The rules of the "you get" field. */
  toRules?: AmountRules;
  /** The currencies, for the render_decimal the quoted field is shown with. */
  fromCurrency?: CurrencyLike | null;
  toCurrency?: CurrencyLike | null;
  /** The flow's persisted draft (the typed amount lives there). */
  draft: Draft;
}

/** The typed text as the calculator may ask it: valid by its field's rules, not zero. */
function askable(text: string, rules: AmountRules): string | null {
  const check = checkAmount(text, rules);
  return check.ok && !isZero(check.value) ? tryNormalize(check.value) : null;
}

/**
 * A flow's two amount fields and its quote. The quote is a query keyed by the calculator request
 * (calculator/quote-query.ts) for the typed amount once typing settled (1000 ms; a currency or
 * destination change asks at once). `bound` is that query's answer only while its key is exactly
 * what the form asks now and it is current (not a placeholder, not being fetched again, younger
 * than 30 s): any edit unbinds it until the matching answer is in, so the primary action can never
 * send an amount other than the one on screen. The field not typed in shows the shown quote's
 * figure, derived at render.
 */
export function useOrderQuote(opts: UseOrderQuoteOptions) {
  const { draft } = opts;
  const side = typedSide(draft);
  const isReverse = side === 'to';
  const text = draft.get('amount');
  const typedAmount = opts.disabled
    ? null
    : askable(text, isReverse ? (opts.toRules ?? opts.fromRules) : opts.fromRules);
  const pricing: QuotePricing = {
    orderType: opts.orderType,
    fromCurrencyId: opts.fromCurrencyId,
    toCurrencyId: opts.toCurrencyId,
    toAddress: opts.toAddress ?? null,
  };
  const settled = useSettledAmount(
    { amount: typedAmount, isReverse },
    JSON.stringify([pricing, !!opts.disabled]),
  );
  /** What the form asks now, and what the calculator is asked (the same once typing settled). */
  const asks = calcRequest(pricing, typedAmount, isReverse);
  const asked = calcRequest(pricing, settled.amount, settled.isReverse);
  const query = useQuery(quoteQuery(opts.version, asked), queryClient);
  const fetching = query.fetchStatus !== 'idle';
  const failed = query.status === 'error' && !fetching;
  const notAvailable = failed && query.error.status === 404;
  const missingCurrency = !!settled.amount && !!opts.orderType && !asked;

  const bound: CalcResult | null =
    query.isSuccess &&
    !query.isPlaceholderData &&
    !fetching &&
    sameRequest(asked, asks) &&
    Date.now() - query.dataUpdatedAt < QUOTE_REFRESH_MS
      ? query.data
      : null;
  // Shown beside a valid amount: the bound quote, or the last one as "updating"; never a figure
  // beside a failure (it answered another amount, or has aged).
  const shownResult = asks && !failed ? (query.data ?? null) : null;
  const error = missingCurrency
    ? currencyNotDefined()
    : failed
      ? notAvailable
        ? pairNotAvailable()
        : isApiError(query.error)
          ? query.error.message
          : t('orders.calc.failed')
      : null;

  const { refetch } = query;
  const { waiting, settle } = settled;
  /** Asks for what the form asks now: the settled amount again, or the typed one at once. */
  const refresh = useCallback(() => (waiting ? settle() : void refetch()), [waiting, settle, refetch]);

  const other = shownResult
    ? wireToDecimal(isReverse ? shownResult.from_amount : shownResult.result_amount)
    : '';
  const { set } = draft;
  // The text is kept exactly as typed; the field's rules are applied to it at render (askable).
  const type = (typedIn: AmountSide) => (value: string) => {
    set('amount', value);
    set('editing', typedIn);
  };

  const pay = tryNormalize(bound?.from_amount ?? null) ?? '0';
  const priced: Omit<PricedOrder, 'walletId'> | null =
    bound && asks
      ? {
          amount: asks.amount,
          pay,
          receive: tryNormalize(bound.result_amount) ?? '0',
          payAmount: isReverse ? pay : asks.amount,
          isReverse,
        }
      : null;

  return {
    fields: {
      fromText: isReverse ? fieldAmount(other, renderDecimalsOf(opts.fromCurrency, 8)) : text,
      toText: isReverse
        ? text
        : fieldAmount(other, renderDecimalsOf(opts.toCurrency ?? opts.fromCurrency, 8)),
      onFrom: type('from'),
      onTo: type('to'),
      /** Empties the amount (after a success). */
      reset() {
        set('amount', '');
        set('editing', 'from');
      },
    },
    /** What the quote card shows. */
    shown: {
      result: shownResult,
      loading: !!asks && !bound && (fetching || !!shownResult),
      error,
      /** Asks again after a failure (not for a pair that has no rate: asking again cannot help). */
      retry: failed && !notAvailable ? refresh : null,
    },
    /** The quote for exactly what the form asks, or null. */
    bound,
    /** The order as the bound quote prices it (the amount exactly as asked), or null. */
    priced,
    isReverse,
    /** A quote is on its way. */
    refreshing: fetching,
    refresh,
  };
}

export type OrderQuote = ReturnType<typeof useOrderQuote>;
