import { describe, expect, it } from 'vitest';
import {
  dayKey,
  formatCurrencyAmount,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatPhone,
  formatTime,
  NO_VALUE,
  shortAddress,
} from '../../src/lib/format';

describe('formatMoney', () => {
  it('formats fiat in currency style with its ISO decimals', () => {
    expect(formatMoney('1234.5', { currency: 'USD' })).toBe('$1,234.50');
    expect(formatMoney(12, { currency: 'EUR' })).toBe('€12.00');
    expect(formatMoney('0', { currency: 'USD' })).toBe('$0.00');
  });

  it('never rounds a balance up', () => {
    expect(formatMoney('9.999', { currency: 'USD' })).toBe('$9.99');
    expect(formatMoney('9.995', { currency: 'USD', rounding: 'half-up' })).toBe('$10.00');
  });

  it('formats crypto with render decimals and a ticker, trimming zeros', () => {
    expect(formatMoney('0.01230000', { currency: 'BTC', decimals: 8 })).toBe('0.0123 BTC');
    expect(formatMoney('1.123456789', { currency: 'ETH', decimals: 4 })).toBe('1.1234 ETH');
    expect(formatMoney('1500', { currency: 'USDT', decimals: 2, minDecimals: 2 })).toBe('1,500.00 USDT');
  });

  it('keeps every digit of huge and 18-decimal amounts (no float on the way)', () => {
    expect(formatMoney('123456789012345678901.5', { currency: 'USD' })).toBe(
      '$123,456,789,012,345,678,901.50',
    );
    expect(formatMoney('0.123456789012345678', { currency: 'ETH', decimals: 18 })).toBe(
      '0.123456789012345678 ETH',
    );
  });

  it('does not show a tiny non-zero balance as zero', () => {
    expect(formatMoney('0.00000003', { currency: 'BTC', decimals: 4 })).toBe('0.00000003 BTC');
  });

  it('adds an explicit sign on request, but not on zero', () => {
    expect(formatMoney('5', { currency: 'USD', sign: 'always' })).toBe('+$5.00');
    expect(formatMoney('-5', { currency: 'USD', sign: 'always' })).toBe('-$5.00');
    expect(formatMoney('0', { currency: 'BTC', sign: 'always' })).toBe('0 BTC');
    expect(formatMoney('-0.5', { currency: 'BTC' })).toBe('-0.5 BTC');
  });

  it('shows a dash for a missing or unreadable amount', () => {
    expect(formatMoney(null, { currency: 'USD' })).toBe(NO_VALUE);
    expect(formatMoney('abc', { currency: 'USD' })).toBe(NO_VALUE);
  });

  it('formats with a platform Currency', () => {
    const usd = { is_crypto: false, decimal: 2, render_decimal: 2, meta: { code: 'USD', symbol: '$' } };
    const btc = { is_crypto: true, decimal: 8, render_decimal: 6, meta: { symbol: 'BTC' } };
    expect(formatCurrencyAmount('10.5', usd)).toBe('$10.50');
    expect(formatCurrencyAmount('0.123456789', btc)).toBe('0.123456 BTC');
    expect(formatCurrencyAmount(1, { symbol: 'USDC', decimal: 6 })).toBe('1 USDC');
    expect(formatCurrencyAmount('3', null)).toBe('3');
  });
});

describe('dates', () => {
  const d = new Date(2026, 10, 12, 14, 5);
  it('formats dates with fixed month names', () => {
    expect(formatDate(d)).toBe('12 Nov 2026');
    expect(formatDate(new Date(2026, 8, 1))).toBe('1 Sep 2026');
    expect(formatTime(d)).toBe('14:05');
    expect(formatDateTime(d.getTime())).toBe('12 Nov 2026, 14:05');
    expect(formatDate(d.toISOString())).toBe('12 Nov 2026');
    expect(formatDate('not a date')).toBe(NO_VALUE);
    expect(formatDate(null)).toBe(NO_VALUE);
  });

  it('labels days relative to now', () => {
    const now = new Date(2026, 10, 12, 0, 30);
    expect(formatDay(new Date(2026, 10, 12, 23, 59), now)).toBe('Today');
    expect(formatDay(new Date(2026, 10, 11, 23, 59), now)).toBe('Yesterday');
    expect(formatDay(new Date(2026, 10, 10, 12), now)).toBe('10 Nov 2026');
    expect(formatDay(new Date(2025, 11, 31, 12), new Date(2026, 0, 1, 9))).toBe('Yesterday');
    expect(dayKey(new Date(2026, 0, 5, 23))).toBe('2026-01-05');
  });
});

describe('identifiers', () => {
  it('shortens long addresses', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef1234abcd')).toBe('0x1234…abcd');
    expect(shortAddress('short')).toBe('short');
    expect(shortAddress('')).toBe(NO_VALUE);
  });

  it('groups international phone numbers', () => {
    expect(formatPhone('+14155550100')).toBe('+1 415 555 0100');
    expect(formatPhone('+447700900123')).toBe('+44 770 090 0123');
    expect(formatPhone('00380501234567')).toBe('+380 501 234 567');
    expect(formatPhone('+7 (912) 345-67-89')).toBe('+7 912 345 6789');
    expect(formatPhone('5550100')).toBe('5550100');
    expect(formatPhone(undefined)).toBe(NO_VALUE);
  });
});

describe('readable amounts and rates', () => {
  it('shows a currency at its render_decimal, not its 18 wire decimals', async () => {
    const { renderDecimalsOf } = await import('../../src/lib/format');
    const eth = { is_crypto: true, decimal: 18, render_decimal: 6, meta: { symbol: 'ETH' } };
    expect(formatCurrencyAmount('0.2835837794117647', eth)).toBe('0.283583 ETH');
    expect(renderDecimalsOf(eth)).toBe(6);
    expect(renderDecimalsOf({ decimal: 8 })).toBe(8);
  });

  it('fills a quoted field with the same rounding, as plain field text', async () => {
    const { fieldAmount } = await import('../../src/lib/format');
    expect(fieldAmount('0.2835837794117647', 6)).toBe('0.283583');
    expect(fieldAmount('1500.5', 2)).toBe('1500.5');
    expect(fieldAmount('0.0000001', 2)).toBe('0.0000001');
    expect(fieldAmount(null, 2)).toBe('');
  });

  it('reads a rate the readable way round and turns it round on request', async () => {
    const { formatRate } = await import('../../src/lib/format');
    expect(formatRate('0.000010258', 'USDT', 'BTC')).toEqual({
      text: '1 BTC = 97,484.89 USDT',
      inverted: true,
    });
    expect(formatRate('0.000010258', 'USDT', 'BTC', true)?.text).toBe('1 USDT = 0.00001026 BTC');
    expect(formatRate('97482.1', 'BTC', 'USDT')?.text).toBe('1 BTC = 97,482.10 USDT');
    expect(formatRate('0', 'BTC', 'USDT')).toBeNull();
  });
});
