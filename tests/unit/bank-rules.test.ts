import { describe, expect, it } from 'vitest';
import { abaError, bicError, ibanError } from '../../src/shared/bank-rules';

describe('bank identifiers', () => {
  it('accepts valid IBANs (with spaces, any case) and refuses a wrong check digit', () => {
    expect(ibanError('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanError('gb82west12345698765432')).toBeNull();
    expect(ibanError('FR1420041010050500013M02606')).toBeNull();
    expect(ibanError('DE89370400440532013001')).toMatch(/check digits/);
    expect(ibanError('DE8937040044053201300')).toMatch(/22 characters/);
    expect(ibanError('')).toBe('Enter the IBAN.');
  });

  it('checks ABA routing numbers with the 3-7-1 checksum', () => {
    expect(abaError('021000021')).toBeNull();
    expect(abaError('011000015')).toBeNull();
    expect(abaError('021000022')).toMatch(/check digit/);
    expect(abaError('12345678')).toMatch(/9 digits/);
  });

  it('checks BIC format: 8 or 11 characters', () => {
    expect(bicError('DEUTDEFF')).toBeNull();
    expect(bicError('deutdeff500')).toBeNull();
    expect(bicError('DEU1DEFF')).toMatch(/8 or 11/);
    expect(bicError('DEUTDEFF50')).toMatch(/8 or 11/);
  });

  it('follows the registry: unknown countries and country-specific account formats are refused', () => {
    // Length and check digits both fine (mod 97 = 1), but a German BBAN is digits only.
    expect(ibanError('DE48 3704 0044 0532 0130 0A')).toMatch(/account part does not follow/);
    expect(ibanError('XX00 1234')).toBe('IBANs from XX are not supported.');
    // Countries the old hand-kept length table lacked are known now (Ukraine was there; Seychelles was not).
    expect(ibanError('SC18 SSCB 1101 0000 0000 0000 1497 USD')).toBeNull();
  });

  it('refuses a BIC whose country letters name no country', () => {
    expect(bicError('DEUTXXFF')).toMatch(/XX is not a country code/);
  });
});
