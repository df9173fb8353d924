import type { SandboxContext } from '../server/context.ts';
import { type CardRow, cardsTable } from './cards.ts';
import { brokenLimit } from './limits.ts';
import { cmp, sub } from './money.ts';
import { subAccountsTable } from './sub-accounts.ts';
import { type CardTxRow, recordCardTransaction, spendsOf } from './transactions.ts';

const LIMIT_NAMES: Record<string, string> = {
  all_time: 'all-time',
  daily: 'daily',
  weekly: 'weekly',
  monthly: 'monthly',
  yearly: 'yearly',
  per_transaction: 'per-transaction',
};

/**
 * What the issuer does when a merchant asks to charge the card: approve (balance debited at once,
 * as an AUTHORIZATION in PENDING that clears later) or decline with the reason the user sees.
 */
export function authorizePurchase(
  ctx: SandboxContext,
  card: CardRow,
  purchase: { amount: string; merchant: string },
): CardTxRow {
  const fresh = cardsTable(ctx).get(card.card_id)!;
  const account = subAccountsTable(ctx).get(fresh.sub_account_id)!;
  const base = {
    subAccount: account,
    cardId: fresh.card_id,
    last4: fresh.number.slice(-4),
    type: 'AUTHORIZATION' as const,
    amount: purchase.amount,
    title: purchase.merchant,
    isCredit: false,
    merchant: { name: purchase.merchant, category_code: '5814', city: 'Berlin', country: 'DE' },
  };
  const decline = (reason: string) =>
    recordCardTransaction(ctx, { ...base, status: 'DECLINED', failureReason: reason });
  if (fresh.card_status !== 'ACTIVE') return decline(`Card is ${fresh.card_status.toLowerCase()}.`);
  const broken = brokenLimit(fresh.caps, spendsOf(ctx, fresh.card_id), purchase.amount, ctx.now());
  if (broken) return decline(`Exceeds the card's ${LIMIT_NAMES[broken]} spending limit.`);
  if (cmp(account.balance, purchase.amount) < 0) return decline('Insufficient funds on the card.');
  subAccountsTable(ctx).set(account.id, { ...account, balance: sub(account.balance, purchase.amount) });
  return recordCardTransaction(ctx, { ...base, status: 'PENDING' });
}
