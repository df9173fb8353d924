import type { Context } from 'hono';
import * as z from 'zod';
import { walletRoutes as routes } from '../../src/contract/wallets.ts';
import { filled, int } from '../../src/contract/wire.ts';
import type { SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { decimalText, intQuery, isUuid, nestedQuery, readBody } from '../server/validate.ts';
import { fiatCurrency, tenantConfigOf } from '../system/tenant-config.ts';
import { createAddressBook } from './addresses.ts';
import { csvFileName, transactionsCsv } from './csv.ts';
import { simulateDeposit } from './deposits.ts';
import { ledgerFor, type WalletType } from './ledger.ts';
import { seedNewUser } from './seed.ts';
import { statementPdf } from './statement-pdf.ts';
import { applyFilter, parseFilter, sortRows } from './transactions.ts';
import { addressWire, transactionWire, walletDetail, walletSummary } from './wire.ts';

/** Wallets — API.md §7 (v2, plus the two core routes) and the test control POST /__sandbox/deposit. */
const TYPE_NAMES: Record<WalletType, string> = {
  business: 'Business',
  personal: 'Personal',
  trading: 'P2P trading',
  escrow: 'Escrow',
  merchant: 'Merchant',
  exchange: 'Exchange',
  staking: 'Staking',
  vault: 'Vault',
};

/** Control body (ours): a deposit to simulate; the amount is a decimal string (exact). */
const DEPOSIT = z.strictObject({
  wallet_id: filled(64),
  currency_id: filled(64),
  amount: decimalText,
  chain: int.nullable().optional(),
  fail: z.boolean().nullable().optional(),
});

export const registerWallets: SandboxModule = (ctx) => {
  const ledger = ledgerFor(ctx);
  const book = createAddressBook(ctx);
  ctx.users.onCreated((user) => seedNewUser(ctx, user));

  const bool01 = (c: Context, name: string) => {
    const v = c.req.query(name);
    if (v === undefined || v === '') return undefined;
    if (v !== 'true' && v !== 'false') invalid(name, `${name} must be true or false.`);
    return v === 'true';
  };

  // ---- wallets ----

  ctx.v2.post('/wallets', (c) => {
    const userId = ctx.userId(c, 'v2');
    // API.md §7: `{ name: string | null }`. SPEC §7 adds `type`, so it may come too; it defaults
    // to personal (the one every user starts with) when absent.
    const body = readBody(c, routes.create.body);
    const name = body.name?.trim() || null;
    // The UI list value `p2p` (API.md §2) is the trading wallet.
    const type: WalletType = body.type === 'p2p' ? 'trading' : (body.type ?? 'personal');
    const wallet = ledger.createWallet(userId, { name: name ?? `${TYPE_NAMES[type]} wallet`, type });
    return c.json(walletSummary(wallet, userId));
  });

  ctx.v2.get('/wallets', (c) => {
    const userId = ctx.userId(c, 'v2');
    const limit = intQuery(c, 'limit', 100);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const order = (c.req.query('sort_order') || 'ASC').toUpperCase();
    if (order !== 'ASC' && order !== 'DESC') invalid('sort_order', 'sort_order must be ASC or DESC.');
    const sortBy = c.req.query('sort_by') || 'created_at';
    if (sortBy !== 'created_at') invalid('sort_by', 'sort_by must be created_at.');
    // Users whose state predates this module (persisted data) still get their first wallet.
    if (ledger.walletsOf(userId).length === 0) seedNewUser(ctx, ctx.users.get(userId)!);
    // Without include_shared only the caller's own wallets are listed (owner role).
    const includeShared = bool01(c, 'include_shared') ?? false;
    let rows = ledger.walletsOf(userId).filter((w) => includeShared || w.members[userId] === 'owner');
    if (order === 'DESC') rows = rows.reverse();
    const data = rows.slice(offset, offset + limit).map((w) => walletSummary(w, userId));
    return c.json({ total: rows.length, data, has_more: offset + data.length < rows.length });
  });

  ctx.v2.get('/wallets/:wallet_id', (c) => {
    const { userId, wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_id'), 'v2');
    // Totals in the tenant's base currency (SystemConfig.base_currency).
    const base = fiatCurrency(tenantConfigOf(ctx.store).config.base_currency);
    const showLow = bool01(c, 'show_low_balance') ?? false;
    return c.json(walletDetail(ledger, wallet, userId, showLow, base?.usd));
  });

  // ---- addresses ----

  const chainParam = (c: Context) => {
    const raw = c.req.param('chain') ?? '';
    if (!/^\d+$/.test(raw)) fail(404, 'Unknown chain: the platform has no chain with this id.');
    return Number(raw);
  };

  ctx.v2.post('/wallets/:wallet_id/addresses/:chain', (c) => {
    const { wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_id'), 'v2', 'manage');
    const chain = chainParam(c);
    book.requireChain(chain);
    // A blank label is allowed (the address is still useful); only its length is limited.
    const { label } = readBody(c, routes.createAddress.body);
    return c.json(addressWire(book.create(wallet.uuid, chain, label.trim())));
  });

  ctx.v2.get('/wallets/:wallet_id/addresses/:chain', (c) => {
    const { wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_id'), 'v2');
    const chain = chainParam(c);
    const current = book.current(wallet.uuid, chain);
    // Extra key `addresses`: every address of the wallet on this chain, newest first. API.md has
    // no list route for addresses; the answer itself stays the latest WalletAddress.
    return c.json({ ...addressWire(current), addresses: book.list(wallet.uuid, chain).map(addressWire) });
  });

  // ---- transactions ----

  ctx.v2.get('/wallets/:wallet_id/transactions/export/csv', (c) => {
    const { wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_id'), 'v2');
    const filter = parseFilter(nestedQuery(c.req.url).filter);
    const rows = sortRows(applyFilter(ledger.transactionsOf(wallet.uuid), filter), 'created_at', 'DESC');
    return csvResponse(c, wallet.uuid, transactionsCsv(rows));
  });

  ctx.v2.get('/wallets/:wallet_id/transactions', (c) => {
    const { wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_id'), 'v2');
    const limit = intQuery(c, 'limit', 10, 500);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const filter = parseFilter(nestedQuery(c.req.url).filter);
    const rows = sortRows(
      applyFilter(ledger.transactionsOf(wallet.uuid), filter),
      c.req.query('sort_by'),
      c.req.query('sort_order'),
    );
    const data = rows.slice(offset, offset + limit).map(transactionWire);
    return c.json({ total: rows.length, data, has_more: offset + data.length < rows.length });
  });

  ctx.v2.get('/wallets/:wallet_id/transactions/:transaction_id', (c) => {
    const { wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_id'), 'v2');
    const raw = c.req.param('transaction_id');
    const row = /^\d+$/.test(raw) ? ledger.getTransaction(Number(raw)) : undefined;
    if (!row || row.wallet_id !== wallet.uuid) fail(404, 'Transaction not found in this wallet.');
    return c.json(transactionWire(row));
  });

  // Legacy core CSV (API.md ⚠#13): same columns as the v2 export, whole history.
  ctx.core.get('/wallets/transactions/:wallet_uuid/csv', (c) => {
    const { wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_uuid'), 'core');
    return csvResponse(c, wallet.uuid, transactionsCsv(ledger.transactionsOf(wallet.uuid)));
  });

  ctx.core.get('/wallets/transactions/:wallet_uuid/statement-pdf', (c) => {
    const { wallet } = ledger.assertWalletAccess(c, c.req.param('wallet_uuid'), 'core');
    const from = statementDate(c.req.query('from_date'), 'from_date');
    const to = statementDate(c.req.query('to_date'), 'to_date');
    if (from && to && Date.parse(from) > Date.parse(to))
      invalid('to_date', 'to_date must not be before from_date.');
    const cryptoId = c.req.query('crypto_id');
    if (cryptoId !== undefined && !isUuid(cryptoId))
      invalid('crypto_id', 'crypto_id must be a currency uuid.');
    const filter = parseFilter({ from_created_at: from, to_created_at: to, 'currency.uuid': cryptoId });
    const rows = sortRows(applyFilter(ledger.transactionsOf(wallet.uuid), filter), 'created_at', 'ASC');
    const pdf = statementPdf(wallet, rows, ctx.now(), {
      from: c.req.query('from_date'),
      to: c.req.query('to_date'),
    });
    return new Response(pdf as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="statement-${wallet.uuid.slice(0, 8)}.pdf"`,
      },
    });
  });

  /** An optional ISO-8601 date or instant of the statement query; 422 naming the field otherwise. */
  function statementDate(value: string | undefined, name: string): string | undefined {
    if (value === undefined) return undefined;
    if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) || Number.isNaN(Date.parse(value)))
      invalid(name, `${name} must be an ISO-8601 date, e.g. 2026-11-01T00:00:00Z.`);
    return value;
  }

  function csvResponse(c: Context, walletId: string, csv: string) {
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', `attachment; filename="${csvFileName(walletId, ctx.now())}"`);
    return c.body(csv);
  }

  // ---- test control ----

  /** Makes an incoming deposit go new → pending → processing → complete and credit the wallet. */
  ctx.control.post('/deposit', (c) => {
    // A control of ours: the amount is a decimal string (exact, like the app's own amounts).
    const body = readBody(c, DEPOSIT);
    const row = simulateDeposit(ctx, {
      wallet_id: body.wallet_id,
      currency_id: body.currency_id,
      amount: body.amount,
      ...(body.chain == null ? {} : { chain: body.chain }),
      outcome: body.fail ? 'failed' : 'complete',
    });
    return c.json(transactionWire(row));
  });
};
