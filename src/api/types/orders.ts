/** Order wire types — core service, `/orders/*` (API.md §15) and `/v2/orders/*` (§16). */
import type { IsoDate, OpenEnum, SimplifiedCurrency, Uuid, WireAmount, WireNumber } from './common';
import type { DepositInstruction } from './virtual-accounts';

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

/** Path segment of create routes and `order_type` values (API.md §2, full list). */
export const ORDER_TYPES = [
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
] as const;
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

// ---- calculator and catalogue ----

/**
 * First-generation calc query. SPEC §3/§7 names the currencies `from_currency_id` /
 * `to_currency_id`; API.md §15.1 names them `from_currency` / `to_currency`. SPEC decides what our
 * client sends, so the `_id` names are required; the API.md names are accepted too so a caller
 * can send both to a platform that reads the older names.
 */
export interface CalcQueryV1 {
  from_currency_id: Uuid;
  to_currency_id: Uuid;
  from_currency?: Uuid;
  to_currency?: Uuid;
  amount: WireAmount;
  order_type: OrderType;
  /** true = `amount` is the to-side (result) amount. */
  is_reverse?: boolean;
  to_address?: string;
}

export interface CalcQueryV2 {
  from_currency_id: Uuid;
  to_currency_id: Uuid;
  amount: WireAmount;
  order_type: OrderType;
  /** true = `amount` is the to-side (result) amount. */
  is_reverse: boolean;
  /** Meaning not shown; the calculator sends `!is_reverse`. */
  is_subtract: boolean;
  to_address?: string;
}

export interface CalcResult {
  from_currency: string;
  to_currency: string;
  from_symbol: string;
  to_symbol: string;
  /** Shown as the amount paid. */
  from_amount: WireAmount;
  net_amount: WireAmount;
  /** Shown as the amount received. */
  result_amount: WireAmount;
  fees: WireAmount;
  /** (sic, single "m") */
  comission: WireAmount;
  base_markup: WireAmount;
  network_fee: WireAmount;
  transaction_fee: WireAmount;
  rate: WireAmount;
  direction: CalcDirection;
}

export interface OrderTypeKycRail {
  id: string;
  kyc_rail_id: string;
}

export interface OrderTypeInfo {
  id: OrderType;
  transaction_type: string;
  description: string | null;
  direction: OrderDirection;
  is_internal: boolean;
  payment_method: PaymentMethod;
  order_types_kyc_rails: OrderTypeKycRail[];
}

export interface OrderTypeInfoV2 {
  id: OpenEnum<OrderType>;
  transaction_type: string;
  description: string | null;
  direction: OpenEnum<OrderDirection> | null;
  is_internal: boolean;
  is_trusted: boolean;
  payment_method: PaymentMethod;
  order_types_kyc_rails: OrderTypeKycRail[];
}

// ---- first-generation create bodies and answers (§15.2) ----

export interface ExchangeBodyV1 {
  amount: WireNumber;
  wallet_uuid: Uuid;
  from_uuid: Uuid;
  to_uuid: Uuid;
}

/** `/orders/INTERNAL_TRANSFER` (OrderType TRANSFER_INTERNAL). */
export type InternalTransferBodyV1 = ExchangeBodyV1;

export interface WithdrawalCryptoBodyV1 {
  amount: WireNumber;
  wallet_uuid: Uuid;
  crypto_uuid: Uuid;
  to_address: string;
  /** (sic) */
  is_subsctract: boolean;
  is_reverse: boolean;
  memo?: string;
  note?: string;
}

export interface WithdrawalCryptoOrderV1 {
  id: number;
  created_at: IsoDate;
  order_uuid: Uuid;
  wallet_uuid: Uuid;
  crypto_uuid: Uuid;
  amount: WireAmount;
  status: string;
  network: string;
  to_address: string;
  txid: string;
}

export interface TransferCardSubaccountBodyV1 {
  amount: WireNumber;
  wallet_uuid: Uuid;
  from_uuid: Uuid;
  sub_account_id: string;
}

