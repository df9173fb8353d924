import { cardsTable } from '../cards/cards.ts';
import { creditSubAccount } from '../cards/sub-accounts.ts';
import type { SandboxContext } from '../server/context.ts';
import { SandboxError } from '../server/errors.ts';
import { cardRefusal } from './card-topup.ts';
import type { OrderRow } from './tables.ts';

const REFUNDED = 'The amount was returned to your wallet.';

/**
 * Completes a card top-up: credits the card's sub-account (creditSubAccount records the DEPOSIT
 * card transaction). Returns null on success, or the sentence explaining why the card side
 * refused — the order then fails and the wallet is refunded.
 */
export function deliverToCard(ctx: SandboxContext, order: OrderRow): string | null {
  const credit = order.card_credit;
  if (!credit) return null;
  const card = credit.card_id ? cardsTable(ctx).get(credit.card_id) : undefined;
  const refusal = card ? cardRefusal(card) : null;
  if (refusal) return `${refusal} ${REFUNDED}`;
  try {
    creditSubAccount(ctx, credit.sub_account_id, credit.amount, {
      title: credit.title,
      cardId: credit.card_id,
    });
    return null;
  } catch (err) {
    if (err instanceof SandboxError) return `${err.message} ${REFUNDED}`;
    throw err;
  }
}
