import '@telegram-apps/telegram-ui/dist/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { navigate } from 'wouter/use-browser-location';
import { setupApi } from './api/http';
import { hasSession, onTokensChange } from './api/session';
import { App, type AppProps } from './app/App';
import { installHistoryDepth } from './app/history-depth';
import { paths } from './app/paths';
import { authCallInFlight, session } from './app/session-store';
import { config } from './config';
import { fromStartParam } from './launch/deep-links';
import { devMockRequested } from './launch/dev-flag';
import { telegramLaunchFailed } from './launch/launch-failure';
import { type LaunchParams, readLaunchParams, telegramIdentity } from './launch/launch-params';

/**
 * Bootstrap: config → launch (Telegram or web) → API setup → render. The Telegram SDK is loaded
 * only for a Telegram launch, so a browser visit never downloads it.
 */
async function boot() {
  installHistoryDepth();
  const devMock = (import.meta.env.DEV || config.isSandbox) && devMockRequested();
  if (devMock) (await import('./launch/dev-mock')).applyDevMock();

  const lp = readLaunchParams();
  const view: Omit<AppProps, 'devMock'> = lp
    ? await launchInTelegram(lp).catch(() => telegramLaunchFailed(lp))
    : launchOnWeb();

  setupApi({
    baseUrls: { core: config.apiUrl, v2: config.apiV2Url, totp: config.apiTotpUrl },
    tenantId: config.tenantId,
    environment: () => session.environment,
    telegramIdentity: () => telegramIdentity(readLaunchParams()),
    onLogout,
    onBlocked,
  });
  onTokensChange(() => {
    session.status = hasSession() ? 'signed-in' : 'signed-out';
  });

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App {...view} devMock={devMock} />
    </StrictMode>,
  );
}

async function launchInTelegram(lp: LaunchParams): Promise<Omit<AppProps, 'devMock'>> {
  session.environment = 'telegram';
  // Inside Telegram every launch signs in afresh with the (new) init data: see TelegramSignInScreen.
  session.status = 'unknown';
  const telegram = await import('./launch/telegram');
  await telegram.launchTelegram(lp);
  openStartParam(lp.startParam);
  return {
    appearance: telegram.telegramAppearance(lp),
    platform: lp.platform === 'ios' || lp.platform === 'macos' ? 'ios' : 'base',
  };
}

function launchOnWeb(): Omit<AppProps, 'devMock'> {
  session.environment = 'web';
  session.status = hasSession() ? 'signed-in' : 'signed-out';
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
  return { appearance: dark ? 'dark' : 'light', platform: 'base' };
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
