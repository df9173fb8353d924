/**
 * Orders — all on the CORE service: first generation under `/orders/*` (API.md §15) and second
 * generation under `/v2/orders/*` (§16; a path on core, not on the v2 service). Create routes are
 * keyed by OrderType.
 */
import * as z from 'zod';
import { billedAmounts, SimplifiedCurrency } from './common.ts';
import {
  CALC_DIRECTIONS,
  ORDER_DIRECTIONS,
  ORDER_LIST_SORT_ORDERS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_METHODS,
} from './values/orders.ts';
import { DepositInstruction } from './virtual-accounts.ts';
import {
  amount,
  anyObject,
  bool,
  countPage,
  csv,
  filled,
  int,
  iso,
  list,
  money,
  notShown,
  openEnum,
  queryAmount,
  route,
  str,
  text,
  uuid,
} from './wire.ts';

const orderType = z.enum(ORDER_TYPES);
const orderStatus = z.enum(ORDER_STATUSES);

// ---- calculator and catalogue (§15.1, §16.1) ----

/**
 * First-generation calc query. SPEC §3/§7 names the currencies `from_currency_id` /
 * `to_currency_id`; API.md §15.1 names them `from_currency` / `to_currency`. SPEC decides what our
 * client sends, so the `_id` names are required; the API.md names are accepted too so a caller
 * can send both to a platform that reads the older names.
 */
export const CalcQueryV1 = z.strictObject({
  from_currency_id: uuid,
  to_currency_id: uuid,
  from_currency: uuid.optional(),
  to_currency: uuid.optional(),
  amount: queryAmount,
  order_type: orderType,
  /** true = `amount` is the to-side (result) amount. */
  is_reverse: bool.optional(),
  to_address: str.optional(),
});

export const CalcQueryV2 = z.strictObject({
  from_currency_id: uuid,
  to_currency_id: uuid,
  amount: queryAmount,
  order_type: orderType,
  /** true = `amount` is the to-side (result) amount. */
  is_reverse: bool,
  /** Meaning not shown; the calculator sends `!is_reverse`. */
  is_subtract: bool,
  to_address: str.optional(),
});

export const CalcResult = z.strictObject({
  from_currency: str,
  to_currency: str,
  from_symbol: str,
  to_symbol: str,
  /** Shown as the amount paid. */
  from_amount: money,
  net_amount: money,
  /** Shown as the amount received. */
  result_amount: money,
  fees: money,
  /** (sic, single "m") */
  comission: money,
  base_markup: money,
  network_fee: money,
  transaction_fee: money,
  rate: money,
  direction: z.enum(CALC_DIRECTIONS),
});
export type CalcResult = z.output<typeof CalcResult>;

export const OrderTypeKycRail = z.strictObject({ id: str, kyc_rail_id: str });

export const OrderTypeInfo = z.strictObject({
  id: orderType,
  transaction_type: str,
  description: str.nullable(),
  direction: z.enum(ORDER_DIRECTIONS),
  is_internal: bool,
  payment_method: z.enum(PAYMENT_METHODS),
  order_types_kyc_rails: z.array(OrderTypeKycRail),
});
export type OrderTypeInfo = z.output<typeof OrderTypeInfo>;

export const OrderTypeInfoV2 = z.strictObject({
  id: openEnum(ORDER_TYPES),
  transaction_type: str,
  description: str.nullable(),
  direction: openEnum(ORDER_DIRECTIONS).nullable(),
  is_internal: bool,
  is_trusted: bool,
  payment_method: z.enum(PAYMENT_METHODS),
  order_types_kyc_rails: z.array(OrderTypeKycRail),
});
export type OrderTypeInfoV2 = z.output<typeof OrderTypeInfoV2>;

// ---- first-generation create bodies and answers (§15.2) ----

const note = text(280).optional();

export const ExchangeBodyV1 = z.strictObject({ amount, wallet_uuid: uuid, from_uuid: uuid, to_uuid: uuid });

/** `/orders/INTERNAL_TRANSFER` (OrderType TRANSFER_INTERNAL): from_uuid the currency, to_uuid the wallet. */
export const InternalTransferBodyV1 = ExchangeBodyV1;

export const WithdrawalCryptoBodyV1 = z.strictObject({
  amount,
  wallet_uuid: uuid,
  crypto_uuid: uuid,
  to_address: text(256),
  /** (sic) */
  is_subsctract: bool,
  is_reverse: bool,
  memo: text(128).optional(),
  note,
});

