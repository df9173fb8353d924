import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyWire, EUR_ID, USD_ID } from '../../sandbox/system/catalog.ts';
import type { Currency } from '../../src/api/types';
import { canFundCard, prepaidSource, type TopUpSource } from '../../src/features/orders/flows/top-up-source';

/**
 * The prepaid top-up source rule (TRANSFER_CARD_PREPAID names no currency, so the platform picks):
 * the card's own currency when the wallet holds at least the amount, otherwise the stablecoin it
 * holds most of. Currencies are the sandbox catalog's, in their wire shape.
 */
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const USDC_ETH = '0b6a7c1e-0000-4000-8000-000000000006';

const currency = (uuid: string) =>
  currencyWire(CURRENCIES.find((c) => c.uuid === uuid)!) as unknown as Currency;
const held = (uuid: string, amount: string): TopUpSource => ({ currency: currency(uuid), amount });
const picked = (sources: TopUpSource[], amount: string | null) =>
  prepaidSource(sources, USD_ID, amount)?.currency.uuid ?? null;

describe('which balances can fund a card', () => {
  it("the card's own currency and crypto stablecoins; not another fiat or a volatile coin", () => {
    expect(canFundCard(currency(USD_ID), USD_ID)).toBe(true);
    expect(canFundCard(currency(USDT_ETH), USD_ID)).toBe(true);
    expect(canFundCard(currency(USDC_ETH), EUR_ID)).toBe(true);
    expect(canFundCard(currency(EUR_ID), USD_ID)).toBe(false);
    expect(canFundCard(currency(BTC), USD_ID)).toBe(false);
  });
});

describe('prepaid top-up source', () => {
  it("pays from the card's own currency when it covers the amount, exactly included", () => {
    const sources = [held(USDT_ETH, '5000'), held(USD_ID, '25.26')];
    expect(picked(sources, '25')).toBe(USD_ID);
    expect(picked(sources, '25.26')).toBe(USD_ID);
  });

  it('before an amount is typed, shows the own currency when the wallet holds it', () => {
    expect(picked([held(USDT_ETH, '5000'), held(USD_ID, '1')], null)).toBe(USD_ID);
  });

  it('falls back to the stablecoin held most of, compared as decimals (not as text)', () => {
    // As text '9' > '10'; as amounts USDC (10) is the larger.
    const sources = [held(USD_ID, '25.25'), held(USDT_ETH, '9'), held(USDC_ETH, '10')];
    expect(picked(sources, '25.26')).toBe(USDC_ETH);
  });

  it('ignores empty stablecoins and then keeps the own currency, so the balance check can explain', () => {
    expect(picked([held(USD_ID, '3'), held(USDT_ETH, '0')], '10')).toBe(USD_ID);
  });

  it('a wallet without the card currency pays in a stablecoin, or has no source at all', () => {
    expect(picked([held(USDT_ETH, '40')], '10')).toBe(USDT_ETH);
    expect(picked([held(USDT_ETH, '0')], '10')).toBeNull();
    expect(picked([], null)).toBeNull();
  });
});
