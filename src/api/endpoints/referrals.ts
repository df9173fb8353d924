/** Referral program — service v2 (API.md §18). */
import { endpoint } from '../endpoint';
import type {
  ReferralIncomePage,
  ReferralIncomeQuery,
  ReferralLevels,
  ReferralProgress,
  ReferralSummary,
} from '../types';

export const referralsApi = {
  levels: endpoint<Record<never, never>, ReferralLevels>({
    service: 'v2',
    method: 'GET',
    path: '/referrals/levels',
  }),
  income: endpoint<{ query?: ReferralIncomeQuery }, ReferralIncomePage>({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income',
  }),
  progress: endpoint<Record<never, never>, ReferralProgress>({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income/progress',
  }),
  summary: endpoint<Record<never, never>, ReferralSummary>({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income/summary',
  }),
};
