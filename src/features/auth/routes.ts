import { lazy } from 'react';
import { isTelegram } from '../../lib/platform';
import { lazyScreen } from '../../routing/lazy-screen';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/**
 * Routes of the auth feature. Inside Telegram the sign-in and sign-up routes resolve to the
 * Telegram screens (no email/OTP forms there); the choice is made when the chunk is first loaded,
 * after the launch decided the environment.
 */
export const authRoutes: RouteDef[] = [
  {
    path: patterns.signIn,
    public: true,
    component: lazyScreen(() => (isTelegram() ? import('./TelegramSignInScreen') : import('./SignInScreen'))),
  },
  {
    path: patterns.signUp,
    public: true,
    component: lazy(() => (isTelegram() ? import('./TelegramSignUpScreen') : import('./SignUpScreen'))),
  },
  {
    path: patterns.signInCode,
    public: true,
    // Code sign-in is a web flow; inside Telegram the route falls back to the Telegram sign-in.
    component: lazy(() => (isTelegram() ? import('./TelegramSignInScreen') : import('./CodeSignInScreen'))),
  },
  // Web email flows (issue 22): the magic-link request, and where an emailed link lands. Inside
  // Telegram the request falls back to the Telegram sign-in, as the code route does.
  {
    path: patterns.signInMagic,
    public: true,
    component: lazy(() => (isTelegram() ? import('./TelegramSignInScreen') : import('./MagicLinkScreen'))),
  },
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
