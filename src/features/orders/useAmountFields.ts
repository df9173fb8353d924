import { useEffect, useState } from 'react';
import { fieldAmount } from '../../lib/format';
import type { AmountCheck } from '../../ui/AmountInput';
import type { OrderCalculator } from './calculator/store';

/**
 * The two amount fields of a flow and the calculator behind them: the user's own text is never
 * rewritten; the OTHER field is filled from the quote. Invalid text (too many decimals, above
 * the balance) sends nothing to the calculator. The quoted side is filled at its currency's
 * render_decimal, the rounding every other screen shows.
 */
export function useAmountFields(
  calc: OrderCalculator,
  snap: { fromAmount: string; toAmount: string; editing: 'from' | 'to' },
  display: { from: number; to: number } = { from: 8, to: 8 },
) {
  const [fromText, setFromText] = useState('');
  const [toText, setToText] = useState('');
  const [fromOk, setFromOk] = useState(false);

  useEffect(() => {
    if (snap.editing === 'from') setToText(fieldAmount(snap.toAmount, display.to));
  }, [snap.editing, snap.toAmount, display.to]);
  useEffect(() => {
    if (snap.editing === 'to') setFromText(fieldAmount(snap.fromAmount, display.from));
  }, [snap.editing, snap.fromAmount, display.from]);

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
