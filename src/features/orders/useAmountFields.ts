import { useEffect, useState } from 'react';
import type { AmountCheck } from '../../ui/AmountInput';
import type { OrderCalculator } from './calculator/store';

/**
 * The two amount fields of a flow and the calculator behind them: the user's own text is never
 * rewritten; the OTHER field is filled from the quote. Invalid text (too many decimals, above
 * the balance) sends nothing to the calculator.
 */
export function useAmountFields(
  calc: OrderCalculator,
  snap: { fromAmount: string; toAmount: string; editing: 'from' | 'to' },
) {
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [fromOk, setFromOk] = useState(false);

  useEffect(() => {
    if (snap.editing === 'from') setToText(snap.toAmount);
  }, [snap.editing, snap.toAmount]);
  useEffect(() => {
    if (snap.editing === 'to') setFromText(snap.fromAmount);
  }, [snap.editing, snap.fromAmount]);

  return {
    fromText,
    toText,
    fromOk,
    onFrom(text: string, check: AmountCheck) {
      setFromText(text);
      setFromOk(check.ok);
      calc.setFromAmount(check.ok ? check.value : '');
    },
    onTo(text: string, check: AmountCheck) {
      setToText(text);
      calc.setToAmount(check.ok ? check.value : '');
    },
  };
}