export const WithdrawalCryptoOrderV1 = z.strictObject({
  id: int,
  created_at: iso,
  order_uuid: uuid,
  wallet_uuid: uuid,
  crypto_uuid: uuid,
  amount: money,
  status: str,
  network: str,
  to_address: str,
  txid: str,
});
export type WithdrawalCryptoOrderV1 = z.output<typeof WithdrawalCryptoOrderV1>;

export const TransferCardSubaccountBodyV1 = z.strictObject({
  amount,
  wallet_uuid: uuid,
  from_uuid: uuid,
  sub_account_id: text(64),
});

export const TransferCardSubaccountOrderV1 = z.strictObject({
  id: int,
  created_at: iso,
  order_uuid: uuid,
  wallet_uuid: uuid,
  fiat_uuid: uuid,
  crypto_uuid: uuid,
  amount_fiat: money,
  payment_method: str,
  redirect_url: str,
  status: str,
  provider_uuid: str,
});
export type TransferCardSubaccountOrderV1 = z.output<typeof TransferCardSubaccountOrderV1>;

export const CardPrepaidBodyV1 = z.strictObject({ amount, wallet_uuid: uuid, card_id: text(64) });

export const TransferCardWholesaleBodyV1 = z.strictObject({
  amount,
  wallet_id: uuid,
  currency_id: uuid,
  vendor_id: text(64),
});

export const WithdrawCardSubaccountBodyV1 = z.strictObject({
  amount,
  wallet_uuid: uuid,
  sub_account_id: text(64),
});

/** API.md §15.2 shows this body without a path; SPEC §7 names the route. */
export const TbdSwiftWithdrawalBodyV1 = z.strictObject({ amount, wallet_uuid: uuid, currency_id: uuid });

/** `/orders/EXCHANGE_CRYPTO_INTERNAL` answer: only `id` (a number) is shown. */
export const ExchangeCryptoInternalOrderV1 = z.looseObject({ id: int });
export type ExchangeCryptoInternalOrderV1 = z.output<typeof ExchangeCryptoInternalOrderV1>;

export const ExchangeMeta = z.strictObject({
  order_uuid: uuid,
  to_address: str,
  fee: money,
  fee_currency: str,
  network_fee: money,
  billing_amount: money,
  billing_amount_currency: str,
  transaction_amount: money,
  transaction_amount_currency: str,
});
export type ExchangeMeta = z.output<typeof ExchangeMeta>;

export const CardTopUpMeta = z.strictObject({
  order_uuid: uuid,
  vendor_id: str,
  fee: money,
  fee_currency: str,
  network_fee: money,
  exchange_rate: money,
  ...billedAmounts,
});
export type CardTopUpMeta = z.output<typeof CardTopUpMeta>;

const orderBase = {
  id: str,
  order_uuid: uuid,
  wallet_uuid: uuid,
  from_uuid: uuid,
  to_uuid: uuid,
  order_type: str,
  status: orderStatus,
  amount_from: money,
  amount_to: money,
  info: str,
  created_at: iso,
};

export const ExchangeOrderV1 = z.strictObject({ ...orderBase, meta: ExchangeMeta });
export type ExchangeOrderV1 = z.output<typeof ExchangeOrderV1>;
export const CardTopUpOrderV1 = z.strictObject({ ...orderBase, meta: CardTopUpMeta });
export type CardTopUpOrderV1 = z.output<typeof CardTopUpOrderV1>;
/** OrderV1: the exchange or card top-up answer of §15.2. */
export type OrderV1<Meta = ExchangeMeta | CardTopUpMeta> = Omit<ExchangeOrderV1, 'meta'> & { meta: Meta };

// ---- second-generation create bodies (§16.2, §16.3) ----

export const OrderDocument = z.strictObject({ url: text(2048), description: text() });

const baseOrder = {
  /** Made once per user intent, so a retry cannot create a second order. */
  request_id: filled(128),
  wallet_id: uuid,
  from_currency_id: uuid,
  to_currency_id: uuid,
  amount,
  is_subtract: bool,
  is_reverse: bool,
  reference: text(140).optional(),
  note,
  documents: list(OrderDocument).optional(),
};
export const BaseOrderBody = z.strictObject(baseOrder);

const destinationId = text(64);

/** HIFI on/off-ramps and TBD_SWIFT_WITHDRAWAL. */
export const RampOrderBody = z.strictObject({ ...baseOrder, counterparty_destination_id: destinationId });
export type RampOrderBody = z.input<typeof RampOrderBody>;

