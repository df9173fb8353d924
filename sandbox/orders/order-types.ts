import type * as z from 'zod';
import type { OrderTypeInfo, OrderTypeInfoV2 } from '../../src/contract/orders.ts';
import type { OrderType, PaymentMethod } from '../../src/contract/values/orders.ts';
import type { SandboxCurrency } from '../system/catalog.ts';

/**
 * The order types the sandbox serves: catalogue rows (GET /orders/order_types, /v2/orders/order_types)
 * plus what each allows. KYC rail ids follow the KYC module's naming.
 */
export const RAIL = {
  individualBasic: 'rail_individual_basic',
  usBanking: 'rail_us_banking',
  euBanking: 'rail_eu_banking',
} as const;

export type PairRule =
  | 'exchange'
  | 'same'
  | 'offramp_usd'
  | 'offramp_eur'
  | 'offramp_any'
  | 'onramp_usd'
  | 'onramp_eur'
  | 'card_funding'
  | 'card_withdrawal';

export interface OrderTypeDef {
  id: string;
  transaction_type: string;
  description: string;
  direction: 'deposit' | 'withdrawal';
  is_internal: boolean;
  is_trusted: boolean;
  payment_method: string;
  rails: string[];
  pairs: PairRule;
  /** Money leaves the user's control: the platform asks for a second factor (403 OTP_REQUIRED). */
  second_factor: boolean;
  /** Listed by /orders/order_types (v1) and/or /v2/orders/order_types. */
  v1: boolean;
  v2: boolean;
}

const def = (d: OrderTypeDef) => d;

export const ORDER_TYPES: OrderTypeDef[] = [
  def({
    id: 'EXCHANGE_CRYPTO_INTERNAL',
    transaction_type: 'exchange',
    description: 'Exchange between currencies in a wallet',
    direction: 'withdrawal',
    is_internal: true,
    is_trusted: true,
    payment_method: 'CRYPTO_INTERNAL',
    rails: [],
    pairs: 'exchange',
    second_factor: false,
    v1: true,
    v2: true,
  }),
  def({
    id: 'TRANSFER_INTERNAL',
    transaction_type: 'transfer',
    description: 'Transfer between your wallets',
    direction: 'withdrawal',
    is_internal: true,
    is_trusted: true,
    payment_method: 'CRYPTO_INTERNAL',
    rails: [],
    pairs: 'same',
    second_factor: false,
    v1: true,
    v2: true,
  }),
  def({
    id: 'WITHDRAWAL_CRYPTO',
    transaction_type: 'withdrawal',
    description: 'Send crypto to an external address',
    direction: 'withdrawal',
    is_internal: false,
    is_trusted: false,
    payment_method: 'CRYPTO_EXTERNAL',
    rails: [],
    pairs: 'same',
    second_factor: true,
    v1: true,
    v2: true,
  }),
  def({
    id: 'HIFI_WIRE_ONRAMP',
    transaction_type: 'onramp',
    description: 'Buy crypto with a US wire transfer',
    direction: 'deposit',
    is_internal: false,
    is_trusted: false,
    payment_method: 'FEDWIRE',
    rails: [RAIL.usBanking],
    pairs: 'onramp_usd',
    second_factor: false,
    v1: true,
    v2: true,
  }),
  def({
    id: 'HIFI_ACH_ONRAMP',
    transaction_type: 'onramp',
    description: 'Buy crypto with an ACH transfer',
    direction: 'deposit',
    is_internal: false,
    is_trusted: false,
    payment_method: 'ACH',
    rails: [RAIL.usBanking],
    pairs: 'onramp_usd',
    second_factor: false,
    v1: true,
    v2: true,
  }),
  def({
    id: 'HIFI_SEPA_ONRAMP',
    transaction_type: 'onramp',
    description: 'Buy crypto with a SEPA transfer',
    direction: 'deposit',
    is_internal: false,
    is_trusted: false,
    payment_method: 'SEPA',
    rails: [RAIL.euBanking],
    pairs: 'onramp_eur',
    second_factor: false,
    v1: true,
    v2: true,
  }),
  def({
    id: 'HIFI_WIRE_OFFRAMP',
    transaction_type: 'offramp',
    description: 'Sell crypto to a US bank account by wire',
    direction: 'withdrawal',
    is_internal: false,
    is_trusted: false,
    payment_method: 'FEDWIRE',
    rails: [RAIL.usBanking],
    pairs: 'offramp_usd',
    second_factor: true,
    v1: true,
    v2: true,
  }),
  def({
    id: 'HIFI_ACH_OFFRAMP',
    transaction_type: 'offramp',
    description: 'Sell crypto to a US bank account by ACH',
    direction: 'withdrawal',
    is_internal: false,
    is_trusted: false,
    payment_method: 'ACH',
    rails: [RAIL.usBanking],
    pairs: 'offramp_usd',
    second_factor: true,
    v1: true,
    v2: true,
  }),
  def({
    id: 'HIFI_SEPA_OFFRAMP',
    transaction_type: 'offramp',
    description: 'Sell crypto to a European bank account (SEPA)',
    direction: 'withdrawal',
    is_internal: false,
    is_trusted: false,
    payment_method: 'SEPA',
    rails: [RAIL.euBanking],
    pairs: 'offramp_eur',
    second_factor: true,
    v1: true,
    v2: true,
  }),
  def({
    id: 'TBD_SWIFT_WITHDRAWAL',
    transaction_type: 'offramp',
    description: 'Sell crypto to a bank account abroad (SWIFT)',
    direction: 'withdrawal',
    is_internal: false,
    is_trusted: false,
    payment_method: 'SWIFT',
    rails: [RAIL.individualBasic],
    pairs: 'offramp_any',
    second_factor: true,
    v1: true,
    v2: true,
  }),
  def({
    id: 'OMNIBUS_CRYPTO_TRANSFER',
    transaction_type: 'withdrawal',
    description: 'Send crypto to a saved counterparty',
    direction: 'withdrawal',
    is_internal: false,
    is_trusted: true,
    payment_method: 'CRYPTO_EXTERNAL',
    rails: [RAIL.individualBasic],
    pairs: 'same',
    second_factor: true,
    v1: false,
    v2: true,
  }),
  def({
    id: 'SEGREGATED_CRYPTO_TRANSFER',
    transaction_type: 'withdrawal',
    description: 'Send crypto to a counterparty from a segregated account',
    direction: 'withdrawal',
    is_internal: false,
    is_trusted: true,
    payment_method: 'CRYPTO_EXTERNAL',
    rails: [RAIL.individualBasic],
    pairs: 'same',
    second_factor: true,
    v1: false,
    v2: true,
  }),
  def({
    id: 'HIFI_CRYPTO_TRANSFER',
    transaction_type: 'withdrawal',
    description: 'Send crypto to a counterparty (legacy)',
    direction: 'withdrawal',
    is_internal: false,
    is_trusted: false,
    payment_method: 'CRYPTO_EXTERNAL',
    rails: [RAIL.individualBasic],
    pairs: 'same',
    second_factor: true,
    v1: false,
    v2: false,
  }),
  // Card top-ups (API.md §15.2): wallet → a card's sub-account. The user's own money stays with
  // them, so no second factor; issuing the card already required its verification.
  def({
    id: 'TRANSFER_CARD_PREPAID',
    transaction_type: 'card_topup',
    description: 'Top up a prepaid card',
    direction: 'withdrawal',
    is_internal: true,
    is_trusted: true,
    payment_method: 'CRYPTO_INTERNAL',
    rails: [],
    pairs: 'card_funding',
    second_factor: false,
    v1: true,
    v2: true,
  }),
  def({
    id: 'TRANSFER_CARD_SUBACCOUNT',
    transaction_type: 'card_topup',
    description: 'Top up a card balance account',
    direction: 'withdrawal',
    is_internal: true,
    is_trusted: true,
    payment_method: 'CRYPTO_INTERNAL',
    rails: [],
    pairs: 'card_funding',
    second_factor: false,
    v1: true,
    v2: true,
  }),
  def({
    id: 'TRANSFER_CARD_WHOLESALE',
    transaction_type: 'card_topup',
    description: 'Fund the card issuer account (wholesale)',
    direction: 'withdrawal',
    is_internal: true,
    is_trusted: true,
    payment_method: 'CRYPTO_INTERNAL',
    rails: [],
    pairs: 'card_funding',
    second_factor: false,
    v1: true,
    v2: true,
  }),
  // Money back from a card to its wallet (API.md §15.2): the owner's money stays with them (no
  // second factor); a deposit from the wallet's side, in the card's own currency.
  def({
    id: 'WITHDRAW_CARD_PREPAID',
    transaction_type: 'card_withdrawal',
    description: 'Move money from a prepaid card to the wallet',
    direction: 'deposit',
    is_internal: true,
    is_trusted: true,
    payment_method: 'CRYPTO_INTERNAL',
    rails: [],
    pairs: 'card_withdrawal',
    second_factor: false,
    v1: true,
    v2: false,
  }),
  def({
    id: 'WITHDRAW_CARD_SUBACCOUNT',
    transaction_type: 'card_withdrawal',
    description: 'Move money from a card balance account to the wallet',
    direction: 'deposit',
    is_internal: true,
    is_trusted: true,
    payment_method: 'CRYPTO_INTERNAL',
    rails: [],
    pairs: 'card_withdrawal',
    second_factor: false,
    v1: true,
    v2: false,
  }),
];

