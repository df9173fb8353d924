import type { DestinationListItem, OrderTypeInfoV2 } from '../api/types';
import { toClientDestinationType } from '../api/types';
import { type DestinationKind, kindForPaymentMethod } from './destination-form';

/**
 * The bank-rail order types whose body is the ramp body (API.md §16.3: wallet, currencies, amount
 * and a counterparty destination) — the only ones the buy and sell forms can fill. Left out on
 * purpose: RN_CARDS_OFFRAMP pays out of a card's sub-account (`sub_account_id`) and L2F_*_OFFRAMP
 * out of a virtual bank account (`virtual_account_id`): their money is not the wallet balance these
 * forms choose, cap and quote from, so they belong to flows that start from that card or account.
 */
export type RampType = `HIFI_${'WIRE' | 'ACH' | 'SEPA'}_${'ONRAMP' | 'OFFRAMP'}` | 'TBD_SWIFT_WITHDRAWAL';

export const isRampType = (id: string): id is RampType =>
  /^HIFI_(WIRE|ACH|SEPA)_(ONRAMP|OFFRAMP)$/.test(id) || id === 'TBD_SWIFT_WITHDRAWAL';

/**
 * The bank-rail order types a wallet is offered (GET /v2/orders/order_types) that this client can
 * create: selling pays out to a bank account (HIFI_*_OFFRAMP, TBD_SWIFT_WITHDRAWAL), buying is
 * paid in from one (HIFI_*_ONRAMP).
 */
export function rampTypes(types: readonly OrderTypeInfoV2[] | undefined, mode: 'sell' | 'buy') {
  return (types ?? []).filter(
    (type) =>
      isRampType(type.id) &&
      (mode === 'sell'
        ? type.id.endsWith('_OFFRAMP') || type.id === 'TBD_SWIFT_WITHDRAWAL'
        : type.id.endsWith('_ONRAMP')),
  );
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
