import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractHeaders } from '../../src/api/contract-headers';
import { hasSession, startSession } from '../../src/api/session';
import type { FirstScreen } from '../../src/boot/first-screen';
import { floorBrowsers, jsTargets } from '../../src/build/browser-floor';
import { launchScript, preloadScript } from '../../src/build/route-preload';
import { DECLINED_LAUNCH_KEY, readLaunchParams, telegramIdentity } from '../../src/lib/launch-params';
import { bootLocale } from '../../src/lib/locale-choice';
import { toWireJson } from '../../src/shared/wire-json';
import { floorOf } from './floor-compat';
import { scanBundle } from './floor-js';

/**
 * The HTML's boot scripts are compiled from the app's own modules (src/boot/). These tests run the
 * compiled, minified scripts — what ships — in the page and hold them to the app: for a table of
 * launches, the same Telegram-or-web choice, the same first language, and requests written as the
 * app writes them; and the shipped code stays within the browser floor.
 */
const V2 = 'https://v2.test';
const TENANT = 'tenant-1';
let launch = '';
let preload = '';
beforeAll(async () => {
  launch = await launchScript({ v2: V2, tenant: TENANT });
  preload = await preloadScript({ telegram: ['/t.js'], signIn: ['/in.js'], home: ['/home.js'] }, {});
});

interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | null;
}

/** Runs the compiled launch script in the page; what it chose and what it sent. */
function runLaunch(): { screen: FirstScreen; sent: Sent[] } {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({
        method: init.method ?? 'GET',
        url,
        headers: init.headers as Record<string, string>,
        body: (init.body as string | null) ?? null,
      });
      return new Response('{"data":[]}', { status: 200 });
    }),
  );
  new Function(launch)();
  return { screen: window.__firstScreen!, sent };
}

const initData = (user: object, extra: Record<string, string> = {}) =>
  new URLSearchParams({ user: JSON.stringify(user), auth_date: '1', hash: 'abc', ...extra }).toString();
const launchParams = (user: object, extra = '') =>
  `tgWebAppData=${encodeURIComponent(initData(user))}&tgWebAppPlatform=android&tgWebAppVersion=8.0${extra}`;
const bridge = () => Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } });
const languages = (list: string[]) =>
  Object.defineProperty(navigator, 'languages', { value: list, configurable: true });

interface Row {
  name: string;
  setup: () => void;
  /** The requests that leave first, as `METHOD path`. */
  requests: string[];
}

