import { navigate } from 'wouter/use-browser-location';
import { clearTokens, sessionOwner } from './api/session';
import type { AppProps } from './app/App';
import type { TelegramOutcome } from './features/auth/sign-in';
import { startTelegramSignIn } from './features/auth/telegram-early';
import { followTelegramOutcome } from './features/auth/telegram-outcome';
import { seedLastBalances, startHomeRequests } from './features/wallets/launch-data';
import { createDeferredBridge } from './launch/deferred-bridge';
import { showTelegramUnavailable } from './launch/launch-failure';
import { planTelegramLaunch } from './launch/telegram-plan';
import type { LaunchParams } from './lib/launch-params';
import { attachTelegram } from './lib/platform';
import { whenIdle } from './lib/when-idle';
import { fromStartParam, isLandingTarget } from './routing/deep-links';
import { paths } from './routing/paths';
import { rememberReturnTo, session } from './session/session-store';

/**
 * The bootstrap's Telegram half (src/main.tsx runs it on a Telegram launch): the sign-in with the
 * launch's identity, the last balances of a returning user, the Telegram client around the app.
 * A chunk of its own with the Telegram sign-in screen, preloaded from the HTML on a Telegram launch
 * only (src/boot/first-screen.ts): a web visit never downloads it.
 */
export async function launchInTelegram(lp: LaunchParams): Promise<Omit<AppProps, 'devChrome'>> {
  // Inside Telegram every launch signs in afresh with the (new) init data, and the request leaves
  // now, while the SDK loads; TelegramSignInScreen takes its outcome over.
  session.status = 'unknown';
  // A returning user on this device: their last balances at once, home right away; the sign-in
  // runs meanwhile and replaces the token (or, if the account is gone, leaves home). Another
  // Telegram user on this device signs in in their place: the change of owner drops the last one's data.
  const plan = planTelegramLaunch(
    lp.user?.id,
    sessionOwner(),
    seedLastBalances,
    fromStartParam(lp.startParam) === null && window.location.pathname === '/',
  );
  if (plan === 'ask') return askBeforeSwitching(lp);
  const { relaunch, toHome } = plan;
  const signIn = startTelegramSignIn(lp);
  if (relaunch) {
    session.status = 'signed-in';
    if (toHome) startHomeRequests();
    void signIn.then((outcome) => {
      if (outcome.kind === 'signed-in' || outcome.kind === 'failed') return;
      clearTokens();
      followTelegramOutcome(outcome, navigate);
    });
  } else if (toHome) {
    void signIn.then((outcome) => {
      if (outcome.kind === 'signed-in' && outcome.to === paths.home()) startHomeRequests();
    });
  }
  const shell = startTelegramShell(lp, relaunch, signIn);
  openStartParam(lp.startParam);
  return shell;
}

/**
 * A Telegram launch on a device where a web session (or one of unknown owner) is signed in: it
 * never replaces that session unasked. The Telegram screen asks which account to use
 * (TelegramSwitchScreen); no Telegram sign-in leaves until the user chooses.
 */
function askBeforeSwitching(lp: LaunchParams): Omit<AppProps, 'devChrome'> {
  session.status = 'signed-in';
  // Where the launch was going, once the user has chosen Telegram's account.
  const target = fromStartParam(lp.startParam) ?? `${window.location.pathname}${window.location.search}`;
  rememberReturnTo(isLandingTarget(target) ? target : null);
  history.replaceState(null, '', paths.telegramSwitch());
  return startTelegramShell(lp, false, null);
}

/**
 * The Telegram client around the app: theme, the SDK (loaded after the first paint), the bridge.
 * `signIn`: the launch's sign-in, when one left (its verdict outranks a failure to start).
 */
function startTelegramShell(
  lp: LaunchParams,
  relaunch: boolean,
  signIn: Promise<TelegramOutcome> | null,
): Omit<AppProps, 'devChrome'> {
  // The first screen renders now, as a Telegram screen, with the theme Telegram sent: the SDK
  // (its own chunk) connects to the bridge when it has loaded, instead of holding the render.
  const bridge = createDeferredBridge();
  attachTelegram(bridge);
  document.documentElement.dataset.telegram = lp.platform;
  for (const [key, value] of Object.entries(lp.themeParams))
    document.documentElement.style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, value);
  // Its chunk downloads with the entry (preloaded). On a relaunch showing the last balances it runs
  // once that screen is painted (idle), not competing with its render; a sign-in screen, whose
  // Main Button is its action, gets it at once.
  void (relaunch ? whenIdle(1500) : Promise.resolve())
    .then(() => import('./launch/telegram'))
    .then((telegram) => telegram.launchTelegram(lp, bridge))
    .catch(() => showTelegramUnavailable(navigate, signIn));
  return {
    appearance: lp.colorScheme,
    platform: lp.platform === 'ios' || lp.platform === 'macos' ? 'ios' : 'base',
  };
}

const START_PARAM_SEEN = 'app/startParamSeen';

/** Opens the `startapp` target once per launch (a reload must not jump back to it). */
function openStartParam(startParam: string | null) {
  const target = fromStartParam(startParam);
  if (!target || sessionStorage.getItem(START_PARAM_SEEN) === startParam) return;
  sessionStorage.setItem(START_PARAM_SEEN, startParam!);
  // Replace, keeping the launch hash out of the address: the SDK already stored it.
  history.replaceState(null, '', target);
}
