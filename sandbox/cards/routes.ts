import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import * as z from 'zod';
import { type CardCreate, issuingRoutes as routes } from '../../src/contract/issuing.ts';
import { text } from '../../src/contract/wire.ts';
import { cmp, toScale } from '../../src/shared/decimal.ts';
import { railStatus } from '../kyc/state.ts';
import type { SandboxModule } from '../server/context.ts';
import { fail, failCoded, invalid } from '../server/errors.ts';
import { decimalText, intQuery, nestedQuery, readBody } from '../server/validate.ts';
import { verificationRequired } from '../system/tenant-config.ts';
import { DEMO_EMAIL } from '../user/users.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import {
  type CardRow,
  cardDetailWire,
  cardListItemWire,
  cardsTable,
  createCard,
  nextStatus,
  requireCard,
} from './cards.ts';
import { cardTransactionsCsv } from './csv.ts';
import { chargeWallet, planFunding } from './funding.ts';
import { applyLimitsUpdate } from './limits.ts';
import { CARD_KYC_RAIL, PROGRAMS, type ProgramRow, programById, programWire } from './programs.ts';
import { authorizePurchase } from './purchases.ts';
import { openKeyRecord, sealSecrets } from './secret-key.ts';
import { seedDemoCards } from './seed.ts';
import {
  cardsCountOf,
  createSubAccount,
  creditSubAccount,
  requireSubAccount,
  type SubAccountRow,
  subAccountsTable,
  subAccountWire,
} from './sub-accounts.ts';
import { type CardTxRow, cardTxWire, transactionsWhere } from './transactions.ts';

/**
 * Issuing (API.md §12, §13): programs, sub-accounts, prepaid and balance cards, status changes,
 * limits, nickname, card OTP, card transactions and CSVs, and the encrypted card-details exchange.
 * All routes are on core (raw token). Cards belong to the user who issued them; the wallet they
 * were issued from must be one the user is a member of.
 */
/** Control body (ours): a purchase to simulate; the amount is a decimal string (exact). */
const PURCHASE = z.strictObject({ amount: decimalText.optional(), merchant: text(100).optional() });

