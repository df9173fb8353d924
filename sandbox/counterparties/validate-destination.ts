import { randomUUID } from 'node:crypto';
import { addressError, memoError } from '../../src/shared/address-rules.ts';
import {
  abaError,
  bicError,
  ibanError,
  normalizeBankId,
  usAccountNumberError,
} from '../../src/shared/bank-rules.ts';
import type { RuleProblem } from '../../src/shared/rule-problem.ts';
import { invalid } from '../server/errors.ts';
import { ruleError, ruleSentence } from '../server/rule-sentences.ts';
import type { Body } from '../server/validate.ts';
import { chainById, currencyById } from '../system/catalog.ts';
import { countryById, statesOf } from '../system/countries.ts';
import type { BankAddressRow, BankingRow, CryptoRow } from './tables.ts';

/**
 * Destination bodies validated as a bank would. API.md leaves the per-rail fields "not shown"
 * (§8.1: every bank field is nullable or optional); the platform we imitate asks for what each
 * rail needs to route a payment and nothing more:
 *   SEPA          the IBAN (it names the country and the bank); BIC optional
 *   SWIFT         the BIC, and the account number or the IBAN
 *   ACH, FEDWIRE  the ABA routing number and the account number (a US bank)
 *   CHAPS, FPS    the sort code and the account number
 * The bank's name and address are optional; what is given is checked (a US street address needs a
 * state and a ZIP code, ACH and wire banks are in the US). Every refusal is a 422 naming the field
 * by its dotted path, e.g. `external_banking_data.iban`.
 */

const US_COUNTRY_ID = 233;
const SEPA_IBAN_COUNTRIES = new Set(
  'AD AT BE BG CH CY CZ DE DK EE ES FI FR GB GI GR HR HU IE IS IT LI LT LU LV MC MT NL NO PL PT RO SE SI SK SM VA'.split(
    ' ',
  ),
);

/** DOMESTIC_WIRE is the former name of FEDWIRE (API.md §20 #11): accepted, stored as FEDWIRE. */
export function destinationType(type: string): string {
  return type === 'DOMESTIC_WIRE' ? 'FEDWIRE' : type;
}

export function nickname(body: Body): string | null {
  const v = body.nickname;
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || v.length > 64)
    invalid('nickname', 'nickname must be text of at most 64 characters.');
  return v.trim();
}

function text(
  block: Record<string, unknown>,
  prefix: string,
  key: string,
  required: boolean,
  max = 140,
): string | null {
  const v = block[key];
  const field = `${prefix}.${key}`;
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    if (required) invalid(field, `${field} is required.`);
    return null;
  }
  if (typeof v !== 'string') invalid(field, `${field} must be text.`);
  if (v.length > max) invalid(field, `${field} must be at most ${max} characters.`);
  return v.trim();
}

function idNumber(block: Record<string, unknown>, field: string): number | null {
  const v = block[field.split('.').pop()!];
  if (v === undefined || v === null || v === '') return null;
  const n = typeof v === 'string' ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n))
    invalid(field, `${field} must be a number from the system list.`);
  return n;
}

function bankAddress(raw: unknown, requireUs: boolean): BankAddressRow | null {
  const prefix = 'external_banking_data.address';
  if (raw === undefined || raw === null) return null;
  if (typeof raw !== 'object') invalid(prefix, 'The bank address must be an object.');
  const a = raw as Record<string, unknown>;
  const countryId = idNumber(a, `${prefix}.country_id`);
  const country = countryId === null ? null : countryById(countryId);
  if (countryId !== null && !country)
    invalid(`${prefix}.country_id`, 'This country is not in the system list.');
  if (requireUs && countryId !== null && countryId !== US_COUNTRY_ID) {
    invalid(`${prefix}.country_id`, 'ACH and wire transfers go to banks in the United States.');
  }
  const street1 = text(a, prefix, 'street1', false);
  const stateId = idNumber(a, `${prefix}.state_id`);
  // A street address in the US is not a postal address without its state.
  if (street1 && stateId === null && countryId === US_COUNTRY_ID)
    invalid(`${prefix}.state_id`, 'Choose the state.');
  if (stateId !== null) {
    if (countryId === null) invalid(`${prefix}.country_id`, 'Choose the country of the bank.');
    if (!statesOf(countryId).some((s) => s.id === stateId))
      invalid(`${prefix}.state_id`, `This state is not in ${country!.name}.`);
  }
  const postcode = text(a, prefix, 'postcode', false, 16);
  if (postcode && countryId === US_COUNTRY_ID && !/^\d{5}(-\d{4})?$/.test(postcode)) {
    invalid(`${prefix}.postcode`, 'A US ZIP code has 5 digits (or 5+4).');
  }
  return {
    id: randomUUID(),
    street1,
    street2: text(a, prefix, 'street2', false),
    city: text(a, prefix, 'city', false, 80),
    postcode,
    description: text(a, prefix, 'description', false),
    state_id: stateId,
    country_id: countryId,
  };
}

