/**
 * The periods a statement can cover and the query they become. Days are the user's own calendar
 * days: a period runs from 00:00 on its first day to the end of its last day, local time, sent as
 * UTC ISO instants (API.md §7 `from_date`, `to_date`).
 */
import { t } from '../../i18n';
import { formatDate } from '../../lib/format';
import { walletFileWords } from './csv-words';

export type PeriodKind = 'this-month' | 'last-month' | 'custom';

/** A calendar day as `YYYY-MM-DD`, what <input type="date"> reads and writes. */
export type Day = string;

export interface Period {
  first: Day;
  last: Day;
}

const pad = (n: number) => String(n).padStart(2, '0');

export function dayOf(date: Date): Day {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parseDay(day: Day): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayOf(date) === day ? date : null;
}

/** This month: its first day to today. Last month: the whole calendar month before. */
export function presetPeriod(kind: Exclude<PeriodKind, 'custom'>, now: Date): Period {
  if (kind === 'this-month') {
    return { first: dayOf(new Date(now.getFullYear(), now.getMonth(), 1)), last: dayOf(now) };
  }
  return {
    first: dayOf(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
    // Day 0 of this month is the last day of the month before.
    last: dayOf(new Date(now.getFullYear(), now.getMonth(), 0)),
  };
}

/** null when the custom range is usable, else the sentence to show under the fields. */
export function customPeriodError(first: Day, last: Day, now: Date): string | null {
  if (!first || !last) return t('wallets.statement.error.both');
  const from = parseDay(first);
  const to = parseDay(last);
  if (!from || !to) return t('wallets.statement.error.calendar');
  if (from > to) return t('wallets.statement.error.after');
  if (first > dayOf(now)) return t('wallets.statement.error.future');
  return null;
}

/** The statement query for a period: its first instant to its last millisecond, local time. */
export function periodQuery(period: Period): { from_date: string; to_date: string } {
  const from = parseDay(period.first)!;
  const to = parseDay(period.last)!;
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1, 0, 0, 0, -1);
  return { from_date: from.toISOString(), to_date: end.toISOString() };
}

/** "1 Nov 2026 – 22 Nov 2026" (dates as the app writes them), or one date when both ends are the same. */
export function periodLabel(period: Period): string {
  const from = formatDate(parseDay(period.first));
  const to = formatDate(parseDay(period.last));
  return from === to ? from : t('wallets.statement.range', { from, to });
}

/**
 * "Main statement 2026-11-01 to 2026-11-22.pdf": the wallet's name and the period (as the CSV
 * export names its file), the words in the user's language, the days as YYYY-MM-DD so the files
 * sort by date in any language. Never the wallet's id: it means nothing to a person.
 */
export function statementFileName(walletName: string, period: Period): string {
  const name = t('wallets.statement.fileName', {
    wallet: walletFileWords(walletName),
    first: period.first,
    last: period.last,
  });
  return `${name}.pdf`;
}