export const registerCards: SandboxModule = (ctx) => {
  const core = ctx.core;
  const ledger = ledgerFor(ctx);

  ctx.users.onCreated((user) => {
    if (user.email === DEMO_EMAIL) seedDemoCards(ctx, user);
  });

  // ---- programs ----

  core.get('/issuing/config/programs', (c) => {
    const walletId = c.req.query('wallet_id');
    if (!walletId) invalid('wallet_id', 'wallet_id is required.');
    ledger.assertWalletAccess(c, walletId, 'core');
    return c.json({ count: PROGRAMS.length, data: PROGRAMS.map(programWire) });
  });

  // ---- sub-accounts ----

  core.post('/issuing/sub_account', (c) => {
    ctx.userId(c, 'core');
    const body = readBody(c, routes.createSubAccount.body);
    const walletId = body.wallet_id;
    const { userId } = ledger.assertWalletAccess(c, walletId, 'core', 'manage');
    const program = activeProgram(body.program_id, walletId);
    if (program.sub_account_type !== 'balance') {
      invalid(
        'program_id',
        'A prepaid program opens its account together with the card: issue a prepaid card instead.',
      );
    }
    const row = createSubAccount(ctx, { userId, walletId, program });
    return c.json(subAccountWire(ctx, row));
  });

  core.get('/issuing/sub_account/list/:walletId', (c) => {
    const walletId = c.req.param('walletId');
    const { userId } = ledger.assertWalletAccess(c, walletId, 'core');
    const limit = intQuery(c, 'limit', 10, 100);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const showCards = c.req.query('show_cards') === 'true';
    const type = c.req.query('type');
    if (type !== undefined && type !== 'prepaid' && type !== 'balance')
      invalid('type', 'type must be prepaid or balance.');
    const lt = optionalInt(c, 'lt_cards_limit');
    const gt = optionalInt(c, 'gt_cards_limit');
    const rows = subAccountsTable(ctx)
      .filter((s) => s.user_id === userId && s.wallet_id === walletId)
      .filter((s) => !type || s.type === type)
      .filter((s) => {
        const n = cardsCountOf(ctx, s.id);
        return (lt === null || n < lt) && (gt === null || n > gt);
      })
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const page = rows.slice(offset, offset + limit).map((s) => {
      const wire = subAccountWire(ctx, s);
      return showCards
        ? { ...wire, cards: liveCardsOf(s.id).map((card) => cardListItemWire(ctx, card)) }
        : wire;
    });
    return c.json({ count: rows.length, data: page, has_more: offset + page.length < rows.length });
  });

  core.get('/issuing/sub_account/:id', (c) => {
    const userId = ctx.userId(c, 'core');
    return c.json(subAccountWire(ctx, requireSubAccount(ctx, c.req.param('id'), userId)));
  });

  core.get('/issuing/sub_account/:id/transactions', (c) => {
    const userId = ctx.userId(c, 'core');
    const sub = requireSubAccount(ctx, c.req.param('id'), userId);
    const cardId = c.req.query('card_id');
    const from = timeQuery(c, 'from_timestamp');
    const to = timeQuery(c, 'to_timestamp');
    const statuses = (c.req.query('status') ?? '')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean);
    const rows = transactionsWhere(ctx, (t) => {
      const at = Date.parse(t.created_at);
      return (
        t.sub_account_id === sub.id &&
        (!cardId || t.card_id === cardId) &&
        (from === null || at >= from) &&
        (to === null || at <= to) &&
        (statuses.length === 0 || statuses.includes(t.status))
      );
    });
    return txPage(c, rows);
  });

  core.get('/issuing/sub_account/:id/transactions/csv', (c) => {
    const userId = ctx.userId(c, 'core');
    const sub = requireSubAccount(ctx, c.req.param('id'), userId);
    return csvResponse(
      c,
      `sub-account-${sub.id.slice(0, 8)}.csv`,
      transactionsWhere(ctx, (t) => t.sub_account_id === sub.id),
    );
  });

  // ---- issuing cards ----

  core.post('/issuing/cards/create', (c) => {
    ctx.userId(c, 'core');
    const body = readBody(c, routes.createCard.body);
    const input = cardCreateInput(c, body);
    const replay = replayOf(input.userId, input.requestId, input.programId, input.walletId);
    if (replay) return c.json(cardDetailWire(ctx, replay));
    const program = activeProgram(input.programId, input.walletId);
    if (program.sub_account_type !== 'prepaid') {
      invalid(
        'program_id',
        'This is a balance program: issue its cards on a sub-account (/issuing/cards/balance).',
      );
    }
    checkMaxCards(
      program,
      cardsTable(ctx).filter((k) => k.user_id === input.userId && k.program_id === program.id && isLive(k))
        .length,
    );
    const topup = topupAmount(body, program);
    const plan = planFunding(ctx, input.walletId, program, topup, input.currencyId);
    const sub = createSubAccount(ctx, {
      userId: input.userId,
      walletId: input.walletId,
      program,
      nickName: input.nickName,
    });
    const card = issueCard(input, program, sub);
    try {
      chargeWallet(ctx, input.walletId, plan, wireRef(card), 'TRANSFER_CARD_PREPAID');
    } catch (err) {
      cardsTable(ctx).delete(card.card_id);
      subAccountsTable(ctx).delete(sub.id);
      throw err;
    }
    if (cmp(topup, '0') > 0)
      creditSubAccount(ctx, sub.id, topup, { title: 'Initial top-up', cardId: card.card_id });
    return c.json(cardDetailWire(ctx, card));
  });

  core.post('/issuing/cards/balance', (c) => {
    ctx.userId(c, 'core');
    const body = readBody(c, routes.createBalanceCard.body);
    const input = cardCreateInput(c, body);
    const subId = body.sub_account_id;
    const replay = replayOf(input.userId, input.requestId, input.programId, input.walletId);
    if (replay) return c.json({ card_id: replay.card_id, status: replay.card_status });
    const sub = subAccountsTable(ctx).get(subId);
    if (!sub || sub.user_id !== input.userId) invalid('sub_account_id', 'Sub-account not found.');
    if (sub.wallet_id !== input.walletId)
      invalid('sub_account_id', 'This sub-account belongs to another wallet.');
    if (sub.type !== 'balance') invalid('sub_account_id', 'A prepaid sub-account holds exactly one card.');
    if (sub.status !== 'ACTIVE') fail(409, 'This sub-account is not active; cards cannot be added to it.');
    if (sub.program_id !== input.programId)
      invalid('program_id', 'program_id must be the program of the sub-account.');
    const program = activeProgram(input.programId, input.walletId);
    checkMaxCards(program, cardsCountOf(ctx, sub.id));
    const topup = body.initial_topup === undefined ? '0' : topupAmount(body, program);
    const plan = planFunding(ctx, input.walletId, program, topup, input.currencyId);
    const card = issueCard(input, program, sub);
    try {
      chargeWallet(ctx, input.walletId, plan, wireRef(card), 'TRANSFER_CARD_SUBACCOUNT');
    } catch (err) {
      cardsTable(ctx).delete(card.card_id);
      throw err;
    }
    if (cmp(topup, '0') > 0)
      creditSubAccount(ctx, sub.id, topup, { title: 'Initial top-up', cardId: card.card_id });
    return c.json({ card_id: card.card_id, status: card.card_status });
  });

  // ---- reading cards ----

  core.get('/issuing/cards', (c) => {
    const userId = ctx.userId(c, 'core');
    const walletId = c.req.query('wallet_uuid');
    if (!walletId) invalid('wallet_uuid', 'wallet_uuid is required.');
    ledger.assertWalletAccess(c, walletId, 'core');
    const limit = intQuery(c, 'limit', 10, 100);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const sortBy = c.req.query('sort_by') ?? 'created_at';
    const SORTABLE = ['created_at', 'card_status', 'last4', 'nick_name', 'name_on_card', 'card_id'];
    if (!SORTABLE.includes(sortBy)) invalid('sort_by', `sort_by must be one of ${SORTABLE.join(', ')}.`);
    const order = (c.req.query('sort_order') ?? 'DESC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') invalid('sort_order', 'sort_order must be ASC or DESC.');
    const filter = (nestedQuery(c.req.url).filter ?? {}) as Record<string, unknown>;
    const subFilter = c.req.query('fiat_account_id');
    const rows = cardsTable(ctx)
      .filter((k) => k.user_id === userId && k.wallet_id === walletId)
      .filter((k) => !subFilter || k.sub_account_id === subFilter)
      .map((k) => cardListItemWire(ctx, k))
      .filter((item) => matchesFilter(item, filter))
      .sort((a, b) => {
        const key = sortBy as keyof typeof a;
        const d = String(a[key] ?? '').localeCompare(String(b[key] ?? ''));
        return order === 'ASC' ? d : -d;
      });
    return c.json({ count: rows.length, data: rows.slice(offset, offset + limit) });
  });

  core.get('/issuing/cards/:id', (c) => {
    const userId = ctx.userId(c, 'core');
    return c.json(cardDetailWire(ctx, requireCard(ctx, c.req.param('id'), userId)));
  });

  // ---- status, limits, nickname ----

  for (const action of ['freeze', 'unfreeze'] as const) {
    core.patch(`/issuing/cards/:id/${action}`, (c) => {
      const card = requireCard(ctx, c.req.param('id'), ctx.userId(c, 'core'));
      readBody(c, routes[action].body);
      const next = cardsTable(ctx).set(card.card_id, { ...card, card_status: nextStatus(card, action) });
      return c.json(cardDetailWire(ctx, next));
    });
  }

  core.delete('/issuing/cards/:id', (c) => {
    const card = requireCard(ctx, c.req.param('id'), ctx.userId(c, 'core'));
    readBody(c, routes.close.body);
    cardsTable(ctx).set(card.card_id, { ...card, card_status: nextStatus(card, 'close') });
    // API.md: the answer is "not shown" and the client ignores it; we send a small confirmation.
    return c.json({ card_id: card.card_id, status: 'CLOSED' });
  });

  core.patch('/issuing/cards/:id/limits', (c) => {
    const card = requireCard(ctx, c.req.param('id'), ctx.userId(c, 'core'));
    if (!isLive(card)) fail(409, 'This card is closed; its limits can no longer change.');
    const caps = applyLimitsUpdate(card.caps, readBody(c, routes.updateLimits.body));
    return c.json(cardDetailWire(ctx, cardsTable(ctx).set(card.card_id, { ...card, caps })));
  });

  core.patch('/issuing/cards/:id/update', (c) => {
    const userId = ctx.userId(c, 'core');
    const card = requireCard(ctx, c.req.param('id'), userId);
    const body = readBody(c, routes.update.body);
    const nickName = body.nick_name.trim();
    if (nickName === '') invalid('nick_name', 'The card name cannot be blank.');
    const requestId = body.request_id;
    const requests = ctx.store.table<{ card_id: string; kind: string }>('issuing_requests');
    const key = `${userId}:${requestId}`;
    const seen = requests.get(key);
    if (seen) {
      if (seen.card_id !== card.card_id || seen.kind !== 'update') {
        fail(409, 'This request_id was already used for another change. Send a new request_id.');
      }
      // Replay (double tap, retry after a lost answer): the change was made once already.
      return c.json(cardDetailWire(ctx, card));
    }
    if (!isLive(card)) fail(409, 'This card is closed and cannot be renamed.');
    requests.set(key, { card_id: card.card_id, kind: 'update' });
    return c.json(cardDetailWire(ctx, cardsTable(ctx).set(card.card_id, { ...card, nick_name: nickName })));
  });

  // ---- sensitive ----

  core.post('/issuing/cards/:id/sensitive/secretkey', (c) => {
    const card = requireCard(ctx, c.req.param('id'), ctx.userId(c, 'core'));
    const body = readBody(c, routes.secretKey.body);
    if (!isLive(card)) fail(409, 'This card is closed; its details are no longer available.');
    const key = openKeyRecord(ctx, body.encrypted_key);
    return c.json(
      sealSecrets(key, {
        card_number: card.number,
        cvv: card.cvv,
        expiry_month: card.expiry_month,
        expiry_year: card.expiry_year,
      }),
    );
  });

  core.get('/vcards/cards/:id/sensitive/otp', (c) => {
    const card = requireCard(ctx, c.req.param('id'), ctx.userId(c, 'core'));
    if (card.card_status !== 'ACTIVE')
      fail(409, 'Purchase codes are only issued for an active card: unfreeze it first.');
    const created = ctx.now();
    // Epoch unit is "not shown" in API.md; we send milliseconds, like every other client timestamp.
    return c.json({
      otp: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      internal_card_id: `ic_${card.card_id.slice(0, 8)}`,
      created_at: created,
      valid_to: created + 5 * 60_000,
    });
  });

  // ---- card transactions ----

  const listTransactions = (c: Context) => {
    const userId = ctx.userId(c, 'core');
    const cardId = c.req.query('card_id');
    const subId = c.req.query('fiat_account_id');
    if (!cardId && !subId) invalid('card_id', 'Send card_id or fiat_account_id.');
    if (cardId) {
      const card = requireCard(ctx, cardId, userId);
      return txPage(
        c,
        transactionsWhere(ctx, (t) => t.card_id === card.card_id),
      );
    }
    const sub = requireSubAccount(ctx, subId!, userId);
    return txPage(
      c,
      transactionsWhere(ctx, (t) => t.sub_account_id === sub.id),
    );
  };
  core.get('/issuing/transactions/', listTransactions);
  core.get('/issuing/transactions', listTransactions);

  core.get('/issuing/transactions/csv', (c) => {
    const cardId = c.req.query('card_id');
    if (!cardId) invalid('card_id', 'card_id is required.');
    const card = requireCard(ctx, cardId, ctx.userId(c, 'core'));
    return csvResponse(
      c,
      `card-${card.number.slice(-4)}.csv`,
      transactionsWhere(ctx, (t) => t.card_id === card.card_id),
    );
  });

  // ---- test controls ----

  /** Simulates a purchase at a merchant (checks status, limits and balance like the issuer). */
  ctx.control.post('/cards/:id/authorize', (c) => {
    const card = cardsTable(ctx).get(c.req.param('id'));
    if (!card) fail(404, 'Card not found.');
    const body = readBody(c, PURCHASE);
    const tx = authorizePurchase(ctx, card, {
      amount: body.amount ?? '1.00',
      merchant: body.merchant ?? 'Sandbox Coffee',
    });
    return c.json(cardTxWire(tx));
  });

  // ---- helpers ----

  function cardCreateInput(c: Context, body: z.output<typeof CardCreate>) {
    const walletId = body.wallet_id;
    const { userId } = ledger.assertWalletAccess(c, walletId, 'core', 'manage');
    const requestId = body.request_id;
    const programId = body.program_id;
    const nickName = body.nick_name.trim();
    if (nickName === '') invalid('nick_name', 'Give the card a name.');
    const user = ctx.users.get(userId)!;
    if (body.user_data_id !== String(user.user_data_id)) {
      invalid('user_data_id', 'user_data_id must be your own user data id.');
    }
    const currencyId = body.currency_id ?? null;
    const nameOnCard = [user.first_name, user.last_name].filter(Boolean).join(' ').toUpperCase() || null;
    return { userId, walletId, requestId, programId, nickName, currencyId, nameOnCard };
  }

  /** The card an earlier request with the same request_id issued (double tap / retry). */
  function replayOf(userId: string, requestId: string, programId: string, walletId: string): CardRow | null {
    const earlier = cardsTable(ctx).find((k) => k.user_id === userId && k.request_id === requestId);
    if (!earlier) return null;
    if (earlier.program_id !== programId || earlier.wallet_id !== walletId) {
      fail(409, 'This request_id already issued a different card. Send a new request_id.');
    }
    return earlier;
  }

  /** An ACTIVE program the wallet's verification covers (same rail rule as order types). */
  function activeProgram(programId: string, walletId: string): ProgramRow {
    const program = programById(programId);
    if (!program) invalid('program_id', 'Unknown issuing program.');
    if (program.status !== 'ACTIVE') {
      invalid('program_id', 'This program is archived and no longer issues cards. Choose an active program.');
    }
    const verified =
      railStatus(ctx, walletId, CARD_KYC_RAIL) === 'APPROVED' ||
      ledger.getWallet(walletId)?.kyc.status === 'APPROVED';
    if (!verified && verificationRequired(ctx.store))
      failCoded(403, 'KYC_REQUIRED', `Verify this wallet to issue ${program.name} cards.`);
    return program;
  }

  function checkMaxCards(program: ProgramRow, count: number) {
    if (count >= program.max_cards) {
      fail(
        422,
        `The ${program.name} program allows at most ${program.max_cards} cards here; close one to issue another.`,
      );
    }
  }

  function topupAmount(body: { initial_topup?: string }, program: ProgramRow): string {
    const raw = body.initial_topup;
    if (raw === undefined) {
      if (program.initial_topup) {
        invalid(
          'initial_topup',
          `The first top-up must be at least ${program.initial_topup} ${program.account_currency}.`,
        );
      }
      return '0';
    }
    const text = raw;
    if (!/^\d+(\.\d{1,2})?$/.test(text)) {
      invalid('initial_topup', 'initial_topup must be a positive amount with at most 2 decimals.');
    }
    if (program.initial_topup && cmp(text, program.initial_topup) < 0) {
      invalid(
        'initial_topup',
        `The first top-up must be at least ${program.initial_topup} ${program.account_currency}.`,
      );
    }
    if (cmp(text, '100000') > 0) invalid('initial_topup', 'initial_topup cannot exceed 100000.');
    return toScale(text, 2);
  }

  function issueCard(input: ReturnType<typeof cardCreateInput>, program: ProgramRow, sub: SubAccountRow) {
    return createCard(ctx, {
      userId: input.userId,
      walletId: input.walletId,
      program,
      subAccount: sub,
      requestId: input.requestId,
      nickName: input.nickName,
      nameOnCard: input.nameOnCard,
    });
  }

  function liveCardsOf(subId: string) {
    return cardsTable(ctx)
      .filter((k) => k.sub_account_id === subId && isLive(k))
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
  }
};

