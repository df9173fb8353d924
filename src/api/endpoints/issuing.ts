/** Issuing: cards, sub-accounts, programs — core service (API.md §12, §13). */

import type { issuingRoutes as R } from '../../contract/issuing';
import { endpoint } from '../endpoint';

export const issuingApi = {
  /** Prepaid / stand-alone card. */
  createCard: endpoint<typeof R.createCard>({
    service: 'core',
    method: 'POST',
    path: '/issuing/cards/create',
  }),
  /** Card in a (balance) sub-account; the stand-alone flow creates the sub-account first. */
  createBalanceCard: endpoint<typeof R.createBalanceCard>({
    service: 'core',
    method: 'POST',
    path: '/issuing/cards/balance',
  }),
  cards: endpoint<typeof R.cards>({
    service: 'core',
    method: 'GET',
    path: '/issuing/cards',
  }),
  card: endpoint<typeof R.card>({
    service: 'core',
    method: 'GET',
    path: '/issuing/cards/{card_id}',
  }),
  /** Answer must carry success, encrypted, data and iv, else "Failed to get encrypted secret key". */
  secretKey: endpoint<typeof R.secretKey>({
    service: 'core',
    method: 'POST',
    path: '/issuing/cards/{card_id}/sensitive/secretkey',
  }),
  /** Note the `/vcards` prefix. */
  cardOtp: endpoint<typeof R.cardOtp>({
    service: 'core',
    method: 'GET',
    path: '/vcards/cards/{card_id}/sensitive/otp',
  }),
  freeze: endpoint<typeof R.freeze>({
    service: 'core',
    method: 'PATCH',
    path: '/issuing/cards/{card_id}/freeze',
  }),
  unfreeze: endpoint<typeof R.unfreeze>({
    service: 'core',
    method: 'PATCH',
    path: '/issuing/cards/{card_id}/unfreeze',
  }),
  /** Closes the card. Answer not shown; the client ignores it. */
  close: endpoint<typeof R.close>({
    service: 'core',
    method: 'DELETE',
    path: '/issuing/cards/{card_id}',
  }),
  updateLimits: endpoint<typeof R.updateLimits>({
    service: 'core',
    method: 'PATCH',
    path: '/issuing/cards/{card_id}/limits',
  }),
  /** Rename: `request_id` is a fresh UUID v4 per call. */
  update: endpoint<typeof R.update>({
    service: 'core',
    method: 'PATCH',
    path: '/issuing/cards/{card_id}/update',
  }),
  /** Trailing slash is part of the route. Always `new_scheme=true`. */
  transactions: endpoint<typeof R.transactions>({
    service: 'core',
    method: 'GET',
    path: '/issuing/transactions/',
  }),
  transactionsCsv: endpoint<typeof R.transactionsCsv>({
    service: 'core',
    method: 'GET',
    path: '/issuing/transactions/csv',
    responseType: 'text',
  }),
  subAccounts: endpoint<typeof R.subAccounts>({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/list/{wallet_uuid}',
  }),
  subAccount: endpoint<typeof R.subAccount>({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/{sub_account_id}',
  }),
  createSubAccount: endpoint<typeof R.createSubAccount>({
    service: 'core',
    method: 'POST',
    path: '/issuing/sub_account',
  }),
  subAccountTransactions: endpoint<typeof R.subAccountTransactions>({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/{sub_account_id}/transactions',
  }),
  subAccountTransactionsCsv: endpoint<typeof R.subAccountTransactionsCsv>({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/{sub_account_id}/transactions/csv',
    responseType: 'text',
  }),
  programs: endpoint<typeof R.programs>({
    service: 'core',
    method: 'GET',
    path: '/issuing/config/programs',
  }),
};
