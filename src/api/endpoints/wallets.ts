/** Wallets — service v2, plus the core CSV and statement-PDF routes (API.md §7). */

import type { walletRoutes as R } from '../../contract/wallets';
import { endpoint } from '../endpoint';

export const walletsApi = {
  create: endpoint<typeof R.create>({
    service: 'v2',
    method: 'POST',
    path: '/wallets',
  }),
  list: endpoint<typeof R.list>({ service: 'v2', method: 'GET', path: '/wallets' }),
  /** 403 = no access. */
  get: endpoint<typeof R.get>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}',
  }),
  /** `chain` = Chain.id. 403 unless owner/admin. */
  createAddress: endpoint<typeof R.createAddress>({
    service: 'v2',
    method: 'POST',
    path: '/wallets/{wallet_id}/addresses/{chain}',
  }),
  getAddress: endpoint<typeof R.getAddress>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/addresses/{chain}',
  }),
  /** Callers apply the defaults limit 10, offset 0 explicitly. */
  transactions: endpoint<typeof R.transactions>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions',
  }),
  /** `transaction_id` = WalletTransaction.id; `meta` is always present here. */
  transaction: endpoint<typeof R.transaction>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions/{transaction_id}',
  }),
  /** Current CSV export (v2). */
  exportCsv: endpoint<typeof R.exportCsv>({
    service: 'v2',
    method: 'GET',
    path: '/wallets/{wallet_id}/transactions/export/csv',
    responseType: 'text',
  }),
  /** Legacy core CSV route; SPEC §7 names it as the one our client uses (⚠#13). */
  legacyCsv: endpoint<typeof R.legacyCsv>({
    service: 'core',
    method: 'GET',
    path: '/wallets/transactions/{wallet_uuid}/csv',
    responseType: 'text',
  }),
  /** The statement for a period as a PDF; no timeout, like the platform's own client. */
  statementPdf: endpoint<typeof R.statementPdf>({
    service: 'core',
    method: 'GET',
    path: '/wallets/transactions/{wallet_uuid}/statement-pdf',
    responseType: 'blob',
    timeout: false,
  }),
  /** The wallet's logo, owner only (403 otherwise), multipart; no timeout, as the user's picture. */
  uploadLogo: endpoint<typeof R.uploadLogo>({
    service: 'v2',
    method: 'POST',
    path: '/wallets/{wallet_id}/logo',
    timeout: false,
  }),
};

/** The one input every screen lists the user's wallets with, so all of them share one cache entry. */
export const MY_WALLETS = { query: { include_shared: true, limit: 100, offset: 0 } };
