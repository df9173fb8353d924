#!/usr/bin/env node
/**
 * Whole-app walk-through at 390×844 in Chromium, for a person to LOOK at: screenshots of every
 * screen a new user meets (web visitor and Telegram launch), the seeded demo user, and Telegram's
 * dark theme. Not a test: it records what it sees and never fails on looks.
 *
 * Also records what a user would not see but should not happen: console errors, uncaught
 * exceptions, failed requests and HTTP errors (per step), and requests fired more than once by
 * the home screen's first load.
 *
 *   npx tsx bench/walkthrough.mjs [--no-build] [--only=web,telegram,demo,dark] [--readme]
 *                                 [--size=360x740]
 *
 * --size sets the phone's CSS viewport (390×844 by default; 360×740 is the small Android check).
 *
 * --readme also writes the README's screenshot strip to public/readme/ (phone size, 1 px per CSS
 * px): the demo user on the web, light and dark, and a Telegram launch, light and dark. Without
 * --only it runs just the flows the strip needs (demo, telegram, dark).
 *
 * Builds into bench/out/dist (--no-build reuses it).
 *
 * Output: bench/out/walkthrough/<flow>-<nn>-<step>.png and report.json (bench/out is git-ignored).
 * tsx runs it because it reuses the e2e harness and Telegram client stub (TypeScript).
 */
import { execSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts';
import { openInTelegram, pressTelegram, signedInitData } from '../tests/e2e/telegram-env.ts';

const OUT = 'bench/out/walkthrough';
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const readme = process.argv.includes('--readme');
const README_DIR = 'public/readme';
const [WIDTH, HEIGHT] = (process.argv.find((a) => a.startsWith('--size='))?.slice(7) ?? '390x844')
  .split('x')
  .map(Number);
const runs = (flow) => (only ? only.includes(flow) : !readme || flow !== 'web');
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';

/** Telegram's dark palette (iOS), as the client sends it in the launch params. */
const DARK_THEME = {
  bg_color: '#000000',
  secondary_bg_color: '#1c1c1d',
  section_bg_color: '#2c2c2e',
  text_color: '#ffffff',
  hint_color: '#98989e',
  link_color: '#3e88f7',
  button_color: '#3e88f7',
  button_text_color: '#ffffff',
  header_bg_color: '#1a1a1a',
  accent_text_color: '#3e88f7',
  destructive_text_color: '#eb5545',
  subtitle_text_color: '#98989e',
  section_header_text_color: '#8d8e93',
  section_separator_color: '#545458',
  bottom_bar_bg_color: '#1d1d1d',
};

// Its own build folder: other people's `vite build` into dist/ mid-run would swap the chunks
// under the open pages ("Unable to preload CSS").
const DIST = 'bench/out/dist';
if (!process.argv.includes('--no-build'))
  execSync(`npx vite build --outDir ${DIST} --emptyOutDir`, { stdio: 'ignore' });
mkdirSync(OUT, { recursive: true });
// A partial run (--only) replaces only its own flows' screenshots.
for (const f of readdirSync(OUT)) {
  if (f.endsWith('.png') && runs(f.split('-')[0])) rmSync(`${OUT}/${f}`);
}

const app = await startPreview();
const report = { flows: {}, homeDuplicates: {} };

/** tests/e2e/harness.ts's startApp, serving DIST instead of dist/. */
async function startPreview() {
  process.env.SANDBOX_MEMORY = '1';
  process.env.SANDBOX_TIME_SCALE = '0.05';
  const server = await preview({
    build: { outDir: DIST },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'warn',
  });
  const url = `http://127.0.0.1:${server.httpServer.address().port}`;
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_ARGS,
    headless: true,
  });
  return {
    url,
    async control(path, body) {
      const res = await fetch(`${url}/__sandbox${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`sandbox control ${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    async phone() {
      const context = await browser.newContext({
        viewport: { width: WIDTH, height: HEIGHT },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        baseURL: url,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      return { context, page: await context.newPage() };
    },
    async stop() {
      await browser.close();
      await new Promise((resolve) => server.httpServer.close(resolve));
    },
  };
}

/**
 * Issues the app causes on purpose: a new Telegram user's sign-in answers 404 (no account yet),
 * which is how the app knows to offer sign-up; Chromium logs every 4xx as a console error.
 */
const EXPECTED = [
  { step: 'sign-up', text: /auth\/sign-in\/telegram$/ },
  { step: 'sign-up', text: /status of 404/ },
];
const isExpected = (i) => EXPECTED.some((e) => e.step === i.step && e.text.test(i.text));

/** One browsing session: a phone page plus everything it logged, step by step. */
async function session(flow) {
  const { context, page } = await app.phone();
  const log = { issues: [], requests: [] };
  report.flows[flow] = log;
  let step = 'start';
  let n = 0;
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning')
      log.issues.push({ step, kind: `console.${m.type()}`, text: m.text().slice(0, 300) });
  });
  page.on('pageerror', (e) => log.issues.push({ step, kind: 'pageerror', text: String(e).slice(0, 300) }));
  page.on('requestfailed', (r) => {
    // Aborted GETs are the app cancelling work it no longer needs (navigation, newer search).
    const failure = r.failure()?.errorText ?? '';
    if (failure.includes('ERR_ABORTED')) return;
    log.issues.push({ step, kind: 'requestfailed', text: `${r.method()} ${r.url()} ${failure}` });
  });
  page.on('request', (r) => {
    if (r.url().includes('/__platform/')) log.requests.push({ step, method: r.method(), url: r.url() });
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes('/__platform/'))
      log.issues.push({ step, kind: `http ${r.status()}`, text: `${r.request().method()} ${r.url()}` });
  });

  const s = {
    flow,
    page,
    context,
    /** Names what happens next (issues are filed under it). */
    step(name) {
      step = name;
    },
    async shot(name, opts = {}) {
      step = name;
      await page.waitForTimeout(opts.settle ?? 350); // sheets and skeleton fades finish
      // The README strip: the first phone screen only, at CSS pixels (small files).
      if (readme && opts.readme)
        await page.screenshot({ path: `${README_DIR}/${opts.readme}.png`, scale: 'css' });
      n += 1;
      const file = `${OUT}/${flow}-${String(n).padStart(2, '0')}-${name}`;
      if (!opts.full) {
        await page.screenshot({ path: `${file}.png` });
        return;
      }
      // A long page as phone-screen slices (a whole page shrinks to illegible in an image viewer).
      // Fixed bars (tab bar) stay where the first screen has them.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, part = 1; y < height; y += HEIGHT, part += 1) {
        const clip = { x: 0, y, width: WIDTH, height: Math.min(HEIGHT, height - y) };
        await page.screenshot({ path: `${file}-p${part}.png`, fullPage: true, clip });
      }
    },
    /** In-app navigation (no reload, as a tap would): wouter follows pushState. */
    async go(path) {
      await page.evaluate((p) => {
        history.pushState(null, '', p);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    },
    async idle() {
      await page.waitForLoadState('networkidle').catch(() => {});
    },
    close: () => context.close(),
  };
  return s;
}

/** Runs one flow; a step that breaks is recorded with a screenshot, and the next flow still runs. */
async function guard(s, body) {
  try {
    await body();
  } catch (err) {
    report.flows[s.flow].issues.push({
      step: 'walk-through',
      kind: 'broken',
      text: String(err).split('\n')[0],
    });
    await s.shot('BROKEN').catch(() => {});
  } finally {
    await s.close();
  }
}

/** Taps a telegram-ui Cell/Button (ripple layers make pointer checks refuse plain clicks). */
const tap = async (locator) => {
  await locator.first().waitFor({ state: 'visible', timeout: 10_000 });
  await locator.first().evaluate((el) => el.click());
};

/** A sheet's primary action: Telegram's MainButton inside Telegram, the in-page button on the web. */
async function primary(page, name, telegram) {
  if (telegram) await pressTelegram(page, 'main_button_pressed');
  else await page.getByRole('button', { name, exact: true }).last().click({ force: true });
}

/** The signed-in page's own API answer (same token the app uses). */
function api(page, path) {
  return page.evaluate(async (p) => {
    const res = await fetch(`/__platform/v2${p}`, {
      headers: {
        authorization: `Bearer ${localStorage.getItem('access_token')}`,
        'x-tenant-id': 'sandbox-tenant',
      },
    });
    return res.json();
  }, path);
}

/** Requests of one step fired more than once (same method and URL). */
function duplicates(log, step) {
  const counts = new Map();
  for (const r of log.requests.filter((q) => q.step === step)) {
    const key = `${r.method} ${r.url.replace(/^https?:\/\/[^/]+/, '')}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return Object.fromEntries([...counts].filter(([, c]) => c > 1));
}

/** The wallet's secondary actions sit behind its "More" row. */
async function openMore(page) {
  const toggle = page.getByTestId('more-toggle');
  await toggle.waitFor({ timeout: 10_000 });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await tap(toggle);
  await page.getByTestId('more-actions').waitFor({ timeout: 5_000 });
}

/** Exchange form with a live quote, then its review sheet (closed again: nothing is placed). */
async function exchangeAndReview(s, amount, telegram, readmeName) {
  const { page } = s;
  const input = page.locator('input[name="from_amount"]');
  await input.waitFor({ timeout: 10_000 });
  await input.fill(amount);
  await page
    .getByTestId('quote-receive')
    .waitFor({ timeout: 15_000 })
    .catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('[data-testid="quote"][aria-busy="true"]'), null, {
      timeout: 10_000,
    })
    .catch(() => {});
  await s.shot('exchange', { full: true });
  s.step('exchange-review');
  if (telegram) await pressTelegram(page, 'main_button_pressed');
  else {
    const review = page.getByRole('button', { name: 'Review exchange', exact: true }).last();
    await page.waitForFunction((el) => el && !el.disabled, await review.elementHandle({ timeout: 10_000 }), {
      timeout: 15_000,
    });
    await review.click({ force: true });
  }
  await page.getByTestId('review').waitFor({ timeout: 10_000 });
  await s.shot('exchange-review', { settle: 700, readme: readmeName });
  await page.keyboard.press('Escape');
}

async function homeLoaded(s) {
  s.step('home');
  await s.page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
  await s.page.getByTestId('total-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
  await s.idle();
}

/** The journey every new user takes once signed in (web and Telegram alike). */
async function newUserJourney(s, flow, { telegram }) {
  const { page } = s;
  // README strip: the deposit address in Telegram's light theme; wallet, receipt and an exchange's
  // review in its dark one.
  const strip = (name) => {
    if (!telegram) return undefined;
    const theme = flow === 'dark' ? 'dark' : 'light';
    return (theme === 'light') === (name === 'deposit') ? `telegram-${theme}-${name}` : undefined;
  };
  await homeLoaded(s);
  report.homeDuplicates[flow] = duplicates(report.flows[flow], 'home');
  await s.shot('home');
  const walletId = (await api(page, '/wallets?include_shared=true')).data[0].uuid;

  s.step('wallet');
  await tap(page.getByTestId(`wallet-${walletId}`));
  await page.getByTestId('wallet-total').waitFor();
  await s.idle();
  await s.shot('wallet', { full: true });

  s.step('deposit');
  await tap(page.getByRole('button', { name: 'Deposit', exact: true }));
  await page.getByTestId('deposit-USDT').waitFor();
  await s.shot('deposit');
  await tap(page.getByTestId('deposit-USDT'));
  await s.shot('deposit-networks');
  const tron = page.getByTestId('network-728126428');
  if (await tron.count()) await tap(tron);
  await page
    .getByTestId('network-warning')
    .waitFor({ timeout: 10_000 })
    .catch(() => {});
  await s.shot('deposit-address', { settle: 800, readme: strip('deposit') });
  await page.keyboard.press('Escape');

  s.step('bank-deposit');
  await s.go(`/wallets/${walletId}/virtual-accounts`);
  await s.idle();
  await s.shot('bank-accounts');
  const program = page.getByTestId(/^va-program/);
  const offer = (await program.count()) ? program : page.getByText('US dollar account');
  if (await offer.count()) {
    await tap(offer);
    await s.shot('bank-account-confirm', { settle: 600 });
    await primary(page, 'Open account', telegram);
    await page.waitForTimeout(1200);
    await s.idle();
    await s.shot('bank-account-opened', { full: true });
  }

  s.step('history');
  const tx = await app.control('/deposit', { wallet_id: walletId, currency_id: BTC, amount: '0.25' });
  // Dollars too, so the card below can be paid for.
  await app.control('/deposit', { wallet_id: walletId, currency_id: USD, amount: '100' });
  await s.go(`/wallets/${walletId}`);
  await page.getByTestId(`tx-${tx.id}`).waitFor({ timeout: 20_000 });
  await s.shot('wallet-with-deposit', { readme: strip('wallet') });
  await tap(page.getByText('All transactions'));
  await page.getByTestId(`tx-${tx.id}`).waitFor();
  await s.idle();
  await s.shot('transactions');
  await tap(page.getByTestId(`tx-${tx.id}`));
  await page.getByTestId('tx-status').waitFor();
  await s.idle();
  await s.shot('transaction', { full: true, readme: strip('transaction') });

  s.step('exchange');
  await s.go(`/wallets/${walletId}/exchange`);
  await exchangeAndReview(s, '0.01', telegram, strip('review'));

  for (const [id, name] of [
    ['more-sell', 'sell'],
    ['more-buy', 'buy'],
    ['more-recipients', 'recipients'],
    ['more-cards', 'sub-accounts'],
  ]) {
    s.step(name);
    await s.go(`/wallets/${walletId}`);
    await openMore(page);
    const row = page.getByTestId(id);
    if (!(await row.count().catch(() => 0))) await row.waitFor({ timeout: 5_000 }).catch(() => {});
    if (!(await row.count())) continue;
    await tap(row);
    await page.waitForTimeout(600);
    await s.idle();
    await s.shot(name);
  }

  s.step('kyc');
  await s.go(`/wallets/${walletId}`);
  // Unverified: the row sits right under the actions, not behind More.
  await tap(page.getByText('Verify your identity', { exact: true }));
  await s.idle();
  await s.shot('kyc', { full: true });

  s.step('cards');
  await s.go('/cards');
  await s.idle();
  await s.shot('cards');
  const issue = page.getByRole('button', { name: 'Issue a card' });
  if (await issue.count()) {
    await tap(issue);
    await page
      .getByTestId('program')
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => {});
    await s.shot('issue-programs', { settle: 700 });
    const prepaid = page.getByTestId('program').filter({ hasText: 'Prepaid' });
    if (await prepaid.count()) {
      await tap(prepaid);
      await page.getByLabel('Card name').fill('Travel');
      const topUp = page.getByLabel('First top-up');
      if (await topUp.count()) await topUp.fill('15');
      await s.shot('issue-details', { settle: 900 });
      await primary(page, 'Issue card', telegram);
      await page.waitForTimeout(1500);
      await s.idle();
      await s.shot('issue-result');
    }
  }

  s.step('profile');
  await s.go('/profile');
  await s.idle();
  await s.shot('profile', { full: true });
  s.step('security');
  await s.go('/profile/security');
  await s.idle();
  await s.shot('security');
  const enrol = page.getByRole('button', { name: /authenticator/i });
  if (await enrol.count()) {
    await tap(enrol);
    await s.shot('security-enrol', { settle: 1200 });
    await page.keyboard.press('Escape');
  }
  s.step('api-keys');
  await s.go('/profile/developer');
  await s.idle();
  await s.shot('api-keys', { full: true });
  const create = page.getByRole('button', { name: /Create/ });
  if (await create.count()) {
    await tap(create);
    await s.shot('api-key-create', { settle: 700 });
    await page.keyboard.press('Escape');
  }
  if (telegram) {
    s.step('back-to-home');
    await pressTelegram(page, 'back_button_pressed');
  }
}

if (runs('web')) {
  const s = await session('web');
  await guard(s, async () => {
    s.step('sign-up');
    await s.page.goto('/auth/sign-up');
    await s.page.getByLabel('Email').waitFor();
    await s.shot('sign-up');
    await s.page.getByLabel('Email').fill(`walk.${Date.now()}@example.com`);
    await s.page.getByLabel('Password', { exact: true }).fill('walk-pass-123');
    await s.shot('sign-up-filled');
    await s.page.getByRole('button', { name: 'Create account' }).click();
    await newUserJourney(s, 'web', { telegram: false });
  });
}

if (runs('telegram') || runs('dark')) {
  for (const [flow, theme] of [
    ['telegram', undefined],
    ['dark', DARK_THEME],
  ]) {
    if (!runs(flow)) continue;
    const user = {
      id: 710000 + Math.floor(Math.random() * 1000),
      first_name: 'Walker',
      username: `walker_${flow}`,
    };
    const { init_data } = await signedInitData(app, user);
    const s = await session(flow);
    await guard(s, async () => {
      s.step('sign-up');
      // tsx names functions with an `__name` helper; the stub runs in the page, which lacks it.
      await s.page.addInitScript({ content: 'window.__name = (f) => f;' });
      await openInTelegram(s.page, {
        initData: init_data,
        phone: flow === 'dark' ? '+44 7700 900457' : '+44 7700 900456',
        theme,
      });
      await s.page.getByText('Welcome, Walker').waitFor({ timeout: 20_000 });
      await s.shot('sign-up');
      await pressTelegram(s.page, 'main_button_pressed');
      await newUserJourney(s, flow, { telegram: true });
    });
  }
}

if (runs('demo')) {
  const s = await session('demo');
  const { page } = s;
  await guard(s, async () => {
    s.step('sign-in');
    await page.goto('/');
    await page.waitForURL('**/auth/sign-in');
    await s.shot('sign-in');
    await page.getByLabel('Email').fill('demo@sandbox.dev');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await homeLoaded(s);
    report.homeDuplicates.demo = duplicates(report.flows.demo, 'home');
    await s.shot('home', { full: true, readme: 'web-light-home' });
    const wallets = (await api(page, '/wallets?include_shared=true')).data;
    const main = wallets.find((w) => w.name === 'Main').uuid;
    s.step('wallet');
    await tap(page.getByText('Main', { exact: true }));
    await page.getByText('All transactions').waitFor();
    await s.idle();
    await s.shot('wallet', { full: true });
    s.step('transactions');
    await tap(page.getByText('All transactions'));
    await page.locator('[data-testid^="tx-"]').first().waitFor();
    await s.idle();
    await s.shot('transactions');
    await tap(page.locator('[data-testid^="tx-"]').first());
    await page.getByTestId('tx-status').waitFor();
    await s.idle();
    await s.shot('transaction', { full: true });
    s.step('deposit');
    await s.go(`/wallets/${main}`);
    await tap(page.getByRole('button', { name: 'Deposit', exact: true }));
    await page
      .getByTestId(/^deposit-/)
      .first()
      .waitFor();
    await s.shot('deposit', { settle: 600 });
    await page.keyboard.press('Escape');
    s.step('exchange');
    await s.go(`/wallets/${main}/exchange`);
    await exchangeAndReview(s, '0.01', false);
    s.step('withdraw');
    await s.go(`/wallets/${main}/withdraw`);
    await page.locator('input[name="amount"]').waitFor({ timeout: 10_000 });
    await page.locator('input[name="amount"]').fill('10');
    await s.shot('withdraw', { full: true });
    for (const w of wallets.filter((x) => x.uuid !== main).slice(0, 2)) {
      s.step('other-wallet');
      await s.go(`/wallets/${w.uuid}`);
      await page.getByTestId('wallet-total').waitFor();
      await s.idle();
      await s.shot(`wallet-${w.type ?? 'other'}`, { full: true });
    }
    s.step('virtual-accounts');
    await s.go(`/wallets/${main}/virtual-accounts`);
    await s.idle();
    await s.shot('bank-accounts');
    s.step('cards');
    await s.go('/cards');
    await s.idle();
    await s.shot('cards', { full: true, readme: 'web-light-cards' });
    const face = page.getByTestId('card-face');
    if (await face.count()) {
      s.step('card');
      await tap(face);
      await page.waitForTimeout(800);
      await s.idle();
      await s.shot('card', { full: true });
    }
    s.step('sub-accounts');
    await s.go(`/wallets/${main}/sub-accounts`);
    await s.idle();
    await s.shot('sub-accounts');
    s.step('recipients');
    await s.go(`/wallets/${main}/counterparties`);
    await s.idle();
    await s.shot('recipients');
    s.step('profile');
    await s.go('/profile');
    await s.idle();
    await s.shot('profile', { full: true });
    s.step('security');
    await s.go('/profile/security');
    await s.idle();
    await s.shot('security');
    s.step('api-keys');
    await s.go('/profile/developer');
    await s.idle();
    await s.shot('api-keys', { full: true });
    s.step('kyc');
    await s.go(`/wallets/${main}/kyc`);
    await s.idle();
    await s.shot('kyc', { full: true });

    if (readme) {
      // A visitor who chose "System" in Profile follows the system's scheme from the first paint
      // (until then the tenant's default_theme_mode rules): reload under a dark one.
      s.step('web-dark');
      await page.evaluate(() => localStorage.setItem('appearance', 'system'));
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`/wallets/${main}`);
      await page.getByTestId('wallet-total').waitFor();
      await s.idle();
      await s.shot('wallet-dark', { readme: 'web-dark-wallet' });
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
}

await app.stop();

// Summary: issues per flow, home duplicates; requests per step are in the JSON for digging.
for (const [flow, log] of Object.entries(report.flows)) {
  const unexpected = log.issues.filter((i) => !isExpected(i));
  console.log(
    `\n[${flow}] ${log.requests.length} API requests, ${unexpected.length} issues` +
      ` (+${log.issues.length - unexpected.length} expected)`,
  );
  for (const i of unexpected) console.log(`  ${i.step.padEnd(18)} ${i.kind.padEnd(16)} ${i.text}`);
}
console.log('\nHome screen requests fired more than once:', JSON.stringify(report.homeDuplicates, null, 2));
writeFileSync(`${OUT}/report.json`, JSON.stringify(report, null, 2));
console.log(`\nScreenshots and report.json in ${OUT}/`);
