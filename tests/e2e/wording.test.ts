import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { goInApp } from './helpers/a11y-screens.ts';
import { message } from './helpers/catalogue.ts';
import { locatorWaits } from './helpers/locators.ts';
import { balanceIn, type Platform, platformAs } from './helpers/platform.ts';
import { BTC, settled, USD } from './helpers/screen-fixtures.ts';
import { openInTelegram, pressTelegram, signedInitData, telegramEvents } from './telegram-env.ts';

/**
 * Issue 20, in the words a person reads, on the web (English) and in a Telegram launch (Russian,
 * iOS): an exchange's fee is one figure on the review, the order and its transaction, with its
 * worth in the base currency beside it; the transaction's rate has both units and its wallet is
 * named, never its id; history rows name the other side; ISO currencies are named in the user's
 * language. (Every screen's text is walked for ids and constants by no-internals.test.ts.)
 */
const DIR = 'tests/e2e/artifacts/wording';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const { seen, textOf, tap } = locatorWaits(20_000);

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ timeScale: 0.05 });
  mkdirSync(DIR, { recursive: true });
});
afterAll(() => app?.stop());

interface Client {
  name: string;
  locale: 'en' | 'ru';
  /** A new account signed in on `page`, its platform client. */
  start(page: Page): Promise<Platform>;
  /** Loads the app afresh at `path` (as a relaunch: what the platform holds now is fetched). */
  open(page: Page, path: string): Promise<void>;
  /** The screen's primary action (an in-page button on the web, Telegram's MainButton inside it). */
  primary(page: Page, key: string): Promise<void>;
}

const web: Client = {
  name: 'web',
  locale: 'en',
  async start(page) {
    const { access_token } = await signInWeb(app, page, `wording-${Date.now()}@example.com`);
    await page.goto('/');
    return platformAs(app, access_token);
  },
  async open(page, path) {
    await page.goto(path);
  },
  async primary(page, key) {
    const button = page.getByRole('button', { name: message('en', key), exact: true }).last();
    await expect.poll(() => button.isEnabled(), { timeout: 15_000 }).toBe(true);
    await tap(button);
  },
};

let initData = '';
const telegram: Client = {
  name: 'Telegram',
  locale: 'ru',
  async start(page) {
    const user = { id: 733300 + Math.floor(Math.random() * 1000), first_name: 'Вера', language_code: 'ru' };
    initData = (await signedInitData(app, user)).init_data;
    await openInTelegram(page, { initData, platform: 'ios', phone: '+44 7700 900555' });
    await page.getByText('Вера').first().waitFor({ timeout: 20_000 });
    await pressTelegram(page, 'main_button_pressed'); // share the phone: the account is made
    await page.waitForURL((u) => !u.pathname.startsWith('/auth'), { timeout: 20_000 });
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    return platformAs(app, token!);
  },
  async open(page, path) {
    await openInTelegram(page, { initData, platform: 'ios' }, path);
  },
  async primary(page, key) {
    const text = message('ru', key);
    const main = async () =>
      (await telegramEvents(page)).filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data;
    await expect.poll(async () => (await main())?.text, { timeout: 15_000 }).toBe(text);
    await expect.poll(async () => (await main())?.is_active, { timeout: 15_000 }).toBe(true);
    await pressTelegram(page, 'main_button_pressed');
  },
};

describe.each([web, telegram])('wording · $name', (client) => {
  it('an exchange: one fee figure on the review, the order and the transaction, worth in dollars; the rate with both units; no ids', async () => {
    const { context, page } = await app.phone({ locale: client.locale });
    const platform = await client.start(page);
    const wallet = (await platform<{ data: { uuid: string; name: string }[] }>('v2', '/wallets')).data[0]!;
    await app.control('/deposit', { wallet_id: wallet.uuid, currency_id: BTC, amount: '0.05' });
    await app.control('/deposit', { wallet_id: wallet.uuid, currency_id: USD, amount: '100' });
    await expect.poll(() => balanceIn(platform, wallet.uuid, BTC), { timeout: 30_000 }).toBe(0.05);

    // The wallet's only crypto is what it pays with; Tether is what an exchange from BTC defaults to.
    await client.open(page, `/wallets/${wallet.uuid}/exchange`);
    await seen(page.locator('input[name="from_amount"]'));
    await page.locator('input[name="from_amount"]').fill(client.locale === 'ru' ? '0,01' : '0.01');
    await client.primary(page, 'orders.exchange.review');
    await seen(page.getByTestId('review'));
    const reviewFee = await textOf(page.getByTestId('review-fee-total'));
    // The markup is shown apart, in the rate, and is not part of the fees.
    await seen(page.getByTestId('review-markup'));
    expect(await textOf(page.getByTestId('review-fee-total-base'))).toMatch(/^≈ /);
    await page.screenshot({ path: `${DIR}/${client.name}-review.png` });
    await client.primary(page, 'orders.review.confirmExchange');

    await page.waitForURL(/\/orders\//, { timeout: 20_000 });
    await page.locator('[data-testid="order-status"][data-status="COMPLETE"]').waitFor({ timeout: 30_000 });
    expect(await textOf(page.getByTestId('order-fee-total'))).toBe(reviewFee);
    const orderId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.screenshot({ path: `${DIR}/${client.name}-order.png`, fullPage: true });

    // The exchange as the wallet's history shows it: the leg that arrived.
    const history = await platform<{ data: { id: number; type: string; meta?: { order_id?: string } }[] }>(
      'v2',
      `/wallets/${wallet.uuid}/transactions?limit=20`,
    );
    const leg = history.data.find((t) => t.meta?.order_id === orderId && t.type === 'deposit')!;
    await goInApp(page, `/wallets/${wallet.uuid}/transactions/${leg.id}`);
    await seen(page.getByTestId('tx-fee'));
    expect(await textOf(page.getByTestId('tx-fee'))).toBe(reviewFee);
    expect(await textOf(page.getByTestId('tx-fee-base'))).toMatch(/^≈ (\$[\d.,]+|[\d\s,]+\s\$)$/);
    expect(await textOf(page.getByTestId('tx-rate'))).toMatch(/1 BTC = [\d\s,.\u00a0\u202f]+ USDT$/);
    const text = await page.locator('main').innerText();
    expect(text).not.toMatch(UUID);
    expect(text).toContain(wallet.name);
    // The platform's label of the order type is not repeated in English under our own words.
    expect(text).not.toContain('Exchange between currencies in a wallet');
    await page.screenshot({ path: `${DIR}/${client.name}-transaction.png`, fullPage: true });

    // History rows name the other side (the bank line a deposit came from), not only the method.
    await goInApp(page, `/wallets/${wallet.uuid}/transactions`);
    await settled(page);
    const rows = await page.locator('[data-testid^="tx-"]').allInnerTexts();
    expect(rows.join('\n')).toContain('ACH ••••6789');
    expect(rows.join('\n')).not.toMatch(UUID);

    // ISO currencies in the user's language (Intl.DisplayNames); tokens by the platform's name.
    await goInApp(page, `/wallets/${wallet.uuid}`);
    await settled(page);
    const names = await page.locator('main').innerText();
    expect(names).toContain(client.locale === 'ru' ? 'Доллар США' : 'US Dollar');
    expect(names).toContain('Bitcoin');
    await page.screenshot({ path: `${DIR}/${client.name}-wallet.png`, fullPage: true });
    await context.close();
  });
});
