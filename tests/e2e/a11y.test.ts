import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { type Fixtures, goInApp, type ScreenState, SIGNED_IN, SIGNED_OUT } from './helpers/a11y-screens.ts';
import { type AxeFinding, runAxe, type SmallTarget, smallTargets } from './helpers/axe.ts';
import { openSheet } from './helpers/open-sheet.ts';
import { platformAs } from './helpers/platform.ts';
import { BTC, fixturesFor, settled, USD } from './helpers/screen-fixtures.ts';
import { openInTelegram, pressTelegram, signedInitData } from './telegram-env.ts';

/**
 * Accessibility, measured: axe-core and a 44×44 px touch-target check on every screen and sheet
 * (helpers/a11y-screens.ts), in three themes — web light, web dark, and a Telegram launch with
 * Telegram's dark palette. Fails on any finding, listing each one under its screen.
 */

/** Telegram's dark palette (Telegram Desktop and Web): accent #8774e1 on #212121. */
const TELEGRAM_DARK = {
  bg_color: '#212121',
  secondary_bg_color: '#181818',
  section_bg_color: '#212121',
  text_color: '#ffffff',
  hint_color: '#aaaaaa',
  link_color: '#8774e1',
  button_color: '#8774e1',
  button_text_color: '#ffffff',
  header_bg_color: '#212121',
  accent_text_color: '#8774e1',
  destructive_text_color: '#ff595a',
  subtitle_text_color: '#aaaaaa',
  section_header_text_color: '#8774e1',
  section_separator_color: '#000000',
  bottom_bar_bg_color: '#212121',
};

interface Finding {
  theme: string;
  state: string;
  axe: AxeFinding[];
  small: SmallTarget[];
}

let app: TestApp;
const findings: Finding[] = [];
const skipped: string[] = [];
let checked = 0;

beforeAll(async () => {
  app = await startApp();
  // The referral program is the tenant's choice: on here, so its screen is walked too.
  await app.control('/tenant-config', { enable_referral_program: true });
});
afterAll(async () => {
  await app?.stop();
  mkdirSync('tests/e2e/artifacts', { recursive: true });
  writeFileSync(
    'tests/e2e/artifacts/a11y.json',
    JSON.stringify({ checked, skipped, counts: countsByRule(), findings }, null, 2),
  );
});

async function check(page: Page, theme: string, state: ScreenState, fixtures: Fixtures | null) {
  const path = fixtures ? state.path(fixtures) : state.path({ wallet: '' });
  if (!path) {
    skipped.push(`${theme} · ${state.name} (no such data for this user)`);
    return;
  }
  if (state.signedOut) await page.goto(path);
  else await goInApp(page, path);
  await settled(page);
  if (state.sheet && !(await openSheet(page, state.sheet))) {
    findings.push({
      theme,
      state: state.name,
      axe: [
        {
          rule: 'test',
          impact: null,
          help: `no sheet opened by a control named ${state.sheet} on ${path}`,
          nodes: [],
        },
      ],
      small: [],
    });
    return;
  }
  if (state.sheet) await settled(page);
  const axe = await runAxe(page);
  const small = await smallTargets(page);
  checked += 1;
  if (axe.length || small.length) findings.push({ theme, state: state.name, axe, small });
  if (state.sheet) await page.keyboard.press('Escape');
}

function report(): string {
  const lines: string[] = [];
  for (const f of findings) {
    lines.push(`\n[${f.theme}] ${f.state}`);
    for (const a of f.axe) {
      lines.push(`  axe ${a.rule} (${a.impact}): ${a.help}`);
      for (const n of a.nodes.slice(0, 6)) lines.push(`      ${n}`);
      if (a.nodes.length > 6) lines.push(`      … and ${a.nodes.length - 6} more`);
    }
    for (const s of f.small) lines.push(`  touch target ${s.width}×${s.height} px: ${s.name}`);
  }
  return lines.join('\n');
}

function countsByRule(): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const f of findings) {
    const t = out[f.theme] ?? {};
    out[f.theme] = t;
    for (const a of f.axe) t[a.rule] = (t[a.rule] ?? 0) + 1;
    if (f.small.length) t['touch-target < 44px'] = (t['touch-target < 44px'] ?? 0) + f.small.length;
  }
  return out;
}

describe('accessibility on every screen and sheet', () => {
  for (const scheme of ['light', 'dark'] as const) {
    it(`web ${scheme}`, { timeout: 240_000 }, async () => {
      // A first visit takes the tenant's theme (SystemConfig.default_theme_mode), the system's
      // setting only once chosen in Profile: the tenant's mode and the system's agree here.
      await app.control('/tenant-config', { default_theme_mode: scheme });
      const { context, page } = await app.phone();
      await page.emulateMedia({ colorScheme: scheme });
      const theme = `web ${scheme}`;
      for (const state of SIGNED_OUT) await check(page, theme, state, null);
      await signInWeb(app, page);
      await page.goto('/');
      await page.getByTestId('total-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
      const fixtures = await fixturesFor(app, page);
      for (const state of SIGNED_IN) await check(page, theme, state, fixtures);
      await context.close();
    });
  }

  it('Telegram dark', { timeout: 240_000 }, async () => {
    const theme = 'Telegram dark';
    const user = { id: 730001, first_name: 'Ally', username: 'ally_a11y' };
    const { context, page } = await app.phone();
    await openInTelegram(
      page,
      { initData: (await signedInitData(app, user)).init_data, theme: TELEGRAM_DARK, platform: 'tdesktop' },
      '/',
    );
    await page.getByText('Welcome, Ally').waitFor({ timeout: 20_000 });
    await settled(page);
    const signUp = await runAxe(page);
    const signUpSmall = await smallTargets(page);
    checked += 1;
    if (signUp.length || signUpSmall.length)
      findings.push({ theme, state: 'Telegram sign-up', axe: signUp, small: signUpSmall });
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 20_000 });
    // Money in the new account, so wallet, history and order screens have something to show.
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const wallets = await platformAs(app, token!)<{ data: { uuid: string }[] }>('v2', '/wallets');
    const wallet = wallets.data[0]!.uuid;
    await app.control('/deposit', { wallet_id: wallet, currency_id: BTC, amount: '0.25' });
    await app.control('/deposit', { wallet_id: wallet, currency_id: USD, amount: '100' });
    const fixtures = await fixturesFor(app, page);
    for (const state of SIGNED_IN) await check(page, theme, state, fixtures);
    await context.close();
  });

  it('finds no violations and no small touch targets', () => {
    // Also in tests/e2e/artifacts/a11y.json (with the skipped states), for before/after counts.
    const summary = `${checked} states checked; by theme and rule: ${JSON.stringify(countsByRule())}`;
    expect(checked).toBeGreaterThanOrEqual(SIGNED_OUT.length * 2 + SIGNED_IN.length * 2);
    expect(findings.length, `${summary}\n${report()}`).toBe(0);
  });
});
