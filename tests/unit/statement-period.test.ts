import { describe, expect, it } from 'vitest';
import {
  customPeriodError,
  periodQuery,
  presetPeriod,
  statementFileName,
} from '../../src/features/wallets/statement-period';

// Local time throughout: the periods are the user's calendar days.
const now = new Date(2026, 0, 15, 10, 30); // 15 Jan 2026

describe('statement periods', () => {
  it('this month runs from its first day to today; last month is the whole month before, across a year', () => {
    expect(presetPeriod('this-month', now)).toEqual({ first: '2026-01-01', last: '2026-01-15' });
    expect(presetPeriod('last-month', now)).toEqual({ first: '2025-12-01', last: '2025-12-31' });
    expect(presetPeriod('last-month', new Date(2024, 2, 10))).toEqual({
      first: '2024-02-01',
      last: '2024-02-29',
    });
  });

  it('the query covers the first day from midnight to the last millisecond of the last day, local time', () => {
    const q = periodQuery({ first: '2025-12-01', last: '2025-12-31' });
    expect(new Date(q.from_date).getTime()).toBe(new Date(2025, 11, 1).getTime());
    expect(new Date(q.to_date).getTime()).toBe(new Date(2026, 0, 1).getTime() - 1);
    expect(q.from_date).toMatch(/Z$/);
  });

  it('a custom range needs both days, in order, not starting in the future', () => {
    expect(customPeriodError('2026-01-01', '2026-01-10', now)).toBeNull();
    expect(customPeriodError('', '2026-01-10', now)).toMatch(/both/);
    expect(customPeriodError('2026-01-10', '2026-01-01', now)).toMatch(/swap/);
    expect(customPeriodError('2026-02-01', '2026-02-02', now)).toMatch(/future/);
    expect(customPeriodError('2026-02-30', '2026-03-01', now)).toMatch(/calendar/);
  });

  it('names the file after the wallet and the period', () => {
    expect(statementFileName('Main', { first: '2026-01-01', last: '2026-01-15' })).toBe(
      'Main statement 2026-01-01 to 2026-01-15.pdf',
    );
    // Characters a file system refuses become spaces; a nameless wallet is "Wallet", never its id.
    expect(statementFileName('Acme: EU/US', { first: '2026-01-01', last: '2026-01-15' })).toBe(
      'Acme EU US statement 2026-01-01 to 2026-01-15.pdf',
    );
    expect(statementFileName('', { first: '2026-01-01', last: '2026-01-01' })).toBe(
      'Wallet statement 2026-01-01 to 2026-01-01.pdf',
    );
  });
});
