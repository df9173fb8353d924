#!/usr/bin/env node
/**
 * The app on a cheap phone on a slow network: Chromium with 4× CPU slowdown and "slow 4G"
 * (Lighthouse's applied DevTools figures: 562.5 ms RTT, 1.47 Mbps down, 675 kbps up) set through
 * CDP on every page — applied, not simulated. In the same run it builds a bare React +
 * telegram-ui + SDK shell (bench/floor) and reports the app's figures next to that floor.
 *
 *   npx tsx bench/throttled.mjs [--no-build] [--runs=5] [--skip-list | --only-list]
 *
 * Each timing is the median of --runs cold (or relaunch) page loads, in ms from navigation start:
 * - floor LCP, sign-in LCP (web visit, signed out);
 * - home cold: a stored token, empty HTTP cache, until the total balance is on screen;
 * - a link to a wallet (a support agent's), cold, signed in, until the wallet's total is on screen;
 * - relaunch (web and Telegram): the second visit in the same browser profile, until balances are
 *   on screen, and whether they were marked as updating; then until fresh ones replaced them;
 * - Telegram launch of a returning user, cold, until balances are on screen.
 * The 600-row list (once): long tasks and requests over 30 s idle, then requests while scrolling
 * to the end. Telegram's official template cannot be built here (no internet): its sign-in LCP is
 * the figure measured in issue 11 (2.81 s under the same conditions) and is printed as such, and
 * at its ratio to that run's floor (1.78 s).
 *
 * A benchmark that prints a table, not a test: it never fails on timings.
 */
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { build, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts';
import { openInTelegram, signedInitData } from '../tests/e2e/telegram-env.ts';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const RUNS = Number(arg('runs') ?? 5);
const APP_DIST = 'bench/out/perf-dist';
const FLOOR_DIST = 'bench/out/floor-dist';
const TEMPLATE_LCP_MS = 2810;
/** The floor's LCP in the run that measured the template (issue 11): the template was 1.58× it. */
const TEMPLATE_RUN_FLOOR_MS = 1780;
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';

/** Runs in the page before the app: records LCP, long tasks and when balances first show. */
function probe() {
  const w = window;
  w.__lcp = 0;
  w.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const wallet = document.querySelector('[data-testid="wallet-total"]');
    if (wallet && /\d/.test(wallet.textContent ?? '') && w.__walletAt === undefined)
      w.__walletAt = performance.now();
    const total = document.querySelector('[data-testid="total-balance"]');
    if (!total || !/\d/.test(total.textContent ?? '')) return;
    const updating = !!total.closest('[data-updating="true"]');
    if (w.__balancesAt === undefined) {
      w.__balancesAt = performance.now();
      w.__balancesUpdating = updating;
    }
    if (!updating && w.__freshAt === undefined) w.__freshAt = performance.now();
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}

async function buildAll() {
  execSync(`npx vite build --outDir ${APP_DIST} --emptyOutDir`, { stdio: ['ignore', 'ignore', 'inherit'] });
  const react = (await import('@vitejs/plugin-react')).default;
  await build({
    configFile: false,
    root: 'bench/floor',
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: `${process.cwd()}/${FLOOR_DIST}`, emptyOutDir: true, target: 'es2020' },
  });
}

/**
 * What a production host does for Vite's content-hashed files (vite preview serves everything
 * `no-cache`, which would make a relaunch revalidate each chunk over a 562 ms round trip).
 */
const immutableAssets = {
  name: 'bench-immutable-assets',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url?.startsWith('/assets/')) {
        const writeHead = res.writeHead.bind(res);
        res.writeHead = (code, ...rest) => {
          const headers = rest.find((r) => r && typeof r === 'object');
          if (headers) headers['Cache-Control'] = 'public, max-age=31536000, immutable';
          else res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          return writeHead(code, ...rest);
        };
      }
      next();
    });
  },
};