const USER = { id: 42, first_name: 'Ana B+C', language_code: 'tr' };
/** Every launch, first and without a token: the tenant's configuration (lib/tenant-config.ts). */
const CONFIG = 'GET /system/config';
const ROWS: Row[] = [
  { name: 'web, signed out', setup: () => languages(['ru-RU', 'en']), requests: [CONFIG] },
  {
    name: 'web home, signed in',
    setup: () => {
      languages(['pt-PT']);
      startSession('web:a', { access_token: 'w1' });
    },
    requests: [CONFIG, 'GET /wallets?include_shared=true&limit=100&offset=0'],
  },
  {
    name: 'web, a wallet link, signed in, stored language',
    setup: () => {
      startSession('web:a', { access_token: 'w1' });
      localStorage.setItem('app/locale', 'ar');
      window.history.replaceState(null, '', '/wallets/abc');
    },
    requests: [CONFIG],
  },
  {
    name: 'Telegram, hash launch',
    setup: () => {
      bridge();
      window.location.hash = launchParams(USER);
    },
    requests: [CONFIG, 'POST /auth/sign-in/telegram'],
  },
  {
    name: 'a launch link in a plain browser (a web visit)',
    setup: () => {
      languages(['es']);
      startSession('web:a', { access_token: 'w1' });
      window.location.hash = launchParams(USER);
    },
    requests: [CONFIG, 'GET /wallets?include_shared=true&limit=100&offset=0'],
  },
  {
    name: 'Telegram, launch in the query',
    setup: () => {
      bridge();
      window.history.replaceState(null, '', `/?${launchParams({ id: 7, language_code: 'uk' })}`);
    },
    requests: [CONFIG, 'POST /auth/sign-in/telegram'],
  },
  {
    name: 'Telegram, a reload: the launch the SDK kept',
    setup: () => {
      bridge();
      sessionStorage.setItem('tapps/launchParams', JSON.stringify(launchParams(USER)));
    },
    requests: [CONFIG, 'POST /auth/sign-in/telegram'],
  },
  {
    name: 'Telegram, a reload of a declined launch (a web visit)',
    setup: () => {
      bridge();
      languages(['hi']);
      sessionStorage.setItem('tapps/launchParams', JSON.stringify(launchParams(USER)));
      sessionStorage.setItem(DECLINED_LAUNCH_KEY, encodeURIComponent(initData(USER)));
    },
    requests: [CONFIG],
  },
  {
    name: 'Telegram over a web session (asked first: no sign-in leaves)',
    setup: () => {
      bridge();
      startSession('web:a', { access_token: 'w1' });
      window.location.hash = launchParams(USER);
    },
    requests: [CONFIG],
  },
  {
    name: 'Telegram relaunch with the last balances and a stored language',
    setup: () => {
      bridge();
      startSession('tg:42', { access_token: 't1' });
      localStorage.setItem('app/balances', JSON.stringify({ v: 1, owner: 'tg:42', list: {}, wallets: {} }));
      localStorage.setItem('app/locale:tg:42', 'fa');
      window.location.hash = launchParams(USER);
    },
    requests: [CONFIG, 'POST /auth/sign-in/telegram', 'GET /wallets?include_shared=true&limit=100&offset=0'],
  },
  {
    name: 'Telegram, a deep link (start param)',
    setup: () => {
      bridge();
      window.location.hash = launchParams(USER, '&tgWebAppStartParam=cards');
    },
    requests: [CONFIG, 'POST /auth/sign-in/telegram'],
  },
  {
    name: 'Telegram, launch data without a user',
    setup: () => {
      bridge();
      window.location.hash = `tgWebAppPlatform=ios&tgWebAppVersion=8.0`;
    },
    requests: [CONFIG],
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  delete window.__firstScreen;
  delete window.__earlyRequests;
  delete window.__earlyPending;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.innerHTML = '';
});

describe('the compiled boot scripts decide as the app does', () => {
  it.each(ROWS)('$name', async ({ setup, requests }) => {
    setup();
    const { screen, sent } = runLaunch();
    await new Promise((r) => setTimeout(r, 0));

    // The app's own reading of the same page (src/main.tsx's calls), after the script's.
    const lp = readLaunchParams();
    const environment = lp ? 'telegram' : 'web';
    expect(screen.locale).toBe(bootLocale(lp));
    expect(screen.group === 'telegram').toBe(lp !== null);
    if (!lp && !hasSession()) expect(screen.group).toBe('signIn');

    expect(sent.slice(0, requests.length).map((r) => `${r.method} ${r.url.replace(V2, '')}`)).toEqual(
      requests,
    );
    for (const request of sent) {
      const token = request.headers.Authorization?.replace(/^Bearer /, '') ?? null;
      // Written as the app's executor writes it (src/api/http.ts), or the app would not adopt it.
      expect(request.headers).toEqual(contractHeaders(TENANT, environment, 'v2', token));
      if (request.method === 'POST') expect(request.body).toBe(toWireJson(telegramIdentity(lp)));
    }
  });

  it('the preloader fetches the files of the screen and language the launch script chose', () => {
    languages(['ru']);
    startSession('web:a', { access_token: 'w1' });
    runLaunch();
    new Function(preload)();
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href'))).toEqual([
      '/home.js',
    ]);
  });
});

describe('the compiled boot scripts stay within the browser floor', () => {
  it('use no syntax or API the floor’s engines lack', () => {
    const findings = scanBundle(
      [
        { file: 'launch.js', code: launch },
        { file: 'preload.js', code: preload },
      ],
      floorOf(floorBrowsers()),
    );
    expect(findings.map((f) => `${f.file}: ${f.feature}`)).toEqual([]);
  });

  it('are lowered to the target they are built for (a lower floor gets no newer syntax)', async () => {
    const floor = await launchScript(null, jsTargets(floorBrowsers()));
    expect(floor).toMatch(/\?\.|\?\?/); // the floor's engines read optional chaining: kept
    const older = await launchScript(null, ['chrome70', 'safari12']);
    expect(older).not.toMatch(/\?\.(?!\d)|\?\?/);
  });
});
