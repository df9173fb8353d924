/**
 * Decimal-string arithmetic for the issuing module (BigInt-scaled, never floats). Card money is
 * kept at 2 decimals; conversions to wallet currencies use the catalogue's USD reference prices.
 */
const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

export function toUnits(value: string | number): bigint {
  const text = typeof value === 'number' ? numberText(value) : value.trim();
  const match = text.match(/^(-)?(\d+)(?:\.(\d+))?$/);
  if (!match) throw new Error(`Not a decimal amount: ${text}`);
  const frac = (match[3] ?? '').slice(0, SCALE).padEnd(SCALE, '0');
  const units = BigInt(match[2]!) * ONE + BigInt(frac || '0');
  return match[1] ? -units : units;
}

/** Formats scaled units with `decimals` digits, truncating toward zero (never rounds up money). */
export function fromUnits(units: bigint, decimals = 2): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / ONE;
  const frac = (abs % ONE).toString().padStart(SCALE, '0').slice(0, decimals);
  const text = decimals > 0 ? `${whole}.${frac}` : `${whole}`;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

export const add = (a: string, b: string, decimals = 2) => fromUnits(toUnits(a) + toUnits(b), decimals);
export const sub = (a: string, b: string, decimals = 2) => fromUnits(toUnits(a) - toUnits(b), decimals);
export const cmp = (a: string, b: string) => {
  const d = toUnits(a) - toUnits(b);
  return d === 0n ? 0 : d > 0n ? 1 : -1;
};
export const isZero = (a: string) => toUnits(a) === 0n;

/** amount × fromUsd ÷ toUsd: the value of `amount` (priced fromUsd) in a currency priced toUsd. */
export function convert(amount: string, fromUsd: string, toUsd: string, decimals: number): string {
  return fromUnits((toUnits(amount) * toUnits(fromUsd)) / toUnits(toUsd), decimals);
}

/** JSON number for the wire where API.md types money as number. */
export const wireNumber = (amount: string) => Number(amount);

function numberText(n: number): string {
  if (!Number.isFinite(n)) throw new Error('Not a finite number');
  // toFixed avoids exponent notation for small/large values; 10 digits covers every card amount.
  return n.toFixed(10).replace(/\.?0+$/, '') || '0';
}
