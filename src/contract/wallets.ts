/** Wallets — service v2, plus the legacy core CSV and statement-PDF routes (API.md §7). */
import * as z from 'zod';
import { Currency } from './common.ts';
import { uploadRoute } from './storage.ts';
import { KYC_ENTITY_TYPES, KYC_STATUSES } from './values/kyc.ts';
import {
  WALLET_ROLES,
  WALLET_SORT_FIELDS,
  WALLET_TRANSACTION_FILTER_RECORD_TYPES,
  WALLET_TRANSACTION_METHODS,
  WALLET_TRANSACTION_RECORD_TYPES,
  WALLET_TRANSACTION_SORT_FIELDS,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  WALLET_TYPES,
} from './values/wallets.ts';
import {
  bool,
  csv,
  file,
  int,
  iso,
  money,
  openEnum,
  route,
  sortedPageQuery,
  str,
  text,
  totalPage,
  uuid,
} from './wire.ts';

export const WalletKycInfo = z.strictObject({
  type: z.enum(KYC_ENTITY_TYPES),
  /** Default UNVERIFIED. */
  status: z.enum(KYC_STATUSES),
  email: str.nullable().optional(),
  phone: str.nullable().optional(),
  /** Read-only. */
  business_name: str.optional(),
  first_name: str.optional(),
  last_name: str.optional(),
});
export type WalletKycInfo = z.output<typeof WalletKycInfo>;

/** List item and create answer. */
export const WalletSummary = z.strictObject({
  uuid,
  name: str.nullable(),
  logo_url: str.nullable(),
  created_at: iso,
  role: z.enum(WALLET_ROLES),
  /** Optional in the contract; the client expects it. */
  kyc_info: WalletKycInfo.optional(),
  /**
   * Not in the platform's shapes (API.md §2: "carry no type field"): our sandbox echoes the type a
   * wallet was created with (SPEC §7); read it when present, never rely on it.
   */
  type: openEnum(WALLET_TYPES).optional(),
});
export type WalletSummary = z.output<typeof WalletSummary>;

export const BalanceDetail = z.strictObject({ uuid, amount: money, fiat_amount: money, currency: Currency });
export type BalanceDetail = z.output<typeof BalanceDetail>;

export const BalanceItem = z.strictObject({
  symbol: str,
  name: str,
  icon: str,
  is_crypto: bool,
  /** The client tolerates absent / null. */
  decimal: int.nullable().optional(),
  amount: money,
  fiat_amount: money,
  details: z.array(BalanceDetail),
});
export type BalanceItem = z.output<typeof BalanceItem>;

export const Wallet = z.strictObject({
  ...WalletSummary.shape,
  fiat_total: money,
  crypto_total: money,
  total_amount: money,
  balance: z.array(BalanceItem),
});
export type Wallet = z.output<typeof Wallet>;

/**
 * SPEC §7 says the body is the wallet type; API.md §7 says `{ name }`. Our client sends both: SPEC
 * decides what it does, and a platform that reads only `name` still gets it. `type` is optional
 * (personal when absent); `p2p`, the UI list's name of the trading wallet (API.md §2), is accepted.
 */
export const CreateWalletBody = z.strictObject({
  type: z
    .enum([...WALLET_TYPES, 'p2p'])
    .nullable()
    .optional(),
  name: text(64).nullable(),
});

export const WalletsQuery = z.strictObject({
  ...sortedPageQuery(WALLET_SORT_FIELDS),
  /** No fields defined by the platform. */
  filter: z.record(z.string(), z.string()).optional(),
  include_shared: bool.optional(),
});

export const WalletList = totalPage(WalletSummary);
export type WalletList = z.output<typeof WalletList>;

export const WalletQuery = z.strictObject({
  /** The client sends none. */
  show_low_balance: bool.optional(),
});

export const WalletAddress = z.strictObject({
  uuid: uuid.nullable(),
  wallet_uuid: uuid.nullable(),
  address: str.nullable(),
  chain: int.nullable(),
  created_at: iso,
  /** ⚠#4: older typing's misspelling; a platform may send it too. */
  created_ad: iso.optional(),
  /**
   * Our platform's additions (API.md has no place for them): the label the POST took, and the
   * memo / destination tag chains like XRP need next to the address. Absent elsewhere.
   */
  label: str.nullable().optional(),
  memo: str.nullable().optional(),
});
export type WalletAddress = z.output<typeof WalletAddress>;

/** GET answer: the latest address, plus (our platform's addition) every address on that chain. */
export const ListedWalletAddress = z.strictObject({
  ...WalletAddress.shape,
  addresses: z.array(WalletAddress).optional(),
});
export type ListedWalletAddress = z.output<typeof ListedWalletAddress>;

export const CreateAddressBody = z.strictObject({ label: text(64) });

/** All optional; the misspelled `transcation_*` keys are on the wire too (⚠#9). */
export const TransactionMeta = z.strictObject({
  order_id: str.optional(),
  txid: str.optional(),
  transaction_hash: str.optional(),
  fee: money.optional(),
  fee_currency: str.optional(),
  network_fee: money.optional(),
  network_fee_currency: str.optional(),
  billing_amount: money.optional(),
  billing_amount_currency: str.optional(),
  transaction_amount: money.optional(),
  transaction_amount_currency: str.optional(),
  transcation_amount: money.optional(),
  transcation_amount_currency: str.optional(),
  exchange_rate: money.optional(),
  from_address: str.optional(),
  to_address: str.optional(),
  chain_id: int.optional(),
  fiat_account_id: str.optional(),
  from_user_data: int.optional(),
  to_user_data: int.optional(),
  to_card_id: str.optional(),
  to_card_last4: str.optional(),
  to_fiat_account_id: str.optional(),
  to_vendor_id: str.optional(),
  utila_transaction: str.optional(),
});
export type TransactionMeta = z.output<typeof TransactionMeta>;

