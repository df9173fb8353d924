import type * as z from 'zod';
import type { ExchangeRate } from '../../src/contract/exchange.ts';
import { div, mul, round, sub } from '../../src/shared/decimal.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import { CURRENCIES, currencyById, type SandboxCurrency } from '../system/catalog.ts';

/**
 * Exchange rates with a spread. The mid price comes from the catalogue's `usd` reference; the
 * platform quotes `mid × (1 − spread)` so every conversion costs the spread (`base_markup` in calc).
 *
 * Pairs WITHOUT a rate (so calc answers 404 and the client shows "pair not available"):
 * Polygon POL has no fiat market in the sandbox — POL↔USD and POL↔EUR have no rate.
 */
export const SPREAD = { crypto: '0.005', fiat: '0.01' } as const;

/** Decimals kept in a quotient before it is rounded to a currency's own (far more than any has). */
export const QUOTIENT_DECIMALS = 24;

export const NO_RATE_SYMBOL_WITH_FIAT = 'POL';

export interface Quote {
  from: SandboxCurrency;
  to: SandboxCurrency;
  mid: string;
  /** What the platform applies: mid less the spread (1 for a same-currency move). */
  rate: string;
  spread: string;
}

export function quote(fromId: string, toId: string): Quote | null {
  const from = currencyById(fromId);
  const to = currencyById(toId);
  if (!from || !to) return null;
  if (from.uuid === to.uuid) return { from, to, mid: '1', rate: '1', spread: '0' };
  // Same asset on two chains (USDT ERC-20 ↔ TRC-20) still converts through the spread.
  const touchesFiat = !from.is_crypto || !to.is_crypto;
  if (touchesFiat && (from.symbol === NO_RATE_SYMBOL_WITH_FIAT || to.symbol === NO_RATE_SYMBOL_WITH_FIAT))
    return null;
  const spread = touchesFiat ? SPREAD.fiat : SPREAD.crypto;
  const mid = div(from.usd, to.usd, QUOTIENT_DECIMALS);
  return { from, to, mid, rate: mul(mid, sub('1', spread)), spread };
}

/** Smallest amount accepted, in the from-currency: about one US dollar's worth. */
export function minAmount(from: SandboxCurrency): string {
  return round(div('1', from.usd, QUOTIENT_DECIMALS), from.decimal, 'up');
}

/** ExchangeRate rows of API.md §11 for GET /exchange/ (order_type, optional from_uuid or to_uuid). */
export function exchangeRates(
  filter: { from?: string; to?: string; allowed: (f: SandboxCurrency, t: SandboxCurrency) => boolean },
  now: number,
): z.input<typeof ExchangeRate>[] {
  const rows: z.input<typeof ExchangeRate>[] = [];
  for (const from of CURRENCIES) {
    if (filter.from && from.uuid !== filter.from) continue;
    for (const to of CURRENCIES) {
      if (filter.to && to.uuid !== filter.to) continue;
      if (from.uuid === to.uuid || !filter.allowed(from, to)) continue;
      const q = quote(from.uuid, to.uuid);
      if (!q) continue;
      const rate = round(q.rate, 14);
      rows.push({
        from: from.symbol,
        to: to.symbol,
        from_uuid: from.uuid,
        to_uuid: to.uuid,
        rate: toWire(rate),
        inverted_rate: toWire(round(div('1', q.rate, QUOTIENT_DECIMALS), 10)),
        rate_source: from.is_crypto && to.is_crypto ? 'cryptomus' : 'coingecko',
        min_amount: minAmount(from),
        onramp_enabled: !from.is_crypto && to.is_crypto,
        offramp_enabled: from.is_crypto && !to.is_crypto,
        updated_at: new Date(now - (now % 60_000)).toISOString(),
      });
    }
  }
  return rows;
}
