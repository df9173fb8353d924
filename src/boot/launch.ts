/**
 * The HTML's first inline script, run as the HTML is parsed, before any stylesheet or module:
 *   1. reads the launch and chooses the first screen and its language (first-screen.ts) for the
 *      route preloader (preload.ts), the HTML's second script;
 *   2. sends the first platform requests instead of after the entry has loaded and run. Each is
 *      exactly the request the app will make (the same launch choice, URL, token, body and only
 *      the API.md §1.2 headers, from the app's own modules); the app adopts the answer once
 *      (src/api/early-responses.ts) or, on any difference, sends its own. Web home with a stored
 *      token: the wallet list, then each wallet; a link to a wallet (a support agent's, opened
 *      cold): that wallet and its latest rows. Telegram: the sign-in, then home's data with its
 *      token (or the stored one on a relaunch showing the last balances). Every launch: the
 *      tenant's configuration.
 *
 * Compiled at build time (src/build/boot-scripts.ts) into a minified script at the browser
 * floor's level; `__EARLY__` is this build's platform (src/build/route-preload.ts), null for none.
 * Keep it tiny: it is on every first load, and imports only dependency-free modules.
 */
import { type AppEnvironment, contractHeaders } from '../api/contract-headers';
import type { EarlyAnswer, EarlyRequest } from '../api/early-responses';
import type { Service } from '../api/endpoint';
import { fillPath } from '../api/query-string';
import { getAccessToken, sessionOwner } from '../api/session';
import { planTelegramLaunch } from '../launch/telegram-plan';
import { launchInPage, parseLaunch, type TelegramLaunch, telegramIdentity } from '../lib/launch-params';
import { loadBalances } from '../session/balance-cache';
import { firstScreen, linkedWallet } from './first-screen';

/** One of the early requests, resolved by the build from the endpoint table and the base URL. */
export interface EarlyEndpoint {
  service: Service;
  method: string;
  /** With the query; `{name}` placeholders filled here. */
  url: string;
}

/** What the build injects: where the requests go and as which tenant. */
export interface EarlyPlatform {
  tenant: string;
  walletList: EarlyEndpoint;
  wallet: EarlyEndpoint;
  /** A wallet's latest rows (the query its screen asks with), `{wallet_id}` filled here. */
  walletRecent: EarlyEndpoint;
  telegramSignIn: EarlyEndpoint;
  /** The tenant's configuration (lib/tenant-config.ts): every launch, without a token. */
  tenantConfig: EarlyEndpoint;
}

declare const __EARLY__: EarlyPlatform | null;

const raw = launchInPage();
const launch = raw === null ? null : parseLaunch(raw);
window.__firstScreen = firstScreen(launch, location.pathname);
// The app asks itself once it runs (should this script ever run after it); an engine below the
// floor asks nothing early.
const platform = __EARLY__;
if (platform && !window.__appStarted && 'fetch' in window) startRequests(platform, launch);

function startRequests(api: EarlyPlatform, launch: TelegramLaunch | null): void {
  const environment: AppEnvironment = launch ? 'telegram' : 'web';
  const token = getAccessToken();
  const early: EarlyRequest[] = [];
  window.__earlyRequests = early;

  function send(
    endpoint: EarlyEndpoint,
    bearer: string | null,
    body: string | null,
    path?: Record<string, string>,
  ): Promise<EarlyAnswer> {
    const url = fillPath(endpoint.url, path);
    const headers = contractHeaders(api.tenant, environment, endpoint.service, bearer);
    window.__earlyPending = (window.__earlyPending ?? 0) + 1;
    // No cookie, as the app's own calls (src/api/http.ts). In Chromium a request without
    // credentials also takes its own connections: on a host that serves the app and the platform
    // over HTTP/1.1, the wallet list no longer waits for one of the six behind the code files.
    const response = fetch(url, { method: endpoint.method, headers, body, credentials: 'omit' }).then((r) =>
      r.text().then((text) => ({ status: r.status, text })),
    );
    // Counted down a turn later, so a request this one's answer starts is counted first.
    const done = () => setTimeout(() => window.__earlyPending!--, 0);
    response.then(done, done);
    early.push({ method: endpoint.method, url, token: bearer, environment, body, at: Date.now(), response });
    return response;
  }

  function home(bearer: string): void {
    send(api.walletList, bearer, null)
      .then((r) => {
        const list: { uuid: string }[] = r.status === 200 ? (JSON.parse(r.text).data ?? []) : [];
        for (const wallet of list) send(api.wallet, bearer, null, { wallet_id: wallet.uuid });
      })
      .catch(() => {});
  }

  // Every first screen needs it (the theme, what is offered); it is the tenant's, sent without a token.
  send(api.tenantConfig, null, null);
  const atHome = location.pathname === '/';
  if (!launch) {
    const linked = linkedWallet(location.pathname);
    if (token && atHome) home(token);
    else if (token && linked) {
      send(api.wallet, token, null, { wallet_id: linked });
      send(api.walletRecent, token, null, { wallet_id: linked });
    }
    return;
  }
  const identity = telegramIdentity(launch);
  if (!identity) return;
  // A start param that names no screen still lands on home in the app (deep-links.ts); here any
  // start param counts as a deep link, to keep the route table out of this script: the app then
  // asks for home's data itself.
  const plan = planTelegramLaunch(
    launch.user?.id,
    sessionOwner(),
    (owner) => loadBalances(owner) !== null,
    !launch.startParam && atHome,
  );
  if (plan === 'ask') return;
  // The body as the app's wire writer makes it: these three strings have no amounts to keep exact.
  const signIn = send(api.telegramSignIn, token, JSON.stringify(identity));
  if (plan.relaunch) {
    if (plan.toHome) home(token!);
  } else if (plan.toHome)
    signIn
      .then((r) => {
        const fresh: string | undefined = r.status === 200 ? JSON.parse(r.text).access_token : undefined;
        if (fresh) home(fresh);
      })
      .catch(() => {});
}
