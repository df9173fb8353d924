/** Issuing: cards, sub-accounts, programs — core service (API.md §12, §13). */
import type { FiatCurrency, IsoDate, OpenEnum, SortOrder, Uuid, WireAmount, WireNumber } from './common';
import type { OrderType } from './orders';

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

// ---- shapes (§12.4) ----

export interface Program {
  id: string;
  name: string;
  brand: string;
  account_currency: string;
  kyc_rails_id: string;
  vendor_id: string;
  integration_vendor_id: string;
  description: string | null;
  icon: string | null;
  consent_text: string | null;
  type: OpenEnum<CardType>;
  form_factor: OpenEnum<CardFormFactor>;
  sub_account_type: OpenEnum<SubAccountType>;
  max_cards: number;
  realtime_auth: boolean;
  tokenizable: boolean;
  card_issuing_fee: WireAmount | null;
  card_monthly_fee: WireAmount | null;
  initial_topup: WireAmount | null;
  status?: OpenEnum<IssuingProgramStatus>;
  order_types: { id: string; order_types_id: OpenEnum<OrderType>; issuing_programs_id: string }[];
}

/** For each period P: `P_enabled`, `P_cap`, `P_spent` (18 keys). */
export type Limits = { [P in LimitPeriod as `${P}_enabled`]: boolean } & {
  [P in LimitPeriod as `${P}_cap` | `${P}_spent`]: WireAmount;
};

/** All optional numbers (API.md §12.3): a cap can be set or changed, never sent as null. */
export type LimitsUpdate = { [P in LimitPeriod as `${P}_cap`]?: WireNumber };

export interface SubAccountDetails {
  iban: string;
  bank_name: string;
  swift_code: string;
  bank_address: string;
  receiver_name: string;
  payment_details: string;
  reference_number: string;
  registration_number: string;
}

export interface SubAccountCryptoDetail {
  currency_id: Uuid;
  deposit_address: string;
  chain_id: number;
  memo?: string;
}

/** Also called the card's "fiat account". */
export interface SubAccount {
  id: string;
  program_id: string;
  nick_name: string;
  wallet_id: Uuid;
  type: OpenEnum<SubAccountType>;
  status: OpenEnum<SubAccountStatus>;
  created_at: IsoDate;
  currency: FiatCurrency;
  balance: WireAmount;
  fiat_balance: WireAmount;
  realtimeauth_balance: WireAmount;
  total_balance: WireAmount;
  cards_count: number;
  issuing_program: Program;
  realtime_auth: { id: string; crypto_token: string; fiat_account: string; priority: number }[];
  account_details?: SubAccountDetails;
  crypto_details?: SubAccountCryptoDetail[];
}

export interface CardListItem {
  card_id: string;
  request_id: string;
  program_id: string;
  brand: string;
  last4: string;
  wallet_id: Uuid;
  card_status: OpenEnum<CardStatus>;
  type: OpenEnum<CardType>;
  form_factor: OpenEnum<CardFormFactor>;
  tokenizable: boolean;
  nick_name: string | null;
  name_on_card: string | null;
  created_at: IsoDate;
  fiat_account: SubAccount;
  limits?: Limits;
}

export interface CardDetail {
  id: string;
  card_id: string;
  brand: string;
  last4: string;
  wallet_id: Uuid;
  card_status: OpenEnum<CardStatus>;
  type: OpenEnum<CardType>;
  form_factor: OpenEnum<CardFormFactor>;
  tokenizable: boolean;
  nick_name: string;
  name_on_card: string | null;
  /** The client reads at least `id` and `type`; the detail flow re-fetches the sub-account. */
  fiat_account: SubAccount;
  issuing_programs: Program;
  limits?: Limits;
}

export interface CardMerchant {
  name: string;
  category_code: string;
  city: string;
  country: string;
}

export interface CardTransaction {
  vendor_transaction_id: string;
  vendor_sub_account_id: string;
  title: string;
  last4: string;
  created_at: IsoDate;
  cleared_at: IsoDate;
  merchant: CardMerchant;
  billing_amount: WireAmount;
  billing_currency: string;
  transaction_amount: WireAmount;
  transaction_currency: string;
  total_amount: WireAmount;
  transaction_type: OpenEnum<CardTransactionType>;
  status: OpenEnum<CardTransactionStatus>;
  is_credit: boolean;
  has_receipt: boolean;
  failure_reason: string;
  adjustment_type: string;
  review_status: string;
  group: string;
}

