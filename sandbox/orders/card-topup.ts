import { cmp, isPositive } from '../../src/shared/decimal.ts';
import { type CardRow, cardsTable } from '../cards/cards.ts';
import { programById } from '../cards/programs.ts';
import { type SubAccountRow, subAccountsTable } from '../cards/sub-accounts.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { CURRENCIES, currencyById } from '../system/catalog.ts';
import { ledgerFor } from '../wallets/ledger.ts';

/**
 * Card top-up orders (API.md §15.2): which card side a TRANSFER_CARD_* order credits, and which
 * wallet currency pays for it. `amount` in all three bodies is what arrives on the card, in the
 * card's currency (the SUBACCOUNT answer calls it `amount_fiat`); the calculator prices what the
 * wallet pays (is_reverse), fee included.
 */
export type CardTopUpType = 'TRANSFER_CARD_PREPAID' | 'TRANSFER_CARD_SUBACCOUNT' | 'TRANSFER_CARD_WHOLESALE';

/** The references a top-up body names, before they are checked. */
export interface CardTopUpRef {
  cardId?: string;
  subAccountId?: string;
  vendorId?: string;
}

export interface CardTarget {
  subAccountId: string;
  cardId: string | null;
  /** The sub-account's (program's) currency: what the card receives. */
  currencyId: string;
  vendorId: string;
  /** "card •••• 4242" or the sub-account's name, for the wallet history. */
  label: string;
  /** Title of the DEPOSIT card transaction written at completion. */
  title: string;
}

/** Every program of the sandbox is issued by this one vendor (programWire's vendor_id). */
export const SANDBOX_CARD_VENDOR = 'vendor-sandbox-issuer';

const last4 = (card: CardRow) => card.number.slice(-4);

/** Why a card cannot receive money right now, as the sentence the user reads (null = it can). */
export function cardRefusal(card: CardRow): string | null {
  switch (card.card_status) {
    case 'CLOSED':
    case 'CANCELED':
      return 'This card is closed, so it cannot be topped up. Issue a new card instead.';
    case 'FROZEN':
      return 'This card is frozen. Unfreeze it, then top it up.';
    case 'BLOCKED':
      return 'This card was blocked by the issuer, so it cannot be topped up. Contact support.';
    default:
      return null; // ACTIVE, and INACTIVE: a physical card can be funded before it is activated
  }
}

function subAccountRefusal(sub: SubAccountRow): string | null {
  return sub.status === 'ACTIVE' ? null : 'This card account is not active, so it cannot be topped up.';
}

function accepts(sub: SubAccountRow, type: CardTopUpType): boolean {
  return programById(sub.program_id)?.order_types.includes(type) ?? false;
}

/** The card account a card order names: the user's own, on this wallet; else a 422 naming `field`. */
export function ownSubAccount(
  ctx: SandboxContext,
  userId: string,
  walletId: string,
  id: string,
  field: string,
) {
  const sub = subAccountsTable(ctx).get(id);
  if (!sub || sub.user_id !== userId) invalid(field, 'This card account does not exist.');
  if (sub.wallet_id !== walletId) invalid(field, 'This card account belongs to another wallet.');
  return sub;
}

/** The card a card order names by `card_id`: the user's own, on this wallet; else a 422 naming it. */
export function ownCard(ctx: SandboxContext, userId: string, walletId: string, cardId: string | undefined) {
  const card = cardId ? cardsTable(ctx).get(cardId) : undefined;
  if (!card || card.user_id !== userId) invalid('card_id', 'This card does not exist.');
  if (card.wallet_id !== walletId) invalid('card_id', 'This card belongs to another wallet.');
  return card;
}

function target(sub: SubAccountRow, card: CardRow | null, vendorId: string): CardTarget {
  const label = card ? `card •••• ${last4(card)}` : sub.nick_name;
  return {
    subAccountId: sub.id,
    cardId: card?.card_id ?? null,
    currencyId: programById(sub.program_id)!.currency_id,
    vendorId,
    label,
    title: card ? 'Top-up from wallet' : 'Wholesale top-up from wallet',
  };
}

