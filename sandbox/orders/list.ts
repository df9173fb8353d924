import type { Context } from 'hono';
import * as z from 'zod';
import { OrderListFilter } from '../../src/contract/orders.ts';
import type { SandboxContext } from '../server/context.ts';
import { invalid } from '../server/errors.ts';
import { intQuery } from '../server/validate.ts';
import { currencyById } from '../system/catalog.ts';
import { type OrderRow, orderTable } from './tables.ts';
import { orderListItem } from './wire.ts';

/**
 * Reading a wallet's orders (API.md §16.4, §16.5): the list and its CSV form take the same
 * `filters`, `date_from` and `date_to`, read as strictly as the platform would.
 *
 * - `filters` is one JSON-encoded array; each element has exactly one key (`status`,
 *   `order_type`, `from_uuid`, `to_uuid`) whose value is one value or an array of them, each a
 *   value of its enum or a uuid (the contract's OrderListFilter). Anything else is a 422 naming
 *   `filters`. Several elements all apply (AND); the values of one element are alternatives (OR).
 * - `date_from` / `date_to`: API.md types them as strings and shows no format. We take what a
 *   real platform takes: an ISO-8601 date (`2026-11-27`, the whole day, UTC) or date-time with its
 *   offset (`2026-11-26T23:00:00.000Z`, the instant); both ends inclusive. Anything else, or a
 *   range that ends before it starts, is a 422.
 */
const filtersSchema = z.array(OrderListFilter);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function dateBound(c: Context, name: 'date_from' | 'date_to'): number | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return null;
  const whole = DATE.test(raw);
  if (!whole && !DATE_TIME.test(raw)) {
    invalid(name, `${name} must be an ISO-8601 date (2026-11-27) or date-time (2026-11-27T10:00:00Z).`);
  }
  const at = Date.parse(whole ? `${raw}T00:00:00.000Z` : raw);
  // Date.parse rolls 2026-02-31 over into March: a calendar day must read back as itself.
  const [y, m, d] = raw.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (Number.isNaN(at) || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d)
    invalid(name, `${name} is not a real date.`);
  // A bare date as the upper end means that whole day.
  return whole && name === 'date_to' ? at + 86_400_000 - 1 : at;
}

function readFilters(c: Context): [keyof OrderRow, string[]][] {
  const raw = c.req.query('filters');
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    invalid('filters', 'filters must be a JSON array, e.g. [{"status":["NEW"]}].');
  }
  const checked = filtersSchema.safeParse(parsed);
  if (!checked.success) {
    invalid(
      'filters',
      'filters must be a JSON array of objects with exactly one key each: status, order_type, from_uuid or to_uuid, holding one value or an array of values.',
    );
  }
  return checked.data.map((f) => {
    const [key, value] = Object.entries(f)[0]!;
    return [key as keyof OrderRow, ([] as string[]).concat(value as string | string[])];
  });
}

/** The wallet's orders that match the query's filters and dates (access is checked by the caller). */
export function matchingOrders(ctx: SandboxContext, c: Context, walletId: string): OrderRow[] {
  const conditions = readFilters(c);
  const from = dateBound(c, 'date_from');
  const to = dateBound(c, 'date_to');
  if (from !== null && to !== null && from > to) invalid('date_to', 'date_to must not be before date_from.');
  return orderTable(ctx).filter((o) => {
    if (o.wallet_uuid !== walletId) return false;
    for (const [key, allowed] of conditions) if (!allowed.includes(String(o[key]))) return false;
    const at = Date.parse(o.created_at);
    return (from === null || at >= from) && (to === null || at <= to);
  });
}

const SORTABLE = ['created_at', 'updated_at', 'status', 'order_type', 'amount_from', 'amount_to'] as const;

/** One page of `GET /v2/orders/list/{wallet_uuid}`: newest first unless asked otherwise. */
export function orderPage(c: Context, rows: OrderRow[]) {
  const offset = intQuery(c, 'offset', 0, 1_000_000);
  const limit = intQuery(c, 'limit', 10, 100);
  const sortBy = (c.req.query('sort_by') || 'created_at') as (typeof SORTABLE)[number];
  if (!SORTABLE.includes(sortBy)) invalid('sort_by', `sort_by must be one of ${SORTABLE.join(', ')}.`);
  const order = c.req.query('sort_order') || 'desc';
  // The v2 order list takes lower-case asc|desc (API.md §1.5).
  if (order !== 'asc' && order !== 'desc') invalid('sort_order', 'sort_order must be asc or desc.');
  const asc = order === 'asc';
  const numeric = sortBy === 'amount_from' || sortBy === 'amount_to';
  const sorted = [...rows].sort((a, b) => {
    const d = numeric
      ? Number(a[sortBy]) - Number(b[sortBy])
      : String(a[sortBy]).localeCompare(String(b[sortBy]));
    return (asc ? d : -d) || (asc ? Number(a.id) - Number(b.id) : Number(b.id) - Number(a.id));
  });
  const data = sorted.slice(offset, offset + limit);
  return { data: data.map(orderListItem), count: rows.length, has_more: offset + data.length < rows.length };
}

/**
 * The CSV form (§16.4): the same orders, newest first, one per line. API.md shows no columns;
 * ours are the list item's own fields, with each side's currency by its ticker.
 */
export function ordersCsv(rows: OrderRow[]): string {
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : String(v);
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const lines = [
    'id,order_uuid,created_at,order_type,status,amount_from,from_currency,amount_to,to_currency,fee,fee_currency,counterparty,info,updated_at',
    ...[...rows]
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || Number(b.id) - Number(a.id))
      .map((o) =>
        [
          o.id,
          o.order_uuid,
          o.created_at,
          o.order_type,
          o.status,
          o.amount_from,
          currencyById(o.from_uuid)?.symbol,
          o.amount_to,
          currencyById(o.to_uuid)?.symbol,
          o.fees.fee,
          o.meta.fee_currency,
          o.meta.counterparty_account_name,
          o.info,
          o.updated_at,
        ]
          .map(cell)
          .join(','),
      ),
  ];
  return `${lines.join('\n')}\n`;
}
