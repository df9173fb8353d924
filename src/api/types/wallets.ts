/** Wallet wire types — service v2 plus the legacy core CSV route (API.md §7). */
import type {
  Currency,
  IsoDate,
  OpenEnum,
  PageQuery,
  SortOrder,
  TotalPage,
  Uuid,
  WireAmount,
} from './common';
import type { KYCStatus, KycEntityType } from './kyc';
// With its extension: the sandbox (and so the Vite config that mounts it) loads this file at run time.
import { HIFI_ORDER_TYPES, L2F_ORDER_TYPES } from './orders.ts';

/** SPEC §3: the wallet type a wallet is created with (trading = P2P). */
export const WALLET_TYPES = [
  'business',
  'personal',
  'trading',
  'escrow',
  'merchant',
  'exchange',
  'staking',
  'vault',
] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

export const WALLET_ROLES = ['owner', 'admin', 'user'] as const;
export type WalletRole = (typeof WALLET_ROLES)[number];

/** Base list plus the v2 contract's extended values. */
export const WALLET_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'deposit_crypto',
  'withdrawal_crypto',
  'deposit_fiat',
  'withdrawal_fiat',
  'deposit_vcard',
  'withdrawal_vcard',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

export const WALLET_TRANSACTION_METHODS = [
  'p2p',
  'crypto',
  'bank_transfer',
  'exchange',
  'sbp',
  'internal_fiat',
] as const;
export type WalletTransactionMethod = (typeof WALLET_TRANSACTION_METHODS)[number];

export const WALLET_TRANSACTION_STATUSES = [
  'complete',
  'pending',
  'canceled',
  'failed',
  'processing',
  'new',
] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

export const WALLET_TRANSACTION_RECORD_TYPES = [
  'CARD_PROVIDER_DEPOSIT',
  'CARD_PROVIDER_REFUND',
  'CARD_PROVIDER_WITHDRAWAL',
  'DEPOSIT',
  'DEPOSIT_CRYPTO_EXTERNAL',
  'DEPOSIT_CRYPTO_INTERNAL',
  'DEPOSIT_INTERNAL',
  'DEPOSIT_MANUAL',
  'EXCHANGE_CRYPTO_INTERNAL',
  'EXCHANGE_OMNI',
  'EXT_EXCHANGE',
  'FEE',
  'NETWORK_FEE',
  'OFFRAMP_ACHWIRE',
  'OFFRAMP_SEPA',
  'OMNIBUS_CRYPTO_TRANSFER',
  'OMNIBUS_INTERNAL_TRANSFER',
  'ONRAMP_ACHWIRE',
  'ONRAMP_SEPA',
  'REFUND',
  'RN_CARDS_OFFRAMP',
  'TRANSFER_CARD_PREPAID',
  'TRANSFER_CARD_SUBACCOUNT',
  'TRANSFER_CARD_WHOLESALE',
  'TRANSFER_INTERNAL',
  'SEGREGATED_CRYPTO_TRANSFER',
  'WHOLESALE_CARD_DEPOSIT',
  'WITHDRAWAL',
  'WITHDRAWAL_CRYPTO_EXTERNAL',
  'WITHDRAWAL_CRYPTO_INTERNAL',
  'WITHDRAWAL_INTERNAL',
  'WITHDRAW_CARD_PREPAID',
  'WITHDRAW_CARD_SUBACCOUNT',
  ...L2F_ORDER_TYPES,
  ...HIFI_ORDER_TYPES,
  'AUTO_CONVERT_CRYPTO',
  'REFERRAL_INCOME',
] as const;
export type WalletTransactionRecordType = (typeof WALLET_TRANSACTION_RECORD_TYPES)[number];

/** Record types the transactions `filter[record_type]` accepts. */
export const WALLET_TRANSACTION_FILTER_RECORD_TYPES = ['WITHDRAWAL', 'DEPOSIT', 'REFERRAL_INCOME'] as const;
export type WalletTransactionFilterRecordType = (typeof WALLET_TRANSACTION_FILTER_RECORD_TYPES)[number];

export const WALLET_TRANSACTION_SORT_FIELDS = [
  'created_at',
  'type',
  'status',
  'amount',
  'from',
  'to',
  'method',
  'record_type',
] as const;
export type WalletTransactionSortField = (typeof WALLET_TRANSACTION_SORT_FIELDS)[number];

export interface WalletKycInfo {
  type: KycEntityType;
  /** Default UNVERIFIED. */
  status: KYCStatus;
  email?: string | null;
  phone?: string | null;
  /** Read-only. */
  business_name?: string;
  first_name?: string;
  last_name?: string;
}

