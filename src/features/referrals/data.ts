import { referralsApi } from '../../api/endpoints/referrals';
import { endpointQuery } from '../../lib/server-state/client';

/** Referral reads (API.md §18). Levels are the tenant's and change rarely; the rest follow income. */
const LEVELS_MS = 10 * 60_000;

export const levelsQuery = () => endpointQuery(referralsApi.levels, {}, { staleMs: LEVELS_MS });
export const progressQuery = () => endpointQuery(referralsApi.progress, {});
export const summaryQuery = () => endpointQuery(referralsApi.summary, {});
/** Newest income first. */
export const INCOME_INPUT = { query: { sort_by: 'created_at', sort_order: 'DESC' } } as const;
export const INCOME_PAGE = 10;
