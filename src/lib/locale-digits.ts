/**
 * Digits and number separators as people type them. The app keeps numbers in ASCII (`12.5`,
 * `447700900123`, `123456`); users may type Arabic-Indic (٠–٩), Persian (۰–۹) or Devanagari
 * (०–९) digits, which every field taking digits reads through `normaliseDigits`.
 */

/** First code point of each digit block people type with; each block runs 0…9 contiguously. */
const DIGIT_BLOCKS = {
  arabicIndic: 0x0660,
  persian: 0x06f0,
  devanagari: 0x0966,
} as const;
export type DigitScript = 'latin' | keyof typeof DIGIT_BLOCKS;

const NON_LATIN_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g;

/** `۱۲۳٤` → `1234`: every digit becomes ASCII; everything else is left as it is. */
export function normaliseDigits(text: string): string {
  return text.replace(NON_LATIN_DIGIT, (d) => {
    const code = d.charCodeAt(0);
    const base = code >= 0x0966 ? 0x0966 : code >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(code - base);
  });
}

/** The digit scripts present in `text` (a set, so mixed input can be told apart). */
export function digitScripts(text: string): Set<DigitScript> {
  const found = new Set<DigitScript>();
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code >= 0x30 && code <= 0x39) found.add('latin');
    else if (code >= 0x0660 && code <= 0x0669) found.add('arabicIndic');
    else if (code >= 0x06f0 && code <= 0x06f9) found.add('persian');
    else if (code >= 0x0966 && code <= 0x096f) found.add('devanagari');
  }
  return found;
}

/** `123` in `script`: the reverse of normaliseDigits, for text shown back in the user's digits. */
export function digitsIn(text: string, script: DigitScript): string {
  if (script === 'latin') return text;
  const base = DIGIT_BLOCKS[script];
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(base + Number(d)));
}

/** The script a field should echo: the one non-Latin script the user typed, else Latin. */
export function typedScript(text: string): DigitScript {
  const scripts = digitScripts(text);
  scripts.delete('latin');
  return scripts.size === 1 ? ([...scripts][0] as DigitScript) : 'latin';
}

export interface NumberSymbols {
  /** The decimal separator the locale writes (`.`, `,`, `٫`). */
  decimal: string;
  /** The grouping separator the locale writes (`,`, `.`, a no-break space, `٬`). */
  group: string;
  /** The digits the locale writes numbers with. */
  script: DigitScript;
  /** Whether the locale groups as 12,34,567 (Indian lakh/crore grouping). */
  indianGrouping: boolean;
}

const symbolsCache = new Map<string, NumberSymbols>();

/** How `tag` writes numbers, read from Intl itself so it follows the engine's locale data. */
export function numberSymbols(tag: string): NumberSymbols {
  let symbols = symbolsCache.get(tag);
  if (!symbols) {
    const parts = new Intl.NumberFormat(tag, { useGrouping: true }).formatToParts(1234567.5);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    const integers = parts.filter((p) => p.type === 'integer').map((p) => p.value);
    const scripts = digitScripts(integers.join(''));
    symbols = {
      decimal: part('decimal') || '.',
      group: part('group') || ',',
      script: scripts.size === 1 ? ([...scripts][0] as DigitScript) : 'latin',
      // 12,34,567: the groups after the first hold two digits.
      indianGrouping: integers.length === 3 && integers[1]?.length === 2,
    };
    symbolsCache.set(tag, symbols);
  }
  return symbols;
}

/** Space-like characters a locale may group with, and that people type in their place. */
export const SPACE_GROUPS = new Set([' ', '\u00a0', '\u202f', '\u2009']);
