import { describe, expect, it, vi } from 'vitest';

/**
 * Issue 14: money, numbers and dates in the user's language. The old format.ts wrote everything
 * en-US (`$1,234,567.50` for a Russian, ASCII digits for a Persian), so every line below but the
 * English ones fails on it. The strings are Intl's own (Node's ICU, the same CLDR data Chromium
 * ships); \u200e/\u200f are the direction marks Intl puts into right-to-left output.
 */
const state = vi.hoisted(() => ({ locale: 'en' }));
vi.mock('../../src/i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/i18n')>()),
  activeLocale: () => state.locale,
}));

const {
  fieldAmount,
  formatCountdown,
  formatCurrencyAmount,
  formatDate,
  formatDateTime,
  formatDay,
  formatMoney,
  formatRate,
  formatRelativeTime,
  formatTime,
} = await import('../../src/lib/format');

/** Amounts in Arabic and Persian come as a left-to-right isolate (LRI … PDI), so that inside a
 * right-to-left line `‏1.50 US$` cannot turn into `$US 1.50`. */
const iso = (text: string) => `\u2066${text}\u2069`;
const LOCALES = ['en', 'ru', 'ar', 'fa', 'hi', 'pt-BR'] as const;
const each = (f: (l: string) => string | undefined) => Object.fromEntries(LOCALES.map((l) => [l, f(l)]));

describe('money in six languages', () => {
  it('writes fiat with the language’s symbol, its place, separators and digits', () => {
    expect(each((l) => formatMoney('1234567.5', { currency: 'USD', locale: l }))).toEqual({
      en: '$1,234,567.50',
      ru: '1\u00a0234\u00a0567,50\u00a0$',
      ar: iso('\u200f1,234,567.50\u00a0US$'),
      fa: iso('\u200e$۱٬۲۳۴٬۵۶۷٫۵۰'),
      hi: '$12,34,567.50',
      'pt-BR': 'US$\u00a01.234.567,50',
    });
  });

  it('writes crypto as the language’s number, then the ticker', () => {
    expect(each((l) => formatMoney('1234.5', { currency: 'BTC', decimals: 8, locale: l }))).toEqual({
      en: '1,234.5 BTC',
      ru: '1\u00a0234,5 BTC',
      ar: iso('1,234.5 BTC'),
      fa: iso('۱٬۲۳۴٫۵ BTC'),
      hi: '1,234.5 BTC',
      'pt-BR': '1.234,5 BTC',
    });
  });

  it('keeps exactness, the rounding rules and the explicit sign in every language', () => {
    // 21 significant digits and a balance rounded down, never up.
    expect(formatMoney('123456789012345678901.999', { currency: 'EUR', locale: 'ru' })).toBe(
      '123\u00a0456\u00a0789\u00a0012\u00a0345\u00a0678\u00a0901,99\u00a0€',
    );
    expect(formatMoney('0.00000003', { currency: 'BTC', decimals: 4, locale: 'fa' })).toBe(
      iso('۰٫۰۰۰۰۰۰۰۳ BTC'),
    );
    expect(formatMoney('-5', { currency: 'USD', sign: 'always', locale: 'fa' })).toBe(
      iso('\u200e−\u200e$۵٫۰۰'),
    );
    expect(formatMoney('5', { currency: 'USDT', sign: 'always', locale: 'pt-BR' })).toBe('+5 USDT');
  });

  it('writes rates and field text in the language’s digits and separators', () => {
    expect(formatRate('97482.1', 'BTC', 'USDT', false, 'fa')?.text).toBe(
      iso(`${iso('۱')} BTC = ${iso('۹۷٬۴۸۲٫۱۰')} USDT`),
    );
    expect(formatRate('97482.1', 'BTC', 'USDT', false, 'ru')?.text).toBe('1 BTC = 97\u00a0482,10 USDT');
    expect(each((l) => fieldAmount('1234.56789', 4, l))).toEqual({
      en: '1234.5678',
      ru: '1234,5678',
      ar: '1234.5678',
      fa: '۱۲۳۴٫۵۶۷۸',
      hi: '1234.5678',
      'pt-BR': '1234,5678',
    });
  });
});

