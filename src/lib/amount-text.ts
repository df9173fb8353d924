/**
 * Reading an amount the user typed, in the way their language writes numbers. The result is the
 * app's canonical decimal string (ASCII digits, a dot): `١٢٣٫٥` → `123.5`, `1 234,50` (ru) →
 * `1234.5`, `1,234.50` (en) → `1234.5`. The rule behind every case: the amount sent is exactly the
 * amount the user sees, so anything with two readings is refused with a sentence naming both,
 * never guessed, and nothing is rounded.
 *
 * Decisions:
 * - Arabic-Indic, Persian and Devanagari digits are read in EVERY language, not only in ar/fa/hi:
 *   a keyboard's digits do not depend on the app's language, and each of those digits has one
 *   value only. Arabic-Indic and Persian may mix (keyboards do); Latin digits with another
 *   script may not (`1٢3` is a paste gone wrong more often than an amount). When the digits typed
 *   are not the ones the language displays, the field shows how it read them (AmountInput).
 * - `٫` (Arabic decimal separator) is always the decimal point and `٬` always a thousands
 *   separator: neither has another meaning anywhere.
 * - A dot or comma is a thousands separator only where the language groups with it and the groups
 *   are whole (1,234,567; 12,34,567 in Hindi). A lone `.` or `,` followed by exactly three digits
 *   (1,000) reads two ways; it is taken as the decimal point only when it IS the language's decimal
 *   point (1,000 in Russian is one), and refused otherwise (1,000 in English, 1.000 in Portuguese).
 * - Spaces group thousands only in languages that group with spaces (ru, uk).
 */
import { activeLocale, intlTag, t } from '../i18n';
import { normalize } from '../shared/decimal';
import { formatDecimal } from './exact-format';
import { digitScripts, normaliseDigits, numberSymbols, SPACE_GROUPS } from './locale-digits';

export type AmountParse = { ok: true; value: string } | { ok: false; reason: string };

/** Invisible direction marks that come along when amounts are copied from right-to-left text. */
const BIDI_MARKS = /[\u200e\u200f\u061c\u2066-\u2069\u202a-\u202e]/g;
const SEPARATORS = /[.,٫٬ ]/;

function fail(reason: string): AmountParse {
  return { ok: false, reason };
}

/** 1234.5 written the locale's way, grouped or plain, for the example in a message. */
function written(value: string, tag: string, grouped: boolean): string {
  return formatDecimal(
    new Intl.NumberFormat(tag, { useGrouping: grouped, maximumFractionDigits: 20 }),
    value,
  );
}

/** Whether `groups` (the integer part split at its separator) is a whole thousands grouping. */
function wholeGroups(groups: string[], indian: boolean): boolean {
  const [head = '', ...rest] = groups;
  if (!/^[1-9]\d{0,2}$/.test(head) || rest.length === 0) return false;
  if (rest.every((g) => /^\d{3}$/.test(g))) return true;
  // 12,34,567: two-digit groups, then three.
  return (
    indian &&
    head.length <= 2 &&
    /^\d{3}$/.test(rest[rest.length - 1] ?? '') &&
    rest.slice(0, -1).every((g) => /^\d{2}$/.test(g))
  );
}

/**
 * Reads `text` as an amount with at most `maxDecimals` decimals, in the language `tag` (default:
 * the app's). Each refusal says what to change.
 */
export function parseAmountInput(text: string, maxDecimals: number, tag?: string): AmountParse {
  const locale = tag ?? intlTag(activeLocale());
  const symbols = numberSymbols(locale);
  const trimmed = text.replace(BIDI_MARKS, '').trim();
  if (trimmed === '') return fail(t('ui.amount.empty'));

  const scripts = digitScripts(trimmed);
  const families = new Set([...scripts].map((s) => (s === 'persian' ? 'arabicIndic' : s)));
  if (families.size > 1) return fail(t('ui.amount.mixedDigits'));
  // The Arabic comma stands in for a comma on Arabic keyboards.
  const n = normaliseDigits(trimmed).replace(/،/g, ',');

  if (/^[+\-−]/.test(n) || /\d[+\-−]/.test(n)) return fail(t('ui.amount.sign'));
  if (/^\d*[.,٫]?\d*[eE][+\-−]?\d*$/.test(n) && /\d/.test(n)) return fail(t('ui.amount.exponent'));

  const spaceGroups = SPACE_GROUPS.has(symbols.group);
  if (/\s/.test(n) && !spaceGroups) return fail(t('ui.amount.spaces'));
  const unified = n.replace(/\s/g, ' ');
  if (/[^\d.,٫٬ ]/.test(unified)) return fail(t('ui.amount.digitsOnly'));

  const example = () =>
    t('ui.amount.separators', {
      grouped: written('1234.56', locale, true),
      plain: written('1234.56', locale, false),
    });
  const runs = unified.split(SEPARATORS);
  const seps = unified.match(new RegExp(SEPARATORS.source, 'g')) ?? [];
  // Two separators in a row, or one at each end of a grouped number: never a way to write one.
  if (runs.slice(1, -1).some((r) => r === '') || (seps.length > 1 && runs.some((r) => r === ''))) {
    return fail(example());
  }

  let decimalAt = -1; // index in `seps` of the decimal point, if any
  const last = seps.length - 1;
  const distinct = new Set(seps);
  if (seps.length === 0) {
    decimalAt = -1;
  } else if (seps[last] === '٫' || distinct.size > 1) {
    decimalAt = last;
  } else if (seps.length === 1) {
    const sep = seps[0] ?? '';
    const [int = '', frac = ''] = runs;
    const couldGroup = /^[1-9]\d{0,2}$/.test(int) && frac.length === 3;
    if (sep === '٬' || sep === ' ') decimalAt = -1;
    else if (!couldGroup || sep === symbols.decimal) decimalAt = 0;
    else if (sep === symbols.group) {
      const small = normalize(`${int}.${frac}`);
      return fail(
        t('ui.amount.ambiguous', {
          typed: trimmed,
          small: written(small, locale, true),
          smallPlain: written(small, locale, false),
          large: written(`${int}${frac}`, locale, true),
          largePlain: written(`${int}${frac}`, locale, false),
        }),
      );
    } else return fail(example());
  }

  const groupSeps = decimalAt === -1 ? seps : seps.slice(0, decimalAt);
  if (decimalAt !== -1 && !'.,٫'.includes(seps[decimalAt] ?? '')) return fail(example());
  if (groupSeps.length > 0) {
    const g = groupSeps[0] ?? '';
    const localeGroup = g === symbols.group || g === '٬' || (g === ' ' && spaceGroups);
    if (!localeGroup || groupSeps.some((s) => s !== g)) return fail(example());
    const intRuns = decimalAt === -1 ? runs : runs.slice(0, decimalAt + 1);
    if (!wholeGroups(intRuns, symbols.indianGrouping)) return fail(t('ui.amount.groups'));
  }

  const int = (decimalAt === -1 ? runs : runs.slice(0, decimalAt + 1)).join('');
  const frac = decimalAt === -1 ? '' : (runs[decimalAt + 1] ?? '');
  if (int === '' && frac === '') return fail(t('ui.amount.empty'));
  if (frac.length > maxDecimals) {
    return fail(
      maxDecimals === 0 ? t('ui.amount.wholeOnly') : t('ui.amount.tooManyDecimals', { count: maxDecimals }),
    );
  }
  return { ok: true, value: normalize(`${int || '0'}.${frac}`) };
}
