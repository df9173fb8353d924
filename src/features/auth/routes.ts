import { type ComponentType, lazy } from 'react';
import { isTelegram } from '../../lib/platform';
import { lazyScreen } from '../../routing/lazy-screen';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

type ScreenModule = Promise<{ default: ComponentType }>;

/**
 * A public route whose screen is the Telegram one inside Telegram and the web one elsewhere: the
 * choice is made when the chunk is first loaded, after the launch decided the environment.
 * `load` is how it loads (lazyScreen for a first screen the boot loads ahead).
 */
function perClient(
  path: string,
  telegram: () => ScreenModule,
  web: () => ScreenModule,
  load: (screen: () => ScreenModule) => RouteDef['component'] = lazy,
): RouteDef {
  return { path, public: true, component: load(() => (isTelegram() ? telegram() : web())) };
}

const telegramSignIn = () => import('./TelegramSignInScreen');

/**
 * Routes of the auth feature. Inside Telegram the sign-in and sign-up routes resolve to the
 * Telegram screens (no email/OTP forms there).
 */
export const authRoutes: RouteDef[] = [
  perClient(patterns.signIn, telegramSignIn, () => import('./SignInScreen'), lazyScreen),
  perClient(
    patterns.signUp,
    () => import('./TelegramSignUpScreen'),
    () => import('./SignUpScreen'),
  ),
  // Code sign-in is a web flow; inside Telegram the route falls back to the Telegram sign-in.
  perClient(patterns.signInCode, telegramSignIn, () => import('./CodeSignInScreen')),
  // Web email flows (issue 22): the magic-link request, and where an emailed link lands. Inside
  // Telegram the request falls back to the Telegram sign-in, as the code route does.
  perClient(patterns.signInMagic, telegramSignIn, () => import('./MagicLinkScreen')),
  { path: patterns.authLink, public: true, component: lazy(() => import('./AuthLinkScreen')) },
  { path: patterns.logout, public: true, component: lazy(() => import('./LogoutScreen')) },
  { path: patterns.blocked, public: true, component: lazy(() => import('./BlockedScreen')) },
  { path: patterns.telegramError, public: true, component: lazy(() => import('./TelegramErrorScreen')) },
  {
    path: patterns.telegramUnavailable,
    public: true,
    component: lazy(() => import('./TelegramUnavailableScreen')),
  },
  { path: patterns.telegramSwitch, public: true, component: lazy(() => import('./TelegramSwitchScreen')) },
];
