import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { fetchCalcV1, fetchCalcV2 } from './fetchers';
import { type CalcFetcher, type CalculatorParams, createCalculator, type OrderCalculator } from './store';

export interface UseOrderCalculatorOptions extends CalculatorParams {
  /** Which calc route prices this order type (v1 `/orders/calc` or v2 `/v2/orders/calc`). */
  version?: 1 | 2;
  /** Test seam. */
  fetchCalc?: CalcFetcher;
}

/**
 * One calculator per flow: the store lives as long as the component; currency, address and the
 * disabled flag are pushed in on every render (a change recalculates at once), amount edits go
 * through setFromAmount / setToAmount (debounced).
 */
export function useOrderCalculator(opts: UseOrderCalculatorOptions) {
  const ref = useRef<OrderCalculator | null>(null);
  if (ref.current === null) {
    ref.current = createCalculator({
      fetchCalc: opts.fetchCalc ?? (opts.version === 1 ? fetchCalcV1 : fetchCalcV2),
    });
  }
  const calc = ref.current;
  const { orderType, fromCurrencyId, toCurrencyId, toAddress, disabled } = opts;
  useEffect(() => {
    calc.setParams({
      orderType,
      fromCurrencyId,
      toCurrencyId,
      toAddress: toAddress ?? null,
      disabled: !!disabled,
    });
  }, [calc, orderType, fromCurrencyId, toCurrencyId, toAddress, disabled]);
  useEffect(() => {
    calc.resume();
    return () => calc.dispose();
  }, [calc]);
  const snap = useSnapshot(calc.state);
  return { ...snap, calculator: calc };
}
