import { randomInt, randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { CardDetail, CardListItem } from '../../src/contract/issuing.ts';
import type { CardStatus } from '../../src/contract/values/issuing.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import { type CardCaps, limitsWire, NO_CAPS } from './limits.ts';
import { cardNumberFor } from './luhn.ts';
import { type ProgramRow, programById, programWire } from './programs.ts';
import { type SubAccountRow, subAccountsTable, subAccountWire } from './sub-accounts.ts';
import { spendsOf } from './transactions.ts';

export type { CardStatus };

export interface CardRow {
  card_id: string;
  user_id: string;
  wallet_id: string;
  program_id: string;
  sub_account_id: string;
  request_id: string;
  brand: ProgramRow['brand'];
  type: ProgramRow['type'];
  form_factor: ProgramRow['form_factor'];
  tokenizable: boolean;
  card_status: CardStatus;
  nick_name: string;
  name_on_card: string | null;
  created_at: string;
  /** The secrets: only ever leave the sandbox AES-encrypted (secretkey route). */
  number: string;
  cvv: string;
  expiry_month: number;
  expiry_year: number;
  caps: CardCaps;
}

const TABLE = 'issuing_cards';
export const cardsTable = (ctx: SandboxContext) => ctx.store.table<CardRow>(TABLE);

export function createCard(
  ctx: SandboxContext,
  fields: {
    userId: string;
    walletId: string;
    program: ProgramRow;
    subAccount: SubAccountRow;
    requestId: string;
    nickName: string;
    nameOnCard: string | null;
    status?: CardStatus;
    createdAt?: string;
  },
): CardRow {
  const number = cardNumberFor(fields.program.brand);
  const now = new Date(ctx.now());
  const row: CardRow = {
    card_id: randomUUID(),
    user_id: fields.userId,
    wallet_id: fields.walletId,
    program_id: fields.program.id,
    sub_account_id: fields.subAccount.id,
    request_id: fields.requestId,
    brand: fields.program.brand,
    type: fields.program.type,
    form_factor: fields.program.form_factor,
    tokenizable: fields.program.tokenizable,
    // A physical card waits for delivery and activation; a virtual one works at once.
    card_status: fields.status ?? (fields.program.form_factor === 'PHYSICAL' ? 'INACTIVE' : 'ACTIVE'),
    nick_name: fields.nickName,
    name_on_card: fields.nameOnCard,
    created_at: fields.createdAt ?? now.toISOString(),
    number,
    cvv: String(randomInt(0, 1000)).padStart(3, '0'),
    expiry_month: now.getUTCMonth() + 1,
    expiry_year: now.getUTCFullYear() + 4,
    caps: { ...NO_CAPS },
  };
  return cardsTable(ctx).set(row.card_id, row);
}

export function requireCard(ctx: SandboxContext, cardId: string, userId: string): CardRow {
  const row = cardsTable(ctx).get(cardId);
  if (!row || row.user_id !== userId) fail(404, 'Card not found.');
  return row;
}

const last4 = (row: CardRow) => row.number.slice(-4);

/**
 * Allowed status changes. BLOCKED is set by the issuer (fraud, compliance) and only the issuer
 * lifts it; CLOSED and CANCELED are final.
 */
export function nextStatus(row: CardRow, action: 'freeze' | 'unfreeze' | 'close'): CardStatus {
  const s = row.card_status;
  if (s === 'CLOSED' || s === 'CANCELED') {
    if (action === 'close') fail(409, 'This card is already closed.');
    const verb = action === 'freeze' ? 'frozen' : 'unfrozen';
    fail(409, `This card is closed and cannot be ${verb}. Issue a new card instead.`);
  }
  if (action === 'close') return 'CLOSED';
  if (s === 'BLOCKED') fail(409, 'This card was blocked by the issuer; contact support to unblock it.');
  if (action === 'freeze') {
    if (s === 'INACTIVE') fail(409, 'This card is not activated yet, so it cannot be frozen.');
    return 'FROZEN'; // ACTIVE → FROZEN; FROZEN stays FROZEN (a repeated tap is harmless)
  }
  if (s === 'INACTIVE') fail(409, 'This card is not activated yet, so it cannot be unfrozen.');
  return 'ACTIVE'; // FROZEN → ACTIVE; ACTIVE stays ACTIVE
}

function subAccountOf(ctx: SandboxContext, row: CardRow) {
  return subAccountWire(ctx, subAccountsTable(ctx).get(row.sub_account_id)!);
}

/** What the list item and the detail both say of a card: its face, its state, its account and limits. */
function cardCommonWire(ctx: SandboxContext, row: CardRow) {
  return {
    card_id: row.card_id,
    brand: row.brand,
    last4: last4(row),
    wallet_id: row.wallet_id,
    card_status: row.card_status,
    type: row.type,
    form_factor: row.form_factor,
    tokenizable: row.tokenizable,
    nick_name: row.nick_name,
    name_on_card: row.name_on_card,
    fiat_account: subAccountOf(ctx, row),
    limits: limitsWire(row.caps, spendsOf(ctx, row.card_id), ctx.now()),
  };
}

/** The wire `CardListItem` (API.md §12.4). */
export function cardListItemWire(ctx: SandboxContext, row: CardRow): z.input<typeof CardListItem> {
  return {
    ...cardCommonWire(ctx, row),
    request_id: row.request_id,
    program_id: row.program_id,
    created_at: row.created_at,
  };
}

/** The wire `CardDetail` (API.md §12.4). */
export function cardDetailWire(ctx: SandboxContext, row: CardRow): z.input<typeof CardDetail> {
  return {
    id: row.card_id,
    ...cardCommonWire(ctx, row),
    issuing_programs: programWire(programById(row.program_id)!),
  };
}
