/** Issuing value lists (API.md §2, §12). */

export const CARD_FORM_FACTORS = ['VIRTUAL', 'PHYSICAL'] as const;
export type CardFormFactor = (typeof CARD_FORM_FACTORS)[number];

export const CARD_TYPES = ['CREDIT', 'DEBIT'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const CARD_STATUSES = ['ACTIVE', 'FROZEN', 'BLOCKED', 'INACTIVE', 'CANCELED', 'CLOSED'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

export const CARD_TRANSACTION_TYPES = [
  'AUTHORIZATION',
  'CLEARING',
  'REFUND',
  'REVERSAL',
  'ORIGINAL_CREDIT',
  'FEE',
  'DEPOSIT',
  'WITHDRAWAL',
  'PAYMENT',
  'PURCHASE',
] as const;
export type CardTransactionType = (typeof CARD_TRANSACTION_TYPES)[number];

/** Both CANCELLED and CANCELED are on the wire. */
export const CARD_TRANSACTION_STATUSES = [
  'APPROVED',
  'CLEARED',
  'COMPLETED',
  'EXPIRED',
  'FAILED',
  'CANCELLED',
  'CANCELED',
  'PENDING',
  'REVERSED',
  'DECLINED',
] as const;
export type CardTransactionStatus = (typeof CARD_TRANSACTION_STATUSES)[number];

export const ISSUING_PROGRAM_STATUSES = ['ACTIVE', 'ARCHIVED'] as const;
export type IssuingProgramStatus = (typeof ISSUING_PROGRAM_STATUSES)[number];

export const SUB_ACCOUNT_STATUSES = ['ACTIVE', 'BLOCKED', 'INACTIVE', 'CANCELED'] as const;
export type SubAccountStatus = (typeof SUB_ACCOUNT_STATUSES)[number];

export const SUB_ACCOUNT_TYPES = ['prepaid', 'balance'] as const;
export type SubAccountType = (typeof SUB_ACCOUNT_TYPES)[number];

export const CARD_SORT_FIELDS = [
  'created_at',
  'card_status',
  'last4',
  'nick_name',
  'name_on_card',
  'card_id',
] as const;
export type CardSortField = (typeof CARD_SORT_FIELDS)[number];

export const LIMIT_PERIODS = ['all_time', 'daily', 'weekly', 'monthly', 'yearly', 'per_transaction'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
