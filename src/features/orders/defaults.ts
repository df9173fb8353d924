/**
 * Sensible starting points for a form: pay from what the wallet holds most of (by its worth),
 * towards the usual counterpart — a stablecoin for anything volatile, Bitcoin (else Ether) for a
 * stablecoin or fiat. The user's own choice always wins; these only fill an empty form.
 */
import type { Currency } from '../../api/types';
import { cmp } from '../../lib/money';
import type { Holding } from './data';

export function largestHolding(holdings: readonly Holding[]): Holding | null {
  let best: Holding | null = null;
  for (const h of holdings) {
    if (!best || cmp(h.fiat ?? '0', best.fiat ?? '0') > 0) best = h;
  }
  return best;
}

const STABLE_FIRST = ['USDT', 'USDC'];
const VOLATILE_FIRST = ['BTC', 'ETH'];

export function usualCounterpart(from: Currency | undefined, targets: readonly Currency[]): Currency | null {
  if (!from || targets.length === 0) return null;
  const wanted = from.is_stablecoin || !from.is_crypto ? VOLATILE_FIRST : STABLE_FIRST;
  const sameChain = (c: Currency) =>
    from.is_crypto && c.is_crypto && c.meta.chain_id === from.meta.chain_id ? 0 : 1;
  for (const symbol of wanted) {
    const matches = targets
      .filter((c) => c.meta.symbol === symbol)
      .sort((a, b) => sameChain(a) - sameChain(b));
    if (matches[0]) return matches[0];
  }
  return targets[0] ?? null;
}