export interface TransferCardSubaccountOrderV1 {
  id: number;
  created_at: IsoDate;
  order_uuid: Uuid;
  wallet_uuid: Uuid;
  fiat_uuid: Uuid;
  crypto_uuid: Uuid;
  amount_fiat: WireAmount;
  payment_method: string;
  redirect_url: string;
  status: string;
  provider_uuid: string;
}

export interface CardPrepaidBodyV1 {
  amount: WireNumber;
  wallet_uuid: Uuid;
  card_id: string;
}

export interface TransferCardWholesaleBodyV1 {
  amount: WireNumber;
  wallet_id: Uuid;
  currency_id: Uuid;
  vendor_id: string;
}

export interface WithdrawCardSubaccountBodyV1 {
  amount: WireNumber;
  wallet_uuid: Uuid;
  sub_account_id: string;
}

export interface TbdSwiftWithdrawalBodyV1 {
  amount: WireNumber;
  wallet_uuid: Uuid;
  currency_id: Uuid;
}

/** `/orders/EXCHANGE_CRYPTO_INTERNAL` answer: only `id` is shown. */
export interface ExchangeCryptoInternalOrderV1 {
  id: number;
  [key: string]: unknown;
}

export interface ExchangeMeta {
  order_uuid: Uuid;
  to_address: string;
  fee: WireAmount;
  fee_currency: string;
  network_fee: WireAmount;
  billing_amount: WireAmount;
  billing_amount_currency: string;
  transaction_amount: WireAmount;
  transaction_amount_currency: string;
}

export interface CardTopUpMeta {
  order_uuid: Uuid;
  vendor_id: string;
  fee: WireAmount;
  fee_currency: string;
  network_fee: WireAmount;
  exchange_rate: WireAmount;
  billing_amount: WireAmount;
  billing_currency: string;
  transaction_amount: WireAmount;
  transaction_currency: string;
}

export interface OrderV1<Meta = ExchangeMeta | CardTopUpMeta> {
  id: string;
  order_uuid: Uuid;
  wallet_uuid: Uuid;
  from_uuid: Uuid;
  to_uuid: Uuid;
  order_type: string;
  status: OrderStatus;
  amount_from: WireAmount;
  amount_to: WireAmount;
  info: string;
  created_at: IsoDate;
  meta: Meta;
}

// ---- second-generation create bodies (§16.2, §16.3) ----

export interface OrderDocument {
  url: string;
  description: string;
}

export interface BaseOrderBody {
  /** Made once per user intent, so a retry cannot create a second order. */
  request_id: string;
  wallet_id: Uuid;
  from_currency_id: Uuid;
  to_currency_id: Uuid;
  amount: WireNumber;
  is_subtract: boolean;
  is_reverse: boolean;
  reference?: string;
  note?: string;
  documents?: OrderDocument[];
}

/** HIFI on/off-ramps and TBD_SWIFT_WITHDRAWAL. */
export interface RampOrderBody extends BaseOrderBody {
  counterparty_destination_id: string;
}

/** OMNIBUS_CRYPTO_TRANSFER and SEGREGATED_CRYPTO_TRANSFER: no `to_currency_id`. */
export interface CryptoTransferOrderBody extends Omit<BaseOrderBody, 'to_currency_id'> {
  wallet_account_id: string;
  counterparty_destination_id: string;
}

export interface CardOfframpOrderBody extends BaseOrderBody {
  sub_account_id: string;
}

/** L2F_*_OFFRAMP. */
export interface VAOfframpOrderBody extends BaseOrderBody {
  virtual_account_id: string;
  counterparty_destination_id: string;
}

/** Older clients only; no longer called by the app but kept for completeness. */
export interface HifiCryptoTransferBody {
  request_id: string;
  counterparty_account_id: string;
  amount: WireNumber;
  wallet_id: Uuid;
  wallet_account_id: string;
  from_currency_id: Uuid;
  is_subtract: boolean;
  is_reverse: boolean;
  note?: string;
}

