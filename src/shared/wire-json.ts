// With its extension: the sandbox, and so vite.config.ts, load this file too.
import { type DecimalLike, isDecimal, normalize } from './decimal.ts';

/**
 * The one place where JSON crosses the wire (DESIGN §6, API.md §1.3).
 *
 * Out: request bodies are written by `toWireJson`. A field API.md types as `number` that holds
 * money is a `WireNumber` in the body: its decimal digits are written verbatim as a JSON number
 * literal (`"amount":1000.25`), never through a JS float, so 18-decimal token amounts keep every
 * digit. Everything else is written as JSON.stringify would.
 *
 * In: answers are read by `parseWireJson`. Money fields (MONEY_KEYS) reach the app as canonical
 * decimal strings with every digit the platform sent: taken from the number's source text where
 * the engine exposes it (JSON.parse source text access: Chrome 114, Firefox 135, Safari 18.4),
 * else, for a number a double cannot hold, read from the text before JSON.parse sees it.
 */

const WIRE_DIGITS = Symbol('wireDigits');

/** A decimal amount bound for a JSON number field. Build it with `wireNumber`. */
export interface WireNumber {
  readonly [WIRE_DIGITS]: string;
  /** Only for code that stringifies a body outside `toWireJson` (e.g. a persisted draft). */
  toJSON(): string;
}

/** A JSON number literal without exponent: `0`, `12`, `-3.5`, `1000.25`. */
const NUMBER_LITERAL = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

/**
 * Wraps a decimal string for a `number` field of a request body. Accepts the literal forms JSON
 * allows without exponent (the app's canonical decimals all qualify) and refuses anything else,
 * so `''`, `'1,5'`, `'1e3'` or `'NaN'` can never reach the wire.
 */
export function wireNumber(decimal: string): WireNumber {
  if (typeof decimal !== 'string' || !NUMBER_LITERAL.test(decimal))
    throw new RangeError(`Not a decimal amount for the wire: ${JSON.stringify(decimal)}`);
  return Object.freeze({ [WIRE_DIGITS]: decimal, toJSON: () => decimal });
}

/**
 * A JSON number exactly as a JSON text wrote it (`1.50`, `1e3`, `-0`): what the sandbox's strict
 * reader makes of every number, so a request's money keeps its digits through validation.
 */
export function jsonNumber(literal: string): WireNumber {
  return Object.freeze({ [WIRE_DIGITS]: literal, toJSON: () => literal });
}

/**
 * A JSON number literal's exact decimal text without exponent (`1.5e2` → `150`, `-0.10` →
 * `-0.10`), or null when it would need more than `maxDigits` digits either side of the point
 * (1e309 and kin).
 */
export function plainDecimal(source: string, maxDigits = 40): string | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(source);
  if (!m) return null;
  const [, sign, int, frac = '', exp = '0'] = m;
  const shift = Number(exp);
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > maxDigits * 2) return null;
  let digits = `${int}${frac}`;
  let point = int!.length + shift;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length);
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const fraction = digits.slice(point);
  if (whole.length > maxDigits || fraction.length > maxDigits) return null;
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The JSON number for a money field API.md types as `number`, from any amount (the sandbox's
 * answers are built with it): its canonical digits, written as they are by toWireJson.
 */
export function toWire(value: DecimalLike): WireNumber {
  return wireNumber(normalize(value));
}

export function isWireNumber(value: unknown): value is WireNumber {
  return typeof value === 'object' && value !== null && WIRE_DIGITS in value;
}

/** The digits a WireNumber carries (tests and the draft code read them back). */
export function wireDigits(value: WireNumber): string {
  return value[WIRE_DIGITS];
}

/**
 * Serialises a request body (or a sandbox answer). Like JSON.stringify, except WireNumbers are
 * written as raw digits.
 */
export function toWireJson(value: unknown): string {
  return write(value) ?? 'null';
}

