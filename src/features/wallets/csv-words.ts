/**
 * The wallet history file in the words of the screens: the platform's CSV (machine columns,
 * record types) is read and written again with human headers and values, and named after the
 * wallet and the dates it covers. Pure: unit-tested.
 */
import type { WalletTransaction } from '../../api/types/wallets';
import { type MessageKey, t } from '../../i18n';
import { fileNameWords } from '../../lib/file-name';
import { statusInfo, walletTxStatuses } from '../../ui/status';
import { methodLabel, transactionTitle } from './tx-display';

/** RFC 4180 fields: quotes, doubled quotes, commas and line breaks inside quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f !== ''));
}

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
export const toCsv = (rows: string[][]) => `${rows.map((r) => r.map(quote).join(',')).join('\r\n')}\r\n`;

/**
 * The columns, in this order in every language: only the header words are translated, so a file
 * has the same shape whoever saved it. Values stay machine-readable where a spreadsheet reads them
 * (dates as `YYYY-MM-DD HH:mm`, amounts as plain decimals with a point).
 */
const HEADER_KEYS: readonly MessageKey[] = [
  'wallets.csv.column.date',
  'wallets.csv.column.description',
  'wallets.csv.column.amount',
  'wallets.csv.column.currency',
  'wallets.csv.column.network',
  'wallets.csv.column.status',
  'wallets.csv.column.method',
  'wallets.csv.column.from',
  'wallets.csv.column.to',
  'wallets.csv.column.hash',
  'wallets.csv.column.note',
  'wallets.csv.column.reference',
];

export const humanHeader = (): string[] => HEADER_KEYS.map((key) => t(key));

const pad = (n: number) => String(n).padStart(2, '0');
/** Local "2026-11-22 13:35" (a spreadsheet reads it as a date). */
function localStamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The platform's rows (header first) → the file the user gets, plus the dates it covers. */
export function humanCsv(machine: string[][]): { rows: string[][]; from: string | null; to: string | null } {
  const [head, ...body] = machine;
  if (!head) return { rows: [humanHeader()], from: null, to: null };
  const col = (name: string) => head.indexOf(name);
  const at = (r: string[], name: string) => (col(name) >= 0 ? (r[col(name)] ?? '') : '');
  const dates: string[] = [];
  const rows = body.map((r) => {
    const created = at(r, 'created_at');
    if (created) dates.push(localStamp(created).slice(0, 10));
    const type = at(r, 'type');
    const tx = { type, method: at(r, 'method') || null, record_type: at(r, 'record_type') || null };
    const amount = at(r, 'amount').replace(/^-/, '');
    const out = type.startsWith('withdrawal');
    return [
      localStamp(created),
      transactionTitle(tx as Pick<WalletTransaction, 'type' | 'method' | 'record_type' | 'currency'>),
      out ? `-${amount}` : amount,
      at(r, 'currency'),
      at(r, 'chain'),
      statusInfo(walletTxStatuses, at(r, 'status')).label,
      methodLabel(at(r, 'method')),
      at(r, 'from'),
      at(r, 'to'),
      at(r, 'txid'),
      at(r, 'info'),
      at(r, 'id'),
    ];
  });
  dates.sort();
  return { rows: [humanHeader(), ...rows], from: dates[0] ?? null, to: dates[dates.length - 1] ?? null };
}

/** A wallet's name as a file name's words (never empty: a nameless wallet is "Wallet"). */
export const walletFileWords = (walletName: string) =>
  fileNameWords(walletName, t('home.wallet.fallbackName'));

/** "Main transactions 2026-11-15 to 2026-11-22.csv". */
export function csvFileName(walletName: string, from: string | null, to: string | null): string {
  const name = walletFileWords(walletName);
  const words =
    from && to
      ? from === to
        ? t('wallets.csv.fileName.day', { wallet: name, day: from })
        : t('wallets.csv.fileName.range', { wallet: name, from, to })
      : t('wallets.csv.fileName.all', { wallet: name });
  return `${words}.csv`;
}
