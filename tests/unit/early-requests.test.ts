import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earlyRequestsSettled, markAppStarted } from '../../src/api/early-responses';
import { authApi } from '../../src/api/endpoints/auth';
import { MY_WALLETS, walletsApi } from '../../src/api/endpoints/wallets';
import { call, setupApi } from '../../src/api/http';
import { getAccessToken, startSession, storeTokens } from '../../src/api/session';
import { launchScript } from '../../src/build/route-preload';
import { recentInput, walletInput } from '../../src/features/wallets/data';
import { readLaunchParams, telegramIdentity } from '../../src/lib/launch-params';
import { queryClient } from '../../src/lib/server-state/client';
import { readTenantConfig, startTenantConfig } from '../../src/lib/tenant-config';

/**
 * The HTML's preloader sends home's first requests (and, inside Telegram, the sign-in) before the
 * app's code has arrived; the API layer must adopt each answer exactly once, as if it had sent the
 * request itself — never a second copy on the wire, never a different meaning.
 */
const V2 = 'https://v2.test';
const script = await launchScript({ v2: V2, tenant: 'tenant-1' });
const W1 = '11111111-0000-4000-8000-000000000001';
const W2 = '11111111-0000-4000-8000-000000000002';

interface Seen {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
  credentials: RequestCredentials | undefined;
}

/**
 * The tenant's configuration leaves at every launch, without a token (lib/tenant-config.ts): kept
 * apart from `seen`, which holds the account's requests, and checked by its own tests below.
 */
const configSeen: Seen[] = [];
const CONFIG = { default_theme_mode: 'light', theme_switch: true, base_currency: 'EUR', tg_bot_name: null };

/** A fake platform on the global fetch (the preloader and the app both use it). */
function platform(opts: { expired?: string; slowWallets?: number; legacyOnly?: boolean } = {}) {
  const seen: Seen[] = [];
  let generation = 1;
  const reply = (status: number, body: unknown) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers: Record<string, string> = {};
    const given = init?.headers;
    const pairs = given instanceof Headers ? [...given.entries()] : Object.entries(given ?? {});
    for (const [k, v] of pairs) headers[k.toLowerCase()] = String(v);
    const body = typeof init?.body === 'string' ? init.body : null;
    const credentials = init?.credentials;
    if (url.endsWith('/config')) {
      configSeen.push({ method: init?.method ?? 'GET', url, headers, body, credentials });
      return opts.legacyOnly && url.endsWith('/system/config')
        ? reply(404, { message: 'no route' })
        : reply(200, CONFIG);
    }
    seen.push({ method: init?.method ?? 'GET', url, headers, body, credentials });
    if (url.endsWith('/auth/refresh/refresh-token')) {
      generation += 1;
      return reply(200, { access_token: `access-${generation}`, refresh_token: `refresh-${generation}` });
    }
    if (url.endsWith('/auth/sign-in/telegram'))
      return reply(200, { access_token: 'tg-access', refresh_token: 'tg-refresh' });
    if (headers.authorization === `Bearer ${opts.expired}`) return reply(401, { message: 'expired' });
    if (url.includes('/wallets?'))
      return reply(200, `{"data":[{"uuid":"${W1}","balance":1234.5},{"uuid":"${W2}","total":1}],"total":2}`);
    if (opts.slowWallets) await new Promise((r) => setTimeout(r, opts.slowWallets));
    return reply(200, { uuid: url.split('/').pop(), balances: [] });
  });
  vi.stubGlobal('fetch', fetchImpl);
  return seen;
}

let environment: 'web' | 'telegram' = 'web';
const onLogout = vi.fn();
function setup() {
  setupApi({
    baseUrls: { core: 'https://core.test', v2: V2, totp: 'https://totp.test' },
    tenantId: 'tenant-1',
    environment: () => environment,
    telegramIdentity: () => telegramIdentity(readLaunchParams()),
    onLogout,
  });
}
const settle = () => new Promise((r) => setTimeout(r, 0));
const runPreloader = async () => {
  new Function(script)();
  await settle();
};

