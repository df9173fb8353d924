import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { platformAsPage } from './helpers/platform.ts';
import { openInTelegram, pressTelegram, signedInitData, telegramEvents } from './telegram-env.ts';

/**
 * Paying inside Telegram (mocked client, iOS): the review is confirmed with Telegram's MainButton,
 * closing asks first while the form has input, and the BackButton on the finished order goes
 * home — never back to the form it came from.
 */
let app: TestApp;
const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  app = await startApp({ timeScale: 0.05 });
});
afterAll(() => app?.stop());

describe('orders in Telegram', () => {
  it('review with the MainButton, closing confirmation while typing, BackButton from the result skips the form', async () => {
    const user = { id: 733100, first_name: 'Rita', username: 'rita_pays' };
    const { init_data } = await signedInitData(app, user);
    const { page } = await app.phone();
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await openInTelegram(page, { initData: init_data, phone: '+44 7700 900998', platform: 'ios' });
    await page.getByText('Welcome, Rita').waitFor({ timeout: 20_000 });
    await pressTelegram(page, 'main_button_pressed'); // share the phone: the account is made
    // biome-ignore lint/suspicious/noExplicitAny: loose reads of the platform's answers
    const get = (path: string) => platformAsPage(app, page)<any>('v2', path);
    await expect.poll(async () => (await get('/wallets')).data?.length ?? 0, { timeout: 20_000 }).toBe(1);
    const wallet = (await get('/wallets')).data[0].uuid as string;
    await app.control('/deposit', { wallet_id: wallet, currency_id: USDT_ETH, amount: '500' });
    await expect
      .poll(async () => JSON.stringify((await get(`/wallets/${wallet}`)).balance), { timeout: 60_000 })
      .toContain('USDT');

    await openInTelegram(page, { initData: init_data, platform: 'ios' }, `/wallets/${wallet}/exchange`);
    const amount = page.locator('input[name="from_amount"]');
    await amount.waitFor({ timeout: 20_000 });
    await amount.fill('100');
    const mainButton = async () =>
      (await telegramEvents(page)).filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data;
    await expect.poll(async () => (await mainButton())?.is_active, { timeout: 15_000 }).toBe(true);
    expect((await mainButton())?.text).toBe('Review exchange');
    const closing = (await telegramEvents(page)).filter((e) => e.type === 'web_app_setup_closing_behavior');
    expect(closing.at(-1)?.data?.need_confirmation).toBe(true);

    await pressTelegram(page, 'main_button_pressed');
    await page.getByTestId('review').waitFor();
    await expect.poll(async () => (await mainButton())?.text).toBe('Confirm exchange');
    await wait(300);
    const reviewFees = await page.getByTestId('review-fee-total').innerText();
    await page.screenshot({ path: 'tests/e2e/artifacts/orders-telegram-review.png' });
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL(/\/orders\//);
    await page.locator('[data-testid="order-status"][data-status="COMPLETE"]').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('order-headline').innerText()).toBe('Exchanged');
    // The result's fee figure is the review's total: the order's own fee, rounded the same way.
    expect(await page.getByTestId('order-fee-total').innerText()).toBe(reviewFees);
    await page.screenshot({ path: 'tests/e2e/artifacts/orders-telegram-result.png' });

    await pressTelegram(page, 'back_button_pressed');
    // issue 12 "The result": a finished order goes home, not to the form nor the wallet.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  });
});
