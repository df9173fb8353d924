/**
 * Exact decimal arithmetic on strings (DESIGN.md §6): the one money arithmetic of the project. The
 * app (src/lib/money.ts re-exports it) and the sandbox (balances, quotes, fees, card money) both
 * compute with it. Every operation works on scaled BigInts, so 0.1 + 0.2 is exactly 0.3 and an
 * 18-decimal token balance never loses a digit. Results are canonical strings: no exponent, no
 * leading zeros, no trailing fractional zeros, `-` only for negatives ("0", "1.5", "-0.0001").
 * Pure: no imports (see src/shared/index.ts).
 */

/** Anything that names an amount: a wire string, a wire JSON number, or a BigInt of whole units. */
export type DecimalLike = string | number | bigint;

/** `down` truncates toward zero, `up` rounds away from zero, `half-up` rounds halves away from zero. */
export type RoundingMode = 'down' | 'up' | 'half-up';

interface Scaled {
  /** The value times 10^scale. */
  units: bigint;
  scale: number;
}

const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/** Expands a JS number without exponent notation, keeping its shortest round-trip digits. */
function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError(`Not a finite amount: ${n}`);
  // String() gives the shortest digits that round-trip; only its exponent form needs expanding,
  // which parseScaled does exactly from the mantissa and exponent.
  return String(n);
}

function parseScaled(input: DecimalLike): Scaled {
  if (typeof input === 'bigint') return { units: input, scale: 0 };
  const text = typeof input === 'number' ? numberToPlain(input) : input.trim();
  const m = DECIMAL_RE.exec(text);
  const intPart = m?.[2] ?? '';
  const fracPart = m?.[3] ?? '';
  if (!m || (intPart === '' && fracPart === '')) throw new RangeError(`Not a decimal amount: "${text}"`);
  const exp = m[4] ? Number.parseInt(m[4], 10) : 0;
  if (Math.abs(exp) > 400) throw new RangeError(`Exponent out of range: "${text}"`);
  let units = BigInt(`${intPart || '0'}${fracPart}`);
  let scale = fracPart.length - exp;
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  if (m[1] === '-') units = -units;
  return { units, scale };
}

function formatScaled({ units, scale }: Scaled): string {
  const negative = units < 0n;
  let digits = (negative ? -units : units).toString();
  if (scale > 0) {
    digits = digits.padStart(scale + 1, '0');
    const int = digits.slice(0, digits.length - scale);
    const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
    digits = frac ? `${int}.${frac}` : int;
  }
  if (digits === '0') return '0';
  return negative ? `-${digits}` : digits;
}

/** Brings two values to a common scale so their units can be compared or added. */
function align(a: Scaled, b: Scaled): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

/** Divides and rounds an integer quotient by `mode` (see RoundingMode). */
function divRound(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const q = numerator / denominator; // BigInt division truncates toward zero: that is `down`.
  const r = numerator % denominator;
  if (mode === 'down' || r === 0n) return q;
  const twice = (r < 0n ? -r : r) * 2n;
  const absDen = denominator < 0n ? -denominator : denominator;
  if (mode === 'half-up' && twice < absDen) return q;
  const negative = numerator < 0n !== denominator < 0n;
  return negative ? q - 1n : q + 1n;
}

/**
 * Canonical decimal string for a wire value. Accepts strings and JSON numbers (a number's
 * shortest round-trip digits are kept; exponent forms such as 1e-7 are expanded, never emitted).
 * Throws RangeError on anything that is not a number.
 */
export function normalize(input: DecimalLike): string {
  return formatScaled(parseScaled(input));
}

/** Like normalize, but answers null instead of throwing — for rendering values of unknown quality. */
export function tryNormalize(input: DecimalLike | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  try {
    return normalize(input);
  } catch {
    return null;
  }
}

export function add(a: DecimalLike, b: DecimalLike): string {
  const [x, y, scale] = align(parseScaled(a), parseScaled(b));
  return formatScaled({ units: x + y, scale });
}