beforeEach(() => {
  configSeen.length = 0;
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
  environment = 'web';
  onLogout.mockClear();
  delete window.__earlyRequests;
  delete window.__appStarted;
  delete window.__earlyPending;
  setup();
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

describe('web home with a stored token', () => {
  it('the wallet list and each wallet leave before the app runs and are adopted once, not sent again', async () => {
    const seen = platform();
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    await runPreloader();
    expect(seen.map((r) => r.url)).toEqual([
      `${V2}/wallets?include_shared=true&limit=100&offset=0`,
      `${V2}/wallets/${W1}`,
      `${V2}/wallets/${W2}`,
    ]);

    const list = await call(walletsApi.list, MY_WALLETS);
    await call(walletsApi.get, walletInput(W1));
    await call(walletsApi.get, walletInput(W2));
    expect(seen).toHaveLength(3);
    // Read by the app's wire parser: the amount is a decimal string, as from its own request.
    expect((list.data[0] as unknown as { balance: string }).balance).toBe('1234.5');

    // Only API.md §1.2 headers, exactly as the app sends them itself.
    await call(walletsApi.list, MY_WALLETS);
    expect(seen).toHaveLength(4);
    expect(seen[0]!.headers).toEqual(seen[3]!.headers);
    expect(Object.keys(seen[0]!.headers).sort()).toEqual([
      'app-enviroment',
      'authorization',
      'content-type',
      'x-tenant-id',
    ]);
    // And no cookie of the app's origin, early or not: the platform reads the header alone.
    expect([...seen, ...configSeen].map((r) => r.credentials)).toEqual(
      Array(seen.length + configSeen.length).fill('omit'),
    );
  });

  it('a 401 on the early list leads to one refresh and one retry, not a logout', async () => {
    const seen = platform({ expired: 'access-1' });
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    await runPreloader();
    const list = await call(walletsApi.list, MY_WALLETS);
    expect(list.data).toHaveLength(2);
    expect(seen.map((r) => r.url.replace(V2, ''))).toEqual([
      '/wallets?include_shared=true&limit=100&offset=0',
      '/auth/refresh/refresh-token',
      '/wallets?include_shared=true&limit=100&offset=0',
    ]);
    expect(seen[2]!.headers.authorization).toBe('Bearer access-2');
    expect(onLogout).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('access-2');
  });

  it('a request that differs (another token by now) is sent afresh', async () => {
    const seen = platform();
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    await runPreloader();
    storeTokens({ access_token: 'access-9' });
    await call(walletsApi.list, MY_WALLETS);
    expect(seen).toHaveLength(4);
    expect(seen[3]!.headers.authorization).toBe('Bearer access-9');
  });

  it('nothing leaves once the app has started (a cached entry ran before the async preloader)', async () => {
    const seen = platform();
    storeTokens({ access_token: 'access-1' });
    markAppStarted();
    await runPreloader();
    expect(seen).toHaveLength(0);
  });

  it('the first data counts as settled only once the wallets the list named have come back too', async () => {
    const seen = platform({ slowWallets: 200 });
    storeTokens({ access_token: 'access-1' });
    new Function(script)();
    expect(window.__earlyPending).toBe(2); // the list and the tenant's configuration
    const started = Date.now();
    await earlyRequestsSettled(5000);
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(window.__earlyPending).toBe(0);
  });

  it('nothing leaves without a token or away from home and a wallet link', async () => {
    const seen = platform();
    await runPreloader();
    storeTokens({ access_token: 'access-1' });
    window.history.replaceState(null, '', '/cards');
    await runPreloader();
    window.history.replaceState(null, '', `/wallets/${W1}/transactions`);
    await runPreloader();
    window.history.replaceState(null, '', '/');
    expect(seen).toHaveLength(0);
  });
});

describe("a link to a wallet (a support agent's), signed in", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('the wallet and its latest rows leave before the app runs, and its screen adopts both', async () => {
    const seen = platform();
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    window.history.replaceState(null, '', `/wallets/${W1}`);
    await runPreloader();
    expect(seen.map((r) => r.url)).toEqual([
      `${V2}/wallets/${W1}`,
      `${V2}/wallets/${W1}/transactions?limit=5&offset=0`,
    ]);
    // The screen's own reads, with its own inputs: answered by the early requests, nothing sent.
    await call(walletsApi.get, walletInput(W1));
    await call(walletsApi.transactions, recentInput(W1));
    expect(seen).toHaveLength(2);
    expect(seen.every((r) => r.headers.authorization === 'Bearer access-1')).toBe(true);
  });

  it('signed out, nothing leaves but the configuration', async () => {
    const seen = platform();
    window.history.replaceState(null, '', `/wallets/${W1}`);
    await runPreloader();
    expect(seen).toHaveLength(0);
    expect(configSeen).toHaveLength(1);
  });
});

describe('Telegram launch', () => {
  /** Launch data in the hash; `bridge`: a Telegram client around the page (its webview proxy). */
  function launch(user: object, extra = '', bridge = true) {
    if (bridge) Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } });
    const initData = new URLSearchParams({
      user: JSON.stringify(user),
      auth_date: '1',
      hash: 'abc',
    }).toString();
    window.location.hash = `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppPlatform=android&tgWebAppVersion=8.0${extra}`;
    environment = 'telegram';
  }

  it('the sign-in leaves from the raw init data, is adopted, and home data follows with its token', async () => {
    const seen = platform();
    launch({ id: 42, first_name: 'A B+C' });
    await runPreloader();
    await settle();
    const session = await call(authApi.signInTelegram, { body: telegramIdentity(readLaunchParams())! });
    expect(session.access_token).toBe('tg-access');
    storeTokens(session);
    await call(walletsApi.list, MY_WALLETS);
    await call(walletsApi.get, walletInput(W1));
    expect(seen.map((r) => `${r.method} ${r.url.replace(V2, '')} ${r.headers.authorization ?? '-'}`)).toEqual(
      [
        'POST /auth/sign-in/telegram -',
        'GET /wallets?include_shared=true&limit=100&offset=0 Bearer tg-access',
        `GET /wallets/${W1} Bearer tg-access`,
        `GET /wallets/${W2} Bearer tg-access`,
      ],
    );
    expect(seen[0]!.headers['app-enviroment']).toBe('telegram');
  });

  it('launch data in a link opened in a plain browser signs nobody in: the web session’s home data leaves', async () => {
    const seen = platform();
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    launch({ id: 42 }, '', false);
    environment = 'web';
    await runPreloader();
    await settle();
    expect(seen.map((r) => `${r.method} ${r.url.replace(V2, '')} ${r.headers.authorization}`)).toEqual([
      'GET /wallets?include_shared=true&limit=100&offset=0 Bearer access-1',
      `GET /wallets/${W1} Bearer access-1`,
      `GET /wallets/${W2} Bearer access-1`,
    ]);
    expect(readLaunchParams()).toBeNull();
  });

  it('inside Telegram, a web session on the device is not replaced unasked: no sign-in leaves', async () => {
    const seen = platform();
    startSession('web:someone', { access_token: 'access-1', refresh_token: 'refresh-1' });
    launch({ id: 42 });
    await runPreloader();
    await settle();
    expect(seen).toEqual([]);
  });

  it('inside Telegram, another Telegram user’s session is replaced: the sign-in leaves', async () => {
    const seen = platform();
    startSession('tg:41', { access_token: 'access-1' });
    launch({ id: 42 });
    await runPreloader();
    await settle();
    expect(seen.map((r) => r.url.replace(V2, ''))).toEqual([
      '/auth/sign-in/telegram',
      '/wallets?include_shared=true&limit=100&offset=0',
      `/wallets/${W1}`,
      `/wallets/${W2}`,
    ]);
  });

  it('a deep link (start param) gets the sign-in early but not home', async () => {
    const seen = platform();
    launch({ id: 42 }, '&tgWebAppStartParam=cards');
    await runPreloader();
    await settle();
    expect(seen.map((r) => r.url.replace(V2, ''))).toEqual(['/auth/sign-in/telegram']);
  });
});

describe('the tenant configuration', () => {
  it('leaves at every launch without a token, first, and the app adopts it once', async () => {
    platform();
    await runPreloader(); // signed out, on the web
    storeTokens({ access_token: 'access-1' });
    await runPreloader(); // signed in, at home (the page's latest launch is the one adopted)
    expect(configSeen.map((r) => r.url)).toEqual([`${V2}/system/config`, `${V2}/system/config`]);
    for (const r of configSeen) expect(r.headers.authorization).toBeUndefined();

    // Signed in by now, the app still reads it without the token: the early answer is adopted.
    expect((await startTenantConfig())?.base_currency).toBe('EUR');
    expect(configSeen).toHaveLength(2);
    // Adopted once: the next read goes to the platform.
    await readTenantConfig();
    expect(configSeen).toHaveLength(3);
    expect(configSeen[2]!.headers.authorization).toBeUndefined();
  });

  it('an older platform (404 on /system/config): the legacy path, once', async () => {
    platform({ legacyOnly: true });
    await runPreloader();
    expect((await startTenantConfig())?.base_currency).toBe('EUR');
    expect(configSeen.map((r) => r.url.replace(V2, ''))).toEqual(['/system/config', '/tenants/config']);
  });
});