/** Checks the body's card references; 422 names the field, 409 says why the card can't take money. */
export function resolveCardTarget(
  ctx: SandboxContext,
  userId: string,
  walletId: string,
  type: CardTopUpType,
  ref: CardTopUpRef,
): CardTarget {
  if (type === 'TRANSFER_CARD_PREPAID') {
    const card = ownCard(ctx, userId, walletId, ref.cardId);
    const refusal = cardRefusal(card);
    if (refusal) fail(409, refusal);
    const sub = ownSubAccount(ctx, userId, walletId, card.sub_account_id, 'card_id');
    if (!accepts(sub, type)) {
      invalid('card_id', 'This card is on a shared balance: top up its account (TRANSFER_CARD_SUBACCOUNT).');
    }
    const subRefusal = subAccountRefusal(sub);
    if (subRefusal) fail(409, subRefusal);
    return target(sub, card, SANDBOX_CARD_VENDOR);
  }
  if (type === 'TRANSFER_CARD_SUBACCOUNT') {
    const sub = ownSubAccount(ctx, userId, walletId, ref.subAccountId ?? '', 'sub_account_id');
    if (!accepts(sub, type)) {
      invalid('sub_account_id', "This account's program takes top-ups card by card (TRANSFER_CARD_PREPAID).");
    }
    const subRefusal = subAccountRefusal(sub);
    if (subRefusal) fail(409, subRefusal);
    return target(sub, null, SANDBOX_CARD_VENDOR);
  }
  // Wholesale (decision, the answer and routing are not shown): the body names the issuer, not
  // an account; the money goes to this wallet's account with that issuer whose program takes
  // wholesale funding — the oldest active one when there are several.
  if (ref.vendorId !== SANDBOX_CARD_VENDOR) invalid('vendor_id', 'This card issuer is not known.');
  const sub = subAccountsTable(ctx)
    .filter((s) => s.user_id === userId && s.wallet_id === walletId && s.status === 'ACTIVE')
    .filter((s) => accepts(s, type))
    .sort((a, b) => a.created_at.localeCompare(b.created_at))[0];
  if (!sub) {
    invalid('vendor_id', 'This wallet has no card account with this issuer that takes wholesale top-ups.');
  }
  return target(sub, null, SANDBOX_CARD_VENDOR);
}

/**
 * The prepaid body names no currency to pay with (API.md §15.2). Decision: the wallet pays in the
 * card's own currency when it holds at least the amount; otherwise in the stablecoin it holds
 * most of. The client applies the same rule to quote before it sends.
 */
export function prepaidFundingCurrency(
  ctx: SandboxContext,
  walletId: string,
  cardCurrencyId: string,
  amount: string,
): string {
  const ledger = ledgerFor(ctx);
  if (cmp(ledger.balanceOf(walletId, cardCurrencyId), amount) >= 0) return cardCurrencyId;
  const richest = CURRENCIES.filter((c) => c.is_stablecoin)
    .map((c) => ({ id: c.uuid, held: ledger.balanceOf(walletId, c.uuid) }))
    .filter((c) => isPositive(c.held))
    .sort((a, b) => cmp(b.held, a.held))[0];
  return richest?.id ?? cardCurrencyId; // nothing better: the balance check then explains the shortfall
}

/** The card side takes 2-decimal amounts: more is refused rather than silently rounded. */
export function checkCardAmount(amount: string, currencyId: string) {
  const decimals = currencyById(currencyId)?.decimal ?? 2;
  const fraction = amount.split('.')[1] ?? '';
  if (fraction.replace(/0+$/, '').length > decimals) {
    invalid('amount', `The card takes amounts with at most ${decimals} decimals.`);
  }
}
