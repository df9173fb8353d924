/**
 * Orders — all on the CORE service: first generation under `/orders/*` (API.md §15) and second
 * generation under `/v2/orders/*` (§16; a path on core, not on the v2 service).
 *
 * Create routes are looked up by OrderType through ORDER_CREATE_V1 / ORDER_CREATE_V2.
 */

import v1Table from 'virtual:endpoint-table/orders';
import v2Table from 'virtual:endpoint-table/ordersV2';
import type { ordersRoutes, ordersV2Routes } from '../../contract/orders.ts';
import type { EndpointSpec, EndpointsOf } from '../endpoint.ts';
import type { OrderType } from '../types';

export const ordersApi = v1Table as EndpointsOf<typeof ordersRoutes>;
export const ordersV2Api = v2Table as EndpointsOf<typeof ordersV2Routes>;

/** A create group's keys are order types: a key that is not one does not compile. */
type CreateMap = { readonly [K in OrderType]?: EndpointSpec<{ body: object }, unknown> };

/** First-generation create routes, keyed by OrderType (API.md §15.2, SPEC §7). */
export const ORDER_CREATE_V1 = ordersApi.create satisfies CreateMap;

/** Second-generation create routes, keyed by OrderType (API.md §16.3). */
export const ORDER_CREATE_V2 = ordersV2Api.create satisfies CreateMap;
export type OrderCreateV2Type = keyof typeof ORDER_CREATE_V2;

/** Whether `type` has a second-generation create route (a type guard, so the lookup is safe). */
export function hasCreateV2(type: string): type is OrderCreateV2Type {
  return Object.hasOwn(ORDER_CREATE_V2, type);
}
