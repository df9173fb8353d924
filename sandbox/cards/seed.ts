import type { SandboxContext } from '../server/context.ts';
import type { UserRow } from '../user/users.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { type CardRow, type CardStatus, cardsTable, createCard } from './cards.ts';
import { add, sub } from './money.ts';
import { programById } from './programs.ts';
import { createSubAccount, type SubAccountRow, subAccountsTable } from './sub-accounts.ts';
import { type CardTxStatus, type CardTxType, type Merchant, recordCardTransaction } from './transactions.ts';

const DAY = 86_400_000;
const m = (name: string, category_code: string, city: string, country: string): Merchant => ({
  name,
  category_code,
  city,
  country,
});

interface SeedTx {
  daysAgo: number;
  type: CardTxType;
  status: CardTxStatus;
  amount: string;
  title: string;
  credit: boolean;
  merchant?: Merchant;
  original?: { amount: string; currency: string };
  failure?: string;
  /** Moves the balance (declined, pending-reversed and failed ones do not). */
  moves: boolean;
}

/**
 * The demo user's cards: a prepaid Visa with a full history (every transaction type and the
 * interesting statuses), a shared euro balance with two cards (one frozen), a physical credit
 * card alone on its sub-account, and a closed card from the retired program.
 */
export function seedDemoCards(ctx: SandboxContext, user: UserRow) {
  if (cardsTable(ctx).find((c) => c.user_id === user.id)) return;
  const wallet = ledgerFor(ctx).walletsOf(user.id)[0];
  if (!wallet) return;
  const now = ctx.now();

  const prepaid = issue(
    ctx,
    user,
    wallet.uuid,
    'prog-visa-virtual-prepaid-usd',
    'Online shopping',
    'ACTIVE',
    now - 30 * DAY,
  );
  history(ctx, prepaid, now, [
    {
      daysAgo: 28,
      type: 'DEPOSIT',
      status: 'COMPLETED',
      amount: '150.00',
      title: 'Top-up from wallet',
      credit: true,
      moves: true,
    },
    {
      daysAgo: 27,
      type: 'FEE',
      status: 'COMPLETED',
      amount: '1.00',
      title: 'Monthly card fee',
      credit: false,
      moves: true,
    },
    {
      daysAgo: 21,
      type: 'CLEARING',
      status: 'CLEARED',
      amount: '10.99',
      title: 'Spotify',
      credit: false,
      merchant: m('Spotify AB', '4899', 'Stockholm', 'SE'),
      moves: true,
    },
    {
      daysAgo: 14,
      type: 'PURCHASE',
      status: 'COMPLETED',
      amount: '42.10',
      title: 'Amazon',
      credit: false,
      merchant: m('Amazon EU', '5942', 'Luxembourg', 'LU'),
      original: { amount: '38.90', currency: 'EUR' },
      moves: true,
    },
    {
      daysAgo: 10,
      type: 'REFUND',
      status: 'COMPLETED',
      amount: '12.00',
      title: 'Amazon refund',
      credit: true,
      merchant: m('Amazon EU', '5942', 'Luxembourg', 'LU'),
      moves: true,
    },
    {
      daysAgo: 6,
      type: 'AUTHORIZATION',
      status: 'REVERSED',
      amount: '18.40',
      title: 'Uber',
      credit: false,
      merchant: m('Uber BV', '4121', 'Amsterdam', 'NL'),
      moves: false,
    },
    {
      daysAgo: 6,
      type: 'REVERSAL',
      status: 'COMPLETED',
      amount: '18.40',
      title: 'Uber reversal',
      credit: true,
      merchant: m('Uber BV', '4121', 'Amsterdam', 'NL'),
      moves: false,
    },
    {
      daysAgo: 3,
      type: 'AUTHORIZATION',
      status: 'DECLINED',
      amount: '250.00',
      title: 'Steam',
      credit: false,
      merchant: m('Valve Steam', '5816', 'Bellevue', 'US'),
      failure: 'Insufficient funds on the card.',
      moves: false,
    },
    {
      daysAgo: 2,
      type: 'ORIGINAL_CREDIT',
      status: 'COMPLETED',
      amount: '5.00',
      title: 'Cashback',
      credit: true,
      merchant: m('Sandbox Rewards', '6012', 'Berlin', 'DE'),
      moves: true,
    },
    {
      daysAgo: 1,
      type: 'WITHDRAWAL',
      status: 'COMPLETED',
      amount: '20.00',
      title: 'Back to wallet',
      credit: false,
      moves: true,
    },
    {
      daysAgo: 0,
      type: 'AUTHORIZATION',
      status: 'PENDING',
      amount: '4.75',
      title: 'Starbucks',
      credit: false,
      merchant: m('Starbucks 0421', '5814', 'London', 'GB'),
      original: { amount: '3.70', currency: 'GBP' },
      moves: true,
    },
    {
      daysAgo: 0,
      type: 'AUTHORIZATION',
      status: 'FAILED',
      amount: '99.00',
      title: 'Unknown merchant',
      credit: false,
      merchant: m('SHOP*ELECTRO', '5732', 'Lagos', 'NG'),
      failure: 'Blocked by fraud rules: merchant country not allowed.',
      moves: false,
    },
  ]);

  const travel = issue(
    ctx,
    user,
    wallet.uuid,
    'prog-mc-virtual-balance-eur',
    'Travel',
    'ACTIVE',
    now - 60 * DAY,
    'Team expenses',
  );
  const subs = issueOn(ctx, user, travel.sub_account_id, 'Subscriptions', 'FROZEN', now - 45 * DAY);
  history(ctx, travel, now, [
    {
      daysAgo: 55,
      type: 'DEPOSIT',
      status: 'COMPLETED',
      amount: '600.00',
      title: 'SEPA top-up',
      credit: true,
      moves: true,
    },
    {
      daysAgo: 30,
      type: 'CLEARING',
      status: 'CLEARED',
      amount: '84.20',
      title: 'Deutsche Bahn',
      credit: false,
      merchant: m('DB Fernverkehr', '4112', 'Berlin', 'DE'),
      moves: true,
    },
    {
      daysAgo: 12,
      type: 'PURCHASE',
      status: 'COMPLETED',
      amount: '139.00',
      title: 'Hotel Lisboa',
      credit: false,
      merchant: m('Hotel Lisboa Centro', '7011', 'Lisbon', 'PT'),
      moves: true,
    },
  ]);
  history(ctx, subs, now, [
    {
      daysAgo: 40,
      type: 'CLEARING',
      status: 'CLEARED',
      amount: '11.99',
      title: 'Notion',
      credit: false,
      merchant: m('Notion Labs', '5734', 'San Francisco', 'US'),
      original: { amount: '12.99', currency: 'USD' },
      moves: true,
    },
  ]);

  const platinum = issue(
    ctx,
    user,
    wallet.uuid,
    'prog-visa-physical-credit-usd',
    'Platinum',
    'ACTIVE',
    now - 90 * DAY,
  );
  history(ctx, platinum, now, [
    {
      daysAgo: 80,
      type: 'DEPOSIT',
      status: 'COMPLETED',
      amount: '1000.00',
      title: 'Top-up from wallet',
      credit: true,
      moves: true,
    },
    {
      daysAgo: 4,
      type: 'PAYMENT',
      status: 'COMPLETED',
      amount: '320.00',
      title: 'Apple Store',
      credit: false,
      merchant: m('Apple Store', '5732', 'New York', 'US'),
      moves: true,
    },
  ]);

  issue(ctx, user, wallet.uuid, 'prog-visa-virtual-prepaid-legacy', 'Old card', 'CLOSED', now - 400 * DAY);
}

