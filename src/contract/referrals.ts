/** Referral program — service v2 (API.md §18). */
import * as z from 'zod';
import { REFERRAL_INCOME_SORT_FIELDS, REFERRAL_REWARD_TYPES } from './values/referrals.ts';
import { TransactionsFilter } from './wallets.ts';
import { anyObject, money, num, route, sortedPageQuery, str, totalPage } from './wire.ts';

export const ReferralLevel = z.strictObject({
  from: num,
  to: num.nullable().optional(),
  title: str,
  description: str.nullable().optional(),
  /** Percent, or card count. */
  reward: z.strictObject({ type: z.enum(REFERRAL_REWARD_TYPES), value: num }),
});
export type ReferralLevel = z.output<typeof ReferralLevel>;

export const ReferralLevels = z.strictObject({ levels: z.array(ReferralLevel) });

export const ReferralIncomeQuery = z.strictObject({
  ...sortedPageQuery(REFERRAL_INCOME_SORT_FIELDS),
  filter: TransactionsFilter.omit({ type: true, record_type: true, address: true }).optional(),
});

/** Items not shown by the platform. */
export const ReferralIncomePage = totalPage(anyObject);

export const ReferralProgress = z.strictObject({
  currentLevel: ReferralLevel,
  missingAmount: money,
  completedPercent: num,
});

export const ReferralSummary = z.strictObject({ total_amount: money, incoming_amount: money });

export const referralRoutes = {
  levels: route({ service: 'v2', method: 'GET', path: '/referrals/levels', response: ReferralLevels }),
  income: route({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income',
    query: ReferralIncomeQuery,
    response: ReferralIncomePage,
  }),
  progress: route({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income/progress',
    response: ReferralProgress,
  }),
  summary: route({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income/summary',
    response: ReferralSummary,
  }),
};
