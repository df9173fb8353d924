import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { CardMerchant, CardTransaction } from '../../src/contract/issuing.ts';
import type { CardTransactionStatus, CardTransactionType } from '../../src/contract/values/issuing.ts';
import { cmp, toScale } from '../../src/shared/decimal.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import type { SandboxContext } from '../server/context.ts';
import { programById } from './programs.ts';
import type { SubAccountRow } from './sub-accounts.ts';

/** The wire's card transaction types and statuses (src/contract/values, shared with the app). */
export type CardTxType = CardTransactionType;
export type CardTxStatus = CardTransactionStatus;

export type Merchant = CardMerchant;

export interface CardTxRow {
  vendor_transaction_id: string;
  user_id: string;
  sub_account_id: string;
  card_id: string | null;
  last4: string;
  title: string;
  created_at: string;
  cleared_at: string;
  merchant: Merchant;
  /** Decimal strings, positive magnitudes; direction is `is_credit`. */
  billing_amount: string;
  billing_currency: string;
  transaction_amount: string;
  transaction_currency: string;
  transaction_type: CardTxType;
  status: CardTxStatus;
  is_credit: boolean;
  failure_reason: string;
  adjustment_type: string;
  group: string;
}

const TABLE = 'issuing_card_transactions';
export const cardTxTable = (ctx: SandboxContext) => ctx.store.table<CardTxRow>(TABLE);

/** Non-merchant movements (top-ups, fees) carry the issuer as their "merchant". */
const ISSUER: Merchant = { name: 'Card issuer', category_code: '6012', city: 'Berlin', country: 'DE' };

export interface NewCardTx {
  subAccount: SubAccountRow;
  cardId: string | null;
  last4?: string;
  type: CardTxType;
  status: CardTxStatus;
  amount: string;
  title: string;
  isCredit: boolean;
  merchant?: Merchant;
  /** Amount and currency at the merchant when it differs from the card currency. */
  original?: { amount: string; currency: string };
  failureReason?: string;
  group?: string;
  at?: number;
}

export function recordCardTransaction(ctx: SandboxContext, tx: NewCardTx): CardTxRow {
  const program = programById(tx.subAccount.program_id);
  const currency = program?.account_currency ?? 'USD';
  const at = tx.at ?? ctx.now();
  const settled = ['CLEARED', 'COMPLETED', 'REFUND', 'REVERSED'].includes(tx.status);
  const row: CardTxRow = {
    vendor_transaction_id: `vtx_${randomUUID().replace(/-/g, '').slice(0, 20)}`,
    user_id: tx.subAccount.user_id,
    sub_account_id: tx.subAccount.id,
    card_id: tx.cardId,
    last4: tx.last4 ?? '',
    title: tx.title,
    created_at: new Date(at).toISOString(),
    // Not yet settled: cleared_at repeats created_at (the wire types it as always present).
    cleared_at: new Date(settled ? at + 36 * 3_600_000 : at).toISOString(),
    merchant: tx.merchant ?? ISSUER,
    billing_amount: toScale(tx.amount, 2),
    billing_currency: currency,
    transaction_amount: toScale(tx.original ? tx.original.amount : tx.amount, 2),
    transaction_currency: tx.original?.currency ?? currency,
    transaction_type: tx.type,
    status: tx.status,
    is_credit: tx.isCredit,
    failure_reason: tx.failureReason ?? '',
    adjustment_type: tx.type === 'REFUND' || tx.type === 'REVERSAL' ? 'CREDIT_ADJUSTMENT' : '',
    group: tx.group ?? tx.type.toLowerCase(),
  };
  return cardTxTable(ctx).set(row.vendor_transaction_id, row);
}

/** Spending that counts against limits: approved or settled debits by a merchant. */
export function spendsOf(ctx: SandboxContext, cardId: string) {
  return cardTxTable(ctx)
    .filter(
      (t) =>
        t.card_id === cardId &&
        !t.is_credit &&
        (t.transaction_type === 'AUTHORIZATION' || t.transaction_type === 'PURCHASE') &&
        ['APPROVED', 'PENDING', 'CLEARED', 'COMPLETED'].includes(t.status),
    )
    .map((t) => ({ amount: t.billing_amount, at: Date.parse(t.created_at) }));
}

export function transactionsWhere(ctx: SandboxContext, match: (t: CardTxRow) => boolean): CardTxRow[] {
  return cardTxTable(ctx)
    .filter(match)
    .sort(
      (a, b) =>
        b.created_at.localeCompare(a.created_at) ||
        a.vendor_transaction_id.localeCompare(b.vendor_transaction_id),
    );
}

/** The wire `CardTransaction` shape (API.md §12.4). */
export function cardTxWire(t: CardTxRow): z.input<typeof CardTransaction> {
  const total = t.is_credit ? t.billing_amount : `-${t.billing_amount}`;
  return {
    vendor_transaction_id: t.vendor_transaction_id,
    vendor_sub_account_id: t.sub_account_id,
    title: t.title,
    last4: t.last4,
    created_at: t.created_at,
    cleared_at: t.cleared_at,
    merchant: t.merchant,
    billing_amount: toWire(t.billing_amount),
    billing_currency: t.billing_currency,
    transaction_amount: toWire(t.transaction_amount),
    transaction_currency: t.transaction_currency,
    // Signed: what the movement did to the balance (debits negative).
    total_amount: toWire(cmp(t.billing_amount, '0') === 0 ? '0' : total),
    transaction_type: t.transaction_type,
    status: t.status,
    is_credit: t.is_credit,
    has_receipt:
      !t.is_credit && t.merchant.name !== ISSUER.name && t.status !== 'FAILED' && t.status !== 'DECLINED',
    failure_reason: t.failure_reason,
    adjustment_type: t.adjustment_type,
    review_status: t.status === 'PENDING' ? 'IN_REVIEW' : 'NONE',
    group: t.group,
  };
}
