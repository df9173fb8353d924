/**
 * The periods a statement can cover and the query they become. Days are the user's own calendar
 * days: a period runs from 00:00 on its first day to the end of its last day, local time, sent as
 * UTC ISO instants (API.md §7 `from_date`, `to_date`).
 */
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
  if (!first || !last) return 'Choose both the first and the last day.';
  const from = parseDay(first);
  const to = parseDay(last);
  if (!from || !to) return 'Choose the days from the calendar.';
  if (from > to) return 'The first day comes after the last day: swap them.';
  if (first > dayOf(now)) return 'The period starts in the future: choose a first day up to today.';
  return null;
}

/** The statement query for a period: its first instant to its last millisecond, local time. */
export function periodQuery(period: Period): { from_date: string; to_date: string } {
  const from = parseDay(period.first)!;
  const to = parseDay(period.last)!;
  const end = new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1, 0, 0, 0, -1);
  return { from_date: from.toISOString(), to_date: end.toISOString() };
}

/** "1 Nov 2026 – 22 Nov 2026", or one day's date when both ends are the same. */
export function periodLabel(period: Period): string {
  const fmt = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  const from = fmt.format(parseDay(period.first)!);
  const to = fmt.format(parseDay(period.last)!);
  return from === to ? from : `${from} – ${to}`;
}

/** statement-3f2a9c1d-2026-11-01-to-2026-11-22.pdf */
export function statementFileName(walletId: string, period: Period): string {
  return `statement-${walletId.slice(0, 8)}-${period.first}-to-${period.last}.pdf`;
}
