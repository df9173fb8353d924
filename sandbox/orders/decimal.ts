/**
 * Decimal-string arithmetic for the sandbox's money (API.md: amounts never go through floats on
 * the platform side). Values are BigInt fixed-point with 24 fractional digits internally.
 */
const SCALE = 24;
const ONE = 10n ** BigInt(SCALE);

export type Fixed = bigint;

export function fx(value: string | number): Fixed {
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const m = text.match(/^(-)?(\d*)(?:\.(\d*))?$/);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`Not a decimal: ${text}`);
  const frac = (m[3] ?? '').slice(0, SCALE).padEnd(SCALE, '0');
  const abs = BigInt(m[2] || '0') * ONE + BigInt(frac || '0');
  return m[1] ? -abs : abs;
}

/** Plain (non-exponent) form of a JS number, e.g. 1e-7 → "0.0000001". */
function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) throw new Error('Not a finite number');
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return n.toFixed(20).replace(/\.?0+$/, '');
}

export const add = (a: Fixed, b: Fixed) => a + b;
export const sub = (a: Fixed, b: Fixed) => a - b;
export const mul = (a: Fixed, b: Fixed) => (a * b) / ONE;
export const div = (a: Fixed, b: Fixed) => (a * ONE) / b;
export const ZERO: Fixed = 0n;

/** Rounds to `decimals` places: 'down' toward zero (what you receive), 'up' away from zero (what you pay). */
export function round(a: Fixed, decimals: number, mode: 'down' | 'up' | 'half' = 'half'): Fixed {
  const unit = 10n ** BigInt(SCALE - Math.min(decimals, SCALE));
  const neg = a < 0n;
  const abs = neg ? -a : a;
  let q = abs / unit;
  const r = abs % unit;
  if (r !== 0n && (mode === 'up' || (mode === 'half' && r * 2n >= unit))) q += 1n;
  const out = q * unit;
  return neg ? -out : out;
}

/** Decimal string without trailing zeros ("12.5", "0", "0.00012"). */
export function str(a: Fixed): string {
  const neg = a < 0n;
  const abs = neg ? -a : a;
  const int = abs / ONE;
  const frac = (abs % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${int}${frac ? `.${frac}` : ''}`;
}

/** JSON number for the wire where API.md says number (display only; the string stays the truth). */
export const num = (a: Fixed) => Number(str(a));

export const gt = (a: Fixed, b: Fixed) => a > b;
export const isPositive = (a: Fixed) => a > 0n;
