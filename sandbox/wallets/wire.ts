import type * as z from 'zod';
import type {
  TransactionMeta,
  Wallet,
  WalletAddress,
  WalletSummary,
  WalletTransaction,
} from '../../src/contract/wallets.ts';
import { add, div, mul, round } from '../../src/shared/decimal.ts';
import { moneyToWire, toWire } from '../../src/shared/wire-json.ts';
import { currencyById, currencyWire } from '../system/catalog.ts';
import type { AddressRow } from './addresses.ts';
import type { Ledger, WalletRow, WalletTransactionRow } from './ledger.ts';

/** Wire shapes of API.md §7, built from ledger rows, each typed by its schema (src/contract/wallets.ts). */
type Wire<T extends z.ZodType> = z.input<T>;

/**
 * Fiat value in the tenant's base currency at the catalogue's reference prices (each held in USD):
 * `baseUsd` is the base currency's own price in USD (1 for a USD tenant).
 */
export function fiatValue(currencyId: string, amount: string, baseUsd = '1'): string {
  const currency = currencyById(currencyId);
  return currency ? round(div(mul(amount, currency.usd), baseUsd, 12), 2) : '0';
}

/**
 * WalletSummary. `type` is an extra key: SPEC §7 says wallets are created "with a type" but the
 * current wire shape has no type field (API.md §2 WalletType); we store the type given at creation
 * and echo it back so the app can show it. A real platform without it simply omits the key.
 */
export function walletSummary(wallet: WalletRow, userId: string): Wire<typeof WalletSummary> {
  return {
    uuid: wallet.uuid,
    name: wallet.name,
    logo_url: wallet.logo_url,
    created_at: wallet.created_at,
    role: wallet.members[userId] ?? 'user',
    kyc_info: wallet.kyc,
    type: wallet.type,
  };
}

export function walletDetail(
  ledger: Ledger,
  wallet: WalletRow,
  userId: string,
  showLowBalance = false,
  baseUsd = '1',
): Wire<typeof Wallet> {
  // Group per symbol (USDT on Ethereum and on Tron are one line) with per-chain `details`.
  const groups = new Map<string, { currencyId: string; amount: string }[]>();
  for (const b of ledger.balancesOf(wallet.uuid)) {
    const currency = currencyById(b.currency_id);
    if (!currency) continue;
    // "Low balance" = below one unit of the currency's shown precision; hidden unless asked for.
    if (!showLowBalance && round(b.amount, currency.render_decimal) === '0') continue;
    const list = groups.get(currency.symbol) ?? [];
    list.push({ currencyId: b.currency_id, amount: b.amount });
    groups.set(currency.symbol, list);
  }
  let fiatTotal = '0';
  let cryptoTotal = '0';
  const balance = [...groups.entries()].map(([symbol, items]) => {
    const first = currencyById(items[0]!.currencyId)!;
    const amount = items.reduce((sum, i) => add(sum, i.amount), '0');
    const fiat = items.reduce((sum, i) => add(sum, fiatValue(i.currencyId, i.amount, baseUsd)), '0');
    if (first.is_crypto) cryptoTotal = add(cryptoTotal, fiat);
    else fiatTotal = add(fiatTotal, fiat);
    return {
      symbol,
      name: first.name,
      icon: `/icons/${symbol.toLowerCase()}.svg`,
      is_crypto: first.is_crypto,
      decimal: first.decimal,
      amount: toWire(amount),
      fiat_amount: toWire(fiat),
      details: items.map((i) => ({
        uuid: i.currencyId,
        amount: toWire(i.amount),
        fiat_amount: toWire(fiatValue(i.currencyId, i.amount, baseUsd)),
        currency: currencyWire(currencyById(i.currencyId)!),
      })),
      fiatSort: fiat,
    };
  });
  balance.sort((a, b) => Number(b.fiatSort) - Number(a.fiatSort)); // display order only, not money maths
  return {
    ...walletSummary(wallet, userId),
    fiat_total: toWire(fiatTotal),
    crypto_total: toWire(cryptoTotal),
    total_amount: toWire(add(fiatTotal, cryptoTotal)),
    balance: balance.map(({ fiatSort: _, ...item }) => item),
  };
}

export function transactionWire(row: WalletTransactionRow): Wire<typeof WalletTransaction> {
  return {
    id: row.id,
    created_at: row.created_at,
    type: row.type,
    method: row.method,
    status: row.status,
    record_type: row.record_type,
    amount: toWire(row.amount),
    from: row.from,
    to: row.to,
    txid: row.txid,
    info: row.info,
    wallet_id: row.wallet_id,
    currency: currencyWire(currencyById(row.currency_id)!),
    meta: moneyToWire(row.meta ?? {}) as Wire<typeof TransactionMeta>,
  };
}

/**
 * WalletAddress. `created_ad` duplicates `created_at` for older client typings (API.md ⚠#4).
 * `label` and `memo` are extra keys: the contract's POST takes a label but its answer shape has no
 * place for it, and chains with memos (XRP destination tags) need the memo next to the address.
 */
export function addressWire(row: AddressRow): Wire<typeof WalletAddress> {
  return {
    uuid: row.uuid,
    wallet_uuid: row.wallet_uuid,
    address: row.address,
    chain: row.chain,
    created_at: row.created_at,
    created_ad: row.created_at,
    label: row.label,
    memo: row.memo,
  };
}