/** List item and create answer. */
export interface WalletSummary {
  uuid: Uuid;
  name: string | null;
  logo_url: string | null;
  created_at: IsoDate;
  role: WalletRole;
  /** Optional in the contract; the client expects it. */
  kyc_info?: WalletKycInfo;
  /**
   * Not in the current platform shapes (API.md §2: "carry no type field"); read it when a platform
   * echoes the type the wallet was created with, never rely on it.
   */
  type?: OpenEnum<WalletType>;
}

export interface BalanceDetail {
  uuid: Uuid;
  amount: WireAmount;
  fiat_amount: WireAmount;
  currency: Currency;
}

export interface BalanceItem {
  symbol: string;
  name: string;
  icon: string;
  is_crypto: boolean;
  /** The client tolerates absent / null. */
  decimal?: number | null;
  amount: WireAmount;
  fiat_amount: WireAmount;
  details: BalanceDetail[];
}

export interface Wallet extends WalletSummary {
  fiat_total: WireAmount;
  crypto_total: WireAmount;
  total_amount: WireAmount;
  balance: BalanceItem[];
}

/**
 * SPEC §7 says the body is the wallet type; API.md §7 says `{ name }`. We send both: SPEC decides
 * what the client does, and a platform that reads only `name` still gets it.
 */
export interface CreateWalletBody {
  type: WalletType;
  name: string | null;
}

export const WALLET_SORT_FIELDS = ['created_at'] as const;

export interface WalletsQuery extends PageQuery {
  sort_order?: SortOrder;
  sort_by?: (typeof WALLET_SORT_FIELDS)[number];
  /** No fields defined by the platform. */
  filter?: Record<string, string>;
  include_shared?: boolean;
}

export type WalletList = TotalPage<WalletSummary>;

export interface WalletQuery {
  /** The client sends none. */
  show_low_balance?: boolean;
}

export interface WalletAddress {
  uuid: Uuid | null;
  wallet_uuid: Uuid | null;
  address: string | null;
  chain: number | null;
  created_at: IsoDate;
  /** ⚠#4: older typing's misspelling; a platform may send it too. */
  created_ad?: IsoDate;
}

export interface CreateAddressBody {
  label: string;
}

export interface TransactionMeta {
  order_id?: string;
  txid?: string;
  transaction_hash?: string;
  fee?: WireAmount;
  fee_currency?: string;
  network_fee?: WireAmount;
  network_fee_currency?: string;
  billing_amount?: WireAmount;
  billing_amount_currency?: string;
  transaction_amount?: WireAmount;
  transaction_amount_currency?: string;
  /** Misspelled variant that is on the wire (⚠#9); accept it. */
  transcation_amount?: WireAmount;
  transcation_amount_currency?: string;
  exchange_rate?: WireAmount;
  from_address?: string;
  to_address?: string;
  chain_id?: number;
  fiat_account_id?: string;
  from_user_data?: number;
  to_user_data?: number;
  to_card_id?: string;
  to_card_last4?: string;
  to_fiat_account_id?: string;
  to_vendor_id?: string;
  utila_transaction?: string;
}

export interface WalletTransaction {
  id: number;
  created_at: IsoDate;
  type: OpenEnum<WalletTransactionType>;
  method: OpenEnum<WalletTransactionMethod> | null;
  status: OpenEnum<WalletTransactionStatus>;
  record_type: OpenEnum<WalletTransactionRecordType> | null;
  amount: WireAmount;
  from: string | null;
  to: string | null;
  txid: string | null;
  info: string | null;
  wallet_id: Uuid | null;
  currency: Currency;
  /** Always present on the detail route. */
  meta?: TransactionMeta | null;
}

/** Sent as the bracket-notation `filter` query object. */
export interface TransactionsFilter {
  created_at?: string;
  type?: WalletTransactionType;
  method?: WalletTransactionMethod;
  record_type?: WalletTransactionFilterRecordType;
  /** Literal key with a dot. */
  'currency.uuid'?: Uuid;
  'meta.billing_amount_currency'?: string;
  'meta.transaction_amount_currency'?: string;
  /** Matches `from` OR `to`. */
  address?: string;
  from_created_at?: IsoDate;
  to_created_at?: IsoDate;
  /** Default false. */
  show_low_balance?: boolean;
  status?: WalletTransactionStatus[];
}

export interface TransactionsQuery extends PageQuery {
  filter?: TransactionsFilter;
  sort_order?: SortOrder;
  sort_by?: WalletTransactionSortField;
}

/** ⚠#5: the client reads `{ total, data }`; the contract adds `has_more`. */
export interface WalletTransactionsPage {
  total: number;
  data: WalletTransaction[];
  has_more?: boolean;
}

export interface TransactionsExportQuery {
  filter?: TransactionsFilter;
}

/** Query of the statement PDF (core, API.md §7); the answer is the PDF itself. */
export interface StatementPdfQuery {
  from_date?: IsoDate;
  to_date?: IsoDate;
  /** Currency.uuid: only this currency's transactions. */
  crypto_id?: Uuid;
}
