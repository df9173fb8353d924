import type { Context } from 'hono';
import type { SandboxContext } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { type OrderRow, orderTable } from './tables.ts';

/**
 * Idempotency (DESIGN §4): the client makes one id per user intent and sends it as
 * `Idempotency-Key: <request_id>` on every money-moving POST, plus `request_id` in v2 bodies
 * (v1 bodies have none). A repeat with either returns the FIRST order (same id, 200) instead of
 * creating a second one — a double tap or a retry after a lost response cannot pay twice.
 * Reusing an id for a DIFFERENT order is refused (409), like any payment API does.
 */
export function idempotencyKey(c: Context, bodyRequestId: unknown): string | null {
  const fromBody =
    typeof bodyRequestId === 'string' && bodyRequestId.trim() !== '' ? bodyRequestId.trim() : null;
  const header = c.req.header('idempotency-key')?.trim() || null;
  if (header && header.length > 128)
    invalid('Idempotency-Key', 'Idempotency-Key must be at most 128 characters.');
  return fromBody ?? header;
}

export function findRepeat(
  ctx: SandboxContext,
  userId: string,
  key: string | null,
  intent: { order_type: string; wallet_uuid: string },
): OrderRow | null {
  if (!key) return null;
  const first = orderTable(ctx).find(
    (o) => o.user_id === userId && (o.request_id === key || o.idempotency_key === key),
  );
  if (!first) return null;
  if (first.order_type !== intent.order_type || first.wallet_uuid !== intent.wallet_uuid) {
    fail(409, 'This request_id was already used for a different order. Start a new order.');
  }
  return first;
}
