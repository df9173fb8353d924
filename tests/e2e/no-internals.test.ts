import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import {
  EVERY_SCREEN,
  type Fixtures,
  goInApp,
  type ScreenState,
  SIGNED_OUT,
} from './helpers/a11y-screens.ts';
import { detailFixtures } from './helpers/detail-fixtures.ts';
import { internalsIn, screenText, shoutedNames } from './helpers/internals.ts';
import { openSheet, sheetOpener } from './helpers/open-sheet.ts';
import { balanceIn, platformAs } from './helpers/platform.ts';
import { BTC, fixturesFor, settled, USD } from './helpers/screen-fixtures.ts';
import { openInTelegram, pressTelegram, signedInitData } from './telegram-env.ts';

/**
 * No internals on any screen (issue 20): every screen and sheet of helpers/a11y-screens.ts
 * (EVERY_SCREEN: a transaction and an order of each kind included), in English and Russian, on
 * the web as the demo user and in a Telegram launch as a new user with money in. Fails on a UUID,
 * an UPPER_SNAKE constant or a provider id in what the user can read or hear, listing each one
 * under its screen (also in tests/e2e/artifacts/no-internals.json).
 */
interface Finding {
  run: string;
  state: string;
  path: string;
  found: string[];
}

let app: TestApp;
const findings: Finding[] = [];
const skipped: string[] = [];

/** The platform's network names (Ethereum, Tron…), which must read as written, never in capitals. */
let networks: string[] = [];

beforeAll(async () => {
  app = await startApp();
  // The referral program is the tenant's choice: on here, so its screen is walked too.
  await app.control('/tenant-config', { enable_referral_program: true });
  const res = await fetch(`${app.platformUrl}/__platform/v2/system/chains`, {
    headers: { 'x-tenant-id': 'sandbox-tenant' },
  });
  networks = ((await res.json()) as { data: { name: string }[] }).data.map((c) => c.name);
});
afterAll(async () => {
  await app?.stop();
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  writeFileSync('tests/e2e/artifacts/no-internals.json', JSON.stringify({ findings, skipped }, null, 2));
});

async function visit(page: Page, run: string, locale: string, state: ScreenState, f: Fixtures | null) {
  const path = state.path(f ?? { wallet: '' });
  if (!path) {
    skipped.push(`${run} · ${state.name}`);
    return 0;
  }
  if (state.signedOut) await page.goto(path);
  else await goInApp(page, path);
  await settled(page);
  const toggle = state.reveal ? page.getByTestId(state.reveal).first() : null;
  // Opened only when closed (the screen may still be open from the state before), as a tap:
  // telegram-ui's ripple layers make pointer checks refuse plain clicks.
  if (toggle && (await toggle.getAttribute('aria-expanded')) !== 'true') {
    await toggle.evaluate((el) => (el as HTMLElement).click());
    await settled(page);
  }
  const opener = sheetOpener(state, locale);
  if (opener && !(await openSheet(page, opener))) {
    findings.push({ run, state: state.name, path, found: [`no sheet opened by a control named ${opener}`] });
    return 0;
  }
  if (opener) await settled(page);
  const text = await screenText(page);
  const found = [...internalsIn(text), ...shoutedNames(text, networks)];
  if (found.length) findings.push({ run, state: state.name, path, found });
  if (opener) await page.keyboard.press('Escape');
  return 1;
}

const report = (run: string) =>
  findings
    .filter((f) => f.run === run)
    .map((f) => `\n[${f.state}] ${f.path}\n  ${f.found.join('\n  ')}`)
    .join('');

describe('no UUID, enum constant or provider id on any screen', () => {
  for (const locale of ['en', 'ru']) {
    it(`web · ${locale} · the demo user`, { timeout: 300_000 }, async () => {
      const run = `web ${locale}`;
      const { context, page } = await app.phone({ locale });
      let visited = 0;
      for (const state of SIGNED_OUT) visited += await visit(page, run, locale, state, null);
      await signInWeb(app, page);
      await page.goto('/');
      await page.getByTestId('total-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
      const fixtures = await detailFixtures(app, page, await fixturesFor(app, page));
      for (const state of EVERY_SCREEN) visited += await visit(page, run, locale, state, fixtures);
      await context.close();
      // The walk itself must have happened: most screens exist for the demo user.
      expect(visited).toBeGreaterThan(EVERY_SCREEN.length * 0.8);
      expect(report(run), `${run}: internals on screen`).toBe('');
    });
  }

  it('Telegram · ru · a new user with money in', { timeout: 300_000 }, async () => {
    const run = 'Telegram ru';
    const user = { id: 730020, first_name: 'Ира', username: 'ira_walk', language_code: 'ru' };
    const { context, page } = await app.phone({ locale: 'ru' });
    await openInTelegram(page, { initData: (await signedInitData(app, user)).init_data }, '/');
    await page.waitForFunction(() => document.body.innerText.includes('Ира'), null, { timeout: 20_000 });
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 20_000 });
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const platform = platformAs(app, token!);
    const wallets = await platform<{ data: { uuid: string }[] }>('v2', '/wallets');
    const wallet = wallets.data[0]!.uuid;
    await app.control('/deposit', { wallet_id: wallet, currency_id: BTC, amount: '0.25' });
    await app.control('/deposit', { wallet_id: wallet, currency_id: USD, amount: '100' });
    // The deposits land before the fixtures' exchange spends from them.
    await expect.poll(() => balanceIn(platform, wallet, BTC), { timeout: 20_000 }).toBeGreaterThan(0);
    const fixtures = await detailFixtures(app, page, await fixturesFor(app, page));
    let visited = 0;
    for (const state of EVERY_SCREEN) visited += await visit(page, run, 'ru', state, fixtures);
    await context.close();
    expect(visited).toBeGreaterThan(EVERY_SCREEN.length / 2);
    expect(report(run), `${run}: internals on screen`).toBe('');
  });
});