// ---- bodies (§12.3) ----

export interface CardCreate {
  program_id: string;
  wallet_id: Uuid;
  /** Generated by the client once per user intent. */
  request_id: string;
  nick_name: string;
  /** UserData.id, sent as a string. */
  user_data_id: string;
  initial_topup?: WireNumber;
  currency_id?: Uuid;
}

export interface BalanceCardCreate extends CardCreate {
  sub_account_id: string;
}

export interface BalanceCardCreated {
  card_id: string;
  status: string;
}

export interface CreateSubAccountBody {
  wallet_id: Uuid;
  program_id: string;
}

export interface UpdateCardBody {
  nick_name: string;
  /** Fresh random UUID v4 per call. */
  request_id: Uuid;
}

// ---- sensitive data (§13) ----

export interface SecretKeyBody {
  /** base64 RSA-OAEP(SHA-1) ciphertext of `{"key":"<b64>","timestamp":<ms>}`. */
  encrypted_key: string;
}

export interface SecretKeyAnswer {
  success: boolean;
  encrypted: boolean;
  /** base64 AES-256-CBC ciphertext. */
  data: string;
  /** base64 16-byte IV. */
  iv: string;
}

/** The inner `data` of the decrypted JSON. */
export interface CardSecrets {
  card_number: string;
  cvv: string;
  expiry_month: number;
  expiry_year: number;
  security_code?: string;
}

export interface CardOtp {
  otp: string;
  internal_card_id: string;
  /** Epoch number; unit not shown. */
  created_at: number;
  valid_to: number;
}

// ---- queries and pages (§12.2) ----

/** Bracket-notation `filter`: a partial card, e.g. `filter[fiat_account][type]=prepaid`. */
export interface CardListFilter {
  card_status?: CardStatus;
  type?: CardType;
  form_factor?: CardFormFactor;
  nick_name?: string;
  last4?: string;
  program_id?: string;
  fiat_account?: { type?: SubAccountType; id?: string };
}

export interface CardListQuery {
  wallet_uuid: Uuid;
  limit: number;
  offset: number;
  sort_by?: CardSortField;
  sort_order?: SortOrder;
  filter?: CardListFilter;
  /** Restricts to one sub-account. */
  fiat_account_id?: string;
}

export interface CardList {
  count: number;
  data: CardListItem[];
}

interface CardTransactionsBase {
  limit: number;
  offset: number;
  new_scheme: true;
}

/** One of `card_id` or `fiat_account_id` (= sub-account id). */
export type CardTransactionsQuery = CardTransactionsBase &
  ({ card_id: string; fiat_account_id?: undefined } | { fiat_account_id: string; card_id?: undefined });

export interface CardTransactionsCsvQuery {
  card_id: string;
}

export interface CardTransactionPage {
  count: number;
  data: CardTransaction[];
  has_more: boolean;
}

export interface SubAccountTransactionsQuery {
  limit: number;
  offset: number;
  card_id?: string;
  from_timestamp?: string;
  to_timestamp?: string;
  status?: string;
}

/**
 * One route, three variants: all with cards; "single" (exactly one card: lt 2, gt 0); without
 * cards (optionally by type). `pagination=true` always.
 */
export type SubAccountListQuery = { limit: number; offset: number; pagination: true } & (
  | { show_cards: true; lt_cards_limit?: undefined; gt_cards_limit?: undefined; type?: undefined }
  | { show_cards: true; lt_cards_limit: 2; gt_cards_limit: 0; type?: undefined }
  | { show_cards?: undefined; type?: SubAccountType }
);

/** `cards` is present when `show_cards=true` was sent. */
export interface SubAccountListItem extends SubAccount {
  cards?: CardListItem[];
}

export interface SubAccountList {
  count: number;
  data: SubAccountListItem[];
  has_more: boolean;
}

export interface ProgramsQuery {
  wallet_id: Uuid;
}

export interface ProgramList {
  count: number;
  data: Program[];
}
