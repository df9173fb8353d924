import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { runAxe, smallTargets } from './helpers/axe.ts';
import { firstWalletId, platformAs, walletNamed } from './helpers/platform.ts';
import { openInTelegram, signedInitData, signUpTelegram } from './telegram-env.ts';

/**
 * The tenant's configuration (SystemConfig, API.md §6) decides what exists: a service the tenant
 * turns off has no entry point, and its routes and deep links say plainly it is not offered; the
 * first web visit is in the tenant's theme and the appearance choice exists only with its switch;
 * totals are in its base currency. Set through the sandbox's control, on the web and in Telegram.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());
afterEach(() => app.control('/reset', {}));

const tenant = (change: Record<string, unknown>) => app.control('/tenant-config', change);
const SHOTS = '/tmp/i22-config-shots';

/** The quick actions' names, on home or a wallet. */
const quickActions = (page: Page) =>
  page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button').allTextContents();

/** Every platform request the page makes from now on, as `METHOD path`. */
function platformCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/__platform/')) seen.push(`${r.method()} ${url.pathname}`);
  });
  return seen;
}

async function expectNotOffered(page: Page, sentence: string) {
  await page.getByText('Not offered here').first().waitFor();
  await page.getByText(sentence).waitFor();
}

async function homeReady(page: Page) {
  await page.goto('/');
  await page.getByTestId('total-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 20_000 });
}

describe('web', () => {
  it('exchange off: no Exchange on home or a wallet; a link to it says the service is not offered', async () => {
    await tenant({ enable_exchange: false });
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await homeReady(page);
    expect(await quickActions(page)).toEqual(['Deposit', 'Withdraw', 'Transfer']);
    await page.screenshot({ path: `${SHOTS}/web-home-exchange-off.png` });

    const main = await walletNamed(platformAs(app, await token(page)), 'Main');
    await page.goto(`/wallets/${main}`);
    await page.getByTestId('wallet-total').waitFor();
    expect(await quickActions(page)).toEqual(['Deposit', 'Withdraw', 'Transfer']);
    await page.getByTestId('more-toggle').click();
    await page.getByTestId('more-actions').waitFor();
    expect(await page.getByText('Exchange', { exact: true }).count()).toBe(0);

    const calls = platformCalls(page);
    await page.goto(`/wallets/${main}/exchange`);
    await expectNotOffered(page, 'Money doesn’t offer currency exchange.');
    await page.screenshot({ path: `${SHOTS}/web-exchange-not-offered.png` });
    // Accessible as every screen is (the axe walk's rules: 0 findings, 44 px targets).
    expect(await runAxe(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    // Nothing of an exchange reached the platform: no rates, no quote, no order.
    expect(calls.filter((c) => /\/orders|\/exchange/.test(c))).toEqual([]);
    // The way back: opened from a link, home.
    await page.getByRole('button', { name: 'Go to home' }).click();
    await page.getByTestId('total-balance').waitFor();
    await context.close();
  });

  it('verification off: a new account is asked for no verification anywhere, and its route says so', async () => {
    await tenant({ enable_kyc: false });
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'no-kyc@example.test');
    await page.goto('/');
    await page.getByTestId('first-run').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('first-run-money').count()).toBe(1);
    expect(await page.getByTestId('first-run-verify').count()).toBe(0);
    expect(await page.getByText('Verify your identity').count()).toBe(0);

    const wallet = await firstWalletId(app, page);
    await page.goto(`/wallets/${wallet}`);
    await page.getByTestId('wallet-total').waitFor();
    await page.getByTestId('more-toggle').click();
    await page.getByTestId('more-actions').waitFor();
    expect(await page.getByText(/verif/i).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/web-wallet-kyc-off.png`, fullPage: true });

    await page.goto('/profile');
    await page.getByText('Appearance').waitFor();
    expect(await page.getByTestId('profile-verification').count()).toBe(0);

    await page.goto(`/wallets/${wallet}/kyc`);
    await expectNotOffered(page, 'Money doesn’t offer identity verification.');
    await context.close();
  });

  it('crypto withdrawal off: no Withdraw or Send; their links say the service is not offered', async () => {
    await tenant({ enable_crypto_withdrawal: false });
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await homeReady(page);
    expect(await quickActions(page)).toEqual(['Deposit', 'Exchange', 'Transfer']);
    const main = await walletNamed(platformAs(app, await token(page)), 'Main');
    await page.goto(`/wallets/${main}`);
    // The row that opens "More" does not promise sending either.
    expect(await page.getByTestId('more-toggle').textContent()).not.toMatch(/send/i);
    await page.getByTestId('more-toggle').click();
    await page.getByTestId('more-actions').waitFor();
    expect(await page.getByTestId('more-send').count()).toBe(0);
    expect(await page.getByTestId('more-sell').count()).toBe(1);
    for (const flow of ['withdraw', 'send']) {
      await page.goto(`/wallets/${main}/${flow}`);
      await expectNotOffered(page, 'Money doesn’t offer crypto withdrawals.');
    }
    await context.close();
  });

  it('auto exchange on: depositing crypto says it will arrive in the base currency', async () => {
    await tenant({ enable_auto_exchange: true, base_currency: 'EUR' });
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const main = await walletNamed(platformAs(app, await token(page)), 'Main');
    await page.goto(`/wallets/${main}/deposit`);
    await page.getByTestId('deposit-USDT').click();
    await page.getByTestId('network-728126428').click();
    await page.getByTestId('network-warning').waitFor();
    expect(await page.getByTestId('auto-exchange-note').textContent()).toBe(
      'Crypto you deposit is converted to EUR automatically.',
    );
    await page.screenshot({ path: `${SHOTS}/web-deposit-auto-exchange.png` });
    await context.close();
  });

  it('theme_switch off: Profile offers no appearance choice', async () => {
    await tenant({ theme_switch: false });
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/profile');
    await page.getByText('Language').first().waitFor();
    expect(await page.getByText('Appearance').count()).toBe(0);
    await context.close();
  });

  it('default_theme_mode dark: a first visit is dark, whatever the system prefers', async () => {
    await tenant({ default_theme_mode: 'dark' });
    const { context, page } = await app.phone();
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page
      .getByRole('button', { name: /sign in/i })
      .first()
      .waitFor();
    expect(await page.locator('.app').getAttribute('data-appearance')).toBe('dark');
    await page.screenshot({ path: `${SHOTS}/web-first-visit-dark.png` });
    await context.close();
  });

  it('base_currency EUR: the home and wallet totals are in euros', async () => {
    await tenant({ base_currency: 'EUR' });
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    // The config answers after the wallets: the total waits for its currency rather than guess one.
    await app.control('/faults', { match: '/config', latency_ms: 1500 });
    // Every total painted, from the first frame: never one in another currency first.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __totals: string[] }).__totals = seen;
      const look = () => {
        const text = document.querySelector('[data-testid="total-balance"]')?.textContent ?? '';
        if (/\d/.test(text) && seen.at(-1) !== text) seen.push(text);
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/');
    await page.getByTestId('total-balance').filter({ hasText: '€' }).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const painted = await page.evaluate(() => (window as unknown as { __totals: string[] }).__totals);
    expect(painted.length).toBeGreaterThan(0);
    for (const total of painted) expect(total).toContain('€');
    const main = await walletNamed(platformAs(app, await token(page)), 'Main');
    await page.goto(`/wallets/${main}`);
    await page.getByTestId('wallet-total').filter({ hasText: '€' }).waitFor();
    await context.close();
  });
});

describe('Telegram', () => {
  it('a tenant without exchange, crypto withdrawal and verification, in euros: home, and a deep link', async () => {
    await tenant({
      enable_exchange: false,
      enable_crypto_withdrawal: false,
      enable_kyc: false,
      base_currency: 'EUR',
      default_theme_mode: 'dark',
    });
    const user = { id: 7_220_001, first_name: 'Tina', username: 'tina_tenant' };
    expect((await signUpTelegram(app, user, '447700907220')).res.status).toBe(200);

    const { context, page } = await app.phone();
    await openInTelegram(page, { initData: (await signedInitData(app, user)).init_data });
    await page.getByTestId('total-balance').filter({ hasText: '€' }).waitFor({ timeout: 20_000 });
    const wallet = await firstWalletId(app, page);
    expect(await quickActions(page)).toEqual(['Deposit', 'Transfer']);
    expect(await page.getByTestId('first-run-verify').count()).toBe(0);
    // Inside Telegram the client's theme rules (light here), not the tenant's mode.
    expect(await page.locator('.app').getAttribute('data-appearance')).toBe('light');
    await page.screenshot({ path: `${SHOTS}/telegram-home-tenant-off.png` });
    await context.close();

    const link = await app.phone();
    await openInTelegram(link.page, {
      initData: (await signedInitData(app, user)).init_data,
      startParam: `wallets_${wallet}_exchange`,
    });
    await expectNotOffered(link.page, 'Money doesn’t offer currency exchange.');
    expect(await runAxe(link.page)).toEqual([]);
    await link.page.screenshot({ path: `${SHOTS}/telegram-exchange-not-offered.png` });
    await link.context.close();
  });
});

const token = (page: Page) => page.evaluate(() => localStorage.getItem('access_token') ?? '');
