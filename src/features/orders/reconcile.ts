import { ordersV2Api } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import type { Order } from '../../api/types';

/**
 * After a timeout or a lost response we do not know whether the platform created the order.
 * Before offering a retry we look for it by its request_id in the wallet's latest orders
 * (`request_id`, or `meta.request_id` on platforms that only keep it there).
 */
export async function findOrderByRequestId(walletId: string, requestId: string): Promise<Order | null> {
  const page = await call(ordersV2Api.list, {
    path: { wallet_uuid: walletId },
    query: { limit: 50, offset: 0, sort_by: 'created_at', sort_order: 'desc' },
  });
  return page.data.find((o) => o.request_id === requestId || o.meta?.request_id === requestId) ?? null;
}

/** A create answer's order uuid, whatever shape the route answers (v1 shapes differ). */
export function orderUuidOf(answer: unknown): string | null {
  if (answer && typeof answer === 'object' && 'order_uuid' in answer) {
    const v = (answer as { order_uuid: unknown }).order_uuid;
    return typeof v === 'string' ? v : null;
  }
  return null;
}
