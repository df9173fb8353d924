/**
 * Orders — all on the CORE service: first generation under `/orders/*` (API.md §15) and second
 * generation under `/v2/orders/*` (§16; a path on core, not on the v2 service).
 *
 * Create routes are looked up by OrderType through ORDER_CREATE_V1 / ORDER_CREATE_V2.
 */
import type {
  ordersRoutes,
  ordersV2Routes,
  orderCreateV1Routes as V1,
  orderCreateV2Routes as V2,
} from '../../contract/orders';
import type { Route } from '../../contract/wire';
import { type EndpointFields, type EndpointSpec, endpoint } from '../endpoint';
import type { OrderType } from '../types';

type CreateSpec = EndpointSpec<{ body: object }, unknown>;
type CreateMap = { readonly [K in OrderType]?: CreateSpec };

function post<R extends Route & { service: 'core'; method: 'POST' }>(path: R['path']) {
  return endpoint<R>({ service: 'core', method: 'POST', path } as EndpointFields<R>);
}

/** First-generation create routes, keyed by OrderType (API.md §15.2, SPEC §7). */
export const ORDER_CREATE_V1 = {
  /** Path words are swapped on purpose: the platform's route is INTERNAL_TRANSFER (⚠#8). */
  TRANSFER_INTERNAL: post<typeof V1.TRANSFER_INTERNAL>('/orders/INTERNAL_TRANSFER'),
  WITHDRAWAL_CRYPTO: post<typeof V1.WITHDRAWAL_CRYPTO>('/orders/WITHDRAWAL_CRYPTO'),
  TRANSFER_CARD_SUBACCOUNT: post<typeof V1.TRANSFER_CARD_SUBACCOUNT>('/orders/TRANSFER_CARD_SUBACCOUNT'),
  TRANSFER_CARD_PREPAID: post<typeof V1.TRANSFER_CARD_PREPAID>('/orders/TRANSFER_CARD_PREPAID'),
  TRANSFER_CARD_WHOLESALE: post<typeof V1.TRANSFER_CARD_WHOLESALE>('/orders/TRANSFER_CARD_WHOLESALE'),
  /** Only `id` of the answer is shown. */
  EXCHANGE_CRYPTO_INTERNAL: post<typeof V1.EXCHANGE_CRYPTO_INTERNAL>('/orders/EXCHANGE_CRYPTO_INTERNAL'),
  EXCHANGE_OMNI: post<typeof V1.EXCHANGE_OMNI>('/orders/EXCHANGE_OMNI'),
  /** Answer not shown (null). */
  WITHDRAW_CARD_PREPAID: post<typeof V1.WITHDRAW_CARD_PREPAID>('/orders/WITHDRAW_CARD_PREPAID'),
  /** Answer not shown (null). */
  WITHDRAW_CARD_SUBACCOUNT: post<typeof V1.WITHDRAW_CARD_SUBACCOUNT>('/orders/WITHDRAW_CARD_SUBACCOUNT'),
  /** HIFI ramps on the first generation: bodies and answers not shown; flows prefer ORDER_CREATE_V2. */
  HIFI_WIRE_ONRAMP: post<typeof V1.HIFI_WIRE_ONRAMP>('/orders/HIFI_WIRE_ONRAMP'),
  HIFI_WIRE_OFFRAMP: post<typeof V1.HIFI_WIRE_OFFRAMP>('/orders/HIFI_WIRE_OFFRAMP'),
  HIFI_ACH_ONRAMP: post<typeof V1.HIFI_ACH_ONRAMP>('/orders/HIFI_ACH_ONRAMP'),
  HIFI_ACH_OFFRAMP: post<typeof V1.HIFI_ACH_OFFRAMP>('/orders/HIFI_ACH_OFFRAMP'),
  HIFI_SEPA_ONRAMP: post<typeof V1.HIFI_SEPA_ONRAMP>('/orders/HIFI_SEPA_ONRAMP'),
  HIFI_SEPA_OFFRAMP: post<typeof V1.HIFI_SEPA_OFFRAMP>('/orders/HIFI_SEPA_OFFRAMP'),
  /** Path from SPEC §7, body from API.md §15.2 ("paths not shown" there). */
  TBD_SWIFT_WITHDRAWAL: post<typeof V1.TBD_SWIFT_WITHDRAWAL>('/orders/TBD_SWIFT_WITHDRAWAL'),
} as const satisfies CreateMap;
export type OrderCreateV1Type = keyof typeof ORDER_CREATE_V1;

