/**
 * Orders — all on the CORE service: first generation under `/orders/*` (API.md §15) and second
 * generation under `/v2/orders/*` (§16; a path on core, not on the v2 service).
 *
 * Create routes are looked up by OrderType through ORDER_CREATE_V1 / ORDER_CREATE_V2.
 */
import { type EndpointSpec, endpoint } from '../endpoint';
import type {
  CalcQueryV1,
  CalcQueryV2,
  CalcResult,
  CardOfframpOrder,
  CardOfframpOrderBody,
  CardPrepaidBodyV1,
  CardTopUpMeta,
  CryptoTransferOrder,
  CryptoTransferOrderBody,
  ExchangeBodyV1,
  ExchangeCryptoInternalOrderV1,
  ExchangeMeta,
  HifiCryptoTransferBody,
  InternalTransferBodyV1,
  InternalTransferBodyV2,
  OrderDetail,
  OrderList,
  OrderListExportQuery,
  OrderListQuery,
  OrderType,
  OrderTypeInfo,
  OrderTypeInfoV2,
  OrderV1,
  RampOrder,
  RampOrderBody,
  TbdSwiftWithdrawalBodyV1,
  TransferCardSubaccountBodyV1,
  TransferCardSubaccountOrderV1,
  TransferCardWholesaleBodyV1,
  VAOfframpOrder,
  VAOfframpOrderBody,
  WithdrawalCryptoBodyV1,
  WithdrawalCryptoOrderV1,
  WithdrawCardSubaccountBodyV1,
} from '../types';

type CreateSpec = EndpointSpec<{ body: object }, unknown>;
type CreateMap = { readonly [K in OrderType]?: CreateSpec };

function postV1<Body extends object, Out>(segment: string) {
  return endpoint<{ body: Body }, Out>({ service: 'core', method: 'POST', path: `/orders/${segment}` });
}

function postV2<Body extends object, Out>(segment: string) {
  return endpoint<{ body: Body }, Out>({ service: 'core', method: 'POST', path: `/v2/orders/${segment}` });
}

/**
 * HIFI on/off-ramps on the first-generation route: SPEC §7 lists them, but their bodies and answers
 * are not shown. We assume the second-generation ramp body (the only ramp body the platform
 * documents) and leave the answer untyped; flows should prefer ORDER_CREATE_V2.
 */
type HifiRampBodyV1 = RampOrderBody;

/** First-generation create routes, keyed by OrderType (API.md §15.2, SPEC §7). */
export const ORDER_CREATE_V1 = {
  /** Path words are swapped on purpose: the platform's route is INTERNAL_TRANSFER (⚠#8). */
  TRANSFER_INTERNAL: postV1<InternalTransferBodyV1, OrderV1<ExchangeMeta>>('INTERNAL_TRANSFER'),
  WITHDRAWAL_CRYPTO: postV1<WithdrawalCryptoBodyV1, WithdrawalCryptoOrderV1>('WITHDRAWAL_CRYPTO'),
  TRANSFER_CARD_SUBACCOUNT: postV1<TransferCardSubaccountBodyV1, TransferCardSubaccountOrderV1>(
    'TRANSFER_CARD_SUBACCOUNT',
  ),
  TRANSFER_CARD_PREPAID: postV1<CardPrepaidBodyV1, OrderV1<CardTopUpMeta>>('TRANSFER_CARD_PREPAID'),
  /** Answer not shown (null). */
  TRANSFER_CARD_WHOLESALE: postV1<TransferCardWholesaleBodyV1, null>('TRANSFER_CARD_WHOLESALE'),
  /** Only `id` of the answer is shown. */
  EXCHANGE_CRYPTO_INTERNAL: postV1<ExchangeBodyV1, ExchangeCryptoInternalOrderV1>('EXCHANGE_CRYPTO_INTERNAL'),
  EXCHANGE_OMNI: postV1<ExchangeBodyV1, OrderV1<ExchangeMeta>>('EXCHANGE_OMNI'),
  /** Answer not shown (null). */
  WITHDRAW_CARD_PREPAID: postV1<CardPrepaidBodyV1, null>('WITHDRAW_CARD_PREPAID'),
  /** Answer not shown (null). */
  WITHDRAW_CARD_SUBACCOUNT: postV1<WithdrawCardSubaccountBodyV1, null>('WITHDRAW_CARD_SUBACCOUNT'),
  HIFI_WIRE_ONRAMP: postV1<HifiRampBodyV1, unknown>('HIFI_WIRE_ONRAMP'),
  HIFI_WIRE_OFFRAMP: postV1<HifiRampBodyV1, unknown>('HIFI_WIRE_OFFRAMP'),
  HIFI_ACH_ONRAMP: postV1<HifiRampBodyV1, unknown>('HIFI_ACH_ONRAMP'),
  HIFI_ACH_OFFRAMP: postV1<HifiRampBodyV1, unknown>('HIFI_ACH_OFFRAMP'),
  HIFI_SEPA_ONRAMP: postV1<HifiRampBodyV1, unknown>('HIFI_SEPA_ONRAMP'),
  HIFI_SEPA_OFFRAMP: postV1<HifiRampBodyV1, unknown>('HIFI_SEPA_OFFRAMP'),
  /** Path from SPEC §7, body from API.md §15.2 ("paths not shown" there); answer null. */
  TBD_SWIFT_WITHDRAWAL: postV1<TbdSwiftWithdrawalBodyV1, null>('TBD_SWIFT_WITHDRAWAL'),
} as const satisfies CreateMap;
export type OrderCreateV1Type = keyof typeof ORDER_CREATE_V1;

