/** Exchange rates — core service, `GET /exchange/` (API.md §11). */
import * as z from 'zod';
import { ORDER_TYPES } from './values/orders.ts';
import { bool, iso, money, route, str, uuid } from './wire.ts';

const orderType = z.enum(ORDER_TYPES);
/** `order_type` alone, or with exactly one of `from_uuid` / `to_uuid`. */
export const ExchangeRatesQuery = z.union([
  z.strictObject({ order_type: orderType }),
  z.strictObject({ order_type: orderType, from_uuid: uuid }),
  z.strictObject({ order_type: orderType, to_uuid: uuid }),
]);

export const ExchangeRate = z.strictObject({
  from: str,
  to: str,
  from_uuid: uuid,
  to_uuid: uuid,
  rate: money,
  inverted_rate: money,
  rate_source: str,
  /** Decimal as string. */
  min_amount: str,
  onramp_enabled: bool,
  offramp_enabled: bool,
  updated_at: iso,
});
export type ExchangeRate = z.output<typeof ExchangeRate>;

export const exchangeRoutes = {
  /** Note the trailing slash: it is part of the platform's route. */
  rates: route({
    service: 'core',
    method: 'GET',
    path: '/exchange/',
    query: ExchangeRatesQuery,
    response: z.array(ExchangeRate),
  }),
};
