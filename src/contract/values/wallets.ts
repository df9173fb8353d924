/** Wallet value lists (API.md §2, §7). */
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

/** Built in a pure call, like ORDER_TYPES: a screen that never reads it carries none of it. */
export const WALLET_TRANSACTION_RECORD_TYPES = /* @__PURE__ */ (() =>
  [
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
  ] as const)();
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

export const WALLET_SORT_FIELDS = ['created_at'] as const;

/** The roles a wallet's owner gives a member (API.md §19): never `owner`, a wallet has one. */
export const MEMBER_ROLES = ['admin', 'user'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