async function serve() {
  process.env.SANDBOX_MEMORY = '1';
  process.env.SANDBOX_TIME_SCALE = '0.05';
  const app = await preview({
    build: { outDir: APP_DIST },
    plugins: [immutableAssets],
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const floor = await preview({
    configFile: false,
    root: 'bench/floor',
    build: { outDir: `${process.cwd()}/${FLOOR_DIST}` },
    plugins: [immutableAssets],
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const url = (s) => `http://127.0.0.1:${s.httpServer.address().port}`;
  return { app, floor, appUrl: url(app), floorUrl: url(floor) };
}

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : Number.NaN;
};

async function main() {
  if (!process.argv.includes('--no-build')) await buildAll();
  const servers = await serve();
  const { appUrl, floorUrl } = servers;
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });

  const control = async (path, body) => {
    const res = await fetch(`${appUrl}/__sandbox${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox ${path}: ${res.status}`);
    return res.json();
  };
  const platform = async (path, init = {}) => {
    const res = await fetch(`${appUrl}/__platform/v2${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'x-tenant-id': 'sandbox-tenant',
        'App-Enviroment': 'telegram',
        ...init.headers,
      },
    });
    if (!res.ok) throw new Error(`platform ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };

  const phone = async (baseURL = appUrl) =>
    browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      baseURL,
    });
  const newPage = async (context) => {
    const page = await context.newPage();
    // tsx compiles the functions handed to the page with esbuild's keepNames helper.
    await page.addInitScript('window.__name = (f) => f;');
    await page.addInitScript(probe);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return page;
  };
  const read = (page, name) => page.evaluate((n) => window[n], name);
  const waitFor = (page, name, timeout = 30_000) =>
    page.waitForFunction((n) => window[n] !== undefined, name, { timeout, polling: 100 });
  /** LCP settles once the page is quiet; read it then. */
  const lcpOf = async (page) => {
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    return read(page, '__lcp');
  };
  const withTokens = async (context, email) => {
    const s = await control('/session', email ? { email } : {});
    await context.addInitScript(
      ([a, r]) => {
        if (!localStorage.getItem('access_token')) {
          localStorage.setItem('access_token', a);
          localStorage.setItem('refresh_token', r);
        }
      },
      [s.access_token, s.refresh_token],
    );
  };

  /** The first wallet of the user `withTokens` signs in (the sandbox's default session). */
  const firstWalletId = async () => {
    const { access_token } = await control('/session', {});
    const list = await platform('/wallets?include_shared=true&limit=100&offset=0', {
      headers: { Authorization: `Bearer ${access_token}`, 'App-Enviroment': 'web' },
    });
    return list.data[0].uuid;
  };

  const tg = { id: 777001, first_name: 'Bench', last_name: 'User', username: 'bench_user' };
  {
    // A returning Telegram user: registered once, before any timing.
    const { init_data } = await signedInitData({ control }, tg);
    const p = new URLSearchParams(init_data);
    await platform('/auth/sign-up/telegram', {
      method: 'POST',
      body: JSON.stringify({
        tg_id: String(tg.id),
        hash: p.get('hash'),
        init_data_raw: init_data,
        phone: '15550107777',
        first_name: tg.first_name,
        last_name: tg.last_name,
        username: tg.username,
      }),
    }).catch((e) => console.warn(String(e)));
  }
  const telegramLaunch = async (page) => {
    const { init_data } = await signedInitData({ control }, tg);
    await openInTelegram(page, { initData: init_data, platform: 'android' }, '/');
  };

  const figures = {
    floor: [],
    signIn: [],
    homeCold: [],
    walletLink: [],
    relaunchWeb: [],
    relaunchWebFresh: [],
    tgCold: [],
    tgRelaunch: [],
    tgRelaunchFresh: [],
  };
  const marked = { web: [], tg: [] };
  const onlyList = process.argv.includes('--only-list');
  for (let run = 0; run < (onlyList ? 0 : RUNS); run++) {
    process.stdout.write(`run ${run + 1}/${RUNS}\r`);
    {
      const ctx = await phone(floorUrl);
      const page = await newPage(ctx);
      await page.goto('/');
      await page.getByText('Sign in', { exact: true }).first().waitFor();
      figures.floor.push(await lcpOf(page));
      await ctx.close();
    }
    {
      const ctx = await phone();
      const page = await newPage(ctx);
      await page.goto('/auth/sign-in');
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      figures.signIn.push(await lcpOf(page));
      await ctx.close();
    }
    {
      // A support agent's link to one wallet, opened cold by a signed-in user.
      const ctx = await phone();
      await withTokens(ctx);
      const page = await newPage(ctx);
      await page.goto(`/wallets/${await firstWalletId()}`);
      await waitFor(page, '__walletAt');
      figures.walletLink.push(await read(page, '__walletAt'));
      await ctx.close();
    }
    {
      const ctx = await phone();
      await withTokens(ctx);
      let page = await newPage(ctx);
      await page.goto('/');
      await waitFor(page, '__balancesAt');
      figures.homeCold.push(await read(page, '__balancesAt'));
      await page.waitForLoadState('networkidle');
      await page.close();
      page = await newPage(ctx);
      await page.goto('/');
      await waitFor(page, '__balancesAt');
      figures.relaunchWeb.push(await read(page, '__balancesAt'));
      marked.web.push(await read(page, '__balancesUpdating'));
      await waitFor(page, '__freshAt');
      figures.relaunchWebFresh.push(await read(page, '__freshAt'));
      await ctx.close();
    }
    {
      const ctx = await phone();
      let page = await newPage(ctx);
      await telegramLaunch(page);
      await waitFor(page, '__balancesAt');
      figures.tgCold.push(await read(page, '__balancesAt'));
      await page.waitForLoadState('networkidle');
      await page.close();
      page = await newPage(ctx);
      await telegramLaunch(page);
      await waitFor(page, '__balancesAt');
      figures.tgRelaunch.push(await read(page, '__balancesAt'));
      marked.tg.push(await read(page, '__balancesUpdating'));
      await waitFor(page, '__freshAt');
      figures.tgRelaunchFresh.push(await read(page, '__freshAt'));
      await ctx.close();
    }
  }

  const m = Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, median(v)]));
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const ratio = (ms) => `${(ms / m.floor).toFixed(2)}×`;
  const rows = [
    ['floor LCP (bare React + telegram-ui + SDK)', s(m.floor), '1.00×', ''],
    ['sign-in LCP (web, signed out)', s(m.signIn), ratio(m.signIn), '≤ 1.2× floor'],
    [
      '  template sign-in LCP (issue 11 figure, not re-measured)',
      s(TEMPLATE_LCP_MS),
      ratio(TEMPLATE_LCP_MS),
      '',
    ],
    [
      '  sign-in vs template',
      `${Math.round((1 - m.signIn / TEMPLATE_LCP_MS) * 100)}% ahead`,
      '',
      '≥ 30% ahead',
    ],
    // The template's 2.81 s was measured on a machine whose floor took 1.78 s: on a slower or
    // busier one the fixed figure flatters it. Its ratio to the floor carries over between runs.
    [
      "  template at its ratio to this run's floor",
      s((TEMPLATE_LCP_MS / TEMPLATE_RUN_FLOOR_MS) * m.floor),
      ratio((TEMPLATE_LCP_MS / TEMPLATE_RUN_FLOOR_MS) * m.floor),
      '',
    ],
    [
      '  sign-in vs template, by ratio to the floor',
      `${Math.round((1 - m.signIn / ((TEMPLATE_LCP_MS / TEMPLATE_RUN_FLOOR_MS) * m.floor)) * 100)}% ahead`,
      '',
      '≥ 30% ahead',
    ],
    ['home cold, balances visible (web, token stored)', s(m.homeCold), ratio(m.homeCold), '≤ 3.0 s'],
    ['wallet deep link, cold: its total visible', s(m.walletLink), ratio(m.walletLink), ''],
    ['relaunch web, last balances visible', s(m.relaunchWeb), ratio(m.relaunchWeb), '≤ 1.5 s'],
    ['  marked as updating when shown', `${marked.web.filter(Boolean).length}/${RUNS}`, '', 'all'],
    ['  fresh balances in place', s(m.relaunchWebFresh), ratio(m.relaunchWebFresh), ''],
    ['Telegram launch, returning user, cold, balances', s(m.tgCold), ratio(m.tgCold), '≤ 3.0 s'],
    ['Telegram relaunch, last balances visible', s(m.tgRelaunch), ratio(m.tgRelaunch), '≤ 1.5 s'],
    ['  marked as updating when shown', `${marked.tg.filter(Boolean).length}/${RUNS}`, '', 'all'],
    ['  fresh balances in place', s(m.tgRelaunchFresh), ratio(m.tgRelaunchFresh), ''],
  ];

  if (onlyList) rows.length = 0;
  if (!process.argv.includes('--skip-list'))
    rows.push(...(await listFigures({ phone, newPage, withTokens, control, platform })));

  console.log(`\nThrottled: 4× CPU + slow 4G (applied via CDP), median of ${RUNS}`);
  for (const [name, value, r, goal] of rows)
    console.log(`  ${name.padEnd(58)} ${String(value).padStart(12)} ${r.padStart(7)}   ${goal}`);
  console.log(
    `  raw (ms): ${JSON.stringify(Object.fromEntries(Object.entries(figures).map(([k, v]) => [k, v.map(Math.round)])))}`,
  );

  await browser.close();
  await new Promise((r) => servers.app.httpServer.close(r));
  await new Promise((r) => servers.floor.httpServer.close(r));
}