export const orderTypeById = (id: string) => ORDER_TYPES.find((t) => t.id === id);

/** Whether `from → to` is a pair this order type moves (a pair outside it has no rate: 404). */
export function pairAllowed(rule: PairRule, from: SandboxCurrency, to: SandboxCurrency): boolean {
  switch (rule) {
    case 'exchange':
      return from.uuid !== to.uuid;
    case 'same':
      return from.uuid === to.uuid;
    case 'offramp_usd':
      return from.is_crypto && to.symbol === 'USD';
    case 'offramp_eur':
      return from.is_crypto && to.symbol === 'EUR';
    case 'offramp_any':
      return from.is_crypto && !to.is_crypto;
    case 'onramp_usd':
      return from.symbol === 'USD' && to.is_crypto;
    case 'onramp_eur':
      return from.symbol === 'EUR' && to.is_crypto;
    case 'card_funding':
      // Cards hold fiat; they are funded from the same fiat or a stablecoin (as at issuing).
      return !to.is_crypto && (from.uuid === to.uuid || from.is_stablecoin);
    case 'card_withdrawal':
      // The card's money arrives in the wallet in the card's own currency.
      return !from.is_crypto && from.uuid === to.uuid;
  }
}

/** Catalogue row (API.md §15.1 OrderTypeInfo / §16.1 OrderTypeInfoV2). */
export function orderTypeWire(
  t: OrderTypeDef,
  version: 1 | 2,
): z.input<typeof OrderTypeInfo> | z.input<typeof OrderTypeInfoV2> {
  const row = {
    id: t.id as OrderType,
    transaction_type: t.transaction_type,
    description: t.description,
    direction: t.direction,
    is_internal: t.is_internal,
    payment_method: t.payment_method as PaymentMethod,
    order_types_kyc_rails: t.rails.map((rail) => ({ id: `${t.id}:${rail}`, kyc_rail_id: rail })),
  };
  return version === 2 ? { ...row, is_trusted: t.is_trusted } : row;
}
