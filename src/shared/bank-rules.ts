/**
 * Bank identifiers checked the way a bank would before accepting a payment instruction. Each
 * checker returns null when the value is acceptable, else a sentence for the user. The app checks
 * as the user types; the sandbox checks the same way before it stores a counterparty.
 * IBAN lengths, per-country formats and the mod-97 check, and the BIC shape and country, come from
 * ibantools (the ISO 13616 registry, kept current upstream); the sentences are ours.
 */
import { getCountrySpecifications, ValidationErrorsIBAN, validateBIC, validateIBAN } from 'ibantools';

/** Removes spaces and dashes and upper-cases: how people paste IBANs and BICs. */
export function normalizeBankId(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

export function ibanError(raw: string): string | null {
  const iban = normalizeBankId(raw);
  if (iban === '') return 'Enter the IBAN.';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban))
    return 'An IBAN starts with a country code and two check digits.';
  const country = iban.slice(0, 2);
  const expected = getCountrySpecifications()[country]?.chars;
  if (!expected) return `IBANs from ${country} are not supported.`;
  if (iban.length !== expected)
    return `An IBAN from ${country} has ${expected} characters; this one has ${iban.length}.`;
  const { errorCodes } = validateIBAN(iban);
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat))
    return `This is not an IBAN from ${country}: the account part does not follow that country's format.`;
  if (errorCodes.length > 0)
    return 'This IBAN is not valid: its check digits do not match. Check for a typo.';
  return null;
}

/** ABA routing number: 9 digits with weights 3,7,1 summing to a multiple of 10 (no library needed). */
export function abaError(raw: string): string | null {
  const aba = raw.replace(/\s+/g, '');
  if (aba === '') return 'Enter the routing number.';
  if (!/^\d{9}$/.test(aba)) return 'A routing number has exactly 9 digits.';
  const d = [...aba].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  if (sum % 10 !== 0) return 'This routing number is not valid: its check digit does not match.';
  return null;
}

/** BIC / SWIFT code: 4 bank letters, 2 country letters, 2 location chars, optional 3 branch chars. */
export function bicError(raw: string): string | null {
  const bic = normalizeBankId(raw);
  if (bic === '') return 'Enter the SWIFT/BIC code.';
  if (!/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic)) {
    return 'A SWIFT/BIC code has 8 or 11 characters: bank (4 letters), country (2 letters), location, branch.';
  }
  if (!validateBIC(bic).valid)
    return `This SWIFT/BIC code names no country: ${bic.slice(4, 6)} is not a country code.`;
  return null;
}

/** US account numbers: 4 to 17 digits. */
export function usAccountNumberError(raw: string): string | null {
  const value = raw.replace(/\s+/g, '');
  if (value === '') return 'Enter the account number.';
  if (!/^\d{4,17}$/.test(value)) return 'An account number has 4 to 17 digits.';
  return null;
}
