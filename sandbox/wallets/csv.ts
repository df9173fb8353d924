import { chainById, currencyById } from '../system/catalog.ts';
import type { WalletTransactionRow } from './ledger.ts';

/**
 * Wallet history as CSV (RFC 4180: CRLF rows, fields quoted when they hold a comma, quote or line
 * break). The v2 export and the legacy core route share these columns. The CSV layout is "not
 * shown" in API.md; these are the columns a statement needs, amounts as exact decimal strings.
 */
export const CSV_COLUMNS = [
  'id',
  'created_at',
  'type',
  'method',
  'status',
  'record_type',
  'amount',
  'currency',
  'chain',
  'from',
  'to',
  'txid',
  'info',
] as const;

function field(value: string | number | null | undefined): string {
  const s = value === null || value === undefined ? '' : String(value);
  // A leading = + - @ would run as a formula in spreadsheet apps; prefix a quote mark to defuse it.
  const safe = /^[=+\-@]/.test(s) && !/^-?\d/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function transactionsCsv(rows: WalletTransactionRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const t of rows) {
    const currency = currencyById(t.currency_id);
    const chain = currency?.chain_id ? chainById(currency.chain_id)?.name : '';
    lines.push(
      [
        t.id,
        t.created_at,
        t.type,
        t.method,
        t.status,
        t.record_type,
        t.amount,
        currency?.symbol,
        chain,
        t.from,
        t.to,
        t.txid,
        t.info,
      ]
        .map(field)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function csvFileName(walletId: string, at: number): string {
  return `wallet-${walletId.slice(0, 8)}-transactions-${new Date(at).toISOString().slice(0, 10)}.csv`;
}
