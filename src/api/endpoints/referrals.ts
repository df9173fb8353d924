/** Referral program — service v2 (API.md §18). */

import table from 'virtual:endpoint-table/referrals';
import type { referralRoutes } from '../../contract/referrals.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const referralsApi = table as EndpointsOf<typeof referralRoutes>;
