import type { BankingDestinationType, Currency, DestinationCreate } from '../../../api/types';
import { type MessageKey, t } from '../../../i18n';
import { ruleMessage } from '../../../lib/rule-message';
import { addressError, addressFormatForChain, memoError } from '../../../shared/address-rules';
import {
  abaError,
  bicError,
  ibanError,
  normalizeBankId,
  usAccountNumberError,
} from '../../../shared/bank-rules';
import type { RuleProblem } from '../../../shared/rule-problem';

/**
 * The destination form's values and its validation "as a bank would": IBAN mod-97 for SEPA,
 * ABA checksum for ACH and wire, BIC format for SWIFT, the chain's address format for crypto,
 * country and state from the system lists. Errors are keyed like the platform's 422 fields
 * (`external_banking_data.iban`), so server and client errors land on the same input.
 */
export type DestinationKind = BankingDestinationType | 'CRYPTO_EXTERNAL' | 'CRYPTO_INTERNAL';

export interface DestinationValues {
  type: DestinationKind;
  nickname: string;
  bank_name: string;
  iban: string;
  swift_bic: string;
  account_number: string;
  routing_number: string;
  street1: string;
  city: string;
  postcode: string;
  country_id: string;
  state_id: string;
  currency_id: string;
  address: string;
  memo: string;
}

export const emptyDestination = (type: DestinationKind): DestinationValues => ({
  type,
  nickname: '',
  bank_name: '',
  iban: '',
  swift_bic: '',
  account_number: '',
  routing_number: '',
  street1: '',
  city: '',
  postcode: '',
  country_id: '',
  state_id: '',
  currency_id: '',
  address: '',
  memo: '',
});

export const US_COUNTRY_ISO = 'US';
const B = 'external_banking_data';
const A = `${B}.address`;
const C = 'external_crypto_data';

export const isCryptoKind = (kind: DestinationKind) =>
  kind === 'CRYPTO_EXTERNAL' || kind === 'CRYPTO_INTERNAL';

export interface ValidationContext {
  currencies: Currency[];
  chains: { id: number; name: string; symbol: string | null }[];
  /** Whether the chosen country has states in the system list (then a state is required). */
  countryHasStates: boolean;
  countryIso2: string | null;
}

export function validateDestination(v: DestinationValues, ctx: ValidationContext): Record<string, string> {
  const e: Record<string, string> = {};
  const need = (key: string, value: string, message: MessageKey) => {
    if (value.trim() === '') e[key] = t(message);
  };
  if (isCryptoKind(v.type)) {
    const currency = ctx.currencies.find((c) => c.uuid === v.currency_id);
    if (!currency) e[`${C}.currency_id`] = t('recipients.error.currency');
    const chain = currency?.is_crypto ? ctx.chains.find((c) => c.id === currency.meta.chain_id) : undefined;
    const fmt = chain ? addressFormatForChain(chain) : null;
    const addrErr = addressError(v.address, fmt, chain?.name);
    if (addrErr) e[`${C}.address`] = ruleMessage(addrErr);
    const memoErr = currency?.is_memo ? memoError(v.memo, fmt) : null;
    if (memoErr) e[`${C}.memo`] = ruleMessage(memoErr);
    return e;
  }
  need(`${B}.bank_name`, v.bank_name, 'recipients.error.bankName');
  const set = (key: string, error: RuleProblem | null) => {
    if (error) e[key] = ruleMessage(error);
  };
  if (v.type === 'SEPA') {
    set(`${B}.iban`, ibanError(v.iban));
    if (v.swift_bic.trim()) set(`${B}.swift_bic`, bicError(v.swift_bic));
  } else if (v.type === 'ACH' || v.type === 'DOMESTIC_WIRE') {
    set(`${B}.routing_number`, abaError(v.routing_number));
    set(`${B}.account_number`, usAccountNumberError(v.account_number));
  } else if (v.type === 'SWIFT') {
    set(`${B}.swift_bic`, bicError(v.swift_bic));
    if (!v.iban.trim() && !v.account_number.trim())
      e[`${B}.account_number`] = t('recipients.error.accountOrIban');
    if (v.iban.trim()) set(`${B}.iban`, ibanError(v.iban));
  } else {
    if (!/^\d{6}$/.test(v.routing_number.replace(/[\s-]/g, '')))
      e[`${B}.routing_number`] = t('recipients.error.sortCode');
    if (!/^\d{8}$/.test(v.account_number.replace(/\s/g, '')))
      e[`${B}.account_number`] = t('recipients.error.ukAccount');
  }
  need(`${A}.street1`, v.street1, 'recipients.error.bankStreet');
  need(`${A}.city`, v.city, 'recipients.error.city');
  need(`${A}.postcode`, v.postcode, 'recipients.error.postcode');
  need(`${A}.country_id`, v.country_id, 'recipients.error.bankCountry');
  if (
    (v.type === 'ACH' || v.type === 'DOMESTIC_WIRE') &&
    v.country_id &&
    ctx.countryIso2 !== US_COUNTRY_ISO
  ) {
    e[`${A}.country_id`] = t('recipients.error.achInUs');
  }
  if (ctx.countryHasStates && ctx.countryIso2 === US_COUNTRY_ISO)
    need(`${A}.state_id`, v.state_id, 'recipients.error.state');
  if (
    ctx.countryIso2 === US_COUNTRY_ISO &&
    v.postcode.trim() &&
    !/^\d{5}(-\d{4})?$/.test(v.postcode.trim())
  ) {
    e[`${A}.postcode`] = t('recipients.error.usZip');
  }
  return e;
}

export function destinationBody(v: DestinationValues): DestinationCreate {
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
  const opt = (s: string) => (s.trim() ? s.trim() : null);
  return {
    type: v.type as BankingDestinationType,
    nickname,
    external_banking_data: {
      bank_name: v.bank_name.trim(),
      note: null,
      iban: v.iban.trim() ? normalizeBankId(v.iban) : null,
      swift_bic: v.swift_bic.trim() ? normalizeBankId(v.swift_bic) : null,
      account_number: opt(v.account_number.replace(/\s/g, '')),
      routing_number: opt(v.routing_number.replace(/[\s-]/g, '')),
      address: {
        street1: v.street1.trim(),
        city: v.city.trim(),
        postcode: v.postcode.trim(),
        country_id: Number(v.country_id),
        state_id: v.state_id ? Number(v.state_id) : null,
      },
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
