import type { BankingDestinationType, Currency, DestinationCreate } from '../api/types';
import { type MessageKey, t } from '../i18n';
import { addressError, addressFormatForChain, memoError } from '../shared/address-rules';
import { abaError, bicError, ibanError, normalizeBankId, usAccountNumberError } from '../shared/bank-rules';
import type { RuleProblem } from '../shared/rule-problem';
import { ruleMessage } from './rule-message';

/**
 * The destination form: only what each rail needs to route a payment (the choice API.md §8.1
 * leaves to us, matched by the sandbox): SEPA the IBAN (BIC optional); SWIFT the BIC and the
 * account number or IBAN; ACH and wire the ABA routing and account numbers; CHAPS and Faster
 * Payments the sort code and account number; crypto the currency and address. No bank name or
 * street address: the IBAN, BIC or routing number already names the bank, and the bank's country
 * is derived from them and sent for the record. Checked "as a bank would": IBAN mod-97, ABA
 * checksum, BIC shape, the chain's address format. Errors are keyed like the platform's 422
 * fields (`external_banking_data.iban`), so server and client errors land on the same input.
 */
export type DestinationKind = BankingDestinationType | 'CRYPTO_EXTERNAL' | 'CRYPTO_INTERNAL';

export interface DestinationValues {
  type: DestinationKind;
  nickname: string;
  iban: string;
  swift_bic: string;
  /** SWIFT: the account number or the IBAN, whichever the bank uses (one field, read by shape). */
  account_number: string;
  routing_number: string;
  currency_id: string;
  address: string;
  memo: string;
}

export const emptyDestination = (type: DestinationKind): DestinationValues => ({
  type,
  nickname: '',
  iban: '',
  swift_bic: '',
  account_number: '',
  routing_number: '',
  currency_id: '',
  address: '',
  memo: '',
});

const B = 'external_banking_data';
const C = 'external_crypto_data';

export const isCryptoKind = (kind: DestinationKind) =>
  kind === 'CRYPTO_EXTERNAL' || kind === 'CRYPTO_INTERNAL';

/** Two letters and two check digits: what the user typed into "account number or IBAN" is an IBAN. */
const looksLikeIban = (value: string) => /^[A-Z]{2}\d{2}/.test(normalizeBankId(value));

export interface ValidationContext {
  currencies: Currency[];
  chains: { id: number; name: string; symbol: string | null }[];
}

export function validateDestination(v: DestinationValues, ctx: ValidationContext): Record<string, string> {
  const e: Record<string, string> = {};
  const set = (key: string, error: RuleProblem | null) => {
    if (error) e[key] = ruleMessage(error);
  };
  if (isCryptoKind(v.type)) {
    const currency = ctx.currencies.find((c) => c.uuid === v.currency_id);
    if (!currency) e[`${C}.currency_id`] = t('recipients.error.currency');
    const chain = currency?.is_crypto ? ctx.chains.find((c) => c.id === currency.meta.chain_id) : undefined;
    const fmt = chain ? addressFormatForChain(chain) : null;
    set(`${C}.address`, addressError(v.address, fmt, chain?.name));
    if (currency?.is_memo) set(`${C}.memo`, memoError(v.memo, fmt));
    return e;
  }
  if (v.type === 'SEPA') {
    set(`${B}.iban`, ibanError(v.iban));
    if (v.swift_bic.trim()) set(`${B}.swift_bic`, bicError(v.swift_bic));
  } else if (v.type === 'ACH' || v.type === 'DOMESTIC_WIRE') {
    set(`${B}.routing_number`, abaError(v.routing_number));
    set(`${B}.account_number`, usAccountNumberError(v.account_number));
  } else if (v.type === 'SWIFT') {
    set(`${B}.swift_bic`, bicError(v.swift_bic));
    if (!v.account_number.trim()) e[`${B}.account_number`] = t('recipients.error.accountOrIban');
    else if (looksLikeIban(v.account_number)) set(`${B}.account_number`, ibanError(v.account_number));
  } else {
    if (!/^\d{6}$/.test(v.routing_number.replace(/[\s-]/g, '')))
      e[`${B}.routing_number`] = t('recipients.error.sortCode');
    if (!/^\d{8}$/.test(v.account_number.replace(/\s/g, '')))
      e[`${B}.account_number`] = t('recipients.error.ukAccount');
  }
  return e;
}