const transactionFields = {
  id: int,
  created_at: iso,
  type: openEnum(WALLET_TRANSACTION_TYPES),
  method: openEnum(WALLET_TRANSACTION_METHODS).nullable(),
  status: openEnum(WALLET_TRANSACTION_STATUSES),
  record_type: openEnum(WALLET_TRANSACTION_RECORD_TYPES).nullable(),
  amount: money,
  from: str.nullable(),
  to: str.nullable(),
  txid: str.nullable(),
  info: str.nullable(),
  wallet_id: uuid.nullable(),
  currency: Currency,
};
export const WalletTransaction = z.strictObject({
  ...transactionFields,
  /** Always present on the detail route. */
  meta: TransactionMeta.nullable().optional(),
});
export type WalletTransaction = z.output<typeof WalletTransaction>;

/** The detail route: all keys present, `meta` required. */
export const WalletTransactionDetail = z.strictObject({ ...transactionFields, meta: TransactionMeta });

/** Sent as the bracket-notation `filter` query object. */
export const TransactionsFilter = z.strictObject({
  created_at: str.optional(),
  type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
  method: z.enum(WALLET_TRANSACTION_METHODS).optional(),
  record_type: z.enum(WALLET_TRANSACTION_FILTER_RECORD_TYPES).optional(),
  /** Literal key with a dot. */
  'currency.uuid': uuid.optional(),
  'meta.billing_amount_currency': str.optional(),
  'meta.transaction_amount_currency': str.optional(),
  /** Matches `from` OR `to`. */
  address: str.optional(),
  from_created_at: iso.optional(),
  to_created_at: iso.optional(),
  /** Default false. */
  show_low_balance: bool.optional(),
  status: z.array(z.enum(WALLET_TRANSACTION_STATUSES)).optional(),
});
export type TransactionsFilter = z.input<typeof TransactionsFilter>;

export const TransactionsQuery = z.strictObject({
  ...sortedPageQuery(WALLET_TRANSACTION_SORT_FIELDS),
  filter: TransactionsFilter.optional(),
});

/** ⚠#5: the client reads `{ total, data }`; the contract adds `has_more`. */
export const WalletTransactionsPage = z.strictObject({
  total: int,
  data: z.array(WalletTransaction),
  has_more: bool.optional(),
});

export const TransactionsExportQuery = z.strictObject({ filter: TransactionsFilter.optional() });

/** Query of the statement PDF (core); the answer is the PDF itself. */
export const StatementPdfQuery = z.strictObject({
  from_date: iso.optional(),
  to_date: iso.optional(),
  /** Currency.uuid: only this currency's transactions. */
  crypto_id: uuid.optional(),
});

const chainPath = z.strictObject({ chain: int });

export const walletRoutes = {
  create: route({
    service: 'v2',
    method: 'POST',
    path: '/wallets',
    body: CreateWalletBody,
    response: WalletSummary,
  }),
  list: route({ service: 'v2', method: 'GET', path: '/wallets', query: WalletsQuery, response: WalletList }),
  /** 403 = no access. */
  get: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}',
    query: WalletQuery,
    response: Wallet,
  }),
  /** `chain` = Chain.id. 403 unless owner/admin. */
  createAddress: route({
    service: 'v2',
    method: 'POST',
    path: '/wallets/{wallet_id}/addresses/{chain}',
    params: chainPath,
    body: CreateAddressBody,
    response: WalletAddress,
  }),
  getAddress: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/addresses/{chain}',
    params: chainPath,
    response: ListedWalletAddress,
  }),
  /** Callers apply the defaults limit 10, offset 0 explicitly. */
  transactions: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions',
    query: TransactionsQuery,
    response: WalletTransactionsPage,
  }),
  /** `transaction_id` = WalletTransaction.id; `meta` is always present here. */
  transaction: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions/{transaction_id}',
    params: z.strictObject({ transaction_id: int }),
    response: WalletTransactionDetail,
  }),
  /** Current CSV export (v2). */
  exportCsv: route({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions/export/csv',
    query: TransactionsExportQuery,
    response: csv,
    answer: 'text',
  }),
  /** Legacy core CSV route; SPEC §7 names it as the one our client uses (⚠#13). */
  legacyCsv: route({
    service: 'core',
    method: 'GET',
    path: '/wallets/transactions/{wallet_uuid}/csv',
    response: csv,
    answer: 'text',
  }),
  /** The statement for a period as a PDF; no timeout, like the platform's own client (API.md §1.2). */
  statementPdf: route({
    service: 'core',
    method: 'GET',
    path: '/wallets/transactions/{wallet_uuid}/statement-pdf',
    query: StatementPdfQuery,
    response: file,
    answer: 'blob',
    untimed: true,
  }),
  /**
   * The wallet's logo (API.md §19: "file upload", owner only → `{ fullPath }`; 403 for anyone
   * else); Wallet.logo_url then points at it.
   */
  uploadLogo: uploadRoute('/wallets/{wallet_id}/logo'),
};
