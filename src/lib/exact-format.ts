/**
 * A decimal string through Intl.NumberFormat, digit for digit. Engines with Intl.NumberFormat v3
 * format a numeric string exactly; older ones (Safari before 17, WebKit 2.38 among them) first turn
 * it into a double: `0.123456789012345678` came out as `0.12345678901234568` and
 * `12345678901.12345678` as `12,345,678,901.123457`. A money app never shows a digit the platform
 * did not send, so where the engine rounds (probed once), the integer part goes through Intl as a
 * BigInt (exact in every engine of the floor: grouping, currency, sign, the locale's digits) and
 * the fraction digits are written as they are, in the locale's digits after its decimal separator.
 */

/** Whether this engine formats decimal strings exactly (checked once). */
let exactEngine: boolean | undefined;
export function formatsStringsExactly(): boolean {
  if (exactEngine === undefined) {
    const probe = '12345678901234567.123456789012345678';
    try {
      exactEngine =
        plain(new Intl.NumberFormat('en', { maximumFractionDigits: 20, useGrouping: false }), probe) ===
        probe;
    } catch {
      exactEngine = false;
    }
  }
  return exactEngine;
}

/** The DOM typing has no string overload of format (ES2023); engines accept one. */
const plain = (format: Intl.NumberFormat, value: string) => format.format(value as unknown as number);

/**
 * `value` (a canonical decimal: `-12.5`, no exponent) formatted by `format`, exactly. Callers round
 * to the formatter's maximumFractionDigits first; a longer fraction is cut, never rounded up.
 */
export function formatDecimal(format: Intl.NumberFormat, value: string): string {
  if (formatsStringsExactly()) return plain(format, value);
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return plain(format, value);
  const [, sign = '', int = '0', fraction = ''] = match;
  const { minimumFractionDigits = 0, maximumFractionDigits = 3 } = format.resolvedOptions();
  const digits = fraction
    .slice(0, maximumFractionDigits)
    .replace(/0+$/, '')
    .padEnd(minimumFractionDigits, '0');
  // The integer part, sign and currency as Intl writes them: a BigInt is exact in every engine.
  // Below 1 the integer is 0, and a small number carries the sign (BigInt has no -0).
  const below1: bigint | number = digits === '' ? 0n : sign ? -0.1 : 0.1;
  const template = int === '0' ? below1 : BigInt(`${sign}${int}`);
  const { zero, decimal } = symbols(format);
  const local = (ascii: string) => ascii.replace(/\d/g, (d) => String.fromCharCode(zero + Number(d)));
  const parts = format.formatToParts(template);
  let out = '';
  let wroteFraction = false;
  let afterInteger = -1;
  for (const part of parts) {
    if (part.type === 'fraction') {
      out += local(digits);
      wroteFraction = true;
      continue;
    }
    if (part.type === 'decimal' && digits === '') continue;
    out += part.value;
    if (part.type === 'integer' || part.type === 'group') afterInteger = out.length;
  }
  if (!wroteFraction && digits !== '' && afterInteger >= 0)
    out = `${out.slice(0, afterInteger)}${decimal}${local(digits)}${out.slice(afterInteger)}`;
  return out;
}

/** The locale's zero digit (its digits run on from it) and decimal separator, per formatter. */
const symbolCache = new WeakMap<Intl.NumberFormat, { zero: number; decimal: string }>();
function symbols(format: Intl.NumberFormat): { zero: number; decimal: string } {
  let found = symbolCache.get(format);
  if (!found) {
    const { locale, numberingSystem } = format.resolvedOptions();
    const parts = new Intl.NumberFormat(locale, {
      numberingSystem,
      minimumFractionDigits: 1,
    } as Intl.NumberFormatOptions).formatToParts(0);
    found = {
      zero: (parts.find((p) => p.type === 'integer')?.value ?? '0').charCodeAt(0),
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    symbolCache.set(format, found);
  }
  return found;
}
