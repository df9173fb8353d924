// First: the built-ins the browser floor lacks, before any other module runs.
import './lib/floor-polyfills';
import { lazy, StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { markAppStarted } from './api/early-responses';
import { setupApi } from './api/http';
import { adoptSession, hasSession, newWebOwner, onTokensChange } from './api/session';
import { App, type AppProps } from './app/App';
import { routes } from './app/routes';
import { linkedWallet } from './boot/first-screen';
import { config } from './config';
import { forgetKycDrafts } from './features/kyc/form/draft-forget';
import { forgetIntents } from './features/orders/intent/forget';
import { startBalancePersister } from './features/wallets/balance-persister';
import { seedLastBalances, startHomeRequests, startWalletRequests } from './features/wallets/launch-data';
import { loadLaterNamespaces, startLocale, switchLocale } from './i18n';
import { needsEveryNamespace } from './i18n/first-locale';
import { telegramLaunchFailed } from './launch/launch-failure';
import { afterFirstPaint } from './lib/after-first-paint';
import { devMockRequested } from './lib/dev-flag';
import { readLaunchParams, telegramIdentity } from './lib/launch-params';
import { bootLocale, cloudLocale } from './lib/locale-choice';
import { queryClient } from './lib/server-state/client';
import { firstConfig, startTenantConfig } from './lib/tenant-config';
import { installHistoryDepth } from './routing/history-depth';
import { isLazyScreen, type LazyScreen } from './routing/lazy-screen';
import { paths, patterns } from './routing/paths';
import { keepBalancesOf } from './session/balance-cache';
import { checkOwner, onOwnerChange } from './session/owner-change';
import { captureReferral } from './session/referral';
import { authCallInFlight, session } from './session/session-store';

// The shell's stylesheets after every component's: telegram-ui's, then ours over it (app.css).
import '@telegram-apps/telegram-ui/dist/styles.css';
import './app/app.css';

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
  // The cache is cleared synchronously: queries are removed and their requests cancelled, and the
  // owner epoch remounts every screen (AuthGate), so the next paint reads an empty cache.
  onOwnerChange(() => queryClient.clear());
  onOwnerChange(keepBalancesOf);
  onOwnerChange(forgetIntents);
  onOwnerChange(forgetKycDrafts);
  // A web session from before owners were recorded gets one now, before the owner check: named
  // later, its change of owner would clear the cache under the requests already started (the
  // tenant config's, whose early answer is adopted once only, went to the network again).
  if (!lp && hasSession()) adoptSession(newWebOwner());
  checkOwner();
  // The tenant's configuration, which every screen asks (what is offered, the theme, the currency
  // of totals): after the owner check, whose clearing of the cache would cancel it (the early
  // script's answer is adopted once only). A later change of owner starts it from its stored copy.
  const tenantConfig = startTenantConfig();
  // After the owner check: a referral link's code belongs to the account created from this visit.
  captureReferral(lp?.startParam);
  startBalancePersister();
  onTokensChange(() => {
    session.status = hasSession() ? 'signed-in' : 'signed-out';
  });

  // A Telegram launch's half of the bootstrap is a chunk of its own (preloaded from the HTML on
  // such a launch): a web visit never downloads it. Its code not loading is a launch that failed.
  const view: Omit<AppProps, 'devChrome'> = lp
    ? await import('./main-telegram')
        .then((telegram) => telegram.launchInTelegram(lp))
        .catch(() => telegramLaunchFailed(lp))
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
  // A first web visit paints in the tenant's theme (its request left with the HTML's early script).
  if (!lp) await firstConfig(tenantConfig, 1500);

  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <StrictMode>
        <App {...view} devChrome={devMock && <DevMockChrome />} />
      </StrictMode>,
    );
  // Home with its wallets renders as a transition, in slices that let the main thread answer
  // input, instead of one long task. A sign-in form is small: rendered at once, in this task, so
  // no other task (an extension's or a test harness's injected script) lands between the boot and
  // the first paint, as one did while React's scheduler waited for its next task.
  if (first === home) startTransition(render);
  else flushSync(render);
  // The other screens' sentences, and home's code behind a sign-in, after the first paint.
  void afterFirstPaint().then(() => {
    void loadLaterNamespaces().catch(() => {});
    loadHome();
  });
  if (lp) void cloudLocale().then((chosen) => chosen && switchLocale(chosen));
}

function launchOnWeb(): Omit<AppProps, 'devChrome'> {
  session.status = hasSession() ? 'signed-in' : 'signed-out';
  if (session.status === 'signed-in') {
    // Home's requests leave now, with the code still loading; last balances show meanwhile. A
    // link to a wallet gets its screen's the same way.
    const path = window.location.pathname;
    const linked = linkedWallet(path);
    if (path === '/') {
      seedLastBalances();
      startHomeRequests();
    } else if (linked) startWalletRequests(linked);
  }
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  return { appearance: dark ? 'dark' : 'light', platform: 'base' };
}

/** The route's screen when it is one the boot can load ahead (routing/lazy-screen.ts). */
function lazyRoute(pattern: string): LazyScreen | null {
  const component = routes.find((r) => r.path === pattern)?.component;
  return isLazyScreen(component) ? component : null;
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
