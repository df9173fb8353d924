import { ordersV2Api } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { encodeOrderFilters, type Order } from '../../api/types';
import { cmp, tryNormalize } from '../../lib/money';
import type { OrderMatch } from './intent/storage';

/**
 * After a lost answer (or a reload mid-order) we do not know whether the platform created the
 * order. We look in the wallet's latest orders: v2 orders by their request_id, first-generation
 * orders — whose bodies carry none — by what they are (same type, currencies and amount).
 *
 * "What they are" cannot tell this order from an identical one made a moment earlier (another
 * tab, another device), so a first-generation order counts as this one only when all of these hold:
 * - it was not among the identical orders the wallet already had when the user tapped (a snapshot
 *   read just before sending, `snapshotLike`);
 * - it was created at or after the tap by its own timestamp — clock skew is allowed forward only:
 *   the platform's clock may run ahead of the device's, never the tap moved earlier;
 * - it is the only such order, and not one this flow already showed.
 * Anything else — no snapshot (it could not be read), an identical order dated before the tap that
 * the snapshot did not see (clocks disagree), two new candidates — is "unsure": the outcome stays
 * unknown and the user is sent to History. Showing an order as done that is not this one would
 * tell the user a payment went through when it did not.
 */
async function latestOrders(walletId: string, match?: OrderMatch, signal?: AbortSignal): Promise<Order[]> {
  const page = await call(ordersV2Api.list, {
    ...(signal ? { signal } : {}),
    path: { wallet_uuid: walletId },
    query: {
      limit: 50,
      offset: 0,
      sort_by: 'created_at',
      sort_order: 'desc',
      // Only orders of this kind into this currency: the 50 latest are then the ones that matter.
      ...(match
        ? { filters: encodeOrderFilters([{ order_type: match.orderTypes }, { to_uuid: match.toId }]) }
        : {}),
    },
  });
  return page.data;
}

export async function findOrderByRequestId(walletId: string, requestId: string): Promise<Order | null> {
  const orders = await latestOrders(walletId);
  return orders.find((o) => o.request_id === requestId || o.meta?.request_id === requestId) ?? null;
}

const sameAmount = (a: unknown, b: string) => {
  const v = tryNormalize(a as string | number | null | undefined);
  return v !== null && cmp(v, b) === 0;
};

/** Same type, currencies and amount as what was sent (time aside). */
export function looksLike(o: Order, m: OrderMatch): boolean {
  return (
    (m.orderTypes as readonly string[]).includes(o.order_type) &&
    (m.fromId === '' || o.from_uuid === m.fromId) &&
    o.to_uuid === m.toId &&
    (sameAmount(o.amount_from, m.amount) || sameAmount(o.amount_to, m.amount))
  );
}

/** The order is sent after the snapshot: a slow list must not hold the payment back for long. */
const SNAPSHOT_WAIT_MS = 8000;

/**
 * The identical orders the wallet has before this one is sent, by uuid; null when the list could
 * not be read in time (then a lookup can never be sure, see `judgeOrders`).
 */
export async function snapshotLike(walletId: string, match: OrderMatch): Promise<string[] | null> {
  try {
    const orders = await latestOrders(walletId, match, AbortSignal.timeout(SNAPSHOT_WAIT_MS));
    return orders.filter((o) => looksLike(o, match)).map((o) => o.order_uuid);
  } catch {
    return null;
  }
}

/**
 * Created at or after the tap, at the precision the platform gives: a timestamp in whole seconds
 * counts from the start of the tap's second (it cannot say more), one with a fraction to the ms.
 */
function createdSinceTap(createdAt: string, since: number): boolean {
  const created = Date.parse(createdAt);
  const wholeSeconds = !/T\d{2}:\d{2}:\d{2}[.,]\d/.test(createdAt);
  return created >= (wholeSeconds ? Math.floor(since / 1000) * 1000 : since);
}

export interface LookupSubject {
  match: OrderMatch;
  /** ms timestamp of the tap (device clock). */
  since: number;
  /** Identical orders that existed before the send; null when they could not be read. */
  before: readonly string[] | null;
}

export type Judgement = { kind: 'found'; order: Order } | { kind: 'unsure' } | { kind: 'none' };

/** Pure: which of the listed orders is this one, if it can be told (rules above). */
export function judgeOrders(orders: readonly Order[], s: LookupSubject, known: readonly string[]): Judgement {
  const candidates = orders.filter(
    (o) => looksLike(o, s.match) && !known.includes(o.order_uuid) && !s.before?.includes(o.order_uuid),
  );
  if (candidates.length === 0) return { kind: 'none' };
  const [only] = candidates;
  if (s.before === null || candidates.length > 1 || !createdSinceTap(only!.created_at, s.since))
    return { kind: 'unsure' };
  return { kind: 'found', order: only! };
}

export async function findOrderLike(walletId: string, s: LookupSubject, known: readonly string[]) {
  return judgeOrders(await latestOrders(walletId, s.match), s, known);
}

/** A create answer's order uuid, whatever shape the route answers (v1 shapes differ). */
export function orderUuidOf(answer: unknown): string | null {
  if (answer && typeof answer === 'object' && 'order_uuid' in answer) {
    const v = (answer as { order_uuid: unknown }).order_uuid;
    return typeof v === 'string' ? v : null;
  }
  return null;
}