/** Second-generation create routes, keyed by OrderType (API.md §16.3). */
export const ORDER_CREATE_V2 = {
  HIFI_WIRE_ONRAMP: post<typeof V2.HIFI_WIRE_ONRAMP>('/v2/orders/HIFI_WIRE_ONRAMP'),
  HIFI_ACH_ONRAMP: post<typeof V2.HIFI_ACH_ONRAMP>('/v2/orders/HIFI_ACH_ONRAMP'),
  HIFI_SEPA_ONRAMP: post<typeof V2.HIFI_SEPA_ONRAMP>('/v2/orders/HIFI_SEPA_ONRAMP'),
  HIFI_WIRE_OFFRAMP: post<typeof V2.HIFI_WIRE_OFFRAMP>('/v2/orders/HIFI_WIRE_OFFRAMP'),
  HIFI_ACH_OFFRAMP: post<typeof V2.HIFI_ACH_OFFRAMP>('/v2/orders/HIFI_ACH_OFFRAMP'),
  HIFI_SEPA_OFFRAMP: post<typeof V2.HIFI_SEPA_OFFRAMP>('/v2/orders/HIFI_SEPA_OFFRAMP'),
  /** Placeholder type; answer typed by the platform with order_type "HIFI_SEPA_OFFRAMP". */
  TBD_SWIFT_WITHDRAWAL: post<typeof V2.TBD_SWIFT_WITHDRAWAL>('/v2/orders/TBD_SWIFT_WITHDRAWAL'),
  OMNIBUS_CRYPTO_TRANSFER: post<typeof V2.OMNIBUS_CRYPTO_TRANSFER>('/v2/orders/OMNIBUS_CRYPTO_TRANSFER'),
  SEGREGATED_CRYPTO_TRANSFER: post<typeof V2.SEGREGATED_CRYPTO_TRANSFER>(
    '/v2/orders/SEGREGATED_CRYPTO_TRANSFER',
  ),
  RN_CARDS_OFFRAMP: post<typeof V2.RN_CARDS_OFFRAMP>('/v2/orders/RN_CARDS_OFFRAMP'),
  L2F_SEPA_OFFRAMP: post<typeof V2.L2F_SEPA_OFFRAMP>('/v2/orders/L2F_SEPA_OFFRAMP'),
  L2F_SWIFT_OFFRAMP: post<typeof V2.L2F_SWIFT_OFFRAMP>('/v2/orders/L2F_SWIFT_OFFRAMP'),
  L2F_ACH_OFFRAMP: post<typeof V2.L2F_ACH_OFFRAMP>('/v2/orders/L2F_ACH_OFFRAMP'),
  L2F_WIRE_OFFRAMP: post<typeof V2.L2F_WIRE_OFFRAMP>('/v2/orders/L2F_WIRE_OFFRAMP'),
  /** Older clients only; kept so the route stays covered. */
  HIFI_CRYPTO_TRANSFER: post<typeof V2.HIFI_CRYPTO_TRANSFER>('/v2/orders/HIFI_CRYPTO_TRANSFER'),
  /**
   * SPEC §7 / API.md §16.3 show this route as `/v2/orders/TRA`: a truncation defect of
   * `TRANSFER_INTERNAL`. API.md's preamble settles it — our client posts to
   * `/v2/orders/TRANSFER_INTERNAL` (the sandbox serves both). Answer not shown.
   */
  TRANSFER_INTERNAL: post<typeof V2.TRANSFER_INTERNAL>('/v2/orders/TRANSFER_INTERNAL'),
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
  calc: endpoint<typeof ordersRoutes.calc>({
    service: 'core',
    method: 'GET',
    path: '/orders/calc',
  }),
  orderTypes: endpoint<typeof ordersRoutes.orderTypes>({
    service: 'core',
    method: 'GET',
    path: '/orders/order_types',
  }),
  create: ORDER_CREATE_V1,
};

/** Second generation (core service, `/v2/orders/*`). */
export const ordersV2Api = {
  /** 404 = no rate for the pair. */
  calc: endpoint<typeof ordersV2Routes.calc>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/calc',
  }),
  orderTypes: endpoint<typeof ordersV2Routes.orderTypes>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/order_types',
  }),
  /** `filters` is one JSON-encoded string (encodeOrderFilters), not bracket notation. */
  list: endpoint<typeof ordersV2Routes.list>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/list/{wallet_uuid}',
  }),
  listCsv: endpoint<typeof ordersV2Routes.listCsv>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/list/{wallet_uuid}/csv',
    responseType: 'text',
  }),
  get: endpoint<typeof ordersV2Routes.get>({
    service: 'core',
    method: 'GET',
    path: '/v2/orders/id/{order_uuid}',
  }),
  create: ORDER_CREATE_V2,
};
