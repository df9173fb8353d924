import { ORDER_CREATE_V2 } from '../api/endpoints/orders';
import type { DestinationListItem, OrderTypeInfoV2 } from '../api/types';
import { toClientDestinationType } from '../api/types';
import { type DestinationKind, kindForPaymentMethod } from './destination-form';

/**
 * The bank-rail order types a wallet is offered (GET /v2/orders/order_types) that this client can
 * create: selling pays out to a bank account (HIFI_*_OFFRAMP, TBD_SWIFT_WITHDRAWAL), buying is
 * paid in from one (HIFI_*_ONRAMP).
 */
export function rampTypes(types: readonly OrderTypeInfoV2[] | undefined, mode: 'sell' | 'buy') {
  return (types ?? [])
    .filter((type) =>
      mode === 'sell'
        ? type.id.endsWith('_OFFRAMP') || type.id === 'TBD_SWIFT_WITHDRAWAL'
        : type.id.endsWith('_ONRAMP'),
    )
    .filter((type) => (type.id as string) in ORDER_CREATE_V2);
}

/** The destination kind an order type pays to or from. */
export const rampKind = (type: OrderTypeInfoV2): DestinationKind | null =>
  kindForPaymentMethod(type.payment_method);

/** The offered type that moves money over this bank account's rail, if any. */
export function rampTypeFor(
  types: readonly OrderTypeInfoV2[] | undefined,
  mode: 'sell' | 'buy',
  d: DestinationListItem,
): OrderTypeInfoV2 | null {
  const kind = toClientDestinationType(d.type);
  return rampTypes(types, mode).find((type) => rampKind(type) === kind) ?? null;
}

/** The fiat a rail settles in, to start a form with (SWIFT: dollars, the usual currency of wires). */
export const RAIL_CURRENCY: Partial<Record<DestinationKind, string>> = {
  SEPA: 'EUR',
  ACH: 'USD',
  DOMESTIC_WIRE: 'USD',
  SWIFT: 'USD',
  CHAPS: 'GBP',
  FPS: 'GBP',
};
