/** Issuing: cards, sub-accounts, programs — core service (API.md §12, §13). */
import { endpoint } from '../endpoint';
import type {
  BalanceCardCreate,
  BalanceCardCreated,
  CardCreate,
  CardDetail,
  CardList,
  CardListQuery,
  CardOtp,
  CardTransactionPage,
  CardTransactionsCsvQuery,
  CardTransactionsQuery,
  CreateSubAccountBody,
  LimitsUpdate,
  ProgramList,
  ProgramsQuery,
  SecretKeyAnswer,
  SecretKeyBody,
  SubAccount,
  SubAccountList,
  SubAccountListQuery,
  SubAccountTransactionsQuery,
  UpdateCardBody,
} from '../types';

type CardPath = { card_id: string };
type SubAccountPath = { sub_account_id: string };

export const issuingApi = {
  /** Prepaid / stand-alone card. */
  createCard: endpoint<{ body: CardCreate }, CardDetail>({
    service: 'core',
    method: 'POST',
    path: '/issuing/cards/create',
  }),
  /** Card in a (balance) sub-account; the stand-alone flow creates the sub-account first. */
  createBalanceCard: endpoint<{ body: BalanceCardCreate }, BalanceCardCreated>({
    service: 'core',
    method: 'POST',
    path: '/issuing/cards/balance',
  }),
  cards: endpoint<{ query: CardListQuery }, CardList>({
    service: 'core',
    method: 'GET',
    path: '/issuing/cards',
  }),
  card: endpoint<{ path: CardPath }, CardDetail>({
    service: 'core',
    method: 'GET',
    path: '/issuing/cards/{card_id}',
  }),
  /** Answer must carry success, encrypted, data and iv, else "Failed to get encrypted secret key". */
  secretKey: endpoint<{ path: CardPath; body: SecretKeyBody }, SecretKeyAnswer>({
    service: 'core',
    method: 'POST',
    path: '/issuing/cards/{card_id}/sensitive/secretkey',
  }),
  /** Note the `/vcards` prefix. */
  cardOtp: endpoint<{ path: CardPath }, CardOtp>({
    service: 'core',
    method: 'GET',
    path: '/vcards/cards/{card_id}/sensitive/otp',
  }),
  freeze: endpoint<{ path: CardPath }, CardDetail>({
    service: 'core',
    method: 'PATCH',
    path: '/issuing/cards/{card_id}/freeze',
  }),
  unfreeze: endpoint<{ path: CardPath }, CardDetail>({
    service: 'core',
    method: 'PATCH',
    path: '/issuing/cards/{card_id}/unfreeze',
  }),
  /** Closes the card. Answer not shown; the client ignores it. */
  close: endpoint<{ path: CardPath }, unknown>({
    service: 'core',
    method: 'DELETE',
    path: '/issuing/cards/{card_id}',
  }),
  updateLimits: endpoint<{ path: CardPath; body: LimitsUpdate }, CardDetail>({
    service: 'core',
    method: 'PATCH',
    path: '/issuing/cards/{card_id}/limits',
  }),
  /** Rename: `request_id` is a fresh UUID v4 per call. */
  update: endpoint<{ path: CardPath; body: UpdateCardBody }, CardDetail>({
    service: 'core',
    method: 'PATCH',
    path: '/issuing/cards/{card_id}/update',
  }),
  /** Trailing slash is part of the route. Always `new_scheme=true`. */
  transactions: endpoint<{ query: CardTransactionsQuery }, CardTransactionPage>({
    service: 'core',
    method: 'GET',
    path: '/issuing/transactions/',
  }),
  transactionsCsv: endpoint<{ query: CardTransactionsCsvQuery }, string>({
    service: 'core',
    method: 'GET',
    path: '/issuing/transactions/csv',
    responseType: 'text',
  }),
  subAccounts: endpoint<{ path: { wallet_uuid: string }; query: SubAccountListQuery }, SubAccountList>({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/list/{wallet_uuid}',
  }),
  subAccount: endpoint<{ path: SubAccountPath }, SubAccount>({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/{sub_account_id}',
  }),
  createSubAccount: endpoint<{ body: CreateSubAccountBody }, SubAccount>({
    service: 'core',
    method: 'POST',
    path: '/issuing/sub_account',
  }),
  subAccountTransactions: endpoint<
    { path: SubAccountPath; query: SubAccountTransactionsQuery },
    CardTransactionPage
  >({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/{sub_account_id}/transactions',
  }),
  subAccountTransactionsCsv: endpoint<{ path: SubAccountPath }, string>({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/{sub_account_id}/transactions/csv',
    responseType: 'text',
  }),
  programs: endpoint<{ query: ProgramsQuery }, ProgramList>({
    service: 'core',
    method: 'GET',
    path: '/issuing/config/programs',
  }),
};