export interface InternalTransferBodyV2 {
  wallet_id: Uuid;
  to_wallet_id: Uuid;
  to_wallet_uuid: Uuid;
  from_crypto_uuid: Uuid;
  amount: WireNumber;
  request_id: string;
  is_subtract: boolean;
  is_reverse: boolean;
}

// ---- second-generation answers ----

export interface OrderV2Base {
  id: string;
  order_uuid: Uuid;
  wallet_uuid: Uuid;
  from_uuid: Uuid;
  to_uuid: Uuid;
  order_type: string;
  status: OrderStatus;
  amount_from: WireAmount;
  amount_to: WireAmount;
  info: string;
  created_at: IsoDate;
}

/** Money block "M" of the create-answer metas. */
export interface OrderMoneyBlock {
  fee: WireAmount;
  fee_currency: string;
  billing_amount: WireAmount;
  billing_currency: string;
  transaction_amount: WireAmount;
  transaction_currency: string;
}

export interface RampOrder extends OrderV2Base {
  meta: OrderMoneyBlock & { request_id: string; order_uuid: Uuid; counterparty_account_id: string };
}

export interface CryptoTransferOrder extends OrderV2Base {
  meta: OrderMoneyBlock & {
    request_id: string;
    order_uuid: Uuid;
    counterparty_account_id: string;
    to_address: string;
    network_fee: WireAmount;
  };
}

export interface CardOfframpOrder extends OrderV2Base {
  meta: OrderMoneyBlock & {
    request_id: string;
    order_uuid: Uuid;
    sub_account_id: string;
    to_address: string;
    deposit_chain_id: number;
  };
}

export interface VAOfframpOrder extends OrderV2Base {
  meta: { request_id: string; virtual_account_id: string };
}

// ---- reading orders (§16.4–§16.6) ----

export const ORDER_LIST_SORT_ORDERS = ['asc', 'desc'] as const;
export type OrderListSortOrder = (typeof ORDER_LIST_SORT_ORDERS)[number];

/** One element of the `filters` array: exactly one key. */
export type OrderListFilter =
  | { status: OrderStatus | OrderStatus[] }
  | { order_type: OrderType | OrderType[] }
  | { from_uuid: Uuid | Uuid[] }
  | { to_uuid: Uuid | Uuid[] };

export interface OrderListExportQuery {
  /**
   * Sent as ONE JSON-encoded string (API.md §16.5), not bracket notation: callers pass
   * `JSON.stringify(filters)` (see `encodeOrderFilters`).
   */
  filters?: string;
  date_from?: string;
  date_to?: string;
}

export interface OrderListQuery extends OrderListExportQuery {
  offset?: number;
  limit?: number;
  sort_by?: string;
  sort_order?: OrderListSortOrder;
}

/** `filters` goes on the wire as a single JSON string. */
export function encodeOrderFilters(filters: readonly OrderListFilter[]): string {
  return JSON.stringify(filters);
}

export interface PaymentOriginator {
  profile: {
    name: string;
    address?: {
      address_line1?: string | null;
      city?: string | null;
      state?: string | null;
      postal_code?: string | null;
      country?: string | null;
    };
  };
  account_information: {
    account_number: string;
    routing_number?: string | null;
    swift_bic?: string | null;
    institution_name?: string | null;
  };
  reference?: string | null;
  memo?: string | null;
}

