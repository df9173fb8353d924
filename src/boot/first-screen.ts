import { hasSession } from '../api/session';
import { firstLocale, needsEveryNamespace } from '../i18n/first-locale';
import type { Locale } from '../i18n/locales';
import type { TelegramLaunch } from '../lib/launch-params';
import { WALLET_PATTERN, WALLET_TRANSACTIONS_PATTERN } from '../routing/paths';
import { routeParams } from '../routing/route-params';

/**
 * The first screen as src/main.tsx and the route table will show it, chosen by the HTML's first
 * inline script (launch.ts) and read by the second (preload.ts), which fetches its files.
 */
export type FirstScreenGroup = 'telegram' | 'signIn' | 'signUp' | 'home' | 'wallet' | 'transactions';

export interface FirstScreen {
  /** Undefined: a screen whose code is not fetched ahead. */
  group: FirstScreenGroup | undefined;
  /** The language the app will start in (its first sentences are fetched with the entry). */
  locale: Locale;
  /** A link past the first screens: every namespace of sentences loads at once. */
  everyNamespace: boolean;
}

declare global {
  interface Window {
    __firstScreen?: FirstScreen;
  }
}

/**
 * `launch`: this page's Telegram launch (null on the web). A Telegram launch shows a Telegram
 * screen; signed out, the sign-in screens (the gate sends every other address to sign-in); else
 * the route's own screen.
 */
export function firstScreen(launch: TelegramLaunch | null, path: string): FirstScreen {
  return {
    group: launch
      ? 'telegram'
      : !hasSession()
        ? path === '/auth/sign-up'
          ? 'signUp'
          : 'signIn'
        : path === '/'
          ? 'home'
          : linkedWallet(path) !== null
            ? 'wallet'
            : routeParams(WALLET_TRANSACTIONS_PATTERN, path)
              ? 'transactions'
              : undefined,
    locale: firstLocale(launch),
    everyNamespace: needsEveryNamespace(path),
  };
}

/** The wallet a link to a wallet's screen names, read as the app's router reads it, else null. */
export function linkedWallet(path: string): string | null {
  return routeParams(WALLET_PATTERN, path)?.walletId ?? null;
}
