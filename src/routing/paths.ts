/**
 * Every route of the app as a path pattern (wouter syntax) and a builder. Features link to each
 * other only through these builders. Telegram `startapp` values map to the same paths
 * (src/routing/deep-links.ts): segments joined by "_", e.g. `wallets_<uuid>_transactions_12`.
 */
const enc = encodeURIComponent;

/** A saved recipient (and one of their accounts or addresses) a flow opens with. */
export interface PayTo {
  recipient: string;
  destination?: string;
}
const payToQuery = (to?: PayTo) =>
  to
    ? `?${new URLSearchParams({ recipient: to.recipient, ...(to.destination ? { destination: to.destination } : {}) })}`
    : '';

/** A wallet's screen and its history: also read by the HTML's early script (src/boot/first-screen.ts). */
export const WALLET_PATTERN = '/wallets/:walletId';
export const WALLET_TRANSACTIONS_PATTERN = '/wallets/:walletId/transactions';

export const patterns = {
  home: '/',
  signIn: '/auth/sign-in',
  signUp: '/auth/sign-up',
  signInCode: '/auth/code',
  signInMagic: '/auth/magic',
  /** Where an emailed link (magic link, sign-up confirmation) lands (sandbox/auth/email-links.ts). */
  authLink: '/auth/link',
  logout: '/auth/logout',
  blocked: '/auth/blocked',
  telegramError: '/auth/telegram-error',
  telegramUnavailable: '/auth/telegram-unavailable',
  telegramSwitch: '/auth/telegram-switch',

  wallet: WALLET_PATTERN,
  walletTransactions: WALLET_TRANSACTIONS_PATTERN,
  walletTransaction: '/wallets/:walletId/transactions/:txId',
  walletDeposit: '/wallets/:walletId/deposit',
  virtualAccounts: '/wallets/:walletId/virtual-accounts',
  virtualAccount: '/wallets/:walletId/virtual-accounts/:vaId',

  exchange: '/wallets/:walletId/exchange',
  withdraw: '/wallets/:walletId/withdraw',
  transfer: '/wallets/:walletId/transfer',
  send: '/wallets/:walletId/send',
  sell: '/wallets/:walletId/sell',
  buy: '/wallets/:walletId/buy',
  order: '/wallets/:walletId/orders/:orderId',
  orderHistory: '/wallets/:walletId/orders',
  counterparties: '/wallets/:walletId/counterparties',
  counterparty: '/wallets/:walletId/counterparties/:counterpartyId',

  cards: '/cards',
  card: '/cards/:cardId',
  subAccounts: '/wallets/:walletId/sub-accounts',
  subAccount: '/sub-accounts/:subAccountId',

  kyc: '/wallets/:walletId/kyc',
  team: '/wallets/:walletId/team',
  /** An invite link's landing: `startapp=invite_<code>` inside Telegram opens the same screen. */
  invite: '/invite/:code',
  /** A service's questions (`services/:railId`) and the owner's details (`details`). */
  kycForms: '/wallets/:walletId/kyc/:form/:railId?',
  profile: '/profile',
  security: '/profile/security',
  developer: '/profile/developer',
  referrals: '/profile/referrals',
} as const;

export const paths = {
  home: () => '/',
  signIn: () => patterns.signIn,
  signUp: () => patterns.signUp,
  signInCode: () => patterns.signInCode,
  signInMagic: () => patterns.signInMagic,
  authLink: () => patterns.authLink,
  logout: () => patterns.logout,
  blocked: () => patterns.blocked,
  telegramError: () => patterns.telegramError,
  telegramUnavailable: () => patterns.telegramUnavailable,
  telegramSwitch: () => patterns.telegramSwitch,

  wallet: (walletId: string) => `/wallets/${enc(walletId)}`,
  walletTransactions: (walletId: string) => `/wallets/${enc(walletId)}/transactions`,
  walletTransaction: (walletId: string, txId: string | number) =>
    `/wallets/${enc(walletId)}/transactions/${enc(String(txId))}`,
  walletDeposit: (walletId: string) => `/wallets/${enc(walletId)}/deposit`,
  virtualAccounts: (walletId: string) => `/wallets/${enc(walletId)}/virtual-accounts`,
  virtualAccount: (walletId: string, vaId: string) =>
    `/wallets/${enc(walletId)}/virtual-accounts/${enc(vaId)}`,

  exchange: (walletId: string) => `/wallets/${enc(walletId)}/exchange`,
  withdraw: (walletId: string) => `/wallets/${enc(walletId)}/withdraw`,
  transfer: (walletId: string) => `/wallets/${enc(walletId)}/transfer`,
  /** Crypto to a saved recipient; optionally preselects the recipient and its address. */
  send: (walletId: string, to?: PayTo) => `/wallets/${enc(walletId)}/send${payToQuery(to)}`,
  /** Crypto to a bank account; optionally preselects the recipient and the account. */
  sell: (walletId: string, to?: PayTo) => `/wallets/${enc(walletId)}/sell${payToQuery(to)}`,
  /** Crypto paid by bank transfer; optionally preselects the user's own account that pays. */
  buy: (walletId: string, from?: PayTo) => `/wallets/${enc(walletId)}/buy${payToQuery(from)}`,
  order: (walletId: string, orderId: string) => `/wallets/${enc(walletId)}/orders/${enc(orderId)}`,
  /** The wallet's orders, newest first (order-history). */
  orderHistory: (walletId: string) => `/wallets/${enc(walletId)}/orders`,
  counterparties: (walletId: string) => `/wallets/${enc(walletId)}/counterparties`,
  counterparty: (walletId: string, counterpartyId: string) =>
    `/wallets/${enc(walletId)}/counterparties/${enc(counterpartyId)}`,

  cards: () => patterns.cards,
  card: (cardId: string) => `/cards/${enc(cardId)}`,
  subAccounts: (walletId: string) => `/wallets/${enc(walletId)}/sub-accounts`,
  subAccount: (subAccountId: string) => `/sub-accounts/${enc(subAccountId)}`,

  /** Verification; `service`: a KYC rail to open once the identity is verified (its next step). */
  kyc: (walletId: string, service?: string) =>
    `/wallets/${enc(walletId)}/kyc${service ? `?${new URLSearchParams({ service })}` : ''}`,
  team: (walletId: string) => `/wallets/${enc(walletId)}/team`,
  invite: (code: string) => `/invite/${enc(code)}`,
  profile: () => patterns.profile,
  security: () => patterns.security,
  developer: () => patterns.developer,
  referrals: () => patterns.referrals,
};