/**
 * The first-generation HIFI ramp routes (SPEC §7) take a body API.md does not show: our platform
 * takes the documented ramp body there too, with `request_id` optional (first-generation bodies
 * carry none).
 */
export const RampOrderBodyV1 = z.strictObject({
  ...baseOrder,
  request_id: filled(128).optional(),
  counterparty_destination_id: destinationId,
});

const { to_currency_id: _noTo, ...baseWithoutTo } = baseOrder;
/** OMNIBUS_CRYPTO_TRANSFER and SEGREGATED_CRYPTO_TRANSFER: no `to_currency_id`. */
export const CryptoTransferOrderBody = z.strictObject({
  ...baseWithoutTo,
  wallet_account_id: text(64),
  counterparty_destination_id: destinationId,
});

export const CardOfframpOrderBody = z.strictObject({ ...baseOrder, sub_account_id: text(64) });

/** L2F_*_OFFRAMP. */
export const VAOfframpOrderBody = z.strictObject({
  ...baseOrder,
  virtual_account_id: text(64),
  counterparty_destination_id: destinationId,
});

/** Older clients only; no longer called by the app but kept for completeness. */
export const HifiCryptoTransferBody = z.strictObject({
  request_id: filled(128),
  counterparty_account_id: text(64),
  amount,
  wallet_id: uuid,
  wallet_account_id: text(64),
  from_currency_id: uuid,
  is_subtract: bool,
  is_reverse: bool,
  note,
});

export const InternalTransferBodyV2 = z.strictObject({
  wallet_id: uuid,
  to_wallet_id: uuid,
  to_wallet_uuid: uuid,
  from_crypto_uuid: uuid,
  amount,
  request_id: filled(128),
  is_subtract: bool,
  is_reverse: bool,
});

// ---- second-generation answers ----

/** Money block "M" of the create-answer metas. */
const moneyBlock = {
  fee: money,
  fee_currency: str,
  ...billedAmounts,
};

/** A second-generation create answer: the order, its meta the money block, the ids and `more`. */
const createdOrder = <M extends z.ZodRawShape>(more: M) =>
  z.strictObject({
    ...orderBase,
    meta: z.strictObject({ ...moneyBlock, request_id: str, order_uuid: uuid, ...more }),
  });

export const RampOrder = createdOrder({ counterparty_account_id: str });
export type RampOrder = z.output<typeof RampOrder>;

export const CryptoTransferOrder = createdOrder({
  counterparty_account_id: str,
  to_address: str,
  network_fee: money,
});
export type CryptoTransferOrder = z.output<typeof CryptoTransferOrder>;

export const CardOfframpOrder = createdOrder({ sub_account_id: str, to_address: str, deposit_chain_id: int });

export const VAOfframpOrder = z.strictObject({
  ...orderBase,
  meta: z.strictObject({ request_id: str, virtual_account_id: str }),
});

// ---- reading orders (§16.4–§16.6) ----

const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]);
/** One element of the `filters` array (§16.5): exactly one key, a single value or an array. */
export const OrderListFilter = z.union([
  z.strictObject({ status: oneOrMany(orderStatus) }),
  z.strictObject({ order_type: oneOrMany(orderType) }),
  z.strictObject({ from_uuid: oneOrMany(uuid) }),
  z.strictObject({ to_uuid: oneOrMany(uuid) }),
]);
export type OrderListFilter = z.input<typeof OrderListFilter>;

const listExport = {
  /**
   * Sent as ONE JSON-encoded string of OrderListFilter[] (§16.5), not bracket notation: callers
   * pass `encodeOrderFilters(filters)`.
   */
  filters: str.optional(),
  date_from: str.optional(),
  date_to: str.optional(),
};
export const OrderListExportQuery = z.strictObject(listExport);

export const OrderListQuery = z.strictObject({
  ...listExport,
  offset: int.optional(),
  limit: int.optional(),
  sort_by: str.optional(),
  sort_order: z.enum(ORDER_LIST_SORT_ORDERS).optional(),
});

const optionalText = str.nullable().optional();

export const PaymentOriginator = z.strictObject({
  profile: z.strictObject({
    name: str,
    address: z
      .strictObject({
        address_line1: optionalText,
        city: optionalText,
        state: optionalText,
        postal_code: optionalText,
        country: optionalText,
      })
      .optional(),
  }),
  account_information: z.strictObject({
    account_number: str,
    routing_number: optionalText,
    swift_bic: optionalText,
    institution_name: optionalText,
  }),
  reference: optionalText,
  memo: optionalText,
});

