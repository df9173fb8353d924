import type Access from './messages/en/access.json';
import type Auth from './messages/en/auth.json';
import type Cards from './messages/en/cards.json';
import type Common from './messages/en/common.json';
import type FrontendKeys from './messages/en/frontendkeys.json';
import type History from './messages/en/history.json';
import type Home from './messages/en/home.json';
import type Kyc from './messages/en/kyc.json';
import type KycForms from './messages/en/kycforms.json';
import type Logos from './messages/en/logos.json';
import type Orders from './messages/en/orders.json';
import type Profile from './messages/en/profile.json';
import type Recipients from './messages/en/recipients.json';
import type Referrals from './messages/en/referrals.json';
import type Rules from './messages/en/rules.json';
import type Signup from './messages/en/signup.json';
import type Team from './messages/en/team.json';
import type Tenant from './messages/en/tenant.json';
import type Ui from './messages/en/ui.json';
import type Wallets from './messages/en/wallets.json';

/**
 * Catalogues are split by namespace so a screen downloads only the sentences it can show.
 * `start` namespaces are what the first screens need (the shell, home, the sign-in screens), in
 * one file per locale; they load before the first render. The rest load right after it, and any
 * other screen waits for them. The sign-in screens' words (`auth`, under 1 KB) ride in that file
 * rather than one of their own: over HTTP/1.1 a sign-in's wave of seven files waited a round trip
 * for a seventh connection; home carries them for it (it has the room since its entry script and
 * stylesheet joined `start`: vite.config.ts).
 */
export const START_NAMESPACES = ['common', 'home', 'auth'] as const;
/**
 * Later namespaces hold what only screens after the first show. `rules`: what the shared bank and
 * address rules find wrong. `ui`: shared widgets' words no first screen shows (amount field, copy,
 * QR, order/card/KYC statuses). `access`: the other ways in (code sign-in, Telegram sign-up,
 * blocked, logout), each its own lazily loaded screen. `tenant`: what the tenant's configuration
 * makes the app say (a service it does not offer). `signup`: the sign-up extras (invite code,
 * captcha, "check your email", magic link and its landing), loaded with the parts that show them.
 * `logos`: the profile picture's and a wallet logo's upload.
 */
export const LATER_NAMESPACES = [
  'wallets',
  'orders',
  'recipients',
  'rules',
  'ui',
  'access',
  'cards',
  'kyc',
  'kycforms',
  'profile',
  'history',
  'signup',
  'team',
  'tenant',
  'referrals',
  'frontendkeys',
  'logos',
] as const;
export type Namespace = (typeof START_NAMESPACES)[number] | (typeof LATER_NAMESPACES)[number];

type Keys<N extends Namespace, T> = `${N}.${Extract<keyof T, string>}`;

/** Every message id: `<namespace>.<key in messages/en/<namespace>.json>`, checked by tsc. */
export type MessageKey =
  | Keys<'common', typeof Common>
  | Keys<'auth', typeof Auth>
  | Keys<'home', typeof Home>
  | Keys<'wallets', typeof Wallets>
  | Keys<'orders', typeof Orders>
  | Keys<'history', typeof History>
  | Keys<'recipients', typeof Recipients>
  | Keys<'rules', typeof Rules>
  | Keys<'ui', typeof Ui>
  | Keys<'access', typeof Access>
  | Keys<'cards', typeof Cards>
  | Keys<'kyc', typeof Kyc>
  | Keys<'profile', typeof Profile>
  | Keys<'signup', typeof Signup>
  | Keys<'team', typeof Team>
  | Keys<'tenant', typeof Tenant>
  | Keys<'referrals', typeof Referrals>
  | Keys<'frontendkeys', typeof FrontendKeys>
  | Keys<'kycforms', typeof KycForms>
  | Keys<'logos', typeof Logos>;

/** Placeholder values: numbers drive plurals (`{count, plural, …}`), strings are put in as they are. */
export type MessageValues = Record<string, string | number>;
