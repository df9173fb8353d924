import { describe, expect, it } from 'vitest';
import {
  formatPhoneNumber,
  guessCountry,
  phoneCountries,
  phoneProblem,
  phoneToWire,
  readPhone,
} from '../../src/lib/phone';

describe('phone numbers (libphonenumber-js)', () => {
  it('formats a UK mobile the way the UK writes it, whatever grouping was typed', () => {
    const v = readPhone('+44 770 090 3802', 'US');
    expect(v.text).toBe('+44 7700 903802');
    expect(v.country).toBe('GB');
    expect(v.e164).toBe('+447700903802');
    expect(phoneToWire(v.e164!)).toBe('447700903802');
  });

  it('reads digits without "+" as a national number of the chosen country', () => {
    const v = readPhone('07911 123456', 'GB');
    expect(v.e164).toBe('+447911123456');
    expect(v.valid).toBe(true);
    expect(phoneProblem(v, 'United Kingdom')).toBeNull();
  });

  it('says precisely what is wrong', () => {
    expect(phoneProblem(readPhone('', 'GB'), 'United Kingdom')).toBe('Enter your phone number.');
    expect(phoneProblem(readPhone('+1 555 010 7788', 'US'), 'United States')).toMatch(
      /isn[’']t a valid United States number/,
    );
  });

  // Issue 14: on the old code Persian and Arabic-Indic digits were not digits at all (no number).
  it('reads Persian and Arabic-Indic digits and formats them back in the digits typed', () => {
    const ir = readPhone('۰۹۱۲ ۳۴۵ ۶۷۸۹', 'IR');
    expect(ir.e164).toBe('+989123456789');
    expect(ir.valid).toBe(true);
    expect(ir.text).toBe('۰۹۱۲ ۳۴۵ ۶۷۸۹');
    const eg = readPhone('+٢٠ ١٠٠ ١٢٣ ٤٥٦٧', 'US');
    expect(eg.country).toBe('EG');
    expect(eg.e164).toBe('+201001234567');
    expect(eg.text).toBe('+٢٠ ١٠ ٠١٢٣٤٥٦٧');
    expect(phoneProblem(eg, 'Egypt')).toBeNull();
    expect(formatPhoneNumber('۴۴۷۷۰۰۹۰۳۸۰۲')).toBe('+44 7700 903802');
  });

  it('names countries in the app’s language', () => {
    expect(phoneCountries('ru').find((c) => c.code === 'DE')?.name).toBe('Германия');
    expect(phoneCountries('en').find((c) => c.code === 'DE')?.name).toBe('Germany');
  });

  it('keeps the deleted separator deleted (no reformat while shrinking)', () => {
    expect(readPhone('+44 7700', 'GB', false).text).toBe('+44 7700');
  });

  it('shows stored digits-only numbers with the international grouping', () => {
    expect(formatPhoneNumber('447700903802')).toBe('+44 7700 903802');
    expect(formatPhoneNumber('4915123456789')).toBe('+49 1512 3456789');
    expect(formatPhoneNumber('not a number')).toBe('not a number');
  });

  it('guesses the country from the browser language', () => {
    expect(guessCountry(['en-GB', 'en'])).toBe('GB');
    expect(guessCountry(['de'])).toBe('US');
  });
});