/** All optional except `order_uuid`. */
export const OrderMeta = z.strictObject({
  order_uuid: uuid,
  request_id: optionalText,
  billing_amount: money.optional(),
  billing_currency: str.optional(),
  transaction_amount: money.optional(),
  transaction_currency: str.optional(),
  fee: money.optional(),
  fee_currency: str.optional(),
  network_fee: money.nullable().optional(),
  network_fee_currency: optionalText,
  exchange_rate: money.optional(),
  from_currency_id: uuid.optional(),
  to_currency_id: uuid.optional(),
  chain_id: int.nullable().optional(),
  from_crypto_address: optionalText,
  to_crypto_address: optionalText,
  to_address: optionalText,
  crypto_transaction_hash: optionalText,
  counterparty_destination_id: optionalText,
  counterparty_account_id: optionalText,
  counterparty_account_name: optionalText,
  counterparty_account_nickname: optionalText,
  virtual_account_id: optionalText,
  virtual_account_name: optionalText,
  sub_account_id: optionalText,
  sub_account_currency: optionalText,
  reference: optionalText,
  note: optionalText,
  order_id: optionalText,
  originator: PaymentOriginator.nullable().optional(),
  card_id: str.optional(),
  vendor_id: str.optional(),
  vendor_account_id: str.optional(),
  fiat_account_id: str.optional(),
  from_wallet_uuid: uuid.optional(),
  to_wallet_uuid: uuid.optional(),
  workflow_type: str.optional(),
  workflow_status: str.optional(),
  processing_type: str.optional(),
  workflow_status_updated_at: iso.optional(),
  processing_started_at: iso.optional(),
  qstash_message_id: str.optional(),
});
export type OrderMeta = z.output<typeof OrderMeta>;

const orderFields = {
  id: str,
  order_uuid: uuid,
  wallet_uuid: uuid,
  from_uuid: uuid,
  to_uuid: uuid,
  request_id: optionalText,
  order_type: openEnum(ORDER_TYPES),
  status: orderStatus,
  amount_from: money,
  amount_to: money,
  created_at: iso,
  updated_at: iso.nullable().optional(),
  sub_account_id: optionalText,
  info: optionalText,
  meta: OrderMeta,
};
/** Order list item. */
export const Order = z.strictObject(orderFields);
export type Order = z.output<typeof Order>;

export const OrderList = countPage(Order);
export type OrderList = z.output<typeof OrderList>;

export const OrderVirtualAccount = z.strictObject({
  id: str,
  status: str,
  vendor_status: str,
  account_currency: str,
  destination_currency: str,
  va_programs_id: str,
  integration_vendor_id: str,
  vendor_account_id: str,
  customer_name: str,
  asset_type_id: str,
  deposit_type: str,
  wallet_id: uuid,
  created_at: iso,
  destination_address: optionalText,
  current_balance: money,
  available_balance: money,
  meta: anyObject.optional(),
  account_details: z.strictObject({
    rail_account_id: str,
    rail_asset_type: str,
    rail_product_id: str,
    rail_customer_id: str,
  }),
  deposit_instructions: z.array(DepositInstruction).optional(),
  account_currency_details: SimplifiedCurrency,
  destination_currency_details: SimplifiedCurrency,
  integration_vendor: z.strictObject({ id: str, code: str, name: str, type: str }),
});
export type OrderVirtualAccount = z.output<typeof OrderVirtualAccount>;

export const OrderDestination = z.strictObject({
  id: str,
  counterparty_account_id: str,
  /** CounterpartyDestinationType as sent by the platform (FEDWIRE, not DOMESTIC_WIRE). */
  type: str,
  nickname: optionalText,
  external_banking_data_id: optionalText,
  external_crypto_data_id: optionalText,
  created_at: iso,
  updated_at: iso,
  deleted_at: iso.nullable().optional(),
  is_deleted: bool.nullable().optional(),
  counterparty_account: z.strictObject({
    id: str,
    name: str,
    type: str,
    wallet_id: uuid,
    email: optionalText,
    phone: optionalText,
  }),
  external_banking_data: z
    .strictObject({
      id: str,
      account_number: str,
      bank_name: str,
      routing_number: optionalText,
      swift_bic: optionalText,
      iban: optionalText,
      note: optionalText,
      address_id: optionalText,
    })
    .nullable()
    .optional(),
  external_crypto_data: z
    .strictObject({ id: str, address: str, currency_id: uuid, memo: optionalText })
    .nullable()
    .optional(),
});

