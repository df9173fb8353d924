/** Exchange rates — core service, `GET /exchange/` (API.md §11). */
import type { IsoDate, Uuid, WireAmount } from './common';
import type { OrderType } from './orders';

/** `order_type` alone, or with exactly one of `from_uuid` / `to_uuid`. */
export type ExchangeRatesQuery =
  | { order_type: OrderType; from_uuid?: undefined; to_uuid?: undefined }
  | { order_type: OrderType; from_uuid: Uuid; to_uuid?: undefined }
  | { order_type: OrderType; to_uuid: Uuid; from_uuid?: undefined };

export interface ExchangeRate {
  from: string;
  to: string;
  from_uuid: Uuid;
  to_uuid: Uuid;
  rate: WireAmount;
  inverted_rate: WireAmount;
  rate_source: string;
  /** Decimal as string. */
  min_amount: string;
  onramp_enabled: boolean;
  offramp_enabled: boolean;
  updated_at: IsoDate;
}
