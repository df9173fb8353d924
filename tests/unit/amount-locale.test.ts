import { describe, expect, it } from 'vitest';
import { parseAmountInput } from '../../src/lib/amount-text';
import { digitsIn, normaliseDigits, numberSymbols, typedScript } from '../../src/lib/locale-digits';

/**
 * Issue 14: amounts typed in the user's digits and separators become the canonical decimal string,
 * and a text with two readings is refused, never guessed. On the old parser every non-ASCII digit
 * and every grouping separator was refused, and `1,000` in English was silently read as 1.
 */
const read = (text: string, tag: string, decimals = 8) => {
  const r = parseAmountInput(text, decimals, tag);
  return r.ok ? r.value : `refused: ${r.reason}`;
};

describe('normaliseDigits', () => {
  it('turns Arabic-Indic, Persian and Devanagari digits into ASCII and leaves the rest', () => {
    expect(normaliseDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normaliseDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(normaliseDigits('०१२३४५६७८९')).toBe('0123456789');
    expect(normaliseDigits('+۹۸ ۹۱۲-۳۴۵')).toBe('+98 912-345');
    expect(normaliseDigits('abc 42')).toBe('abc 42');
  });

  it('writes digits back in the script the user typed', () => {
    expect(typedScript('۰۹۱۲')).toBe('persian');
    expect(typedScript('٠٩١٢')).toBe('arabicIndic');
    expect(typedScript('0912')).toBe('latin');
    expect(digitsIn('+98 912', 'persian')).toBe('+۹۸ ۹۱۲');
  });

  it('reads each language’s separators and digits from Intl', () => {
    expect(numberSymbols('en')).toEqual({ decimal: '.', group: ',', script: 'latin', indianGrouping: false });
    expect(numberSymbols('fa')).toEqual({
      decimal: '٫',
      group: '٬',
      script: 'persian',
      indianGrouping: false,
    });
    expect(numberSymbols('ru').decimal).toBe(',');
    expect(numberSymbols('hi').indianGrouping).toBe(true);
  });
});

describe('parseAmountInput in the user’s language', () => {
  it('reads Arabic-Indic and Persian digits with the Arabic decimal separator', () => {
    expect(read('١٢٣٫٤٥', 'ar')).toBe('123.45');
    expect(read('۱۲۳٫۴۵', 'fa')).toBe('123.45');
    expect(read('۱۲۳,۴۵', 'fa')).toBe('123.45');
    expect(read('١٬٢٣٤٫٥', 'ar')).toBe('1234.5');
    expect(read('۱٬۲۳۴٬۵۶۷', 'fa')).toBe('1234567');
    // A Persian keyboard may give Arabic-Indic 4/5/6: one family of digits.
    expect(read('۱٤۵', 'fa')).toBe('145');
  });

  it('reads a decimal comma and space grouping in Russian and Ukrainian', () => {
    expect(read('1234,56', 'ru')).toBe('1234.56');
    expect(read('1 234,56', 'ru')).toBe('1234.56');
    expect(read('1\u00a0234,56', 'uk')).toBe('1234.56');
    expect(read('1,500', 'ru')).toBe('1.5'); // the Russian decimal comma
    expect(read('12.5', 'ru')).toBe('12.5');
  });

  it('reads dot grouping and a decimal comma in pt-BR, es, id and tr', () => {
    expect(read('1.234,56', 'pt-BR')).toBe('1234.56');
    expect(read('1.234.567', 'es')).toBe('1234567');
    expect(read('0,5', 'id')).toBe('0.5');
    expect(read('10,25', 'tr')).toBe('10.25');
  });

  it('reads Indian grouping in Hindi', () => {
    expect(read('12,34,567.50', 'hi')).toBe('1234567.5');
    expect(read('१२३.४५', 'hi')).toBe('123.45');
  });

  it('reads grouped English and Arabic-Indic digits in English', () => {
    expect(read('1,000.50', 'en')).toBe('1000.5');
    expect(read('1,234,567', 'en')).toBe('1234567');
    expect(read('١٢٣', 'en')).toBe('123');
    expect(read('1,5', 'en')).toBe('1.5'); // a comma before one digit can only be decimals
  });

  it('refuses what reads two ways, naming both readings', () => {
    expect(read('1,000', 'en')).toBe(
      'refused: “1,000” could mean 1 or 1,000. Type 1000 for 1,000, or 1 for 1.',
    );
    expect(read('1.000', 'pt-BR')).toMatch(/^refused: “1\.000”/);
    expect(read('1.000', 'ru')).toMatch(/^refused: Write the amount as 1\u00a0234,56 or 1234,56\.$/);
    expect(read('١,٥٠٠', 'ar')).toMatch(/^refused: “١,٥٠٠” could mean 1\.5 or 1,500/);
  });

  it('refuses a grouping the language does not use or that is not whole', () => {
    expect(read('1.000,50', 'en')).toBe('refused: Write the amount as 1,234.56 or 1234.56.');
    expect(read('1,000.50', 'pt-BR')).toMatch(/^refused: Write the amount as 1\.234,56 or 1234,56\.$/);
    expect(read('1,00,000', 'en')).toMatch(/groups of three digits/);
    expect(read('1 5', 'ru')).toMatch(/groups of three digits/);
    expect(read('1 000', 'en')).toMatch(/spaces/);
    expect(read('1,,5', 'en')).toMatch(/^refused: Write the amount as/);
  });

  it('refuses Latin digits mixed with another script', () => {
    expect(read('1٢3', 'ar')).toBe('refused: Use one kind of digits for the whole amount.');
    expect(read('1२3', 'hi')).toMatch(/one kind of digits/);
  });

  it('keeps the decimal limit and the sign rule in every script', () => {
    expect(read('١٫٢٣٤', 'ar', 2)).toBe('refused: This currency allows at most 2 decimal places.');
    expect(read('-۵', 'fa')).toMatch(/plus or minus/);
    expect(read('\u200f١٢٣', 'ar')).toBe('123'); // a direction mark copied with the number
  });
});
