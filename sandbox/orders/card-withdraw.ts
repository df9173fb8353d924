import { cmp, sub, toScale } from '../../src/shared/decimal.ts';
import { programById } from '../cards/programs.ts';
import { type SubAccountRow, subAccountsTable } from '../cards/sub-accounts.ts';
import { recordCardTransaction } from '../cards/transactions.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { type CardTarget, type CardTopUpRef, ownCard, ownSubAccount } from './card-topup.ts';

/**
 * Money back from a card to its wallet (API.md §15.2 WITHDRAW_CARD_PREPAID by `card_id`,
 * WITHDRAW_CARD_SUBACCOUNT by `sub_account_id`). `amount` is what leaves the card, in the card's
 * currency; the wallet receives it in that same currency, less the fee the calculator quotes.
 * Decisions (API.md does not show them): a prepaid card names its own account by card_id, a card
 * on a shared balance cannot (its money is the account's: 422 naming card_id); a frozen card may
 * still give its money back (freezing stops spending, not the owner), a closed, cancelled or
 * blocked one may not (409); the card side is debited at creation and the wallet credited at
 * COMPLETE. The answer is not shown (null).
 */
export type CardWithdrawType = 'WITHDRAW_CARD_PREPAID' | 'WITHDRAW_CARD_SUBACCOUNT';

function activeSubAccount(ctx: SandboxContext, userId: string, walletId: string, id: string, field: string) {
  const row = ownSubAccount(ctx, userId, walletId, id, field);
  if (row.status !== 'ACTIVE') fail(409, 'This card account is not active, so no money can leave it.');
  return row;
}

/** Checks the body's card reference; 422 names the field, 409 says why the card can't give money. */
export function resolveCardSource(
  ctx: SandboxContext,
  userId: string,
  walletId: string,
  type: CardWithdrawType,
  ref: CardTopUpRef,
): CardTarget {
  if (type === 'WITHDRAW_CARD_PREPAID') {
    const card = ownCard(ctx, userId, walletId, ref.cardId);
    if (card.card_status === 'CLOSED' || card.card_status === 'CANCELED')
      fail(409, 'This card is closed: its balance already went back to its account.');
    if (card.card_status === 'BLOCKED')
      fail(409, 'This card was blocked by the issuer, so no money can leave it. Contact support.');
    const row = activeSubAccount(ctx, userId, walletId, card.sub_account_id, 'card_id');
    if (row.type !== 'prepaid') {
      invalid(
        'card_id',
        'This card is on a shared balance: move money from its account (WITHDRAW_CARD_SUBACCOUNT).',
      );
    }
    return source(row, `card •••• ${card.number.slice(-4)}`, card.card_id);
  }
  const row = activeSubAccount(ctx, userId, walletId, ref.subAccountId ?? '', 'sub_account_id');
  return source(row, row.nick_name, null);
}

function source(row: SubAccountRow, label: string, cardId: string | null): CardTarget {
  return {
    subAccountId: row.id,
    cardId,
    currencyId: programById(row.program_id)!.currency_id,
    vendorId: '',
    label,
    title: 'Moved to wallet',
  };
}

/** What the card can give now: its balance less what pending authorisations hold. */
export function cardAvailable(ctx: SandboxContext, subAccountId: string): string {
  const row = subAccountsTable(ctx).get(subAccountId)!;
  return toScale(sub(row.balance, row.hold), 2);
}

/** 422 on `amount` when the card holds less than what would leave it. */
export function checkCardCovers(ctx: SandboxContext, card: CardTarget, amount: string, symbol: string) {
  const available = cardAvailable(ctx, card.subAccountId);
  if (cmp(available, amount) < 0) {
    const message = `Insufficient card balance: ${available} ${symbol} is available, ${amount} ${symbol} is needed.`;
    fail(422, message, { amount: message });
  }
}

/** Takes the amount off the card at creation, with its WITHDRAWAL card transaction. */
export function takeFromCard(ctx: SandboxContext, card: CardTarget, amount: string) {
  const row = subAccountsTable(ctx).get(card.subAccountId)!;
  const next = subAccountsTable(ctx).set(row.id, { ...row, balance: toScale(sub(row.balance, amount), 2) });
  recordCardTransaction(ctx, {
    subAccount: next,
    cardId: card.cardId,
    type: 'WITHDRAWAL',
    status: 'COMPLETED',
    amount,
    title: card.title,
    isCredit: false,
  });
}
