/**
 * Display formatting: money, numbers, dates, relative times, addresses, phone numbers, in the
 * active language (`intlTag(activeLocale())`) through Intl, so a Russian sees `1 234,50 $` and a
 * Persian `‎$۱٬۲۳۴٫۵۰`. Money goes to Intl.NumberFormat as a decimal STRING, after rounding with
 * lib/money, through formatDecimal (lib/exact-format.ts: exact in every engine, also those whose
 * Intl rounds strings), so no amount is ever squeezed through a JS number. Every function takes an optional Intl tag last for callers that need a fixed language
 * (tests, previews); formatters are cached per language and options.
 */
import { activeLocale, intlTag } from '../i18n';
import { formatDecimal } from './exact-format';
import { cmp, decimalsOf, div, isZero, type RoundingMode, toScale, tryNormalize } from './money';

/** Shown where a value is missing or unreadable. */
export const NO_VALUE = '—';

/** The Intl tag to format with: the caller's, else the app's language. */
export function formatTag(locale?: string): string {
  return locale ?? intlTag(activeLocale());
}

/**
 * One formatter per language and options, made on first use: building an Intl formatter costs far
 * more than using it.
 */
function formatterCache<O, F>(make: (tag: string, options: O) => F): (tag: string, options: O) => F {
  const made = new Map<string, F>();
  return (tag, options) => {
    const key = `${tag}|${JSON.stringify(options)}`;
    let format = made.get(key);
    if (!format) {
      format = make(tag, options);
      made.set(key, format);
    }
    return format;
  };
}

