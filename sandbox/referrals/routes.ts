import type { Context } from 'hono';
import * as z from 'zod';
import { REFERRAL_INCOME_SORT_FIELDS } from '../../src/contract/values/referrals.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { decimalText, intQuery, nestedQuery, readBody } from '../server/validate.ts';
import { currencyById, currencyWire, USD_ID } from '../system/catalog.ts';
import { tenantConfigOf } from '../system/tenant-config.ts';
import { DEMO_EMAIL, type UserRow } from '../user/users.ts';
import type { WalletTransactionRow } from '../wallets/ledger.ts';
import { applyFilter, parseFilter, sortRows } from '../wallets/transactions.ts';
import { progressOf, REFERRAL_LEVELS, sumDecimals } from './program.ts';

/**
 * The referral program — v2, API.md §18. Choices where API.md says "not shown":
 * - Income items are the platform's wallet-transaction rows of the income (`record_type`
 *   REFERRAL_INCOME, in the tenant's base currency), filtered and sorted like a wallet's history.
 * - `incoming_amount` is income earned but not yet paid out (status pending); `total_amount`
 *   everything earned. Levels are reached by the total.
 * - With the program turned off (`enable_referral_program: false`) every route answers 403.
 */
type IncomeRow = WalletTransactionRow & { user_id: string };

/** The filter keys the income list takes: TransactionsFilter minus type, record_type, address. */
const INCOME_FILTER_KEYS = new Set([
  'created_at',
  'method',
  'currency.uuid',
  'currency',
  'meta.billing_amount_currency',
  'meta.transaction_amount_currency',
  'meta',
  'from_created_at',
  'to_created_at',
  'show_low_balance',
  'status',
]);

/** Control body: an income for a user (tests and demos). */
const INCOME = z.strictObject({
  email: z.string().max(320),
  amount: decimalText,
  status: z.enum(['complete', 'pending']).optional(),
  info: z.string().max(140).optional(),
});

export const registerReferrals: SandboxModule = (ctx: SandboxContext) => {
  const table = ctx.store.table<IncomeRow>('referral_income');
  const nextId = () => {
    const id = ((ctx.store.meta.referralIncomeSeq as number | undefined) ?? 900_000) + 1;
    ctx.store.meta.referralIncomeSeq = id;
    return id;
  };

  const addIncome = (user: UserRow, amount: string, status: string, info: string, at: number) => {
    const created = new Date(at).toISOString();
    const row: IncomeRow = {
      id: nextId(),
      user_id: user.id,
      created_at: created,
      updated_at: created,
      type: 'deposit',
      method: 'internal_fiat',
      status,
      record_type: 'REFERRAL_INCOME',
      amount,
      from: null,
      to: null,
      txid: null,
      info,
      wallet_id: '',
      currency_id: USD_ID,
      meta: null,
    };
    return table.set(String(row.id), row);
  };

  // The demo user has brought friends: a dozen incomes over the last weeks, two still pending.
  const seedDemo = (user: UserRow) => {
    if (user.email !== DEMO_EMAIL || table.find((r) => r.user_id === user.id)) return;
    const day = 24 * 3600_000;
    const amounts = ['12.50', '4.20', '18.00', '7.75', '25.00', '3.10', '9.90', '15.25', '6.40', '11.00'];
    for (const [i, amount] of amounts.entries()) {
      const at = ctx.now() - (40 - i * 3) * day;
      addIncome(user, amount, 'complete', `Fees of a friend you invited (${i + 1})`, at);
    }
    addIncome(user, '8.80', 'pending', 'Fees of a friend you invited (11)', ctx.now() - 2 * day);
    addIncome(user, '5.05', 'pending', 'Fees of a friend you invited (12)', ctx.now() - day);
  };
  ctx.users.onCreated(seedDemo);
  ctx.onReset(() => seedDemo(ctx.users.ensureDemo()));

  const member = (c: Context) => {
    const userId = ctx.userId(c, 'v2');
    if (!tenantConfigOf(ctx.store).config.enable_referral_program)
      fail(403, 'This service does not offer a referral program.');
    const user = ctx.users.get(userId)!;
    seedDemo(user);
    return user;
  };
  const incomeOf = (userId: string) => table.filter((r) => r.user_id === userId);
  const totalOf = (userId: string) => sumDecimals(incomeOf(userId).map((r) => r.amount));

  ctx.v2.get('/referrals/levels', (c) => {
    member(c);
    return c.json({ levels: REFERRAL_LEVELS });
  });

  ctx.v2.get('/referrals/income/progress', (c) => {
    const user = member(c);
    const p = progressOf(totalOf(user.id));
    return c.json({ ...p, missingAmount: toWire(p.missingAmount) });
  });

  ctx.v2.get('/referrals/income/summary', (c) => {
    const user = member(c);
    const pending = incomeOf(user.id).filter((r) => r.status === 'pending');
    return c.json({
      total_amount: toWire(totalOf(user.id)),
      incoming_amount: toWire(sumDecimals(pending.map((r) => r.amount))),
    });
  });

  ctx.v2.get('/referrals/income', (c) => {
    const user = member(c);
    const limit = intQuery(c, 'limit', 10, 500);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const sortBy = c.req.query('sort_by');
    if (sortBy && !(REFERRAL_INCOME_SORT_FIELDS as readonly string[]).includes(sortBy))
      invalid('sort_by', `sort_by must be one of ${REFERRAL_INCOME_SORT_FIELDS.join(', ')}.`);
    const rawFilter = nestedQuery(c.req.url).filter;
    if (rawFilter !== undefined && (typeof rawFilter !== 'object' || rawFilter === null))
      invalid('filter', 'filter must be an object (filter[status][0]=complete).');
    for (const key of Object.keys((rawFilter as object | undefined) ?? {}))
      if (!INCOME_FILTER_KEYS.has(key))
        invalid(`filter.${key}`, `filter.${key} is not a filter of the income list.`);
    const rows = sortRows(
      applyFilter(incomeOf(user.id), parseFilter(rawFilter)),
      sortBy,
      c.req.query('sort_order'),
    );
    const data = rows.slice(offset, offset + limit).map((r) => ({
      id: r.id,
      created_at: r.created_at,
      type: r.type,
      method: r.method,
      status: r.status,
      record_type: r.record_type,
      amount: toWire(r.amount),
      from: r.from,
      to: r.to,
      txid: r.txid,
      info: r.info,
      wallet_id: null,
      currency: currencyWire(currencyById(r.currency_id)!),
    }));
    return c.json({ total: rows.length, data, has_more: offset + data.length < rows.length });
  });

  /** Control: an income for a user, as if a friend they invited paid fees. */
  ctx.control.post('/referrals/income', (c) => {
    const body = readBody(c, INCOME);
    const user = ctx.users.byEmail(body.email);
    if (!user) invalid('email', 'No user with this email.');
    const row = addIncome(
      user,
      body.amount,
      body.status ?? 'complete',
      body.info ?? 'Fees of a friend you invited',
      ctx.now(),
    );
    return c.json({ id: row.id });
  });
};
