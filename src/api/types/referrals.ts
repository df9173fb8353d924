/** Referral program (API.md §18): types inferred from src/contract/referrals.ts. */
export type * from '../../contract/referrals';
export * from '../../contract/values/referrals';
