import { ordersV2Api } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import type { Order } from '../../api/types';
import { cmp, tryNormalize } from '../../lib/money';
import type { OrderMatch } from './intent/storage';

/**
 * After a lost answer (or a reload mid-order) we do not know whether the platform created the
 * order. We look in the wallet's latest orders: v2 orders by their request_id, first-generation
 * orders — whose bodies carry none — by what they are: same type, currencies and amount, created
 * since the tap and not one this flow already showed.
 */
async function latestOrders(walletId: string): Promise<Order[]> {
  const page = await call(ordersV2Api.list, {
    path: { wallet_uuid: walletId },
    query: { limit: 50, offset: 0, sort_by: 'created_at', sort_order: 'desc' },
  });
  return page.data;
}

export async function findOrderByRequestId(walletId: string, requestId: string): Promise<Order | null> {
  const orders = await latestOrders(walletId);
  return orders.find((o) => o.request_id === requestId || o.meta?.request_id === requestId) ?? null;
}

/** Device and platform clocks differ a little: "since the tap" allows this much. */
export const CLOCK_SKEW_MS = 60_000;

const sameAmount = (a: unknown, b: string) => {
  const v = tryNormalize(a as string | number | null | undefined);
  return v !== null && cmp(v, b) === 0;
};

export function matchesOrder(o: Order, m: OrderMatch, since: number, known: readonly string[]): boolean {
  const created = Date.parse(o.created_at);
  return (
    m.orderTypes.includes(o.order_type) &&
    (m.fromId === '' || o.from_uuid === m.fromId) &&
    o.to_uuid === m.toId &&
    (sameAmount(o.amount_from, m.amount) || sameAmount(o.amount_to, m.amount)) &&
    !(created < since - CLOCK_SKEW_MS) &&
    !known.includes(o.order_uuid)
  );
}

export async function findOrderLike(
  walletId: string,
  match: OrderMatch,
  since: number,
  known: readonly string[],
): Promise<Order | null> {
  const orders = await latestOrders(walletId);
  return orders.find((o) => matchesOrder(o, match, since, known)) ?? null;
}

/** A create answer's order uuid, whatever shape the route answers (v1 shapes differ). */
export function orderUuidOf(answer: unknown): string | null {
  if (answer && typeof answer === 'object' && 'order_uuid' in answer) {
    const v = (answer as { order_uuid: unknown }).order_uuid;
    return typeof v === 'string' ? v : null;
  }
  return null;
}