function write(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      // Integers such as ids and country codes; a non-finite number is a bug, not a null.
      if (!Number.isFinite(value)) throw new RangeError(`Not a finite number for the wire: ${value}`);
      return JSON.stringify(value);
    case 'object':
      break;
    default:
      // undefined, functions and symbols are left out, as JSON.stringify does.
      return undefined;
  }
  if (isWireNumber(value)) return value[WIRE_DIGITS];
  // A Date (and anything else with toJSON) is written as JSON.stringify writes it.
  const own = (value as { toJSON?: unknown }).toJSON;
  if (typeof own === 'function') return write(own.call(value));
  if (Array.isArray(value)) return `[${value.map((item) => write(item) ?? 'null').join(',')}]`;
  const parts: string[] = [];
  for (const [key, item] of Object.entries(value as object)) {
    const text = write(item);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/**
 * Keys whose numbers are money or rates in answers (every field the wire types mark WireAmount).
 * Limits carry `<period>_cap` / `<period>_spent`.
 */
export const MONEY_KEYS: ReadonlySet<string> = new Set([
  'amount',
  'amount_fiat',
  'amount_from',
  'amount_to',
  'available_balance',
  'balance',
  'base_markup',
  'billing_amount',
  'card_issuing_fee',
  'card_monthly_fee',
  'comission',
  'crypto_total',
  'current_balance',
  'exchange_rate',
  'fee',
  'fees',
  'fiat_amount',
  'fiat_balance',
  'fiat_total',
  'from_amount',
  'incoming_amount',
  'initial_topup',
  'inverted_rate',
  'missingAmount',
  'net_amount',
  'network_fee',
  'rate',
  'realtimeauth_balance',
  'result_amount',
  'to_amount',
  'total_amount',
  'total_balance',
  'transaction_amount',
  'transaction_fee',
  'transcation_amount',
]);

export function isMoneyKey(key: string): boolean {
  return MONEY_KEYS.has(key) || key.endsWith('_cap') || key.endsWith('_spent');
}

/**
 * A stored record's money fields (isMoneyKey) as exact wire numbers, the rest as stored: the
 * sandbox keeps amounts as decimal strings and answers them as JSON numbers.
 */
export function moneyToWire(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record))
    out[key] = isMoneyKey(key) && isDecimal(value) ? toWire(value) : value;
  return out;
}

/** The third reviver argument of engines with JSON.parse source text access. */
interface ReviverContext {
  source?: string;
}

/** Turns a money number into a canonical decimal string, from its source text when known. */
export function reviveMoney(key: string, value: unknown, context?: ReviverContext): unknown {
  if (typeof value !== 'number' || !isMoneyKey(key)) return value;
  const source = context?.source;
  return normalize(typeof source === 'string' ? source : value);
}

/** Parses an answer body. Text that is not JSON (an HTML error page, CSV) is returned as is. */
export function parseWireJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    if (HAS_JSON_SOURCE || !LONG_NUMBER.test(text) || /\\u0000/i.test(text))
      return JSON.parse(text, reviveMoney as (this: unknown, key: string, value: unknown) => unknown);
    return JSON.parse(
      quoteLongNumbers(text),
      reviveQuoted as (this: unknown, key: string, value: unknown) => unknown,
    );
  } catch (err) {
    if (err instanceof SyntaxError) return text;
    throw err;
  }
}

/**
 * A number literal a double may not hold: 16 or more digits. (Strings with such digit runs, a
 * card number, only send the text through the slower path below, which leaves them alone.)
 */
const LONG_NUMBER = /\d[\d.]{15}/;
const NUMBER_TOKEN = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
/** Marks a number literal turned into a string: a NUL, which no JSON text here contains raw or escaped. */
const QUOTED = '\u0000';

/**
 * Engines without source text access: each number literal of more than 15 significant digits,
 * outside strings, becomes a marked string, so JSON.parse hands its digits to reviveQuoted as
 * sent instead of rounding them to a double. Texts holding a `\u0000` escape are not rewritten.
 */
function quoteLongNumbers(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 0x22) {
      // Skip a string, escapes included.
      for (i++; i < text.length && text.charCodeAt(i) !== 0x22; i++) if (text.charCodeAt(i) === 0x5c) i++;
      continue;
    }
    if (ch !== 0x2d && (ch < 0x30 || ch > 0x39)) continue;
    NUMBER_TOKEN.lastIndex = i;
    const literal = NUMBER_TOKEN.exec(text)?.[0];
    if (!literal) continue;
    const significant = literal
      .replace(/[eE].*$/, '')
      .replace(/\D/g, '')
      .replace(/^0+/, '');
    if (significant.length > 15) {
      out += `${text.slice(from, i)}"\\u0000${literal}"`;
      from = i + literal.length;
    }
    i += literal.length - 1;
  }
  return out + text.slice(from);
}

/** The reviver for quoteLongNumbers' output: a money number as its exact decimal, any other as a number. */
function reviveQuoted(key: string, value: unknown): unknown {
  if (typeof value === 'string' && value.startsWith(QUOTED)) {
    const literal = value.slice(QUOTED.length);
    return isMoneyKey(key) ? normalize(literal) : Number(literal);
  }
  return reviveMoney(key, value);
}

/** Whether this engine hands the reviver the number's source text (Chrome 114+, Node 21+). */
export const HAS_JSON_SOURCE = (() => {
  let seen = false;
  JSON.parse('1', ((_k: string, v: unknown, ctx?: ReviverContext) => {
    seen = typeof ctx?.source === 'string';
    return v;
  }) as (this: unknown, key: string, value: unknown) => unknown);
  return seen;
})();
