/**
 * The sandbox's wallet ledger: wallets, their members, balances and transaction history. Every
 * module that moves money (wallets, orders, cards) goes through this one object so balances stay
 * consistent and every movement leaves a WalletTransaction row.
 *
 * Stable API (other modules import it — keep it backwards compatible):
 *
 *   const ledger = ledgerFor(ctx);                      // memoised per SandboxContext
 *
 *   ledger.getWallet(walletId)          → WalletRow | undefined
 *   ledger.walletsOf(userId)            → WalletRow[] the user is a member of (oldest first)
 *   ledger.roleOf(userId, walletId)     → 'owner' | 'admin' | 'user' | null (null when paused)
 *   ledger.assertWalletAccess(c, walletId, service, need?)
 *                                       → { userId, wallet, role }; 404 unknown wallet, 403 not a
 *                                         member (need 'manage' = owner/admin, default 'read')
 *   ledger.createWallet(ownerId, { name, type })  → WalletRow
 *   ledger.addMember / removeMember / setMemberActive   the team module's member changes; a
 *                                         paused member (inactive) loses access until reactivated
 *
 *   ledger.balanceOf(walletId, currencyId)        → decimal string ("0" when none)
 *   ledger.balancesOf(walletId)                   → { currency_id, amount }[] (non-zero first-seen order)
 *   ledger.credit(walletId, currencyId, amount, tx?)   → WalletTransactionRow | null
 *   ledger.debit(walletId, currencyId, amount, tx?)    → WalletTransactionRow | null
 *        refuses to go below zero: SandboxError 422 "Insufficient balance: …" (field `amount`).
 *        With `tx`, a transaction row is recorded in the same step (amount/currency/wallet filled in).
 *   ledger.applyAtomically(ops)   all-or-nothing: every debit is checked first, then all applied;
 *        ops: { kind: 'credit' | 'debit', walletId, currencyId, amount, tx? }[] → recorded rows
 *
 *   ledger.recordTransaction(walletId, fields)    → WalletTransactionRow (numeric id, no balance change)
 *   ledger.updateTransaction(id, patch)           → WalletTransactionRow (404 when unknown)
 *   ledger.getTransaction(id)                     → WalletTransactionRow | undefined
 *   ledger.transactionsOf(walletId)               → WalletTransactionRow[] newest first
 *   ledger.setKyc(walletId, patch)                → the KYC module keeps wallet kyc_info here
 *   ledger.setLogo(walletId, url)                 → the storage module sets a wallet's logo_url
 *
 * Amounts are decimal strings (JSON numbers are accepted as input). Transaction `amount` is a
 * positive magnitude; the direction is the `type` (deposit… in, withdrawal… out), as the wire has
 * no signed amounts.
 */
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { WalletRole, WalletType } from '../../src/contract/values/wallets.ts';
import type { WalletKycInfo } from '../../src/contract/wallets.ts';
import { add, cmp, type DecimalLike, isDecimal, isNegative, isZero, sub } from '../../src/shared/decimal.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, SandboxError } from '../server/errors.ts';
import { isUuid } from '../server/validate.ts';
import { currencyById } from '../system/catalog.ts';

// Wallet types and roles are the wire's (src/contract/values, shared with the app).
export { WALLET_TYPES, type WalletRole, type WalletType } from '../../src/contract/values/wallets.ts';

/** A wallet's KYC as the wire shows it (WalletKycInfo). */
export type WalletKyc = WalletKycInfo;

export interface WalletRow {
  uuid: string;
  name: string | null;
  type: WalletType;
  logo_url: string | null;
  created_at: string;
  owner_id: string;
  /** userId → role; the owner is listed too. */
  members: Record<string, WalletRole>;
  /** Members the owner paused (API.md §19 deactivate): still listed, no access. */
  inactive?: string[];
  kyc: WalletKyc;
}

export interface BalanceRow {
  wallet_id: string;
  currency_id: string;
  amount: string;
}

export interface TransactionFields {
  type: string;
  method?: string | null;
  status?: string;
  record_type?: string | null;
  from?: string | null;
  to?: string | null;
  txid?: string | null;
  info?: string | null;
  meta?: Record<string, unknown> | null;
  created_at?: string;
}

export interface WalletTransactionRow {
  id: number;
  created_at: string;
  updated_at: string;
  type: string;
  method: string | null;
  status: string;
  record_type: string | null;
  /** Positive decimal string. */
  amount: string;
  from: string | null;
  to: string | null;
  txid: string | null;
  info: string | null;
  wallet_id: string;
  currency_id: string;
  meta: Record<string, unknown> | null;
}

