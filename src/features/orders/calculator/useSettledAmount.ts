import { useCallback, useEffect, useState } from 'react';
import { CALC_DEBOUNCE_MS } from './quote-query';

/** The typed amount (normalised; null when empty, zero or refused by the field) and its side. */
export interface TypedAmount {
  amount: string | null;
  isReverse: boolean;
}

interface Settled extends TypedAmount {
  /** What was priced besides the amount when it settled. */
  pricing: string;
}

/**
 * The amount as the calculator asks it (SPEC §4): a keystroke waits `CALC_DEBOUNCE_MS` for the
 * next one, so a burst of typing asks once; a change of anything else priced (`pricing`: order
 * type, currencies, destination, the calculator switched on) takes the amount as it stands at
 * once, in the same render (no request for the old amount with the new currency).
 */
export function useSettledAmount(typed: TypedAmount, pricing: string) {
  const [settled, setSettled] = useState<Settled>(() => ({ pricing, ...typed }));
  let current = settled;
  if (settled.pricing !== pricing) {
    current = { pricing, ...typed };
    setSettled(current); // React re-renders at once, before anything is committed
  }
  const waiting = current.amount !== typed.amount || current.isReverse !== typed.isReverse;
  const { amount, isReverse } = typed;
  const settle = useCallback(() => setSettled({ pricing, amount, isReverse }), [pricing, amount, isReverse]);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(settle, CALC_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [waiting, settle]);
  return {
    amount: current.amount,
    isReverse: current.isReverse,
    /** Typing has not settled yet. */
    waiting,
    /** Asks for the typed amount now (no wait). */
    settle,
  };
}