/** Second-generation create routes, keyed by OrderType (API.md §16.3). */
export const ORDER_CREATE_V2 = {
  HIFI_WIRE_ONRAMP: postV2<RampOrderBody, RampOrder>('HIFI_WIRE_ONRAMP'),
  HIFI_ACH_ONRAMP: postV2<RampOrderBody, RampOrder>('HIFI_ACH_ONRAMP'),
  HIFI_SEPA_ONRAMP: postV2<RampOrderBody, RampOrder>('HIFI_SEPA_ONRAMP'),
  HIFI_WIRE_OFFRAMP: postV2<RampOrderBody, RampOrder>('HIFI_WIRE_OFFRAMP'),
  HIFI_ACH_OFFRAMP: postV2<RampOrderBody, RampOrder>('HIFI_ACH_OFFRAMP'),
  HIFI_SEPA_OFFRAMP: postV2<RampOrderBody, RampOrder>('HIFI_SEPA_OFFRAMP'),
  /** Placeholder type; answer typed by the platform with order_type "HIFI_SEPA_OFFRAMP". */
  TBD_SWIFT_WITHDRAWAL: postV2<RampOrderBody, RampOrder>('TBD_SWIFT_WITHDRAWAL'),
  OMNIBUS_CRYPTO_TRANSFER: postV2<CryptoTransferOrderBody, CryptoTransferOrder>('OMNIBUS_CRYPTO_TRANSFER'),
  SEGREGATED_CRYPTO_TRANSFER: postV2<CryptoTransferOrderBody, CryptoTransferOrder>(
    'SEGREGATED_CRYPTO_TRANSFER',
  ),
  RN_CARDS_OFFRAMP: postV2<CardOfframpOrderBody, CardOfframpOrder>('RN_CARDS_OFFRAMP'),
  L2F_SEPA_OFFRAMP: postV2<VAOfframpOrderBody, VAOfframpOrder>('L2F_SEPA_OFFRAMP'),
  L2F_SWIFT_OFFRAMP: postV2<VAOfframpOrderBody, VAOfframpOrder>('L2F_SWIFT_OFFRAMP'),
  L2F_ACH_OFFRAMP: postV2<VAOfframpOrderBody, VAOfframpOrder>('L2F_ACH_OFFRAMP'),
  L2F_WIRE_OFFRAMP: postV2<VAOfframpOrderBody, VAOfframpOrder>('L2F_WIRE_OFFRAMP'),
  /** Older clients only; kept so the route stays covered. */
  HIFI_CRYPTO_TRANSFER: postV2<HifiCryptoTransferBody, CryptoTransferOrder>('HIFI_CRYPTO_TRANSFER'),
  /**
   * SPEC §7 / API.md §16.3 show this route as `/v2/orders/TRA`: a truncation defect of
   * `TRANSFER_INTERNAL`. API.md's preamble settles it — our client posts to
   * `/v2/orders/TRANSFER_INTERNAL` (the sandbox serves both). Answer not shown (null).
   */
  TRANSFER_INTERNAL: postV2<InternalTransferBodyV2, null>('TRANSFER_INTERNAL'),
} as const satisfies CreateMap;
export type OrderCreateV2Type = keyof typeof ORDER_CREATE_V2;

export const ORDER_CREATE_V1_TYPES = Object.keys(ORDER_CREATE_V1) as OrderCreateV1Type[];
export const ORDER_CREATE_V2_TYPES = Object.keys(ORDER_CREATE_V2) as OrderCreateV2Type[];

export function hasCreateV2(type: string): type is OrderCreateV2Type {
  return Object.hasOwn(ORDER_CREATE_V2, type);
}

export function hasCreateV1(type: string): type is OrderCreateV1Type {
  return Object.hasOwn(ORDER_CREATE_V1, type);
}

/** First generation. */
export const ordersApi = {
  /** 404 = no rate for the pair. */
  calc: endpoint<{ query: CalcQueryV1 }, CalcResult>({
    service: 'core',
    method: 'GET',
    path: '/orders/calc',
  }),
  orderTypes: endpoint<Record<never, never>, OrderTypeInfo[]>({
    service: 'core',
    method: 'GET',
    path: '/orders/order_types',
  }),
  create: ORDER_CREATE_V1,
};

/** Second generation (core service, `/v2/orders/*`). */
export const ordersV2Api = {
  /** 404 = no rate for the pair. */
  calc: endpoint<{ query: CalcQueryV2 }, CalcResult>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/calc',
  }),
  orderTypes: endpoint<Record<never, never>, OrderTypeInfoV2[]>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/order_types',
  }),
  /** `filters` is one JSON-encoded string (encodeOrderFilters), not bracket notation. */
  list: endpoint<{ path: { wallet_uuid: string }; query?: OrderListQuery }, OrderList>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/list/{wallet_uuid}',
  }),
  listCsv: endpoint<{ path: { wallet_uuid: string }; query?: OrderListExportQuery }, string>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/list/{wallet_uuid}/csv',
    responseType: 'text',
  }),
  get: endpoint<{ path: { order_uuid: string } }, OrderDetail>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/id/{order_uuid}',
  }),
  create: ORDER_CREATE_V2,
};