export const OrderDetail = z.strictObject({
  ...orderFields,
  request_id: str,
  updated_at: iso,
  wallet: z.strictObject({ uuid, user_id: str, tenant_id: str }),
  from_currency: SimplifiedCurrency,
  to_currency: SimplifiedCurrency,
  virtual_account: OrderVirtualAccount.nullable().optional(),
  counterparty_destination: OrderDestination.nullable().optional(),
});
export type OrderDetail = z.output<typeof OrderDetail>;

// ---- routes ----

const postV1 = <S extends string, B extends z.ZodType, R extends z.ZodType>(
  segment: S,
  body: B,
  response: R,
) => route({ service: 'core', method: 'POST', path: `/orders/${segment}`, body, response });
const postV2 = <S extends string, B extends z.ZodType, R extends z.ZodType>(
  segment: S,
  body: B,
  response: R,
) => route({ service: 'core', method: 'POST', path: `/v2/orders/${segment}`, body, response });

/** First-generation create routes, keyed by OrderType (API.md §15.2, SPEC §7). */
export const orderCreateV1Routes = {
  /** Path words are swapped on purpose: the platform's route is INTERNAL_TRANSFER (⚠#8). */
  TRANSFER_INTERNAL: postV1('INTERNAL_TRANSFER', InternalTransferBodyV1, ExchangeOrderV1),
  WITHDRAWAL_CRYPTO: postV1('WITHDRAWAL_CRYPTO', WithdrawalCryptoBodyV1, WithdrawalCryptoOrderV1),
  TRANSFER_CARD_SUBACCOUNT: postV1(
    'TRANSFER_CARD_SUBACCOUNT',
    TransferCardSubaccountBodyV1,
    TransferCardSubaccountOrderV1,
  ),
  TRANSFER_CARD_PREPAID: postV1('TRANSFER_CARD_PREPAID', CardPrepaidBodyV1, CardTopUpOrderV1),
  /**
   * API.md: answer not shown (null). Our platform answers the card top-up order, as for the
   * prepaid top-up, so a client can follow it.
   */
  TRANSFER_CARD_WHOLESALE: postV1('TRANSFER_CARD_WHOLESALE', TransferCardWholesaleBodyV1, CardTopUpOrderV1),
  /** Only `id` of the answer is shown. */
  EXCHANGE_CRYPTO_INTERNAL: postV1('EXCHANGE_CRYPTO_INTERNAL', ExchangeBodyV1, ExchangeCryptoInternalOrderV1),
  EXCHANGE_OMNI: postV1('EXCHANGE_OMNI', ExchangeBodyV1, ExchangeOrderV1),
  /** Answer not shown (null). */
  WITHDRAW_CARD_PREPAID: postV1('WITHDRAW_CARD_PREPAID', CardPrepaidBodyV1, z.null()),
  /** Answer not shown (null). */
  WITHDRAW_CARD_SUBACCOUNT: postV1('WITHDRAW_CARD_SUBACCOUNT', WithdrawCardSubaccountBodyV1, z.null()),
  /** HIFI ramps on the first generation: body as RampOrderBodyV1, answer not shown. */
  HIFI_WIRE_ONRAMP: postV1('HIFI_WIRE_ONRAMP', RampOrderBodyV1, notShown),
  HIFI_WIRE_OFFRAMP: postV1('HIFI_WIRE_OFFRAMP', RampOrderBodyV1, notShown),
  HIFI_ACH_ONRAMP: postV1('HIFI_ACH_ONRAMP', RampOrderBodyV1, notShown),
  HIFI_ACH_OFFRAMP: postV1('HIFI_ACH_OFFRAMP', RampOrderBodyV1, notShown),
  HIFI_SEPA_ONRAMP: postV1('HIFI_SEPA_ONRAMP', RampOrderBodyV1, notShown),
  HIFI_SEPA_OFFRAMP: postV1('HIFI_SEPA_OFFRAMP', RampOrderBodyV1, notShown),
  /** Path from SPEC §7, body from API.md §15.2 ("paths not shown" there); answer not shown (null). */
  TBD_SWIFT_WITHDRAWAL: postV1('TBD_SWIFT_WITHDRAWAL', TbdSwiftWithdrawalBodyV1, notShown),
};

