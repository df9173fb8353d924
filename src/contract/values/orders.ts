/** Order value lists (API.md §2, §15, §16). */
import type { OrderListFilter } from '../orders.ts';

export const ORDER_STATUSES = [
  'NEW',
  'PENDING',
  'PROCESSING',
  'CANCELED',
  'COMPLETE',
  'ERROR',
  'FAILED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The 15 HIFI_* order types; wallet record types include all of them too (API.md §2). */
export const HIFI_ORDER_TYPES = [
  'HIFI_WIRE_ONRAMP',
  'HIFI_WIRE_OFFRAMP',
  'HIFI_WIRE_DEPOSIT',
  'HIFI_WIRE_WITHDRAWAL',
  'HIFI_ACH_ONRAMP',
  'HIFI_ACH_OFFRAMP',
  'HIFI_ACH_DEPOSIT',
  'HIFI_ACH_WITHDRAWAL',
  'HIFI_SEPA_ONRAMP',
  'HIFI_SEPA_OFFRAMP',
  'HIFI_SEPA_DEPOSIT',
  'HIFI_SEPA_WITHDRAWAL',
  'HIFI_CRYPTO_TRANSFER',
  'HIFI_CRYPTO_WITHDRAWAL',
  'HIFI_CRYPTO_DEPOSIT',
] as const;

/** The 18 L2F_* order types; wallet record types include all of them too (API.md §2). */
export const L2F_ORDER_TYPES = [
  'L2F_ACH_ONRAMP',
  'L2F_ACH_OFFRAMP',
  'L2F_ACH_DEPOSIT',
  'L2F_ACH_WITHDRAWAL',
  'L2F_WIRE_ONRAMP',
  'L2F_WIRE_OFFRAMP',
  'L2F_WIRE_DEPOSIT',
  'L2F_WIRE_WITHDRAWAL',
  'L2F_SWIFT_ONRAMP',
  'L2F_SWIFT_OFFRAMP',
  'L2F_SWIFT_DEPOSIT',
  'L2F_SWIFT_WITHDRAWAL',
  'L2F_SEPA_ONRAMP',
  'L2F_SEPA_OFFRAMP',
  'L2F_SEPA_DEPOSIT',
  'L2F_SEPA_WITHDRAWAL',
  'L2F_CRYPTO_WITHDRAWAL',
  'L2F_CRYPTO_DEPOSIT',
] as const;

/**
 * Path segment of create routes and `order_type` values (API.md §2, full list). Built in a pure
 * call: a bare array spreading the lists above counts as a side effect, and a bundle that never
 * reads this list (Home) would otherwise still carry both lists it spreads.
 */
export const ORDER_TYPES = /* @__PURE__ */ (() =>
  [
    'DEPOSIT_ISSUING_SA_CRYPTO_EXT',
    'DEPOSIT_ISSUING_SA_SEPA_EXT',
    'DEPOSIT_CRYPTO',
    'DEPOSIT_FIAT_SEPA',
    'DEPOSIT_FIAT_SWIFT',
    'EXCHANGE_CRYPTO_INTERNAL',
    'EXCHANGE_OMNI',
    'TRANSFER_CARD_PREPAID',
    'CARD_ISSUING_FEE',
    'TRANSFER_CARD_SUBACCOUNT',
    'TRANSFER_CARD_WHOLESALE',
    'TRANSFER_INTERNAL',
    'WITHDRAWAL_CRYPTO',
    'WITHDRAWAL_FIAT_SEPA',
    ...HIFI_ORDER_TYPES,
    'OMNIBUS_CRYPTO_TRANSFER',
    'RN_CARDS_OFFRAMP',
    'TBD_SWIFT_WITHDRAWAL',
    'SEGREGATED_CRYPTO_TRANSFER',
    ...L2F_ORDER_TYPES,
    'OMNIBUS_CRYPTO_WITHDRAWAL',
    'OMNIBUS_INTERNAL_TRANSFER',
    'WITHDRAW_CARD_PREPAID',
    'WITHDRAW_CARD_SUBACCOUNT',
    'AUTO_CONVERT_CRYPTO',
  ] as const)();
export type OrderType = (typeof ORDER_TYPES)[number];

/** `SEPA_CT` is a deprecated alias of `SEPA`. */
export const PAYMENT_METHODS = [
  'ACH',
  'FEDWIRE',
  'SWIFT',
  'SEPA',
  'SEPA_CT',
  'CHAPS',
  'FPS',
  'CRYPTO_EXTERNAL',
  'CRYPTO_INTERNAL',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const CALC_TYPES = ['onramp', 'offramp', 'withdrawal'] as const;
export type CalcType = (typeof CALC_TYPES)[number];

export const CALC_DIRECTIONS = ['c2f', 'f2c', 'c2c'] as const;
export type CalcDirection = (typeof CALC_DIRECTIONS)[number];

export const ORDER_DIRECTIONS = ['deposit', 'withdrawal'] as const;
export type OrderDirection = (typeof ORDER_DIRECTIONS)[number];

/** Order types whose calc accepts `to_address`. */
export const ORDER_TYPES_WITH_TO_ADDRESS = [
  'WITHDRAWAL_CRYPTO',
  'TRANSFER_INTERNAL',
  'OMNIBUS_CRYPTO_TRANSFER',
  'SEGREGATED_CRYPTO_TRANSFER',
] as const satisfies readonly OrderType[];

export const ORDER_LIST_SORT_ORDERS = ['asc', 'desc'] as const;
export type OrderListSortOrder = (typeof ORDER_LIST_SORT_ORDERS)[number];

/** `filters` goes on the wire as a single JSON string (API.md §16.5). */
export function encodeOrderFilters(filters: readonly OrderListFilter[]): string {
  return JSON.stringify(filters);
}
