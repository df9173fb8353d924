/** Referral program — service v2 (API.md §18). */

import type { referralRoutes as R } from '../../contract/referrals';
import { endpoint } from '../endpoint';

export const referralsApi = {
  levels: endpoint<typeof R.levels>({
    service: 'v2',
    method: 'GET',
    path: '/referrals/levels',
  }),
  income: endpoint<typeof R.income>({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income',
  }),
  progress: endpoint<typeof R.progress>({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income/progress',
  }),
  summary: endpoint<typeof R.summary>({
    service: 'v2',
    method: 'GET',
    path: '/referrals/income/summary',
  }),
};
