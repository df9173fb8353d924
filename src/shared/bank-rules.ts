/**
 * Bank identifiers checked the way a bank would before accepting a payment instruction. Each
 * checker returns null when the value is acceptable, else what is wrong as a RuleProblem (a code
 * and its values, worded by the app in the user's language). The app checks as the user types;
 * the sandbox checks the same way before it stores a counterparty.
 * IBAN lengths, per-country formats and the mod-97 check, and the BIC shape and country, come from
 * ibantools (the ISO 13616 registry, kept current upstream); the rules are ours.
 */
import { getCountrySpecifications, ValidationErrorsIBAN, validateBIC, validateIBAN } from 'ibantools';
import type { RuleProblem } from './rule-problem';

/** Removes spaces and dashes and upper-cases: how people paste IBANs and BICs. */
export function normalizeBankId(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export function ibanError(raw: string): RuleProblem | null {
  const iban = normalizeBankId(raw);
  if (iban === '') return { code: 'ibanEmpty' };
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return { code: 'ibanShape' };
  const country = iban.slice(0, 2);
  const expected = getCountrySpecifications()[country]?.chars;
  if (!expected) return { code: 'ibanCountry', params: { country } };
  if (iban.length !== expected)
    return { code: 'ibanLength', params: { country, expected, actual: iban.length } };
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat))
    return { code: 'ibanBban', params: { country } };
  if (errorCodes.length > 0) return { code: 'ibanChecksum' };
  return null;
}

/** ABA routing number: 9 digits with weights 3,7,1 summing to a multiple of 10 (no library needed). */
export function abaError(raw: string): RuleProblem | null {
  const aba = raw.replace(/\s+/g, '');
  if (aba === '') return { code: 'abaEmpty' };
  if (!/^\d{9}$/.test(aba)) return { code: 'abaLength' };
  const d = [...aba].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  if (sum % 10 !== 0) return { code: 'abaChecksum' };
  return null;
}

/** BIC / SWIFT code: 4 bank letters, 2 country letters, 2 location chars, optional 3 branch chars. */
export function bicError(raw: string): RuleProblem | null {
  const bic = normalizeBankId(raw);
  if (bic === '') return { code: 'bicEmpty' };
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) return { code: 'bicShape' };
  if (!validateBIC(bic).valid) return { code: 'bicCountry', params: { country: bic.slice(4, 6) } };
  return null;
}

/** US account numbers: 4 to 17 digits. */
export function usAccountNumberError(raw: string): RuleProblem | null {
  const value = raw.replace(/\s+/g, '');
  if (value === '') return { code: 'accountEmpty' };
  if (!/^\d{4,17}$/.test(value)) return { code: 'accountDigits' };
  return null;
}
