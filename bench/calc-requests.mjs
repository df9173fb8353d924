#!/usr/bin/env node
/**
 * API efficiency of the order calculator: types a 6-digit amount into the exchange screen the way
 * a person does (one key every 150 ms) and counts the calc requests that reach the platform.
 * Budget: ONE request per debounce window (SPEC §4: 1000 ms debounce). Prints a table.
 *
 *   node bench/calc-requests.mjs [--no-build]
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const USDT = '0b6a7c1e-0000-4000-8000-000000000003';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
/** Six digits, within the demo wallet's 1,250.5 USDT (an amount above the balance is refused before any call). */
const TYPED = '1000.25';
const chrome = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (p) => p && existsSync(p),
);
if (!chrome) throw new Error('No Chromium: install Debian chromium or set CHROME_PATH.');
if (!process.argv.includes('--no-build')) execSync('npx vite build', { stdio: 'ignore' });

process.env.SANDBOX_MEMORY = '1';
const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
const url = `http://127.0.0.1:${server.httpServer.address().port}`;
/**
 * Chooses a currency the way a user does: the picker's row (a `<button name>`, enabled once its
 * options are in), then the option in its sheet; waits until the row shows the choice.
 */
async function pick(page, field, uuid) {
  const row = page.locator(`button[name="${field}"]`).first();
  await row.waitFor();
  if ((await row.getAttribute('value')) === uuid) return;
  for (let i = 0; !(await row.isEnabled()); i++) {
    if (i > 150) throw new Error(`the "${field}" picker stayed disabled`);
    await page.waitForTimeout(100);
  }
  await row.click({ force: true });
  const option = page.locator(`[role="dialog"] [data-value="${uuid}"]`).first();
  await option.waitFor();
  await page.waitForTimeout(400); // the sheet slides in
  await option.click({ force: true });
  for (let i = 0; (await row.getAttribute('value')) !== uuid; i++) {
    if (i > 100) throw new Error(`the "${field}" picker did not take ${uuid}`);
    await page.waitForTimeout(50);
  }
  await page.locator('[role="dialog"] .ui-picker__option').first().waitFor({ state: 'hidden' });
}

const browser = await chromium.launch({ executablePath: chrome, headless: true, args: ['--no-sandbox'] });
try {
  const session = await (
    await fetch(`${url}/__sandbox/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json();
  const wallets = await (
    await fetch(`${url}/__platform/v2/wallets`, {
      headers: { 'x-tenant-id': 'sandbox-tenant', authorization: `Bearer ${session.access_token}` },
    })
  ).json();
  const main = wallets.data.find((w) => w.name === 'Main').uuid;
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    baseURL: url,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('access_token', a);
      localStorage.setItem('refresh_token', r);
    },
    [session.access_token, session.refresh_token],
  );
  await page.goto(`/wallets/${main}/exchange`);
  await pick(page, 'from_currency', USDT);

  const calcs = [];
  page.on('request', (req) => {
    if (/\/orders\/calc\?/.test(req.url())) calcs.push({ at: Date.now(), url: req.url() });
  });
  await pick(page, 'to_currency', BTC); // a currency change: no amount yet → no call
  const input = page.locator('input[name="from_amount"]');
  await input.click();
  const started = Date.now();
  await input.pressSequentially(TYPED, { delay: 150 });
  await page.getByTestId('quote-receive').waitFor({ timeout: 10_000 });
  await page.waitForTimeout(1500);
  const typingMs = Date.now() - started;
  const amounts = calcs.map((c) => new URL(c.url).searchParams.get('amount'));
  const rows = [
    ['scenario', 'calc requests', 'budget', 'amounts sent', 'result'],
    [
      `type "${TYPED}" (150 ms/key)`,
      String(calcs.length),
      '1',
      amounts.join(' '),
      calcs.length === 1 ? 'ok' : 'OVER',
    ],
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
  console.log(`\n(typing + settle took ${typingMs} ms)`);
  process.exitCode = calcs.length === 1 && amounts[0] === TYPED ? 0 : 1;
} finally {
  await browser.close();
  server.httpServer.close();
}