/** The 600-row history: idle 30 s, then scroll to the end. Counts, measured once. */
async function listFigures({ phone, newPage, withTokens, control }) {
  const email = `bench-list-${Date.now()}@example.com`;
  const ctx = await phone();
  await withTokens(ctx, email);
  let page = await newPage(ctx);
  await page.goto('/');
  const walletId = await page.evaluate(async () => {
    const res = await fetch('/__platform/v2/wallets?include_shared=true', {
      headers: {
        Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'x-tenant-id': 'sandbox-tenant',
        'App-Enviroment': 'web',
      },
    });
    return (await res.json()).data[0].uuid;
  });
  for (let i = 0; i < 600; i++)
    await control('/deposit', { wallet_id: walletId, currency_id: USD, amount: `${1 + (i % 50)}.25` });
  await new Promise((r) => setTimeout(r, 1500)); // every deposit settles (time scale 0.05)
  await page.close();
  page = await newPage(ctx);
  const requests = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname.startsWith('/__platform/')) requests.push(`${u.pathname}${u.search}`);
  });
  await page.goto(`/wallets/${walletId}/transactions`);
  await page.locator('[data-testid^="tx-"]').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.__longTasks.length = 0;
  });
  requests.length = 0;
  await page.waitForTimeout(30_000);
  const idleTasks = await page.evaluate(() => window.__longTasks.slice());
  const idleRequests = requests.length;

  requests.length = 0;
  const start = Date.now();
  for (;;) {
    const done = await page.evaluate(() =>
      /\d+ transactions?$/.test(document.querySelector('.ui-paged-more')?.textContent ?? ''),
    );
    if (done || Date.now() - start > 240_000) break;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  const pageRequests = requests.filter((r) => r.includes('/transactions?'));
  const offsets = pageRequests.map((r) => new URL(r, 'http://x').searchParams.get('offset'));
  const rows = await page.locator('[data-testid^="tx-"]').count();
  await ctx.close();
  return [
    [
      '600-row list: idle 30 s, long tasks > 50 ms',
      `${idleTasks.length} (${Math.round(idleTasks.reduce((a, b) => a + b, 0))} ms)`,
      '',
      '0',
    ],
    ['  requests during the idle 30 s', String(idleRequests), '', ''],
    [
      '  scroll to the end: page requests / distinct pages',
      `${pageRequests.length} / ${new Set(offsets).size}`,
      '',
      'one per page',
    ],
    ['  requests for offset 0 while scrolling', String(offsets.filter((o) => o === '0').length), '', ''],
    ['  rows on screen at the end', String(rows), '', '600'],
  ];
}

await main();