export interface LedgerOp {
  kind: 'credit' | 'debit';
  walletId: string;
  currencyId: string;
  amount: DecimalLike;
  tx?: TransactionFields;
}

const WALLETS = 'wallets';
const BALANCES = 'wallet_balances';
const TRANSACTIONS = 'wallet_transactions';
const TX_SEQ = 'walletTxSeq';

export function createLedger(ctx: SandboxContext) {
  const wallets = () => ctx.store.table<WalletRow>(WALLETS);
  const balances = () => ctx.store.table<BalanceRow>(BALANCES);
  const transactions = () => ctx.store.table<WalletTransactionRow>(TRANSACTIONS);
  const iso = () => new Date(ctx.now()).toISOString();
  const key = (walletId: string, currencyId: string) => `${walletId}:${currencyId}`;

  const getWallet = (walletId: string) => (isUuid(walletId) ? wallets().get(walletId) : undefined);

  function requireWallet(walletId: string): WalletRow {
    const wallet = getWallet(walletId);
    if (!wallet) fail(404, 'Wallet not found.');
    return wallet;
  }

  function checkAmount(amount: DecimalLike): string {
    if (!isDecimal(amount) || isNegative(amount) || isZero(amount)) {
      throw new SandboxError(422, 'amount must be a positive number.', {
        amount: 'amount must be a positive number.',
      });
    }
    return add(amount, 0); // canonical string form
  }

  function checkCurrency(currencyId: string) {
    if (!currencyById(currencyId)) fail(404, 'Unknown currency.');
  }

  const balanceOf = (walletId: string, currencyId: string) =>
    balances().get(key(walletId, currencyId))?.amount ?? '0';

  function setBalance(walletId: string, currencyId: string, amount: string) {
    balances().set(key(walletId, currencyId), { wallet_id: walletId, currency_id: currencyId, amount });
  }

  function recordTransaction(
    walletId: string,
    fields: TransactionFields & { amount: DecimalLike; currency_id: string },
  ) {
    const id = ((ctx.store.meta[TX_SEQ] as number | undefined) ?? 0) + 1;
    ctx.store.meta[TX_SEQ] = id;
    const at = fields.created_at ?? iso();
    const row: WalletTransactionRow = {
      id,
      created_at: at,
      updated_at: at,
      type: fields.type,
      method: fields.method ?? null,
      status: fields.status ?? 'complete',
      record_type: fields.record_type ?? null,
      amount: checkAmount(fields.amount),
      from: fields.from ?? null,
      to: fields.to ?? null,
      txid: fields.txid ?? null,
      info: fields.info ?? null,
      wallet_id: walletId,
      currency_id: fields.currency_id,
      meta: fields.meta ?? {},
    };
    return transactions().set(String(id), row);
  }

  function applyAtomically(ops: LedgerOp[]): WalletTransactionRow[] {
    // Pass 1: validate everything and compute the resulting balances without writing.
    const next = new Map<string, { walletId: string; currencyId: string; amount: string }>();
    for (const op of ops) {
      requireWallet(op.walletId);
      checkCurrency(op.currencyId);
      const amount = checkAmount(op.amount);
      const k = key(op.walletId, op.currencyId);
      const current = next.get(k)?.amount ?? balanceOf(op.walletId, op.currencyId);
      const after = op.kind === 'credit' ? add(current, amount) : sub(current, amount);
      if (isNegative(after)) {
        const symbol = currencyById(op.currencyId)?.symbol ?? '';
        const message = `Insufficient balance: the wallet holds ${current} ${symbol}, ${amount} ${symbol} is needed.`;
        throw new SandboxError(422, message, { amount: message });
      }
      next.set(k, { walletId: op.walletId, currencyId: op.currencyId, amount: after });
    }
    // Pass 2: write (nothing below can throw).
    for (const b of next.values()) setBalance(b.walletId, b.currencyId, b.amount);
    const rows: WalletTransactionRow[] = [];
    for (const op of ops) {
      if (op.tx)
        rows.push(
          recordTransaction(op.walletId, { ...op.tx, amount: op.amount, currency_id: op.currencyId }),
        );
    }
    return rows;
  }

  const single =
    (kind: LedgerOp['kind']) =>
    (walletId: string, currencyId: string, amount: DecimalLike, tx?: TransactionFields) =>
      applyAtomically([{ kind, walletId, currencyId, amount, ...(tx ? { tx } : {}) }])[0] ?? null;

  const isActive = (wallet: WalletRow, userId: string) => !wallet.inactive?.includes(userId);
  const roleOf = (userId: string, walletId: string): WalletRole | null => {
    const wallet = getWallet(walletId);
    return wallet && isActive(wallet, userId) ? (wallet.members[userId] ?? null) : null;
  };

  return {
    getWallet,
    walletsOf: (userId: string) =>
      wallets()
        .filter((w) => userId in w.members && isActive(w, userId))
        .sort((a, b) => a.created_at.localeCompare(b.created_at)),
    roleOf,
    assertWalletAccess(
      c: Context,
      walletId: string,
      service: 'core' | 'v2',
      need: 'read' | 'manage' = 'read',
    ) {
      const userId = ctx.userId(c, service);
      const wallet = requireWallet(walletId);
      const role = wallet.members[userId];
      if (!role) fail(403, 'You do not have access to this wallet.');
      if (!isActive(wallet, userId)) fail(403, 'Your access to this wallet is paused by its owner.');
      if (need === 'manage' && role === 'user') fail(403, 'Only the wallet owner or an admin can do this.');
      return { userId, wallet, role };
    },
    createWallet(ownerId: string, fields: { name: string | null; type: WalletType; created_at?: string }) {
      const row: WalletRow = {
        uuid: randomUUID(),
        name: fields.name,
        type: fields.type,
        logo_url: null,
        created_at: fields.created_at ?? iso(),
        owner_id: ownerId,
        members: { [ownerId]: 'owner' },
        kyc: {
          type: fields.type === 'business' || fields.type === 'merchant' ? 'business' : 'individual',
          status: 'UNVERIFIED',
        },
      };
      return wallets().set(row.uuid, row);
    },
    addMember(walletId: string, userId: string, role: WalletRole) {
      const wallet = requireWallet(walletId);
      return wallets().set(walletId, { ...wallet, members: { ...wallet.members, [userId]: role } });
    },
    removeMember(walletId: string, userId: string) {
      const wallet = requireWallet(walletId);
      const { [userId]: _gone, ...members } = wallet.members;
      const inactive = (wallet.inactive ?? []).filter((id) => id !== userId);
      return wallets().set(walletId, { ...wallet, members, inactive });
    },
    isActive,
    setMemberActive(walletId: string, userId: string, active: boolean) {
      const wallet = requireWallet(walletId);
      const others = (wallet.inactive ?? []).filter((id) => id !== userId);
      return wallets().set(walletId, { ...wallet, inactive: active ? others : [...others, userId] });
    },
    /** The wallet's logo URL (storage/routes.ts, owner only). */
    setLogo(walletId: string, logoUrl: string) {
      const wallet = requireWallet(walletId);
      return wallets().set(walletId, { ...wallet, logo_url: logoUrl });
    },
    setKyc(walletId: string, patch: Partial<WalletKyc>) {
      const wallet = requireWallet(walletId);
      return wallets().set(walletId, { ...wallet, kyc: { ...wallet.kyc, ...patch } });
    },
    balanceOf,
    balancesOf: (walletId: string) =>
      balances()
        .filter((b) => b.wallet_id === walletId)
        .map((b) => ({ currency_id: b.currency_id, amount: b.amount })),
    credit: single('credit'),
    debit: single('debit'),
    applyAtomically,
    recordTransaction,
    updateTransaction(id: number, patch: Partial<Omit<WalletTransactionRow, 'id' | 'wallet_id'>>) {
      const row = transactions().get(String(id));
      if (!row) fail(404, 'Transaction not found.');
      return transactions().set(String(id), { ...row, ...patch, id, updated_at: iso() });
    },
    getTransaction: (id: number) => transactions().get(String(id)),
    transactionsOf: (walletId: string) =>
      transactions()
        .filter((t) => t.wallet_id === walletId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id),
    /** Is the balance at least `amount`? (for pre-checks that want a friendlier message). */
    covers: (walletId: string, currencyId: string, amount: DecimalLike) =>
      cmp(balanceOf(walletId, currencyId), amount) >= 0,
  };
}

export type Ledger = ReturnType<typeof createLedger>;

const ledgers = new WeakMap<SandboxContext, Ledger>();

/** The ledger of one sandbox instance (tables live in ctx.store, so resets are seen at once). */
export function ledgerFor(ctx: SandboxContext): Ledger {
  let ledger = ledgers.get(ctx);
  if (!ledger) {
    ledger = createLedger(ctx);
    ledgers.set(ctx, ledger);
  }
  return ledger;
}