/**
 * The country of the bank, as ISO 3166 alpha-2, from what identifies it: an IBAN's or a BIC's
 * country letters; ACH and wire banks are in the US, CHAPS and Faster Payments banks in the UK.
 */
export function bankCountryIso(v: DestinationValues): string | null {
  const iban = normalizeBankId(v.type === 'SWIFT' ? v.account_number : v.iban);
  if ((v.type === 'SEPA' || v.type === 'SWIFT') && looksLikeIban(iban)) return iban.slice(0, 2);
  if (v.type === 'SWIFT') {
    const bic = normalizeBankId(v.swift_bic);
    return bic.length >= 6 ? bic.slice(4, 6) : null;
  }
  if (v.type === 'ACH' || v.type === 'DOMESTIC_WIRE') return 'US';
  if (v.type === 'CHAPS' || v.type === 'FPS') return 'GB';
  return null;
}

/** `countryId`: the system list's id of bankCountryIso(v), when known (sent as the bank's country). */
export function destinationBody(v: DestinationValues, countryId: number | null = null): DestinationCreate {
  const nickname = v.nickname.trim() || null;
  if (isCryptoKind(v.type)) {
    return {
      type: v.type as 'CRYPTO_EXTERNAL' | 'CRYPTO_INTERNAL',
      nickname,
      external_crypto_data: {
        address: v.address.trim(),
        currency_id: v.currency_id,
        memo: v.memo.trim() || null,
      },
    };
  }
  const swiftIban = v.type === 'SWIFT' && looksLikeIban(v.account_number);
  const iban = swiftIban ? v.account_number : v.type === 'SEPA' ? v.iban : '';
  const account = swiftIban || v.type === 'SEPA' ? '' : v.account_number.replace(/\s/g, '');
  const routing = v.routing_number.replace(/[\s-]/g, '');
  return {
    type: v.type as BankingDestinationType,
    nickname,
    external_banking_data: {
      bank_name: null,
      note: null,
      iban: iban.trim() ? normalizeBankId(iban) : null,
      swift_bic: v.swift_bic.trim() ? normalizeBankId(v.swift_bic) : null,
      account_number: account || null,
      routing_number: routing || null,
      ...(countryId !== null ? { address: { country_id: countryId } } : {}),
    },
  };
}

/** Each kind's name, as a message key: the sentence is read at render, in the active language. */
export const DESTINATION_KIND_KEY: Record<DestinationKind, MessageKey> = {
  SEPA: 'recipients.kind.sepa',
  ACH: 'recipients.kind.ach',
  DOMESTIC_WIRE: 'recipients.kind.domesticWire',
  SWIFT: 'recipients.kind.swift',
  CHAPS: 'recipients.kind.chaps',
  FPS: 'recipients.kind.fps',
  CRYPTO_EXTERNAL: 'recipients.kind.cryptoExternal',
  CRYPTO_INTERNAL: 'recipients.kind.cryptoInternal',
};

export const ALL_KINDS = Object.keys(DESTINATION_KIND_KEY) as DestinationKind[];

/** A kind's name in the active language ("SEPA bank account (IBAN)"). */
export const destinationKindLabel = (kind: DestinationKind): string => t(DESTINATION_KIND_KEY[kind]);

/**
 * The same names as a table, each read when it is looked up (so in the language of that moment).
 * Kept for callers outside this folder that index it; new code calls destinationKindLabel().
 */
export const DESTINATION_KIND_LABEL: Readonly<Record<DestinationKind, string>> = Object.defineProperties(
  {} as Record<DestinationKind, string>,
  Object.fromEntries(
    ALL_KINDS.map((kind) => [kind, { enumerable: true, get: () => destinationKindLabel(kind) }]),
  ),
);

/** Which destination kind an order type's payment method pays to (FEDWIRE is our DOMESTIC_WIRE). */
export function kindForPaymentMethod(method: string): DestinationKind | null {
  if (method === 'FEDWIRE') return 'DOMESTIC_WIRE';
  if (['ACH', 'SEPA', 'SWIFT', 'CHAPS', 'FPS', 'CRYPTO_EXTERNAL', 'CRYPTO_INTERNAL'].includes(method)) {
    return method as DestinationKind;
  }
  return null;
}

/** The platform answers FEDWIRE for what we send as DOMESTIC_WIRE. */
export const sameKind = (received: string, kind: DestinationKind) =>
  received === kind || (kind === 'DOMESTIC_WIRE' && received === 'FEDWIRE');
