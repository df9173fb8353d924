import type { Page } from 'playwright-core';

/**
 * Every screen and sheet the accessibility test visits, one line each. A state is a path (built
 * from the ids the test found or made for the signed-in user) and, for a sheet, the control that
 * opens it. A path of null means this user has no such thing (e.g. no card in a fresh Telegram
 * account): the state is skipped and the test prints it.
 */
export interface Fixtures {
  wallet: string;
  /** A wallet of another type (business, vault), when the user has one. */
  other?: string | undefined;
  /** A business wallet the user owns: its More has the logo upload. */
  business?: string | undefined;
  tx?: number | undefined;
  virtualAccount?: string | undefined;
  card?: string | undefined;
  subAccount?: string | undefined;
  counterparty?: string | undefined;
  order?: string | undefined;
  /** One transaction of each kind the user's history has (helpers/detail-fixtures.ts). */
  txs?: Partial<Record<TxKind, number>> | undefined;
  /** One order of each kind the user could make (helpers/detail-fixtures.ts). */
  orders?: Partial<Record<OrderKind, string>> | undefined;
}

export const TX_KINDS = [
  'exchange received',
  'exchange paid',
  'crypto received',
  'crypto sent',
  'crypto failed',
  'sent to a recipient',
  'bank in',
  'bank out',
  'between wallets',
  'card top-up',
  'fee',
] as const;
export type TxKind = (typeof TX_KINDS)[number];
export const ORDER_KINDS = ['exchange', 'transfer', 'buy', 'sell', 'withdraw', 'send'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export interface ScreenState {
  name: string;
  path: (f: Fixtures) => string | null | undefined;
  /** Opens a sheet on the screen: the control's accessible name (button, link or cell). */
  sheet?: RegExp;
  /**
   * The catalogue key of that control's name, so the sheet opens in any language (`sheet` is
   * English); absent when the name is the same in every language (a currency's).
   */
  opener?: string;
  /** A control (by test id) tapped before the screen is read: a collapsed section's toggle. */
  reveal?: string;
  /** Signed-out screens run before sign-in (web only). */
  signedOut?: boolean;
}

const w = (f: Fixtures, rest = '') => `/wallets/${f.wallet}${rest}`;
const when = <T>(v: T | undefined, to: (v: T) => string) => (v === undefined ? null : to(v));

export const SIGNED_OUT: ScreenState[] = [
  { name: 'sign in', path: () => '/auth/sign-in', signedOut: true },
  { name: 'sign up', path: () => '/auth/sign-up', signedOut: true },
  { name: 'sign in with a code', path: () => '/auth/code', signedOut: true },
  { name: 'sign in with a link', path: () => '/auth/magic', signedOut: true },
  { name: 'an emailed link that no longer works', path: () => '/auth/link', signedOut: true },
];

export const SIGNED_IN: ScreenState[] = [
  { name: 'home', path: () => '/' },
  {
    name: 'home · new wallet sheet',
    path: () => '/',
    sheet: /^(New|Create|Add) (a )?wallet/i,
    opener: 'home.wallets.new',
  },
  { name: 'wallet', path: (f) => w(f) },
  { name: 'deposit · crypto sheet', path: (f) => w(f, '/deposit'), sheet: /^(USDT|Tether)/ },
  { name: 'wallet of another type', path: (f) => when(f.other, (id) => `/wallets/${id}`) },
  { name: 'transactions', path: (f) => w(f, '/transactions') },
  { name: 'transaction', path: (f) => when(f.tx, (id) => w(f, `/transactions/${id}`)) },
  { name: 'deposit', path: (f) => w(f, '/deposit') },
  { name: 'bank accounts', path: (f) => w(f, '/virtual-accounts') },
  { name: 'bank account', path: (f) => when(f.virtualAccount, (id) => w(f, `/virtual-accounts/${id}`)) },
  { name: 'exchange', path: (f) => w(f, '/exchange') },
  // A list picker's sheet (currencies with icons and balances), instead of a native select; only
  // for a user whose money has arrived (the fixture's exchange went through), else there is none.
  {
    name: 'exchange · currency picker',
    path: (f) => when(f.order, () => w(f, '/exchange')),
    sheet: /^Currency/,
    opener: 'orders.form.currency',
  },
  { name: 'withdraw', path: (f) => w(f, '/withdraw') },
  { name: 'transfer', path: (f) => w(f, '/transfer') },
  { name: 'send', path: (f) => w(f, '/send') },
  { name: 'sell', path: (f) => w(f, '/sell') },
  { name: 'buy', path: (f) => w(f, '/buy') },
  { name: 'order', path: (f) => when(f.order, (id) => w(f, `/orders/${id}`)) },
  { name: 'orders', path: (f) => w(f, '/orders') },
  { name: 'recipients', path: (f) => w(f, '/counterparties') },
  {
    name: 'recipients · new recipient sheet',
    path: (f) => w(f, '/counterparties'),
    sheet: /^(Add|New) (a )?recipient/i,
    opener: 'recipients.list.add',
  },
  {
    name: 'recipients · own account sheet',
    path: (f) => w(f, '/counterparties'),
    sheet: /^Add your own account/i,
    opener: 'recipients.own.add',
  },
  { name: 'recipient', path: (f) => when(f.counterparty, (id) => w(f, `/counterparties/${id}`)) },
  { name: 'cards', path: () => '/cards' },
  // Only a verified user can issue a card; a fresh Telegram account (no card) sees "verify first",
  // which the 'cards' state checks.
  {
    name: 'cards · issue sheet',
    path: (f) => when(f.card, () => '/cards'),
    sheet: /^Issue (a )?(new )?card/i,
    opener: 'cards.list.issue',
  },
  { name: 'card', path: (f) => when(f.card, (id) => `/cards/${id}`) },
  {
    name: 'card · top-up sheet',
    path: (f) => when(f.card, (id) => `/cards/${id}`),
    sheet: /^Top up/i,
    opener: 'cards.card.actions.topUp',
  },
  {
    name: 'card · move to wallet sheet',
    path: (f) => when(f.card, (id) => `/cards/${id}`),
    sheet: /^Move to wallet/i,
    opener: 'cards.card.actions.toWallet',
  },
  {
    name: 'card · rename sheet',
    path: (f) => when(f.card, (id) => `/cards/${id}`),
    sheet: /^Tap to rename$/,
    opener: 'cards.card.row.rename',
  },
  {
    name: 'card · close sheet',
    path: (f) => when(f.card, (id) => `/cards/${id}`),
    sheet: /^Close (the |this )?card/i,
    opener: 'cards.card.close',
  },
  { name: 'sub-accounts', path: (f) => w(f, '/sub-accounts') },
  {
    name: 'sub-accounts · open sheet',
    path: (f) => w(f, '/sub-accounts'),
    sheet: /^Open a sub-account/i,
    opener: 'cards.subs.open',
  },
  { name: 'sub-account', path: (f) => when(f.subAccount, (id) => `/sub-accounts/${id}`) },
  {
    name: 'sub-account · move to wallet sheet',
    path: (f) => when(f.subAccount, (id) => `/sub-accounts/${id}`),
    sheet: /^Move to wallet/i,
    opener: 'cards.card.actions.toWallet',
  },
  { name: 'verification', path: (f) => w(f, '/kyc') },
  { name: 'verification · a service’s questions', path: (f) => w(f, '/kyc/services/rail_us_banking') },
  { name: 'verification · details', path: (f) => w(f, '/kyc/details') },
  { name: 'profile', path: () => '/profile' },
  {
    name: 'profile · edit sheet',
    path: () => '/profile',
    sheet: /^(Edit|Name)/,
    opener: 'profile.details.edit',
  },
  { name: 'security', path: () => '/profile/security' },
  {
    name: 'security · authenticator sheet',
    path: () => '/profile/security',
    sheet: /authenticator/i,
    opener: 'profile.security.setUp',
  },
  { name: 'API keys', path: () => '/profile/developer' },
  {
    name: 'API keys · create sheet',
    path: () => '/profile/developer',
    sheet: /^Create/,
    opener: 'profile.developer.create',
  },
  { name: 'team', path: (f) => w(f, '/team') },
  {
    name: 'team · invite sheet',
    path: (f) => w(f, '/team'),
    sheet: /^Invite someone/,
    opener: 'team.invite.open',
  },
  // An invite link's landing (the code is not checked until the user taps Join).
  { name: 'invite link', path: () => '/invite/A11yInviteCode7' },
  {
    name: 'API keys · frontend key sheet',
    path: () => '/profile/developer',
    sheet: /^Create frontend key/,
    opener: 'frontendkeys.create.open',
  },
  // The tests that walk these screens turn the tenant's referral program on.
  { name: 'referrals', path: () => '/profile/referrals' },
  // A link to the logout route from outside the app asks first (LogoutScreen); nobody is signed out.
  { name: 'sign out · the question a link gets', path: () => '/auth/logout' },
  { name: 'not found', path: () => '/no-such-screen' },
];

/**
 * The screens that show one record of a kind: a transaction of each kind, an order of each kind.
 * With SIGNED_IN they make EVERY_SCREEN, which the no-internals walk visits; a new screen or
 * sheet is one line in either list.
 */
export const DETAILS: ScreenState[] = [
  ...TX_KINDS.map((kind) => ({
    name: `transaction · ${kind}`,
    path: (f: Fixtures) => when(f.txs?.[kind], (id) => w(f, `/transactions/${id}`)),
  })),
  ...ORDER_KINDS.map((kind) => ({
    name: `order · ${kind}`,
    path: (f: Fixtures) => when(f.orders?.[kind], (id) => w(f, `/orders/${id}`)),
  })),
  { name: 'wallet · more', path: (f) => w(f), reveal: 'more-toggle' },
  {
    name: 'business wallet · more (its logo)',
    path: (f) => when(f.business, (id) => `/wallets/${id}`),
    reveal: 'more-toggle',
  },
  {
    name: 'wallet · statement sheet',
    path: (f) => w(f),
    reveal: 'more-toggle',
    sheet: /^Download statement/i,
    opener: 'wallets.more.statement.title',
  },
  {
    name: 'verification · a service',
    path: (f) => w(f, '/kyc'),
    sheet: /^US bank/i,
    opener: 'kyc.rail.name.usBanking',
  },
];

export const EVERY_SCREEN: ScreenState[] = [...SIGNED_IN, ...DETAILS];

/** Moves inside the app as a tap would (no reload: a Telegram launch signs in once per load). */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