const numberFormat = formatterCache(
  (tag, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(tag, options),
);
const dateFormat = formatterCache(
  (tag, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, options),
);

/**
 * Text that must read left to right wherever it lands (an amount in a sentence, an aria-label, an
 * <option>): wrapped in Unicode's left-to-right isolate (LRI … PDI), invisible and ignored by
 * screen readers. Intl's Arabic `‏1,234.50 US$` put as is into a right-to-left line shows as
 * `$US 1,234.50`: the trailing `$` is neutral and drifts to the far side.
 */
export const ltrText = (text: string) => `\u2066${text}\u2069`;

/** Languages written right to left, whose amounts formatMoney isolates (see ltrText). */
const RTL_TAG = /^(ar|fa|he|ur)(-|$)/;

/**
 * `text` as a left-to-right isolate when the language (default: the app's) is written right to
 * left, else as it is: amounts, rates, phone numbers (`+44 7700 903802` would otherwise show its
 * groups in reverse order in an Arabic line).
 */
export function ltrInRtl(text: string, locale?: string): string {
  return RTL_TAG.test(formatTag(locale)) ? ltrText(text) : text;
}

/**
 * A value put into a sentence (an address, a phone, a name, the platform's words), set apart from
 * a right-to-left sentence around it so its own punctuation and order stay with it: without this
 * "…إلى a@b.com." showed as ".a@b.com". First-strong isolation: an Arabic name stays right to left.
 * Left-to-right languages get the value untouched.
 */
export function isolateInRtl(value: string, locale?: string): string {
  return RTL_TAG.test(formatTag(locale)) ? `\u2068${value}\u2069` : value;
}

export interface FormatMoneyOptions {
  /** ISO code (`USD`, `EUR`) for fiat, or a ticker (`BTC`, `USDT`) for crypto. */
  currency?: string;
  /** Suffix shown after crypto amounts; defaults to `currency`. */
  symbol?: string;
  /**
   * Most fraction digits to show (a currency's `render_decimal`). Fiat default: the ISO digits
   * (2 for USD); crypto default: 8.
   */
  decimals?: number;
  /** Fewest fraction digits. Fiat default: same as decimals; crypto default: 0 (`0.5 BTC`). */
  minDecimals?: number;
  /** `always` prefixes + on positive amounts (transaction lists); zero never carries a sign. */
  sign?: 'always' | 'auto';
  /** Fiat uses the currency style (`$12.50`); crypto a plain number plus ticker. Auto-detected. */
  kind?: 'fiat' | 'crypto';
  /** `down` by default: a balance is never shown as more than it is. */
  rounding?: RoundingMode;
  /** Grouping of thousands; on by default (off for text put back into a field). */
  grouping?: boolean;
  /** An Intl tag to format in instead of the app's language. */
  locale?: string;
}

let isoCodes: Set<string> | null = null;
function isIsoCurrency(code: string): boolean {
  if (!isoCodes) {
    try {
      isoCodes = new Set(Intl.supportedValuesOf('currency'));
    } catch {
      isoCodes = new Set([
        'USD',
        'EUR',
        'GBP',
        'CHF',
        'JPY',
        'CAD',
        'AUD',
        'RUB',
        'UAH',
        'PLN',
        'CZK',
        'SEK',
      ]);
    }
  }
  return isoCodes.has(code.toUpperCase());
}

/** A currency's ISO minor digits (2 for USD, 0 for JPY): the same in every language. */
function isoFractionDigits(code: string): number {
  return numberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * `formatMoney('1234.5', { currency: 'USD' })` → `$1,234.50` (en), `1 234,50 $` (ru);
 * `formatMoney('0.01230000', { currency: 'BTC', decimals: 8 })` → `0.0123 BTC`.
 * Fiat takes the language's currency symbol and its place; crypto is the language's number, then
 * the ticker (how every language we speak places a unit after a number).
 * A non-zero amount smaller than the displayed precision keeps its own digits instead of reading 0.
 */
export function formatMoney(
  amount: string | number | null | undefined,
  opts: FormatMoneyOptions = {},
): string {
  const value = tryNormalize(amount);
  if (value === null) return NO_VALUE;
  const code = opts.currency?.trim() ?? '';
  const kind = opts.kind ?? (code && isIsoCurrency(code) ? 'fiat' : code ? 'crypto' : 'plain');
  const maxDecimals = opts.decimals ?? (kind === 'fiat' ? isoFractionDigits(code) : 8);
  const minDecimals = Math.min(opts.minDecimals ?? (kind === 'fiat' ? maxDecimals : 0), maxDecimals);

  let shown = toScale(value, maxDecimals, opts.rounding ?? 'down');
  let digits = maxDecimals;
  if (isZero(shown) && !isZero(value)) {
    // e.g. 0.00000003 BTC at render_decimal 4: show the real digits, never a misleading 0.
    shown = value;
    digits = decimalsOf(value);
  }
  const tag = formatTag(opts.locale);
  const formatter = numberFormat(tag, {
    ...(kind === 'fiat' ? { style: 'currency', currency: code.toUpperCase() } : {}),
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: Math.min(digits, 20),
    signDisplay: opts.sign === 'always' ? 'exceptZero' : 'auto',
    useGrouping: opts.grouping !== false,
  });
  const text = formatDecimal(formatter, shown);
  const suffix = kind === 'crypto' ? (opts.symbol ?? code) : '';
  return ltrInRtl(suffix ? `${text} ${suffix}` : text, tag);
}

/** A plain number in the app's language: `formatNumber(1234)` → `1,234` / `1 234` / `۱٬۲۳۴`. */
export function formatNumber(
  value: string | number | null | undefined,
  opts: { decimals?: number; minDecimals?: number; locale?: string } = {},
): string {
  return formatMoney(value, {
    decimals: opts.decimals ?? 8,
    minDecimals: opts.minDecimals ?? 0,
    rounding: 'half-up',
    locale: opts.locale,
  });
}

/** The currency fields formatCurrencyAmount reads; Currency, SimplifiedCurrency and friends fit. */
export interface CurrencyLike {
  is_crypto?: boolean;
  decimal?: number | null;
  render_decimal?: number;
  symbol?: string;
  meta?: { symbol?: string; code?: string };
}

/** Formats with a platform Currency: fiat by its code, crypto by its symbol at `render_decimal`. */
export function formatCurrencyAmount(
  amount: string | number | null | undefined,
  currency: CurrencyLike | null | undefined,
  opts: Pick<FormatMoneyOptions, 'sign' | 'rounding'> = {},
): string {
  if (!currency) return formatMoney(amount, opts);
  const ticker = currency.meta?.code || currency.meta?.symbol || currency.symbol || '';
  const fiat = currency.is_crypto === false && isIsoCurrency(ticker);
  const decimals = currency.render_decimal ?? currency.decimal ?? undefined;
  return formatMoney(amount, {
    ...opts,
    currency: ticker,
    symbol: currency.meta?.symbol || currency.symbol || ticker,
    kind: fiat ? 'fiat' : 'crypto',
    ...(decimals !== undefined && decimals !== null ? { decimals } : {}),
  });
}

/**
 * How many decimals a currency is SHOWN with: its `render_decimal` (ETH: 6 of its 18), else its
 * `decimal`, else `fallback`. Inputs accept up to `decimal`; every display uses this.
 */
export function renderDecimalsOf(currency: CurrencyLike | null | undefined, fallback = 2): number {
  return currency?.render_decimal ?? currency?.decimal ?? fallback;
}

/**
 * A typed-looking amount for a field the quote fills in ("you get" while the user types "you pay"):
 * the same render_decimal rounding as everywhere else, in the language's digits and decimal
 * separator without grouping (`12,5` in Russian, `۱۲٫۵` in Persian), so it is valid field text
 * that parseAmountInput reads back to the same value.
 */
export function fieldAmount(
  amount: string | number | null | undefined,
  decimals: number,
  locale?: string,
): string {
  const value = tryNormalize(amount);
  if (value === null) return '';
  const shown = tryNormalize(toScale(value, decimals, 'down')) ?? value;
  // A tiny non-zero amount keeps its digits instead of reading 0 (as formatMoney does).
  const kept = isZero(shown) && !isZero(value) ? value : shown;
  return formatDecimal(
    numberFormat(formatTag(locale), { useGrouping: false, maximumFractionDigits: 20 }),
    kept,
  );
}

/** Significant digits a rate below 1 keeps (1 USDT = 0.00001031 BTC). */
const RATE_SIGNIFICANT = 4;

/** A rate's number: two decimals from 1 up (97,482.10), four significant digits below 1. */
function formatRateNumber(value: string, locale?: string): string {
  if (cmp(value, '1') >= 0) {
    return formatMoney(value, { decimals: 2, minDecimals: 2, rounding: 'half-up', locale });
  }
  const [, frac = ''] = value.split('.');
  const leadingZeros = frac.length - frac.replace(/^0+/, '').length;
  const decimals = Math.min(leadingZeros + RATE_SIGNIFICANT, 18);
  return formatMoney(value, { decimals, rounding: 'half-up', locale });
}

export interface RateLine {
  /** `1 BTC = 97,482.10 USDT`. */
  text: string;
  /** Whether the line is the other way round from the wire's `rate` (to per from). */
  inverted: boolean;
}

/**
 * The readable way round of a quote's rate (`rate` = units of `to` per one `from`): by default the
 * side where one unit is worth more (1 BTC = 97,482.10 USDT, not 1 USDT = 0.0000103 BTC);
 * `flip` turns it round. Exact: the inverse is a decimal division, never a float. Numbers in the
 * language's digits; the line reads left to right in every language (show it in an LTR isolate).
 */
export function formatRate(
  rate: string | number | null | undefined,
  fromSymbol: string,
  toSymbol: string,
  flip = false,
  locale?: string,
): RateLine | null {
  const value = tryNormalize(rate);
  if (value === null || isZero(value) || value.startsWith('-')) return null;
  const readableInverted = cmp(value, '1') < 0;
  const inverted = flip ? !readableInverted : readableInverted;
  const one = formatMoney('1', { locale });
  const line = (text: string) => ltrInRtl(text, locale);
  if (!inverted) {
    return { text: line(`${one} ${fromSymbol} = ${formatRateNumber(value, locale)} ${toSymbol}`), inverted };
  }
  const inverse = div('1', value, 18, 'half-up');
  return { text: line(`${one} ${toSymbol} = ${formatRateNumber(inverse, locale)} ${fromSymbol}`), inverted };
}

// ---- dates ----

/**
 * English keeps the app's own `12 Nov 2026, 14:05` (day first, 24-hour clock, three-letter months:
 * en-GB's Intl data writes `Sept`, en-US puts the month first). Every other language is Intl's
 * medium date and its own clock (`12 нояб. 2026 г.`, `۲۱ آبان ۱۴۰۵` in the Persian calendar).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

export type DateInput = string | number | Date | null | undefined;

/** ISO strings, Unix milliseconds or Dates; null for anything unreadable. */
export function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** English, whatever extension its tag carries (`en-u-nu-latn`): the app's own date format. */
const english = (tag: string) => tag.replace(/-u-.*$/, '') === 'en';

/** `12 Nov 2026` in the device's time zone, in the app's language. */
export function formatDate(input: DateInput, locale?: string): string {
  const d = toDate(input);
  if (!d) return NO_VALUE;
  const tag = formatTag(locale);
  if (english(tag)) return `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
  return dateFormat(tag, DATE).format(d);
}

/** `14:05` (English: 24-hour clock; other languages: their own clock, `2:05 م`). */
export function formatTime(input: DateInput, locale?: string): string {
  const d = toDate(input);
  if (!d) return NO_VALUE;
  const tag = formatTag(locale);
  if (english(tag)) return `${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
  return dateFormat(tag, TIME).format(d);
}

/** `12 Nov 2026, 14:05`. */
export function formatDateTime(input: DateInput, locale?: string): string {
  const d = toDate(input);
  if (!d) return NO_VALUE;
  const tag = formatTag(locale);
  if (english(tag)) return `${formatDate(d, tag)}, ${formatTime(d, tag)}`;
  return dateFormat(tag, { ...DATE, ...TIME }).format(d);
}

/** `1 Nov 2026 – 22 Nov 2026` (a statement period); one date when both ends are the same day. */
export function formatDateRange(first: DateInput, last: DateInput, locale?: string): string {
  const from = formatDate(first, locale);
  const to = formatDate(last, locale);
  return from === to ? from : `${from} – ${to}`;
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(tag: string): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(tag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    relativeFormats.set(tag, format);
  }
  return format;
}

/** `today` → `Today`, as a heading starts (the language's own capital letter rules). */
function capitalised(text: string, tag: string): string {
  return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
}

/** Heading for grouping lists by day: `Today`, `Yesterday`, else `12 Nov 2026`. */
export function formatDay(input: DateInput, now: Date = new Date(), locale?: string): string {
  const d = toDate(input);
  if (!d) return NO_VALUE;
  const tag = formatTag(locale);
  const today = startOfDay(now);
  const day = startOfDay(d);
  if (day === today) return capitalised(relativeFormat(tag).format(0, 'day'), tag);
  // Compare calendar days, not 24-hour spans, so DST changes cannot shift the label.
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  if (day === yesterday) return capitalised(relativeFormat(tag).format(-1, 'day'), tag);
  return formatDate(d, tag);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * `5 minutes ago`, `in 2 hours`, `yesterday`, in the app's language: the largest unit that keeps
 * the number at least 1.
 */
export function formatRelativeTime(input: DateInput, now: Date = new Date(), locale?: string): string {
  const d = toDate(input);
  if (!d) return NO_VALUE;
  let amount = (d.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return relativeFormat(formatTag(locale)).format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(d, locale);
}

/** A countdown `4:59` in the language's digits (`۴:۵۹`); never below 0:00. */
export function formatCountdown(seconds: number, locale?: string): string {
  const s = Math.max(0, Math.ceil(seconds));
  const tag = formatTag(locale);
  const two = numberFormat(tag, { minimumIntegerDigits: 2, useGrouping: false });
  return `${numberFormat(tag, { useGrouping: false }).format(Math.floor(s / 60))}:${two.format(s % 60)}`;
}

/** Stable key for grouping by local calendar day: `2026-11-12`. */
export function dayKey(input: DateInput): string {
  const d = toDate(input);
  if (!d) return '';
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

// ---- identifiers ----

/** `0x1234…abcd`: keeps `head` leading and `tail` trailing characters of a long address or id. */
export function shortAddress(address: string | null | undefined, head = 6, tail = 4): string {
  if (!address) return NO_VALUE;
  if (address.length <= head + tail + 1) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

// Calling codes of one and two digits; every other code is three digits (ITU E.164 plan).
const ONE_DIGIT_CODES = new Set(['1', '7']);
const TWO_DIGIT_CODES = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

/**
 * `+14155550100` → `+1 415 555 0100`; `+447700900123` → `+44 770 090 0123`. A readable grouping
 * without a full numbering-plan library; text that is not an international number is returned as is.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return NO_VALUE;
  const digits = phone.replace(/[^\d]/g, '');
  if (!/^\s*(\+|00)/.test(phone) || digits.length < 8 || digits.length > 15) return phone.trim();
  const national = phone.trim().startsWith('00') ? digits.slice(2) : digits;
  const ccLength = ONE_DIGIT_CODES.has(national.slice(0, 1))
    ? 1
    : TWO_DIGIT_CODES.has(national.slice(0, 2))
      ? 2
      : 3;
  const cc = national.slice(0, ccLength);
  const rest = national.slice(ccLength);
  // Groups of three, the last group taking four digits when that avoids a lone digit.
  const groups: string[] = [];
  let i = 0;
  while (rest.length - i > 4) {
    groups.push(rest.slice(i, i + 3));
    i += 3;
  }
  groups.push(rest.slice(i));
  return ltrInRtl(`+${cc} ${groups.join(' ')}`);
}
