import type { CurrencyLike } from '../../lib/format';
import { renderDecimalsOf } from '../../lib/format';
import { cmp, tryNormalize } from '../../lib/money';
import { type AmountRules, checkAmount } from '../../ui/AmountInput';
import type { CalcRequest } from './calculator/store';
import { type UseOrderCalculatorOptions, useOrderCalculator } from './calculator/useOrderCalculator';
import type { Draft } from './intent/useDraft';
import { useAmountFields } from './useAmountFields';

export interface UseOrderQuoteOptions extends UseOrderCalculatorOptions {
  /** The rules of the "you pay" field (decimals, balance…): the same the AmountInput shows. */
  fromRules: AmountRules;
  /** The rules of the "you get" field. */
  toRules?: AmountRules;
  /** The currencies, for the render_decimal the quoted field is filled with. */
  fromCurrency?: CurrencyLike | null;
  toCurrency?: CurrencyLike | null;
  /** The flow's persisted draft (amount texts live there). */
  draft: Draft;
}

/**
 * A flow's calculator with its two amount fields, and the quote BOUND to what the form asks now:
 * order type, currencies, the typed amount (valid by the field's own rules) on its side, and the
 * destination. `quoted` is true only when a fresh quote answers exactly that; any edit — a bad
 * value, another currency or address — makes it stale until the matching quote arrives, so the
 * primary action can never send an amount other than the one on screen.
 */
export function useOrderQuote(opts: UseOrderQuoteOptions) {
  const calc = useOrderCalculator(opts);
  const fields = useAmountFields(calc.calculator, calc, opts.draft, {
    from: renderDecimalsOf(opts.fromCurrency, 8),
    to: renderDecimalsOf(opts.toCurrency ?? opts.fromCurrency, 8),
  });
  const isReverse = opts.draft.get('editing') === 'to';
  const typed = isReverse
    ? checkAmount(fields.toText, opts.toRules ?? opts.fromRules)
    : checkAmount(fields.fromText, opts.fromRules);
  const request: CalcRequest | null =
    typed.ok && !opts.disabled && opts.fromCurrencyId && opts.toCurrencyId && opts.orderType
      ? {
          order_type: opts.orderType,
          from_currency_id: opts.fromCurrencyId,
          to_currency_id: opts.toCurrencyId,
          amount: typed.value,
          is_reverse: isReverse,
          ...(opts.toAddress ? { to_address: opts.toAddress } : {}),
        }
      : null;
  const bound = calc.calculator.boundQuote(request);
  const pay = tryNormalize(bound?.from_amount ?? null);
  return {
    calc,
    fields,
    /** What the quote card shows: the bound quote, or the last one marked "updating" while a
     * valid edit waits for its own; nothing next to an invalid amount. */
    shown: {
      result: request ? calc.result : null,
      loading: !!request && !bound && (calc.loading || !!calc.result),
      error: calc.error,
      /** Asks again after a failure (not for a pair that has no rate: asking again cannot help). */
      retry: calc.error && !calc.notAvailable ? calc.calculator.refresh : null,
    },
    /** The quote for exactly what the form asks, or null. */
    bound,
    /** The request the bound quote answers (its amount is the typed one, exactly). */
    request: bound ? request : null,
    pay,
    receive: tryNormalize(bound?.result_amount ?? null),
    isReverse,
    /** The typed amount, exactly as validated, on the side typed ('0' without a bound quote). */
    typedAmount: bound && request ? request.amount : '0',
    /** The amount paid in the paying currency (first-generation bodies carry no is_reverse). */
    payAmount: bound && request ? (isReverse ? (pay ?? '0') : request.amount) : '0',
    /** A fresh quote matches the form. */
    quoted: !!bound,
    /** What the quote makes the user pay (fees included) is more than `balance`. */
    isOver: (balance: string | null | undefined) => !!balance && !!pay && cmp(pay, balance) > 0,
  };
}

export type OrderQuote = ReturnType<typeof useOrderQuote>;
