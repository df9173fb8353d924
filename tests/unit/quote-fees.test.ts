import { describe, expect, it } from 'vitest';
import type { CalcResult } from '../../src/api/types';
import { quoteFees } from '../../src/features/orders/quote/fees';

const base: CalcResult = {
  from_currency: 'a',
  to_currency: 'b',
  from_symbol: 'USDT',
  to_symbol: 'BTC',
  from_amount: '100',
  net_amount: '98.5',
  result_amount: '0.001',
  fees: '1.5',
  comission: '1',
  base_markup: '0.25',
  network_fee: '0',
  transaction_fee: '0.5',
  rate: '0.0000103',
  direction: 'c2c',
};

describe('quote fees', () => {
  it("totals the charged fees (the platform's `fees`, what the order and its transactions carry)", () => {
    const fees = quoteFees(base);
    expect(fees.rows.map((r) => r.label)).toEqual(['Commission', 'Transaction fee']);
    expect(fees.total).toBe('1.5');
    expect(fees.total).toBe(base.fees);
  });

  it('shows the markup apart, in the rate, never added to the fees', () => {
    expect(quoteFees(base).markup).toEqual({
      key: 'base_markup',
      label: 'Exchange markup (in the rate)',
      amount: '0.25',
    });
    expect(quoteFees({ ...base, base_markup: '0' }).markup).toBeNull();
  });

  it('shows a charge the platform totals but does not itemise as "Other fees"', () => {
    const fees = quoteFees({ ...base, fees: '2' });
    expect(fees.rows.at(-1)).toEqual({ key: 'other', label: 'Other fees', amount: '0.5' });
    expect(fees.total).toBe('2');
  });
});
