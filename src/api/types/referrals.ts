/** Referral program — service v2 (API.md §18). */
import type { PageQuery, SortOrder, TotalPage, WireAmount } from './common';
import type { TransactionsFilter } from './wallets';

export const REFERRAL_REWARD_TYPES = ['cashback_percent', 'free_card'] as const;
export type ReferralRewardType = (typeof REFERRAL_REWARD_TYPES)[number];

export interface ReferralLevel {
  from: number;
  to?: number | null;
  title: string;
  description?: string | null;
  /** Percent, or card count. */
  reward: { type: ReferralRewardType; value: number };
}

export interface ReferralLevels {
  levels: ReferralLevel[];
}

export const REFERRAL_INCOME_SORT_FIELDS = ['created_at', 'type', 'status', 'amount', 'method'] as const;

export interface ReferralIncomeQuery extends PageQuery {
  sort_order?: SortOrder;
  sort_by?: (typeof REFERRAL_INCOME_SORT_FIELDS)[number];
  filter?: Omit<TransactionsFilter, 'type' | 'record_type' | 'address'>;
}

/** Items not shown by the platform. */
export type ReferralIncomePage = TotalPage<Record<string, unknown>>;

export interface ReferralProgress {
  currentLevel: ReferralLevel;
  missingAmount: WireAmount;
  completedPercent: number;
}

export interface ReferralSummary {
  total_amount: WireAmount;
  incoming_amount: WireAmount;
}