describe('dates in six languages', () => {
  const d = new Date(2026, 10, 12, 14, 5);
  it('writes dates, times and days the language’s way (English keeps 12 Nov 2026, 14:05)', () => {
    expect(each((l) => formatDateTime(d, l))).toEqual({
      en: '12 Nov 2026, 14:05',
      ru: '12 нояб. 2026 г., 14:05',
      ar: '12 نوفمبر 2026، 2:05 م',
      fa: '۲۱ آبان ۱۴۰۵، ۱۴:۰۵',
      hi: '12 नव॰ 2026, 2:05 pm',
      'pt-BR': '12 de nov. de 2026, 14:05',
    });
    expect(formatDate(d, 'fa')).toBe('۲۱ آبان ۱۴۰۵');
    expect(formatTime(d, 'ar')).toBe('2:05 م');
    expect(each((l) => formatDay(d, new Date(2026, 10, 13, 9), l))).toEqual({
      en: 'Yesterday',
      ru: 'Вчера',
      ar: 'أمس',
      fa: 'دیروز',
      hi: 'कल',
      'pt-BR': 'Ontem',
    });
  });

  it('writes relative times and countdowns', () => {
    const now = new Date(2026, 10, 12, 14, 5);
    expect(formatRelativeTime(new Date(2026, 10, 12, 13, 5), now, 'en')).toBe('1 hour ago');
    expect(formatRelativeTime(new Date(2026, 10, 12, 14, 10), now, 'ru')).toBe('через 5 минут');
    expect(formatCountdown(299, 'fa')).toBe('۴:۵۹');
    expect(formatCountdown(65, 'en')).toBe('1:05');
  });
});

describe('the active language', () => {
  it('is what every format follows when no language is named, and a switch changes the output', () => {
    const usd = { is_crypto: false, decimal: 2, render_decimal: 2, meta: { code: 'USD', symbol: '$' } };
    state.locale = 'en';
    expect(formatCurrencyAmount('1234.5', usd)).toBe('$1,234.50');
    state.locale = 'ru';
    expect(formatCurrencyAmount('1234.5', usd)).toBe('1\u00a0234,50\u00a0$');
    expect(formatDate(new Date(2026, 10, 12))).toBe('12 нояб. 2026 г.');
    state.locale = 'pseudo'; // the layout-test locale writes numbers as English does
    expect(formatMoney('1234.5', { currency: 'USD' })).toBe('$1,234.50');
    state.locale = 'en';
  });
});

describe('the amount field’s echo of foreign digits', () => {
  it('echoes digits the language does not display, and only those', async () => {
    const { readAsHint, checkAmount } = await import('../../src/ui/AmountInput');
    const rules = { maxDecimals: 2, currencyLabel: 'USDT' };
    const hint = (text: string) => readAsHint(text, checkAmount(text, rules), rules);
    state.locale = 'en';
    expect(hint('١٢٣٫٥')).toBe('Read as 123.5 USDT');
    expect(hint('123.5')).toBeNull();
    state.locale = 'fa'; // Persian displays ۰–۹: its own digits, Arabic-Indic and Latin need no echo
    expect(hint('۱۲۳٫۵')).toBeNull();
    expect(hint('١٢٣٫٥')).toBeNull();
    expect(hint('123.5')).toBeNull();
    state.locale = 'hi'; // Hindi displays Latin digits: Devanagari ones are echoed
    expect(hint('१२३.५')).toBe('Read as 123.5 USDT');
    state.locale = 'en';
  });
});

describe('phone numbers in right-to-left languages', () => {
  it('come as a left-to-right isolate, so their groups keep their order in an Arabic line', async () => {
    const { formatPhone } = await import('../../src/lib/format');
    const { formatPhoneNumber } = await import('../../src/lib/phone');
    state.locale = 'ar';
    expect(formatPhone('+447700900123')).toBe(iso('+44 770 090 0123'));
    expect(formatPhoneNumber('447700903802')).toBe(iso('+44 7700 903802'));
    state.locale = 'en';
    expect(formatPhoneNumber('447700903802')).toBe('+44 7700 903802');
  });
});
