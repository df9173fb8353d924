import { describe, expect, it } from 'vitest';
import * as sandboxRules from '../../sandbox/counterparties/bank-rules';
import { abaError, bicError, ibanError } from '../../src/lib/validate-bank';

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

  it('the sandbox copy agrees with the client', () => {
    for (const v of ['DE89370400440532013000', 'DE89370400440532013001', 'GB82WEST12345698765432', 'XX00']) {
      expect(sandboxRules.ibanError(v)).toBe(ibanError(v));
    }
    for (const v of ['021000021', '021000022']) expect(sandboxRules.abaError(v)).toBe(abaError(v));
  });
});
