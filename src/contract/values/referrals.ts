/** Referral program value lists (API.md §18). */

export const REFERRAL_REWARD_TYPES = ['cashback_percent', 'free_card'] as const;
export type ReferralRewardType = (typeof REFERRAL_REWARD_TYPES)[number];

export const REFERRAL_INCOME_SORT_FIELDS = ['created_at', 'type', 'status', 'amount', 'method'] as const;
