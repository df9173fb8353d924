import {
  WALLET_TRANSACTION_SORT_FIELDS,
  type WalletTransactionSortField,
} from '../../src/contract/values/wallets.ts';
import { cmp } from '../../src/shared/decimal.ts';
import { invalid } from '../server/errors.ts';
import { asList } from '../server/validate.ts';
import type { WalletTransactionRow } from './ledger.ts';

/** Filtering and sorting of wallet transactions (API.md §7 TransactionsFilter). */

type SortField = WalletTransactionSortField;

const ISO = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

function isoField(name: string, value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !ISO.test(value) || Number.isNaN(Date.parse(value))) {
    invalid(`filter.${name}`, `filter.${name} must be an ISO-8601 date.`);
  }
  return new Date(value).toISOString();
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/** The filter object as decoded by nestedQuery (`filter[...]` keys). */
export function parseFilter(raw: unknown) {
  const f = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  // `filter[currency.uuid]` (the contract's literal dotted key) or `filter[currency][uuid]`.
  const nested = (group: string, key: string) =>
    text(f[`${group}.${key}`]) ?? text((f[group] as Record<string, unknown> | undefined)?.[key]);
  return {
    type: text(f.type),
    method: text(f.method),
    record_type: text(f.record_type),
    status: asList(f.status).filter((s) => s !== ''),
    currency_uuid: nested('currency', 'uuid'),
    billing_currency: nested('meta', 'billing_amount_currency'),
    transaction_currency: nested('meta', 'transaction_amount_currency'),
    address: text(f.address),
    created_at: text(f.created_at),
    from_created_at: isoField('from_created_at', f.from_created_at),
    to_created_at: isoField('to_created_at', f.to_created_at),
  };
}

export type TransactionsFilter = ReturnType<typeof parseFilter>;

export function applyFilter(rows: WalletTransactionRow[], f: TransactionsFilter): WalletTransactionRow[] {
  const lower = (s: string | null) => (s ?? '').toLowerCase();
  return rows.filter((t) => {
    if (f.type && t.type !== f.type) return false;
    if (f.method && t.method !== f.method) return false;
    if (f.record_type && t.record_type !== f.record_type) return false;
    if (f.status.length > 0 && !f.status.includes(t.status)) return false;
    if (f.currency_uuid && t.currency_id !== f.currency_uuid) return false;
    if (f.billing_currency && t.meta?.billing_amount_currency !== f.billing_currency) return false;
    if (f.transaction_currency && t.meta?.transaction_amount_currency !== f.transaction_currency)
      return false;
    if (f.address && lower(t.from) !== lower(f.address) && lower(t.to) !== lower(f.address)) return false;
    // `created_at` alone: the day (or any ISO prefix) the transaction was made.
    if (f.created_at && !t.created_at.startsWith(f.created_at)) return false;
    if (f.from_created_at && t.created_at < f.from_created_at) return false;
    if (f.to_created_at && t.created_at > f.to_created_at) return false;
    return true;
  });
}

export function sortRows(
  rows: WalletTransactionRow[],
  sortBy: string | undefined,
  sortOrder: string | undefined,
) {
  const by = (sortBy || 'created_at') as SortField;
  if (!WALLET_TRANSACTION_SORT_FIELDS.includes(by)) {
    invalid('sort_by', `sort_by must be one of ${WALLET_TRANSACTION_SORT_FIELDS.join(', ')}.`);
  }
  const order = (sortOrder || 'DESC').toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') invalid('sort_order', 'sort_order must be ASC or DESC.');
  const sign = order === 'ASC' ? 1 : -1;
  const compare = (a: WalletTransactionRow, b: WalletTransactionRow) => {
    if (by === 'amount') return cmp(a.amount, b.amount);
    return String(a[by] ?? '').localeCompare(String(b[by] ?? ''));
  };
  // Ties break on id so pages never overlap or skip rows.
  return [...rows].sort((a, b) => sign * (compare(a, b) || a.id - b.id));
}
