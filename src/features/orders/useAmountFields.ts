import { useEffect, useRef } from 'react';
import { parseAmountInput } from '../../lib/amount-text';
import { fieldAmount } from '../../lib/format';
import type { AmountCheck } from '../../ui/AmountInput';
import type { OrderCalculator } from './calculator/store';
import type { Draft } from './intent/useDraft';

/** Enough decimals to read any restored draft; the field's own rules judge it afterwards. */
const ANY_DECIMALS = 36;

/**
 * The two amount fields of a flow and the calculator behind them: the user's own text is never
 * rewritten; the OTHER field is filled from the quote at its currency's render_decimal (the
 * rounding every other screen shows). Invalid text sends nothing to the calculator. The texts live
 * in the flow's draft, so a reload restores them and quotes them again.
 */
export function useAmountFields(
  calc: OrderCalculator,
  snap: { fromAmount: string; toAmount: string; editing: 'from' | 'to' },
  draft: Draft,
  display: { from: number; to: number } = { from: 8, to: 8 },
) {
  const fromText = draft.get('fromText');
  const toText = draft.get('toText');
  const { set } = draft;
  // The side the user typed: the draft knows it even before the calculator does (after a reload).
  const typed = draft.get('editing') === 'to' ? 'to' : 'from';

  useEffect(() => {
    if (typed === 'from' && snap.editing === 'from') set('toText', fieldAmount(snap.toAmount, display.to));
  }, [typed, snap.editing, snap.toAmount, display.to, set]);
  useEffect(() => {
    if (typed === 'to' && snap.editing === 'to') set('fromText', fieldAmount(snap.fromAmount, display.from));
  }, [typed, snap.editing, snap.fromAmount, display.from, set]);

  // A restored draft is quoted again (once, on mount).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const parsed = parseAmountInput(typed === 'to' ? toText : fromText, ANY_DECIMALS);
    if (!parsed.ok) return;
    if (typed === 'to') calc.setToAmount(parsed.value);
    else calc.setFromAmount(parsed.value);
  }, [calc, typed, fromText, toText]);

  return {
    fromText,
    toText,
    /** Empties both fields and the quote (after a success). */
    reset() {
      set('fromText', '');
      set('toText', '');
      set('editing', 'from');
      calc.reset();
    },
    onFrom(text: string, check: AmountCheck) {
      set('fromText', text);
      set('editing', 'from');
      calc.setFromAmount(check.ok ? check.value : '');
    },
    onTo(text: string, check: AmountCheck) {
      set('toText', text);
      set('editing', 'to');
      calc.setToAmount(check.ok ? check.value : '');
    },
  };
}
