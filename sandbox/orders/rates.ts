import { CURRENCIES, currencyById, type SandboxCurrency } from '../system/catalog.ts';
import { div, type Fixed, fx, mul, num, round, str, sub } from './decimal.ts';

/**
 * Exchange rates with a spread. The mid price comes from the catalogue's `usd` reference; the
 * platform quotes `mid × (1 − spread)` so every conversion costs the spread (`base_markup` in calc).
 *
 * Pairs WITHOUT a rate (so calc answers 404 and the client shows "pair not available"):
 * Polygon POL has no fiat market in the sandbox — POL↔USD and POL↔EUR have no rate.
 */
export const SPREAD = { crypto: fx('0.005'), fiat: fx('0.01') } as const;

export const NO_RATE_SYMBOL_WITH_FIAT = 'POL';

export interface Quote {
  from: SandboxCurrency;
  to: SandboxCurrency;
  mid: Fixed;
  /** What the platform applies: mid less the spread (1 for a same-currency move). */
  rate: Fixed;
  spread: Fixed;
}

export function quote(fromId: string, toId: string): Quote | null {
  const from = currencyById(fromId);
  const to = currencyById(toId);
  if (!from || !to) return null;
  if (from.uuid === to.uuid) return { from, to, mid: fx('1'), rate: fx('1'), spread: fx('0') };
  // Same asset on two chains (USDT ERC-20 ↔ TRC-20) still converts through the spread.
  const touchesFiat = !from.is_crypto || !to.is_crypto;
  if (touchesFiat && (from.symbol === NO_RATE_SYMBOL_WITH_FIAT || to.symbol === NO_RATE_SYMBOL_WITH_FIAT))
    return null;
  const spread = touchesFiat ? SPREAD.fiat : SPREAD.crypto;
  const mid = div(fx(from.usd), fx(to.usd));
  return { from, to, mid, rate: mul(mid, sub(fx('1'), spread)), spread };
}

/** Smallest amount accepted, in the from-currency: about one US dollar's worth. */
export function minAmount(from: SandboxCurrency): Fixed {
  return round(div(fx('1'), fx(from.usd)), from.decimal, 'up');
}

/** ExchangeRate rows of API.md §11 for GET /exchange/ (order_type, optional from_uuid or to_uuid). */
export function exchangeRates(
  filter: { from?: string; to?: string; allowed: (f: SandboxCurrency, t: SandboxCurrency) => boolean },
  now: number,
) {
  const rows = [];
  for (const from of CURRENCIES) {
    if (filter.from && from.uuid !== filter.from) continue;
    for (const to of CURRENCIES) {
      if (filter.to && to.uuid !== filter.to) continue;
      if (from.uuid === to.uuid || !filter.allowed(from, to)) continue;
      const q = quote(from.uuid, to.uuid);
      if (!q) continue;
      const rate = round(q.rate, 14, 'half');
      rows.push({
        from: from.symbol,
        to: to.symbol,
        from_uuid: from.uuid,
        to_uuid: to.uuid,
        rate: num(rate),
        inverted_rate: num(round(div(fx('1'), q.rate), 10, 'half')),
        rate_source: from.is_crypto && to.is_crypto ? 'cryptomus' : 'coingecko',
        min_amount: str(minAmount(from)),
        onramp_enabled: !from.is_crypto && to.is_crypto,
        offramp_enabled: from.is_crypto && !to.is_crypto,
        updated_at: new Date(now - (now % 60_000)).toISOString(),
      });
    }
  }
  return rows;
}