const isLive = (card: CardRow) => card.card_status !== 'CLOSED' && card.card_status !== 'CANCELED';
const wireRef = (card: CardRow) => ({
  card_id: card.card_id,
  last4: card.number.slice(-4),
  sub_account_id: card.sub_account_id,
});

function txPage(c: Context, rows: CardTxRow[]) {
  const limit = intQuery(c, 'limit', 10, 100);
  const offset = intQuery(c, 'offset', 0, 1_000_000);
  const page = rows.slice(offset, offset + limit);
  return c.json({
    count: rows.length,
    data: page.map(cardTxWire),
    has_more: offset + page.length < rows.length,
  });
}

function csvResponse(c: Context, filename: string, rows: CardTxRow[]) {
  return c.body(cardTransactionsCsv(rows), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${filename}"`,
  });
}

function optionalInt(c: Context, name: string): number | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) invalid(name, `${name} must be a whole number.`);
  return n;
}

/** from_timestamp / to_timestamp: API.md types them as strings; accept ISO dates or epoch ms/s. */
function timeQuery(c: Context, name: string): number | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return null;
  if (/^\d+$/.test(raw)) return raw.length <= 10 ? Number(raw) * 1000 : Number(raw);
  const t = Date.parse(raw);
  if (Number.isNaN(t)) invalid(name, `${name} must be a date.`);
  return t;
}

/** Partial CardListItem match, e.g. filter[fiat_account][type]=prepaid, filter[card_status]=ACTIVE. */
function matchesFilter(item: unknown, filter: Record<string, unknown>): boolean {
  for (const [key, want] of Object.entries(filter)) {
    const have = (item as Record<string, unknown>)[key];
    if (want !== null && typeof want === 'object') {
      if (!matchesFilter(have ?? {}, want as Record<string, unknown>)) return false;
    } else if (String(have) !== String(want)) return false;
  }
  return true;
}
