import { randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { Currency, FiatCurrency } from '../../src/contract/common.ts';
import type { SubAccount } from '../../src/contract/issuing.ts';
import { add, cmp, sub, toScale } from '../../src/shared/decimal.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import { currencyById, currencyWire } from '../system/catalog.ts';
import { type ProgramRow, programById, programWire } from './programs.ts';
import { recordCardTransaction } from './transactions.ts';

/**
 * Sub-accounts ("fiat accounts"): the balance a card spends from. A prepaid card gets its own
 * prepaid sub-account; balance cards share one balance sub-account created from wallet + program.
 */
export interface SubAccountRow {
  id: string;
  user_id: string;
  wallet_id: string;
  program_id: string;
  nick_name: string;
  type: 'prepaid' | 'balance';
  status: 'ACTIVE' | 'BLOCKED' | 'INACTIVE' | 'CANCELED';
  created_at: string;
  /** Decimal string in the program's currency (2 decimals). */
  balance: string;
  /** Held by pending authorisations; spendable = balance − hold. */
  hold: string;
  iban: string | null;
  deposit_address: string | null;
}

const TABLE = 'issuing_sub_accounts';
export const subAccountsTable = (ctx: SandboxContext) => ctx.store.table<SubAccountRow>(TABLE);

export function createSubAccount(
  ctx: SandboxContext,
  fields: { userId: string; walletId: string; program: ProgramRow; nickName?: string; createdAt?: string },
): SubAccountRow {
  const id = randomUUID();
  const digits = id.replace(/\D/g, '').padEnd(18, '7').slice(0, 18);
  const row: SubAccountRow = {
    id,
    user_id: fields.userId,
    wallet_id: fields.walletId,
    program_id: fields.program.id,
    nick_name: fields.nickName ?? `${fields.program.name} account`,
    type: fields.program.sub_account_type,
    status: 'ACTIVE',
    created_at: fields.createdAt ?? new Date(ctx.now()).toISOString(),
    balance: '0.00',
    hold: '0.00',
    iban: fields.program.has_iban ? ibanFrom(digits) : null,
    deposit_address: fields.program.sub_account_type === 'balance' ? `T${base58ish(id)}` : null,
  };
  return subAccountsTable(ctx).set(id, row);
}

export function requireSubAccount(ctx: SandboxContext, id: string, userId: string): SubAccountRow {
  const row = subAccountsTable(ctx).get(id);
  // Someone else's sub-account answers 404 too: its existence is not the caller's business.
  if (!row || row.user_id !== userId) fail(404, 'Sub-account not found.');
  return row;
}

/**
 * Adds money to a sub-account (card top-up). Exported for the orders module: a completed
 * TRANSFER_CARD_PREPAID / TRANSFER_CARD_SUBACCOUNT / TRANSFER_CARD_WHOLESALE order calls it with
 * the amount in the sub-account's currency; it records a DEPOSIT card transaction.
 */
export function creditSubAccount(
  ctx: SandboxContext,
  subAccountId: string,
  amount: string | number,
  info: { title?: string; cardId?: string | null } = {},
): SubAccountRow {
  const row = subAccountsTable(ctx).get(subAccountId);
  if (!row) fail(404, 'Sub-account not found.');
  if (row.status !== 'ACTIVE') fail(409, 'This sub-account is not active and cannot be topped up.');
  const value = toScale(String(amount), 2);
  if (cmp(value, '0') <= 0) fail(422, 'The top-up amount must be greater than zero.');
  const next = subAccountsTable(ctx).set(subAccountId, {
    ...row,
    balance: toScale(add(row.balance, value), 2),
  });
  recordCardTransaction(ctx, {
    subAccount: next,
    cardId: info.cardId ?? null,
    type: 'DEPOSIT',
    status: 'COMPLETED',
    amount: value,
    title: info.title ?? 'Top-up from wallet',
    isCredit: true,
  });
  return next;
}

/** Takes money off a sub-account; refuses to go below zero. */
export function debitSubAccount(ctx: SandboxContext, subAccountId: string, amount: string): SubAccountRow {
  const row = subAccountsTable(ctx).get(subAccountId);
  if (!row) fail(404, 'Sub-account not found.');
  const after = toScale(sub(row.balance, amount), 2);
  if (cmp(after, '0') < 0) fail(422, 'The card balance is too low for this amount.');
  return subAccountsTable(ctx).set(subAccountId, { ...row, balance: after });
}

export function cardsCountOf(ctx: SandboxContext, subAccountId: string): number {
  return ctx.store
    .table<{ sub_account_id: string; card_status: string }>('issuing_cards')
    .filter(
      (c) => c.sub_account_id === subAccountId && c.card_status !== 'CLOSED' && c.card_status !== 'CANCELED',
    ).length;
}

/** The wire `SubAccount` shape (API.md §12.4). */
/** A sub-account holds a fiat currency (API.md §12.4: FiatCurrency). */
function fiat(currency: z.input<typeof Currency>): z.input<typeof FiatCurrency> {
  if (currency.is_crypto) throw new Error(`Sub-account currency ${currency.uuid} is not fiat.`);
  return currency;
}

export function subAccountWire(ctx: SandboxContext, row: SubAccountRow): z.input<typeof SubAccount> {
  const program = programById(row.program_id)!;
  const currency = currencyById(program.currency_id)!;
  const available = toScale(sub(row.balance, row.hold), 2);
  return {
    id: row.id,
    program_id: row.program_id,
    nick_name: row.nick_name,
    wallet_id: row.wallet_id,
    type: row.type,
    status: row.status,
    created_at: row.created_at,
    currency: fiat(currencyWire(currency)),
    balance: toWire(available),
    fiat_balance: toWire(available),
    realtimeauth_balance: toWire(program.realtime_auth ? row.hold : '0'),
    total_balance: toWire(row.balance),
    cards_count: cardsCountOf(ctx, row.id),
    issuing_program: programWire(program),
    realtime_auth: program.realtime_auth
      ? [{ id: `rta-${row.id.slice(0, 8)}`, crypto_token: 'USDT', fiat_account: row.id, priority: 1 }]
      : [],
    ...(row.iban
      ? {
          account_details: {
            iban: row.iban,
            bank_name: 'Sandbox Issuing Bank AG',
            swift_code: 'SBXIDEFFXXX',
            bank_address: 'Sandstrasse 1, 10115 Berlin, Germany',
            receiver_name: row.nick_name,
            payment_details: `Top-up of sub-account ${row.id.slice(0, 8)}`,
            reference_number: `REF${row.id.replace(/\D/g, '').slice(0, 10)}`,
            registration_number: 'HRB 000000 B',
          },
        }
      : {}),
    ...(row.deposit_address
      ? {
          crypto_details: [
            {
              currency_id: '0b6a7c1e-0000-4000-8000-000000000004',
              deposit_address: row.deposit_address,
              chain_id: 728126428,
            },
          ],
        }
      : {}),
  };
}

/** A German-format IBAN with valid ISO 7064 check digits. */
function ibanFrom(digits18: string): string {
  const bban = digits18;
  const numeric = `${bban}131400`; // "DE" → 13 14, then "00"
  const check = 98n - (BigInt(numeric) % 97n);
  return `DE${check.toString().padStart(2, '0')}${bban}`;
}

function base58ish(id: string): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let n = BigInt(`0x${id.replace(/-/g, '')}`);
  let out = '';
  while (out.length < 33) {
    out += alphabet[Number(n % 58n)];
    n = n / 58n || BigInt(out.length * 7919);
  }
  return out;
}
