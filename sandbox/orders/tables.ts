import type { SandboxContext } from '../server/context.ts';

/** One order as the sandbox keeps it (table `orders`). Amounts are decimal strings. */
export interface OrderRow {
  id: string;
  order_uuid: string;
  wallet_uuid: string;
  from_uuid: string;
  to_uuid: string;
  /** The type the client posted (path segment), e.g. TRANSFER_INTERNAL. */
  order_type: string;
  /** Which route family created it: v1 answers the first-generation shapes. */
  version: 1 | 2;
  status: 'NEW' | 'PENDING' | 'PROCESSING' | 'CANCELED' | 'COMPLETE' | 'ERROR' | 'FAILED';
  amount_from: string;
  amount_to: string;
  info: string | null;
  created_at: string;
  updated_at: string;
  user_id: string;
  request_id: string | null;
  /** The Idempotency-Key header it was created with (v1 bodies carry no request_id). */
  idempotency_key: string | null;
  /** Extra numbers kept as strings; emitted as numbers where API.md says number. */
  fees: { fee: string; network_fee: string; rate: string };
  meta: Record<string, unknown>;
  /** Wallet transaction ids recorded for this order (updated as it progresses). */
  tx_ids: number[];
  /** Where the money goes on completion (exchange / internal transfer). */
  credit: { wallet_id: string; currency_id: string; amount: string } | null;
  /** Card top-ups: the card side credited on completion (creditSubAccount), in its currency. */
  card_credit?: { sub_account_id: string; card_id: string | null; amount: string; title: string } | null;
  /** What was taken at creation (refunded when the order fails). */
  debit: { wallet_id: string; currency_id: string; amount: string } | null;
}

export const OPEN_STATUSES = ['NEW', 'PENDING', 'PROCESSING'] as const;

export const orderTable = (ctx: SandboxContext) => ctx.store.table<OrderRow>('orders');

/** Is a counterparty destination used by an order that has not finished? (delete guard) */
export function destinationInUse(ctx: SandboxContext, destinationId: string): OrderRow | undefined {
  return orderTable(ctx).find(
    (o) =>
      (OPEN_STATUSES as readonly string[]).includes(o.status) &&
      o.meta.counterparty_destination_id === destinationId,
  );
}
