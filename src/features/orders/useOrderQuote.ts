import { cmp, tryNormalize } from '../../lib/money';
import { type UseOrderCalculatorOptions, useOrderCalculator } from './calculator/useOrderCalculator';
import { useAmountFields } from './useAmountFields';

/**
 * A flow's calculator with its two amount fields, and what the quote says: what the user pays,
 * what arrives, and which side they typed (the order is sent "reverse" when it was the receive side).
 */
export function useOrderQuote(opts: UseOrderCalculatorOptions) {
  const calc = useOrderCalculator(opts);
  const fields = useAmountFields(calc.calculator, calc);
  const isReverse = calc.editing === 'to';
  const pay = tryNormalize(calc.result?.from_amount ?? null);
  return {
    calc,
    fields,
    pay,
    receive: tryNormalize(calc.result?.result_amount ?? null),
    isReverse,
    /** The amount the user typed, on the side they typed it ('0' when it is not a number yet). */
    typedAmount: (isReverse ? tryNormalize(fields.toText) : tryNormalize(fields.fromText)) ?? '0',
    /** A quote is in, current and without error. */
    quoted: !!calc.result && !calc.loading && !calc.error,
    /** What the quote makes the user pay (fees included) is more than `balance`. */
    isOver: (balance: string | null | undefined) => !!balance && !!pay && cmp(pay, balance) > 0,
  };
}