export function sub(a: DecimalLike, b: DecimalLike): string {
  const [x, y, scale] = align(parseScaled(a), parseScaled(b));
  return formatScaled({ units: x - y, scale });
}

/** Exact product; with `scale` the product is rounded to that many decimals (default mode `down`). */
export function mul(a: DecimalLike, b: DecimalLike, scale?: number, mode: RoundingMode = 'down'): string {
  const x = parseScaled(a);
  const y = parseScaled(b);
  const product = formatScaled({ units: x.units * y.units, scale: x.scale + y.scale });
  return scale === undefined ? product : normalize(toScale(product, scale, mode));
}

/** Quotient rounded to `scale` decimals (division is rarely exact). Throws on division by zero. */
export function div(a: DecimalLike, b: DecimalLike, scale: number, mode: RoundingMode = 'down'): string {
  const x = parseScaled(a);
  const y = parseScaled(b);
  if (y.units === 0n) throw new RangeError('Division by zero');
  // a/b = (xu / 10^xs) / (yu / 10^ys); scale the numerator so the integer quotient has `scale` decimals.
  const shift = scale + y.scale - x.scale;
  const numerator = shift >= 0 ? x.units * 10n ** BigInt(shift) : x.units;
  const denominator = shift >= 0 ? y.units : y.units * 10n ** BigInt(-shift);
  return formatScaled({ units: divRound(numerator, denominator, mode), scale });
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function cmp(a: DecimalLike, b: DecimalLike): -1 | 0 | 1 {
  const [x, y] = align(parseScaled(a), parseScaled(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export function isZero(value: DecimalLike): boolean {
  return parseScaled(value).units === 0n;
}

export function isPositive(value: DecimalLike): boolean {
  return parseScaled(value).units > 0n;
}

export function isNegative(value: DecimalLike): boolean {
  return parseScaled(value).units < 0n;
}

export function neg(value: DecimalLike): string {
  const s = parseScaled(value);
  return formatScaled({ units: -s.units, scale: s.scale });
}

export function abs(value: DecimalLike): string {
  const s = parseScaled(value);
  return formatScaled({ units: s.units < 0n ? -s.units : s.units, scale: s.scale });
}

export function min(a: DecimalLike, b: DecimalLike): string {
  return cmp(a, b) <= 0 ? normalize(a) : normalize(b);
}

export function max(a: DecimalLike, b: DecimalLike): string {
  return cmp(a, b) >= 0 ? normalize(a) : normalize(b);
}

export function sum(list: readonly DecimalLike[]): string {
  return list.reduce<string>((total, v) => add(total, v), '0');
}

/**
 * Rounds to exactly `decimals` fraction digits and keeps them ("1.5" at 2 → "1.50"), ready for a
 * fixed-scale field. `down` truncates toward zero (never shows more than there is); `up` never
 * charges less than the exact amount; `half-up` rounds halves away from zero.
 */
export function toScale(value: DecimalLike, decimals: number, mode: RoundingMode = 'down'): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Bad decimals: ${decimals}`);
  const s = parseScaled(value);
  const units =
    s.scale <= decimals
      ? s.units * 10n ** BigInt(decimals - s.scale)
      : divRound(s.units, 10n ** BigInt(s.scale - decimals), mode);
  const canonical = formatScaled({ units, scale: decimals });
  if (decimals === 0) return canonical;
  const [int, frac = ''] = canonical.split('.');
  return `${int}.${frac.padEnd(decimals, '0')}`;
}

/** Number of fraction digits in the canonical form: decimalsOf("1.50") is 1. */
export function decimalsOf(value: DecimalLike): number {
  const text = normalize(value);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Rounded to at most `decimals` places, canonical ("2.345" → "2.35", "1.50" → "1.5"). */
export function round(value: DecimalLike, decimals: number, mode: RoundingMode = 'half-up'): string {
  return normalize(toScale(value, decimals, mode));
}

/** True for a JSON number or a plain decimal string ("12", "-0.5"): what a money field may hold. */
export function isDecimal(value: unknown): value is string | number {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim());
}