export function bankingData(type: string, raw: unknown): BankingRow {
  const prefix = 'external_banking_data';
  if (!raw || typeof raw !== 'object') invalid(prefix, `${type} destinations need external_banking_data.`);
  const b = raw as Record<string, unknown>;
  const bank_name = text(b, prefix, 'bank_name', false, 140);
  const note = text(b, prefix, 'note', false, 280);
  let account_number = text(b, prefix, 'account_number', false, 34);
  let routing_number = text(b, prefix, 'routing_number', false, 16);
  let swift_bic = text(b, prefix, 'swift_bic', false, 16);
  let iban = text(b, prefix, 'iban', false, 40);
  const check = (field: string, error: RuleProblem | string | null) => {
    if (error) invalid(`${prefix}.${field}`, typeof error === 'string' ? error : ruleSentence(error));
  };
  if (type === 'ACH' || type === 'FEDWIRE') {
    check('routing_number', abaError(routing_number ?? ''));
    check('account_number', usAccountNumberError(account_number ?? ''));
    routing_number = routing_number!.replace(/\s+/g, '');
    account_number = account_number!.replace(/\s+/g, '');
  } else if (type === 'SEPA') {
    check('iban', ibanError(iban ?? ''));
    iban = normalizeBankId(iban!);
    if (!SEPA_IBAN_COUNTRIES.has(iban.slice(0, 2)))
      check('iban', `${iban.slice(0, 2)} IBANs are outside the SEPA area.`);
    if (swift_bic) check('swift_bic', bicError(swift_bic));
  } else if (type === 'SWIFT') {
    check('swift_bic', bicError(swift_bic ?? ''));
    if (!iban && !account_number) check('account_number', 'Enter the account number or the IBAN.');
    if (iban) {
      check('iban', ibanError(iban));
      iban = normalizeBankId(iban);
    }
  } else {
    // CHAPS / FPS: UK sort code (6 digits) in routing_number, 8-digit account number.
    if (!/^\d{6}$/.test((routing_number ?? '').replace(/[\s-]/g, '')))
      check('routing_number', 'A sort code has 6 digits.');
    if (!/^\d{8}$/.test((account_number ?? '').replace(/\s/g, '')))
      check('account_number', 'A UK account number has 8 digits.');
  }
  if (swift_bic) swift_bic = normalizeBankId(swift_bic);
  return {
    id: randomUUID(),
    bank_name,
    note,
    account_number,
    routing_number,
    swift_bic,
    iban,
    address: bankAddress(b.address, type === 'ACH' || type === 'FEDWIRE'),
  };
}

export function cryptoData(raw: unknown): CryptoRow {
  const prefix = 'external_crypto_data';
  if (!raw || typeof raw !== 'object') invalid(prefix, 'Crypto destinations need external_crypto_data.');
  const c = raw as Record<string, unknown>;
  const currencyId = text(c, prefix, 'currency_id', true, 40)!;
  const currency = currencyById(currencyId);
  if (!currency?.is_crypto)
    invalid(`${prefix}.currency_id`, 'Choose a crypto currency from the system list.');
  const chain = currency.chain_id === null ? undefined : chainById(currency.chain_id);
  const address = text(c, prefix, 'address', true, 128)!;
  const addrError = ruleError(addressError(address, chain?.format ?? null, chain?.name));
  if (addrError) invalid(`${prefix}.address`, addrError);
  const memo = text(c, prefix, 'memo', false, 256);
  const memoErr = memo ? ruleError(memoError(memo, chain?.format ?? null)) : null;
  if (memoErr) invalid(`${prefix}.memo`, memoErr);
  return { id: randomUUID(), address, currency_id: currency.uuid, memo };
}
