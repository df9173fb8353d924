/**
 * Decimal-string arithmetic for the sandbox's money (BigInt scaled by 10^18): balances never pass
 * through a float. Inputs accept JSON numbers too (the wire carries numbers), outputs are
 * canonical strings without trailing zeros ("12.5", "0", "-3").
 */
const SCALE = 18;
const FACTOR = 10n ** BigInt(SCALE);
const PATTERN = /^(-)?(\d+)(?:\.(\d+))?$/;

export type Dec = string | number;

export function isDecimal(value: unknown): boolean {
  return (typeof value === 'string' || typeof value === 'number') && PATTERN.test(normalise(value));
}

function normalise(value: Dec): string {
  // Numbers such as 1e-7 print in exponent form; toFixed(18) gives plain digits.
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(SCALE);
  return value.trim();
}

export function toUnits(value: Dec): bigint {
  const match = normalise(value).match(PATTERN);
  if (!match) throw new Error(`Not a decimal amount: ${String(value)}`);
  const [, sign, whole, frac = ''] = match;
  const units = BigInt(whole!) * FACTOR + BigInt((frac.slice(0, SCALE) || '0').padEnd(SCALE, '0'));
  return sign ? -units : units;
}

export function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / FACTOR;
  const frac = (abs % FACTOR).toString().padStart(SCALE, '0').replace(/0+$/, '');
  const text = frac ? `${whole}.${frac}` : `${whole}`;
  return negative && text !== '0' ? `-${text}` : text;
}

export const add = (a: Dec, b: Dec) => fromUnits(toUnits(a) + toUnits(b));
export const sub = (a: Dec, b: Dec) => fromUnits(toUnits(a) - toUnits(b));
export const mul = (a: Dec, b: Dec) => fromUnits((toUnits(a) * toUnits(b)) / FACTOR);
export const cmp = (a: Dec, b: Dec) => {
  const d = toUnits(a) - toUnits(b);
  return d === 0n ? 0 : d > 0n ? 1 : -1;
};
export const isZero = (a: Dec) => toUnits(a) === 0n;
export const isNegative = (a: Dec) => toUnits(a) < 0n;

/** Truncates (never rounds up) to `decimals` places: what a ledger may show as spendable. */
export function truncate(a: Dec, decimals: number): string {
  const step = 10n ** BigInt(SCALE - Math.min(decimals, SCALE));
  const units = toUnits(a);
  return fromUnits((units / step) * step);
}

/** Rounds half-up to `decimals` places (fiat valuations). */
export function round(a: Dec, decimals: number): string {
  const step = 10n ** BigInt(SCALE - Math.min(decimals, SCALE));
  const units = toUnits(a);
  const half = step / 2n;
  const rounded = units >= 0n ? ((units + half) / step) * step : -(((-units + half) / step) * step);
  return fromUnits(rounded);
}

/** For the wire, where API.md says number. Only ever applied to a final value, never to maths. */
export const toWire = (a: Dec) => Number(toUnits(a) === 0n ? 0 : fromUnits(toUnits(a)));
