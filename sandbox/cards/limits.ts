import type * as z from 'zod';
import type { Limits, LimitsUpdate } from '../../src/contract/issuing.ts';
import { LIMIT_PERIODS, type LimitPeriod } from '../../src/contract/values/issuing.ts';
import { add, cmp, toScale } from '../../src/shared/decimal.ts';
import { toWire, type WireNumber } from '../../src/shared/wire-json.ts';
import { invalid } from '../server/errors.ts';

// The wire's limit periods (src/contract/values, shared with the app).
export { LIMIT_PERIODS, type LimitPeriod } from '../../src/contract/values/issuing.ts';

type LimitsUpdateBody = z.output<typeof LimitsUpdate>;

/** Caps per period as decimal strings; null = the period has no limit (disabled). */
export type CardCaps = Record<LimitPeriod, string | null>;

export const NO_CAPS: CardCaps = {
  all_time: null,
  daily: null,
  weekly: null,
  monthly: null,
  yearly: null,
  per_transaction: null,
};

const MAX_CAP = '1000000';

/**
 * Applies a LimitsUpdate body (read through its schema: JSON numbers, exact). API.md lists only
 * `P_cap?: number`: a number ≥ 0 sets and enables the cap, an absent key leaves the period
 * unchanged. `null` is not a number and was refused by the schema (a limit cannot be switched off
 * through the contract); negative, over-precise or absurd caps are refused here.
 */
export function applyLimitsUpdate(current: CardCaps, body: LimitsUpdateBody): CardCaps {
  const next = { ...current };
  for (const period of LIMIT_PERIODS) {
    const field = `${period}_cap` as const;
    const text = body[field];
    if (text === undefined) continue;
    if (text.startsWith('-')) invalid(field, `${field} cannot be negative.`);
    if (/\.\d{3,}$/.test(text)) invalid(field, `${field} can have at most 2 decimals.`);
    if (cmp(text, MAX_CAP) > 0) invalid(field, `${field} cannot exceed ${MAX_CAP}.`);
    next[period] = toScale(text, 2);
  }
  return next;
}

/** Start of each period (UTC) counted back from `now`. */
export function periodStart(period: LimitPeriod, now: number): number {
  const d = new Date(now);
  switch (period) {
    case 'daily':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    case 'weekly': {
      const dayStart = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
      const sinceMonday = (d.getUTCDay() + 6) % 7;
      return dayStart - sinceMonday * 86_400_000;
    }
    case 'monthly':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'yearly':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
    default:
      return 0;
  }
}

export interface Spend {
  amount: string;
  at: number;
}

/**
 * The wire `Limits` (18 keys). `P_spent` sums the card's spending since the period began;
 * a per-transaction cap has no running total, so its `spent` is the largest single spend today.
 */
export function limitsWire(caps: CardCaps, spends: Spend[], now: number): z.input<typeof Limits> {
  const out: Record<string, boolean | number | WireNumber> = {};
  for (const period of LIMIT_PERIODS) {
    let spent = '0';
    if (period === 'per_transaction') {
      const since = periodStart('daily', now);
      for (const s of spends) if (s.at >= since && cmp(s.amount, spent) > 0) spent = s.amount;
    } else {
      const since = periodStart(period, now);
      for (const s of spends) if (s.at >= since) spent = toScale(add(spent, s.amount), 2);
    }
    out[`${period}_enabled`] = caps[period] !== null;
    out[`${period}_cap`] = toWire(caps[period] ?? '0');
    out[`${period}_spent`] = toWire(spent);
  }
  return out as z.input<typeof Limits>;
}

/** The first cap a new spend of `amount` would break, or null. */
export function brokenLimit(
  caps: CardCaps,
  spends: Spend[],
  amount: string,
  now: number,
): LimitPeriod | null {
  for (const period of LIMIT_PERIODS) {
    const cap = caps[period];
    if (cap === null) continue;
    if (period === 'per_transaction') {
      if (cmp(amount, cap) > 0) return period;
      continue;
    }
    const since = periodStart(period, now);
    let spent = amount;
    for (const s of spends) if (s.at >= since) spent = toScale(add(spent, s.amount), 2);
    if (cmp(spent, cap) > 0) return period;
  }
  return null;
}
