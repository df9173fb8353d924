/**
 * Bank identifiers checked the way a bank would before accepting a payment instruction.
 * Each checker returns null when the value is acceptable, else a sentence for the user.
 * Pure functions, no imports: the sandbox keeps its own copy (a server validates on its own).
 */

/** IBAN lengths per country (ISO 13616 registry, SEPA countries and common others). */
const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** Removes spaces and upper-cases: how people paste IBANs and BICs. */
export function normalizeBankId(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the rearranged IBAN, computed in chunks to stay within safe integers. */
function ibanMod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

export function ibanError(raw: string): string | null {
  const iban = normalizeBankId(raw);
  if (iban === '') return 'Enter the IBAN.';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban))
    return 'An IBAN starts with a country code and two check digits.';
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === undefined) return `IBANs from ${iban.slice(0, 2)} are not supported.`;
  if (iban.length !== expected)
    return `An IBAN from ${iban.slice(0, 2)} has ${expected} characters; this one has ${iban.length}.`;
  if (ibanMod97(iban) !== 1)
    return 'This IBAN is not valid: its check digits do not match. Check for a typo.';
  return null;
}

/** ABA routing number: 9 digits with weights 3,7,1 summing to a multiple of 10. */
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
  return null;
}

/** US account numbers: 4 to 17 digits. */
export function usAccountNumberError(raw: string): string | null {
  const value = raw.replace(/\s+/g, '');
  if (value === '') return 'Enter the account number.';
  if (!/^\d{4,17}$/.test(value)) return 'An account number has 4 to 17 digits.';
  return null;
}
