// First: the built-ins the browser floor lacks, before any other module runs.
import './lib/floor-polyfills';
import '@telegram-apps/telegram-ui/dist/styles.css';
import './app/app.css';
import { lazy, StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { earlyRequestsSettled, markAppStarted } from './api/early-responses';
import { setupApi } from './api/http';
import {
  adoptSession,
  clearTokens,
  hasSession,
  newWebOwner,
  onTokensChange,
  sessionOwner,
} from './api/session';
import { App, type AppProps } from './app/App';
import { routes } from './app/routes';
import { config } from './config';
import type { TelegramOutcome } from './features/auth/sign-in';
import { startTelegramSignIn } from './features/auth/telegram-early';
import { followTelegramOutcome } from './features/auth/telegram-outcome';
import { forgetIntents } from './features/orders/intent/forget';
import { seedLastBalances, startHomeRequests, startWalletRequests } from './features/wallets/launch-data';
import { loadLaterNamespaces, startLocale, switchLocale } from './i18n';
import { needsEveryNamespace } from './i18n/first-locale';
import { createDeferredBridge } from './launch/deferred-bridge';
import { showTelegramUnavailable, telegramLaunchFailed } from './launch/launch-failure';
import { planTelegramLaunch } from './launch/telegram-plan';
import { devMockRequested } from './lib/dev-flag';
import { type LaunchParams, readLaunchParams, telegramIdentity } from './lib/launch-params';
import { bootLocale, cloudLocale } from './lib/locale-choice';
import { attachTelegram } from './lib/platform';
import { clearQueries } from './lib/query';
import { fromStartParam, isLandingTarget, routeParams } from './routing/deep-links';
import { installHistoryDepth } from './routing/history-depth';
import { isLazyScreen, type LazyScreen } from './routing/lazy-screen';
import { paths, patterns } from './routing/paths';
import { keepBalancesOf } from './session/balance-cache';
import { checkOwner, onOwnerChange } from './session/owner-change';
import { authCallInFlight, rememberReturnTo, session } from './session/session-store';

// The mocked Telegram's own controls (dev server and sandbox builds only): their own chunk.
const DevMockChrome = lazy(() => import('./launch/DevMockChrome'));

/**
 * Bootstrap: config → API setup → launch (Telegram or web) → render. The Telegram SDK is loaded
 * only for a Telegram launch, so a browser visit never downloads it. The API is set up first so
 * that the first requests (sign-in, wallets) leave during launch, in parallel with code.
 */
async function boot() {
  markAppStarted();
  installHistoryDepth();
  const devMock = config.telegramMock && devMockRequested();
  if (devMock) (await import('./launch/dev-mock')).applyDevMock();

  const lp = readLaunchParams();
  session.environment = lp ? 'telegram' : 'web';
  // The first screens' sentences download while the rest of the launch runs.
  const sentences = startLocale(bootLocale(lp));
  if (needsEveryNamespace(window.location.pathname)) void loadLaterNamespaces().catch(() => {});
  setupApi({
    baseUrls: { core: config.apiUrl, v2: config.apiV2Url, totp: config.apiTotpUrl },
    tenantId: config.tenantId,
    environment: () => session.environment,
    telegramIdentity: () => telegramIdentity(readLaunchParams()),
    onLogout,
    onBlocked,
  });
  // One owner per tab (session/owner-change.ts): what outlives a page — the device's balance snapshot,
  // this tab's drafts — and the query cache go whenever the owner changes, checked now for a change
  // made while this tab was away. Features' in-memory data registers where it lives.
  onOwnerChange(clearQueries);
  onOwnerChange(keepBalancesOf);
  onOwnerChange(forgetIntents);
  checkOwner();
  onTokensChange(() => {
    session.status = hasSession() ? 'signed-in' : 'signed-out';
  });

  const view: Omit<AppProps, 'devChrome'> = lp
    ? await launchInTelegram(lp).catch(() => telegramLaunchFailed(lp))
    : launchOnWeb();
  // The first screen's code came with the entry (preloaded from the HTML): have it ready before
  // the first render, so no splash stands in front of it. Signed in at '/', home; signed out, the
  // sign-in screen, where the gate sends every other address. Home's code, where a sign-in ends,
  // otherwise loads once the first screen is up (inside Telegram at once: it came with the entry).
  const home = lazyRoute(patterns.home);
  const first =
    session.status === 'signed-in'
      ? window.location.pathname === '/'
        ? home
        : null
      : lazyRoute(patterns.signIn);
  await first?.preload().catch(() => {}); // a failed load shows through the route's error boundary
  const loadHome = () => void home?.preload().catch(() => {});
  if (lp) loadHome();
  await sentences.catch(() => {}); // without them the app still runs; keys stand in and are reported

  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <StrictMode>
        <App {...view} devChrome={devMock && <DevMockChrome />} />
      </StrictMode>,
    );
  // Home with its wallets renders as a transition, in slices that let the main thread answer
  // input, instead of one long task. A sign-in form is small: one task paints it sooner.
  if (first === home) startTransition(render);
  else render();
  // The other screens' sentences, once the first screen is painted and its data has arrived: on a
  // slow network they would otherwise share the bandwidth with it, and even starting their loads
  // (a preload link per file) would hold up its render (a screen opened sooner waits for them).
  void whenIdle(1500)
    .then(() => earlyRequestsSettled(4000))
    .then(() => {
      void loadLaterNamespaces().catch(() => {});
      loadHome();
    });
  if (lp) void cloudLocale().then((chosen) => chosen && switchLocale(chosen));
}

async function launchInTelegram(lp: LaunchParams): Promise<Omit<AppProps, 'devChrome'>> {
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

function launchOnWeb(): Omit<AppProps, 'devChrome'> {
  session.status = hasSession() ? 'signed-in' : 'signed-out';
  if (session.status === 'signed-in') {
    // A session from before owners were recorded: a new one from now on (nothing cached yet).
    adoptSession(newWebOwner());
    // Home's requests leave now, with the code still loading; last balances show meanwhile. A
    // link to a wallet gets its screen's the same way.
    const path = window.location.pathname;
    const walletLink = routeParams(patterns.wallet, path);
    if (path === '/') {
      seedLastBalances();
      startHomeRequests();
    } else if (walletLink?.walletId) startWalletRequests(walletLink.walletId);
  }
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  return { appearance: dark ? 'dark' : 'light', platform: 'base' };
}

/** The route's screen when it is one the boot can load ahead (routing/lazy-screen.ts). */
function lazyRoute(pattern: string): LazyScreen | null {
  const component = routes.find((r) => r.path === pattern)?.component;
  return isLazyScreen(component) ? component : null;
}

/** Resolves when the main thread is next idle, or after `maxMs`. */
function whenIdle(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: maxMs });
    else setTimeout(resolve, 0);
  });
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

/** Forced logout (session can't be renewed): go to the logout route, unless a sign-in screen handles it. */
function onLogout() {
  if (authCallInFlight()) return;
  const url = config.logoutUrl;
  if (/^https?:/i.test(url)) window.location.assign(url);
  else if (window.location.pathname !== url) navigate(url);
}

/** A 423 from any call mid-session: the account is blocked, so show the screen that says so. */
function onBlocked() {
  if (authCallInFlight() || window.location.pathname === paths.blocked()) return;
  navigate(paths.blocked());
}

void boot();