function issue(
  ctx: SandboxContext,
  user: UserRow,
  walletId: string,
  programId: string,
  nickName: string,
  status: CardStatus,
  at: number,
  subAccountName?: string,
): CardRow {
  const program = programById(programId)!;
  const subAccount = createSubAccount(ctx, {
    userId: user.id,
    walletId,
    program,
    createdAt: new Date(at).toISOString(),
    ...(subAccountName ? { nickName: subAccountName } : {}),
  });
  return createCard(ctx, {
    userId: user.id,
    walletId,
    program,
    subAccount,
    requestId: `seed-${programId}-${nickName}`,
    nickName,
    nameOnCard: nameOf(user),
    status,
    createdAt: new Date(at).toISOString(),
  });
}

function issueOn(
  ctx: SandboxContext,
  user: UserRow,
  subAccountId: string,
  nickName: string,
  status: CardStatus,
  at: number,
) {
  const subAccount = subAccountsTable(ctx).get(subAccountId)!;
  return createCard(ctx, {
    userId: user.id,
    walletId: subAccount.wallet_id,
    program: programById(subAccount.program_id)!,
    subAccount,
    requestId: `seed-${subAccountId}-${nickName}`,
    nickName,
    nameOnCard: nameOf(user),
    status,
    createdAt: new Date(at).toISOString(),
  });
}

function history(ctx: SandboxContext, card: CardRow, now: number, txs: SeedTx[]) {
  const table = subAccountsTable(ctx);
  for (const tx of txs) {
    const subAccount: SubAccountRow = table.get(card.sub_account_id)!;
    recordCardTransaction(ctx, {
      subAccount,
      cardId: card.card_id,
      last4: card.number.slice(-4),
      type: tx.type,
      status: tx.status,
      amount: tx.amount,
      title: tx.title,
      isCredit: tx.credit,
      ...(tx.merchant ? { merchant: tx.merchant } : {}),
      ...(tx.original ? { original: tx.original } : {}),
      ...(tx.failure ? { failureReason: tx.failure } : {}),
      at: now - tx.daysAgo * DAY - 3_600_000 * (1 + (tx.amount.length % 7)),
    });
    if (tx.moves) {
      const balance = tx.credit ? add(subAccount.balance, tx.amount) : sub(subAccount.balance, tx.amount);
      table.set(subAccount.id, { ...subAccount, balance });
    }
  }
}

const nameOf = (user: UserRow) =>
  [user.first_name, user.last_name].filter(Boolean).join(' ').toUpperCase() || null;
