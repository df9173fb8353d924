import { describe, expect, it } from 'vitest';
import { ruleSentence } from '../../sandbox/server/rule-sentences';
import { ruleMessage } from '../../src/lib/rule-message';
import { abaError, bicError, ibanError } from '../../src/shared/bank-rules';

describe('bank identifiers', () => {
  it('accepts valid IBANs (with spaces, any case) and refuses a wrong check digit', () => {
    expect(ibanError('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanError('gb82west12345698765432')).toBeNull();
    expect(ibanError('FR1420041010050500013M02606')).toBeNull();
    expect(ibanError('DE89370400440532013001')).toEqual({ code: 'ibanChecksum' });
    expect(ibanError('DE8937040044053201300')).toEqual({
      code: 'ibanLength',
      params: { country: 'DE', expected: 22, actual: 21 },
    });
    expect(ibanError('')).toEqual({ code: 'ibanEmpty' });
  });

  it('checks ABA routing numbers with the 3-7-1 checksum', () => {
    expect(abaError('021000021')).toBeNull();
    expect(abaError('011000015')).toBeNull();
    expect(abaError('021000022')).toEqual({ code: 'abaChecksum' });
    expect(abaError('12345678')).toEqual({ code: 'abaLength' });
  });

  it('checks BIC format: 8 or 11 characters', () => {
    expect(bicError('DEUTDEFF')).toBeNull();
    expect(bicError('deutdeff500')).toBeNull();
    expect(bicError('DEU1DEFF')).toEqual({ code: 'bicShape' });
    expect(bicError('DEUTDEFF50')).toEqual({ code: 'bicShape' });
  });

  it('follows the registry: unknown countries and country-specific account formats are refused', () => {
    // Length and check digits both fine (mod 97 = 1), but a German BBAN is digits only.
    expect(ibanError('DE48 3704 0044 0532 0130 0A')).toEqual({ code: 'ibanBban', params: { country: 'DE' } });
    expect(ibanError('XX00 1234')).toEqual({ code: 'ibanCountry', params: { country: 'XX' } });
    // Countries the old hand-kept length table lacked are known now (Ukraine was there; Seychelles was not).
    expect(ibanError('SC18 SSCB 1101 0000 0000 0000 1497 USD')).toBeNull();
  });

  it('refuses a BIC whose country letters name no country', () => {
    expect(bicError('DEUTXXFF')).toEqual({ code: 'bicCountry', params: { country: 'XX' } });
  });

  it('the app words each answer from the catalogue, the sandbox in its own English, and both agree', () => {
    const answers = [
      ibanError(''),
      ibanError('12'),
      ibanError('XX00 1234'),
      ibanError('DE8937040044053201300'),
      ibanError('DE48 3704 0044 0532 0130 0A'),
      ibanError('DE89370400440532013001'),
      abaError(''),
      abaError('12345678'),
      abaError('021000022'),
      bicError(''),
      bicError('DEU1DEFF'),
      bicError('DEUTXXFF'),
    ];
    for (const problem of answers) {
      expect(problem).not.toBeNull();
      // The catalogue writes apostrophes typographically; the sandbox keeps the plain one.
      expect(ruleMessage(problem!).replace('’', "'")).toBe(ruleSentence(problem!));
    }
    expect(ruleMessage(ibanError('DE8937040044053201300'))).toBe(
      'An IBAN from DE has 22 characters; this one has 21.',
    );
    expect(ruleMessage(bicError('DEUTXXFF'))).toBe(
      'This SWIFT/BIC code names no country: XX is not a country code.',
    );
    expect(ruleMessage(null)).toBeNull();
  });
});