/** Second-generation create routes, keyed by OrderType (API.md §16.3). */
export const orderCreateV2Routes = {
  HIFI_WIRE_ONRAMP: postV2('HIFI_WIRE_ONRAMP', RampOrderBody, RampOrder),
  HIFI_ACH_ONRAMP: postV2('HIFI_ACH_ONRAMP', RampOrderBody, RampOrder),
  HIFI_SEPA_ONRAMP: postV2('HIFI_SEPA_ONRAMP', RampOrderBody, RampOrder),
  HIFI_WIRE_OFFRAMP: postV2('HIFI_WIRE_OFFRAMP', RampOrderBody, RampOrder),
  HIFI_ACH_OFFRAMP: postV2('HIFI_ACH_OFFRAMP', RampOrderBody, RampOrder),
  HIFI_SEPA_OFFRAMP: postV2('HIFI_SEPA_OFFRAMP', RampOrderBody, RampOrder),
  /** Placeholder type; answer typed by the platform with order_type "HIFI_SEPA_OFFRAMP". */
  TBD_SWIFT_WITHDRAWAL: postV2('TBD_SWIFT_WITHDRAWAL', RampOrderBody, RampOrder),
  OMNIBUS_CRYPTO_TRANSFER: postV2('OMNIBUS_CRYPTO_TRANSFER', CryptoTransferOrderBody, CryptoTransferOrder),
  SEGREGATED_CRYPTO_TRANSFER: postV2(
    'SEGREGATED_CRYPTO_TRANSFER',
    CryptoTransferOrderBody,
    CryptoTransferOrder,
  ),
  RN_CARDS_OFFRAMP: postV2('RN_CARDS_OFFRAMP', CardOfframpOrderBody, CardOfframpOrder),
  L2F_SEPA_OFFRAMP: postV2('L2F_SEPA_OFFRAMP', VAOfframpOrderBody, VAOfframpOrder),
  L2F_SWIFT_OFFRAMP: postV2('L2F_SWIFT_OFFRAMP', VAOfframpOrderBody, VAOfframpOrder),
  L2F_ACH_OFFRAMP: postV2('L2F_ACH_OFFRAMP', VAOfframpOrderBody, VAOfframpOrder),
  L2F_WIRE_OFFRAMP: postV2('L2F_WIRE_OFFRAMP', VAOfframpOrderBody, VAOfframpOrder),
  /** Older clients only; kept so the route stays covered. */
  HIFI_CRYPTO_TRANSFER: postV2('HIFI_CRYPTO_TRANSFER', HifiCryptoTransferBody, CryptoTransferOrder),
  /**
   * SPEC §7 / API.md §16.3 show this route as `/v2/orders/TRA`: a truncation defect of
   * `TRANSFER_INTERNAL`. API.md's preamble settles it: our client posts to
   * `/v2/orders/TRANSFER_INTERNAL` (the sandbox serves both, see orderAliasRoutes). Answer not shown.
   */
  TRANSFER_INTERNAL: postV2('TRANSFER_INTERNAL', InternalTransferBodyV2, notShown),
};

export const ordersRoutes = {
  /** 404 = no rate for the pair. */
  calc: route({
    service: 'core',
    method: 'GET',
    path: '/orders/calc',
    query: CalcQueryV1,
    response: CalcResult,
  }),
  orderTypes: route({
    service: 'core',
    method: 'GET',
    path: '/orders/order_types',
    response: z.array(OrderTypeInfo),
  }),
  create: orderCreateV1Routes,
};

export const ordersV2Routes = {
  /** 404 = no rate for the pair. */
  calc: route({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/calc',
    query: CalcQueryV2,
    response: CalcResult,
  }),
  orderTypes: route({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/order_types',
    response: z.array(OrderTypeInfoV2),
  }),
  /** `filters` is one JSON-encoded string (encodeOrderFilters), not bracket notation. */
  list: route({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/list/{wallet_uuid}',
    query: OrderListQuery,
    response: OrderList,
  }),
  listCsv: route({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/list/{wallet_uuid}/csv',
    query: OrderListExportQuery,
    response: csv,
    answer: 'text',
  }),
  get: route({ service: 'core', method: 'GET', path: '/v2/orders/id/{order_uuid}', response: OrderDetail }),
  create: orderCreateV2Routes,
};

/** Routes the sandbox serves that our client does not call: the literal `/v2/orders/TRA` (⚠#8). */
export const orderAliasRoutes = {
  TRA: postV2('TRA', InternalTransferBodyV2, notShown),
};
