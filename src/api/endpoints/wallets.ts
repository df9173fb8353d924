/** Wallets — service v2, plus the core CSV and statement-PDF routes (API.md §7). */
import { endpoint } from '../endpoint';
import type {
  CreateAddressBody,
  CreateWalletBody,
  StatementPdfQuery,
  TransactionsExportQuery,
  TransactionsQuery,
  Wallet,
  WalletAddress,
  WalletList,
  WalletQuery,
  WalletSummary,
  WalletsQuery,
  WalletTransaction,
  WalletTransactionsPage,
} from '../types';

type WalletPath = { wallet_id: string };

export const walletsApi = {
  create: endpoint<{ body: CreateWalletBody }, WalletSummary>({
    service: 'v2',
    method: 'POST',
    path: '/wallets',
  }),
  list: endpoint<{ query?: WalletsQuery }, WalletList>({ service: 'v2', method: 'GET', path: '/wallets' }),
  /** 403 = no access. */
  get: endpoint<{ path: WalletPath; query?: WalletQuery }, Wallet>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}',
  }),
  /** `chain` = Chain.id. 403 unless owner/admin. */
  createAddress: endpoint<{ path: WalletPath & { chain: number }; body: CreateAddressBody }, WalletAddress>({
    service: 'v2',
    method: 'POST',
    path: '/wallets/{wallet_id}/addresses/{chain}',
  }),
  getAddress: endpoint<{ path: WalletPath & { chain: number } }, WalletAddress>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/addresses/{chain}',
  }),
  /** Callers apply the defaults limit 10, offset 0 explicitly. */
  transactions: endpoint<{ path: WalletPath; query: TransactionsQuery }, WalletTransactionsPage>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions',
  }),
  /** `transaction_id` = WalletTransaction.id; `meta` is always present here. */
  transaction: endpoint<
    { path: WalletPath & { transaction_id: number } },
    WalletTransaction & { meta: NonNullable<WalletTransaction['meta']> }
  >({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions/{transaction_id}',
  }),
  /** Current CSV export (v2). */
  exportCsv: endpoint<{ path: WalletPath; query?: TransactionsExportQuery }, string>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions/export/csv',
    responseType: 'text',
  }),
  /** Legacy core CSV route; SPEC §7 names it as the one our client uses (⚠#13). */
  legacyCsv: endpoint<{ path: { wallet_uuid: string } }, string>({
    service: 'core',
    method: 'GET',
    path: '/wallets/transactions/{wallet_uuid}/csv',
    responseType: 'text',
  }),
  /** The statement for a period as a PDF; no timeout, like the platform's own client. */
  statementPdf: endpoint<{ path: { wallet_uuid: string }; query?: StatementPdfQuery }, Blob>({
    service: 'core',
    method: 'GET',
    path: '/wallets/transactions/{wallet_uuid}/statement-pdf',
    responseType: 'blob',
    timeout: false,
  }),
};

/** The one input every screen lists the user's wallets with, so all of them share one cache entry. */
export const MY_WALLETS = { query: { include_shared: true, limit: 100, offset: 0 } };
