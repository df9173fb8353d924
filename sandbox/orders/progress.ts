import { createHash } from 'node:crypto';
import type { SandboxContext } from '../server/context.ts';
import { currencyById } from '../system/catalog.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { deliverToCard } from './card-delivery.ts';
import { orderTypeById } from './order-types.ts';
import { type OrderRow, orderTable } from './tables.ts';
import { failsOnChain, ON_CHAIN_FAILURE } from './test-addresses.ts';

/**
 * Orders move NEW → PENDING → PROCESSING → COMPLETE over a few seconds (scaled by the sandbox
 * time scale). The amount paid was debited at creation; the target is credited at COMPLETE; a
 * FAILED order is refunded. On-ramps wait longer in PENDING: the user's bank transfer "arrives".
 */
const STEPS_MS = { pending: 800, processing: 2000, done: 3500 } as const;
const ONRAMP_ARRIVAL_MS = 20_000;

export function txStatusOf(status: OrderRow['status']): string {
  switch (status) {
    case 'NEW':
    case 'PENDING':
      return 'pending';
    case 'PROCESSING':
      return 'processing';
    case 'COMPLETE':
      return 'complete';
    case 'CANCELED':
      return 'canceled';
    default:
      return 'failed';
  }
}

function fakeHash(seed: string, evm: boolean): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return evm ? `0x${hex}` : hex;
}

function advance(ctx: SandboxContext, orderUuid: string, planned: OrderRow['status']) {
  const table = orderTable(ctx);
  const order = table.get(orderUuid);
  if (!order || !['NEW', 'PENDING', 'PROCESSING'].includes(order.status)) return;
  const ledger = ledgerFor(ctx);
  const def = orderTypeById(order.order_type)!;
  // A card top-up completes only if the card side takes the money (it may have been frozen or
  // closed meanwhile); otherwise the order fails with that reason and the wallet is refunded.
  const cardFailure = planned === 'COMPLETE' && order.card_credit ? deliverToCard(ctx, order) : null;
  const status: OrderRow['status'] = cardFailure ? 'FAILED' : planned;
  const reason = cardFailure ?? ON_CHAIN_FAILURE;
  const next: OrderRow = {
    ...order,
    status,
    updated_at: new Date(ctx.now()).toISOString(),
    tx_ids: [...order.tx_ids],
  };

  if (status === 'FAILED') {
    next.info = reason;
    if (order.debit) {
      const [refund] = ledger.applyAtomically([
        {
          kind: 'credit',
          walletId: order.debit.wallet_id,
          currencyId: order.debit.currency_id,
          amount: order.debit.amount,
          tx: {
            type: 'deposit',
            method: order.card_credit ? null : 'crypto',
            status: 'complete',
            record_type: 'REFUND',
            from: (order.meta.to_address as string | null) ?? null,
            to: order.wallet_uuid,
            info: `Refund of failed order ${order.id}`,
            meta: { order_id: order.order_uuid },
          },
        },
      ]);
      if (refund) next.tx_ids.push(refund.id);
    }
  }
  if (status === 'COMPLETE') {
    const from = currencyById(order.from_uuid);
    if (def.payment_method === 'CRYPTO_EXTERNAL') {
      const evm = (order.meta.to_address as string | null)?.startsWith('0x') ?? false;
      next.meta = { ...next.meta, crypto_transaction_hash: fakeHash(`order:${order.order_uuid}`, evm) };
    }
    if (order.credit) {
      const [credited] = ledger.applyAtomically([
        {
          kind: 'credit',
          walletId: order.credit.wallet_id,
          currencyId: order.credit.currency_id,
          amount: order.credit.amount,
          tx: {
            type: 'deposit',
            method:
              def.id === 'EXCHANGE_CRYPTO_INTERNAL'
                ? 'exchange'
                : def.pairs === 'card_withdrawal'
                  ? null
                  : def.direction === 'deposit'
                    ? 'bank_transfer'
                    : 'p2p',
            status: 'complete',
            record_type:
              def.id === 'TRANSFER_INTERNAL'
                ? 'DEPOSIT_INTERNAL'
                : def.id === 'WITHDRAWAL_CRYPTO'
                  ? 'DEPOSIT_CRYPTO_INTERNAL'
                  : def.id,
            from:
              def.pairs === 'card_withdrawal'
                ? (order.meta.card_label as string)
                : def.direction === 'deposit'
                  ? (order.meta.counterparty_account_name as string | null)
                  : order.wallet_uuid,
            to: order.credit.wallet_id,
            info: def.description,
            meta: {
              order_id: order.order_uuid,
              exchange_rate: order.fees.rate,
              billing_amount: order.amount_from,
              billing_amount_currency: from?.symbol,
              transaction_amount: order.amount_to,
              transaction_amount_currency: order.meta.transaction_currency,
              fee: order.fees.fee,
              fee_currency: order.meta.fee_currency,
            },
          },
        },
      ]);
      if (credited) next.tx_ids.push(credited.id);
    }
  }
  // The outgoing transaction follows the order's status in the wallet history.
  const outgoing = order.tx_ids[0];
  if (outgoing !== undefined && order.debit) {
    const patch: Record<string, unknown> = { status: txStatusOf(status) };
    if (status === 'FAILED') patch.info = reason;
    if (next.meta.crypto_transaction_hash) patch.txid = next.meta.crypto_transaction_hash;
    ledger.updateTransaction(outgoing, patch);
  }
  table.set(orderUuid, next);
}

/** Plans the remaining steps of an order from its current status (also used after a restart). */
export function scheduleProgress(ctx: SandboxContext, orderUuid: string) {
  const order = orderTable(ctx).get(orderUuid);
  if (!order) return;
  const def = orderTypeById(order.order_type);
  // Card withdrawals are deposits too, but nothing waits for a bank: they move at the usual pace.
  const isOnramp = def?.direction === 'deposit' && def.pairs !== 'card_withdrawal';
  const fails = failsOnChain(order.meta.to_address as string | null);
  const finalStatus = fails ? 'FAILED' : 'COMPLETE';
  const processingAt = isOnramp ? ONRAMP_ARRIVAL_MS : STEPS_MS.processing;
  const doneAt = isOnramp ? ONRAMP_ARRIVAL_MS + 1500 : STEPS_MS.done;
  if (order.status === 'NEW') ctx.later(STEPS_MS.pending, () => advance(ctx, orderUuid, 'PENDING'));
  if (order.status === 'NEW' || order.status === 'PENDING')
    ctx.later(processingAt, () => advance(ctx, orderUuid, 'PROCESSING'));
  ctx.later(doneAt, () => advance(ctx, orderUuid, finalStatus));
}

/** After a restart with persisted data, open orders continue where they were. */
export function resumeOpenOrders(ctx: SandboxContext) {
  for (const o of orderTable(ctx).filter((r) => ['NEW', 'PENDING', 'PROCESSING'].includes(r.status))) {
    scheduleProgress(ctx, o.order_uuid);
  }
}
