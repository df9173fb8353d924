import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Money is shown digit for digit in every engine. Engines before Intl.NumberFormat v3 (Safari
 * before 17, WebKit 2.38) turn a decimal string into a double before formatting it; the stub
 * below does the same to Node's Intl, and the app must still show every digit it was sent, the
 * same text an exact engine writes.
 */
const RealNumberFormat = Intl.NumberFormat;

/** Intl.NumberFormat as an old engine has it: strings become doubles; numbers and BigInts as usual. */
class RoundingNumberFormat extends RealNumberFormat {
  override format = (value: number | bigint | string) =>
    super.format(typeof value === 'string' ? Number(value) : (value as number));
  override formatToParts(value?: number | bigint | string) {
    return super.formatToParts(typeof value === 'string' ? Number(value) : (value as number));
  }
}

async function formatIn(engine: 'exact' | 'rounding') {
  vi.resetModules();
  vi.unstubAllGlobals();
  if (engine === 'rounding') vi.stubGlobal('Intl', { ...Intl, NumberFormat: RoundingNumberFormat });
  const format = await import('../../src/lib/format');
  const exact = await import('../../src/lib/exact-format');
  return { ...format, formatsStringsExactly: exact.formatsStringsExactly };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const iso = (text: string) => `\u2066${text}\u2069`;

describe('money in an engine whose Intl rounds decimal strings', () => {
  it('the stub does round, and the probe notices', async () => {
    const rounding = await formatIn('rounding');
    expect(
      new Intl.NumberFormat('en', { maximumFractionDigits: 20 }).format('0.123456789012345678' as never),
    ).toBe('0.12345678901234568');
    expect(rounding.formatsStringsExactly()).toBe(false);
    expect((await formatIn('exact')).formatsStringsExactly()).toBe(true);
  });

  it('shows every digit the platform sent', async () => {
    const { formatMoney, fieldAmount } = await formatIn('rounding');
    expect(formatMoney('0.123456789012345678', { currency: 'ETH', decimals: 18, locale: 'en' })).toBe(
      '0.123456789012345678 ETH',
    );
    expect(
      formatMoney('12345678901.12345678', { currency: 'BTC', decimals: 8, minDecimals: 8, locale: 'en' }),
    ).toBe('12,345,678,901.12345678 BTC');
    expect(formatMoney('98765432109876543210.5', { currency: 'USD', locale: 'en' })).toBe(
      '$98,765,432,109,876,543,210.50',
    );
    expect(
      formatMoney('-0.000000000000000001', { currency: 'ETH', decimals: 18, sign: 'always', locale: 'en' }),
    ).toBe('-0.000000000000000001 ETH');
    expect(fieldAmount('0.123456789012345678', 18, 'en')).toBe('0.123456789012345678');
    expect(formatMoney('1234567.123456789012345678', { currency: 'ETH', decimals: 18, locale: 'fa' })).toBe(
      iso('۱٬۲۳۴٬۵۶۷٫۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸ ETH'),
    );
  });

  it('writes exactly what an exact engine writes, in every language and style', async () => {
    const cases: [string, Parameters<Awaited<ReturnType<typeof formatIn>>['formatMoney']>[1]][] = [
      ['0.123456789012345678', { currency: 'ETH', decimals: 18 }],
      ['12345678901.12345678', { currency: 'BTC', decimals: 8, minDecimals: 8 }],
      ['1234567.5', { currency: 'USD' }],
      ['-1234567.25', { currency: 'EUR' }],
      ['0.5', { currency: 'USD', sign: 'always' }],
      ['1500', { currency: 'USDT', decimals: 6, sign: 'always' }],
      ['-0.00000003', { currency: 'BTC', decimals: 4 }],
      ['0', { currency: 'ETH', decimals: 18 }],
      ['1234567.8', { currency: 'JPY' }],
      ['12345678901234567890.123456789', { currency: 'ETH', decimals: 18, grouping: false }],
    ];
    const texts = async (engine: 'exact' | 'rounding') => {
      const { formatMoney, fieldAmount } = await formatIn(engine);
      return ['en', 'ru', 'ar', 'fa', 'hi', 'pt-BR', 'tr', 'uk', 'id', 'es'].flatMap((locale) => [
        ...cases.map(([value, opts]) => formatMoney(value, { ...opts, locale })),
        fieldAmount('1234567.123456789012345678', 18, locale),
      ]);
    };
    const exact = await texts('exact');
    expect(await texts('rounding')).toEqual(exact);
  });
});
