/**
 * Money in the app. The arithmetic is src/shared/decimal.ts, the one decimal module the app and
 * the sandbox share, re-exported here so app code keeps importing lib/money; what only the app
 * needs (reading what the user typed) lives below.
 */
import { normalize } from '../shared/decimal';

export * from '../shared/decimal';

export type AmountParse = { ok: true; value: string } | { ok: false; reason: string };

/**
 * Reads an amount the user typed. Accepts `1,5` and `1.5`, surrounding spaces, `.5` and `5.`
 * (while typing). Rejects signs, exponents, letters, grouping separators and more decimals than
 * allowed, each with a sentence that says what to change. Never rounds: a value it cannot take
 * exactly is refused, not adjusted.
 */
export function parseAmountInput(text: string, maxDecimals: number): AmountParse {
  const t = text.trim();
  if (t === '') return { ok: false, reason: 'Enter an amount.' };
  if (/^[+\-−]/.test(t) || /\d[+\-−]/.test(t)) {
    return { ok: false, reason: 'Enter the amount without a plus or minus sign.' };
  }
  if (/^\d*[.,]?\d*[eE][+\-−]?\d*$/.test(t) && /\d/.test(t)) {
    return { ok: false, reason: 'Write the amount in full digits, without an exponent (e).' };
  }
  if (/\s/.test(t)) return { ok: false, reason: 'Remove the spaces inside the amount.' };
  if (/[^\d.,]/.test(t)) {
    return { ok: false, reason: 'Use digits only, with a dot or comma before the decimals.' };
  }
  const separators = t.match(/[.,]/g)?.length ?? 0;
  if (separators > 1) {
    return {
      ok: false,
      reason: 'Use a single dot or comma before the decimals, without thousands separators.',
    };
  }
  const [int = '', frac = ''] = t.replace(',', '.').split('.');
  if (int === '' && frac === '') return { ok: false, reason: 'Enter an amount.' };
  if (frac.length > maxDecimals) {
    return {
      ok: false,
      reason:
        maxDecimals === 0
          ? 'This currency takes whole amounts only, without decimals.'
          : `This currency allows at most ${maxDecimals} ${maxDecimals === 1 ? 'decimal place' : 'decimal places'}.`,
    };
  }
  return { ok: true, value: normalize(`${int || '0'}.${frac}`) };
}