/** All optional except `order_uuid`. */
export interface OrderMeta {
  order_uuid: Uuid;
  request_id?: string | null;
  billing_amount?: WireAmount;
  billing_currency?: string;
  transaction_amount?: WireAmount;
  transaction_currency?: string;
  fee?: WireAmount;
  fee_currency?: string;
  network_fee?: WireAmount | null;
  network_fee_currency?: string | null;
  exchange_rate?: WireAmount;
  from_currency_id?: Uuid;
  to_currency_id?: Uuid;
  chain_id?: number | null;
  from_crypto_address?: string | null;
  to_crypto_address?: string | null;
  to_address?: string | null;
  crypto_transaction_hash?: string | null;
  counterparty_destination_id?: string | null;
  counterparty_account_id?: string | null;
  counterparty_account_name?: string | null;
  counterparty_account_nickname?: string | null;
  virtual_account_id?: string | null;
  virtual_account_name?: string | null;
  sub_account_id?: string | null;
  sub_account_currency?: string | null;
  reference?: string | null;
  note?: string | null;
  order_id?: string | null;
  originator?: PaymentOriginator | null;
  card_id?: string;
  vendor_id?: string;
  vendor_account_id?: string;
  fiat_account_id?: string;
  from_wallet_uuid?: Uuid;
  to_wallet_uuid?: Uuid;
  workflow_type?: string;
  workflow_status?: string;
  processing_type?: string;
  workflow_status_updated_at?: IsoDate;
  processing_started_at?: IsoDate;
  qstash_message_id?: string;
}

/** Order list item. */
export interface Order {
  id: string;
  order_uuid: Uuid;
  wallet_uuid: Uuid;
  from_uuid: Uuid;
  to_uuid: Uuid;
  request_id?: string | null;
  order_type: OpenEnum<OrderType>;
  status: OrderStatus;
  amount_from: WireAmount;
  amount_to: WireAmount;
  created_at: IsoDate;
  updated_at?: IsoDate | null;
  sub_account_id?: string | null;
  info?: string | null;
  meta: OrderMeta;
}

export interface OrderList {
  data: Order[];
  count: number;
  has_more: boolean;
}

export interface OrderVirtualAccount {
  id: string;
  status: string;
  vendor_status: string;
  account_currency: string;
  destination_currency: string;
  va_programs_id: string;
  integration_vendor_id: string;
  vendor_account_id: string;
  customer_name: string;
  asset_type_id: string;
  deposit_type: string;
  wallet_id: Uuid;
  created_at: IsoDate;
  destination_address?: string | null;
  current_balance: WireAmount;
  available_balance: WireAmount;
  meta?: object;
  account_details: {
    rail_account_id: string;
    rail_asset_type: string;
    rail_product_id: string;
    rail_customer_id: string;
  };
  deposit_instructions?: DepositInstruction[];
  account_currency_details: SimplifiedCurrency;
  destination_currency_details: SimplifiedCurrency;
  integration_vendor: { id: string; code: string; name: string; type: string };
}

export interface OrderDestination {
  id: string;
  counterparty_account_id: string;
  /** CounterpartyDestinationType as sent by the platform (FEDWIRE, not DOMESTIC_WIRE). */
  type: string;
  nickname?: string | null;
  external_banking_data_id?: string | null;
  external_crypto_data_id?: string | null;
  created_at: IsoDate;
  updated_at: IsoDate;
  deleted_at?: IsoDate | null;
  is_deleted?: boolean | null;
  counterparty_account: {
    id: string;
    name: string;
    type: string;
    wallet_id: Uuid;
    email?: string | null;
    phone?: string | null;
  };
  external_banking_data?: {
    id: string;
    account_number: string;
    bank_name: string;
    routing_number?: string | null;
    swift_bic?: string | null;
    iban?: string | null;
    note?: string | null;
    address_id?: string | null;
  } | null;
  external_crypto_data?: { id: string; address: string; currency_id: Uuid; memo?: string | null } | null;
}

export interface OrderDetail extends Order {
  request_id: string;
  updated_at: IsoDate;
  wallet: { uuid: Uuid; user_id: string; tenant_id: string };
  from_currency: SimplifiedCurrency;
  to_currency: SimplifiedCurrency;
  virtual_account?: OrderVirtualAccount | null;
  counterparty_destination?: OrderDestination | null;
}
