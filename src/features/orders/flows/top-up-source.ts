import type { Currency } from '../../../api/types';
import { cmp } from '../../../lib/money';

/** One wallet balance that can pay for a card top-up. */
export interface TopUpSource {
  currency: Currency;
  /** Decimal string. */
  amount: string;
}

/** Cards are funded from their own currency or a stablecoin (the platform's pair rule). */
export const canFundCard = (c: Currency, cardCurrencyId: string) =>
  c.uuid === cardCurrencyId || (c.is_crypto && c.is_stablecoin);

/**
 * TRANSFER_CARD_PREPAID names no currency to pay with (API.md §15.2), so the platform picks it.
 * Same rule as the sandbox (sandbox/orders/card-topup.ts): the card's own currency when the
 * wallet holds at least the amount, otherwise the stablecoin it holds most of. We quote that
 * source so what the user sees is what is charged.
 */
export function prepaidSource(
  sources: TopUpSource[],
  cardCurrencyId: string,
  amount: string | null,
): TopUpSource | null {
  const own = sources.find((s) => s.currency.uuid === cardCurrencyId);
  if (own && (amount === null || cmp(own.amount, amount) >= 0)) return own;
  const richest = sources
    .filter((s) => s.currency.is_crypto && s.currency.is_stablecoin && cmp(s.amount, '0') > 0)
    .sort((a, b) => cmp(b.amount, a.amount))[0];
  return richest ?? own ?? null;
}
