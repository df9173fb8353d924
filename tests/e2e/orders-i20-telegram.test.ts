import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, timeStep } from '../../sandbox/otp/totp.ts';
import { startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { platformAsPage } from './helpers/platform';
import { openInTelegram, pressTelegram, signedInitData, telegramEvents } from './telegram-env.ts';

/**
 * Issue 20, items 7, 8, 9 and 12 inside a Telegram launch (mocked iOS client, a new Telegram
 * user): the pickers' sheets close with Telegram's BackButton and hide the MainButton; a failed
 * quote leaves no figure and the MainButton inactive until "Try again"; the withdrawal review
 * names the network and shows the address whole, and with an authenticator on, the second factor
 * asks for its code first, in a sheet with a title, that the BackButton closes; a recipient is a
 * name and an IBAN, saved with the MainButton, whose screen offers "Send" on the MainButton.
 */
let app: TestApp;
let page: Page;
let wallet = '';
let initData = '';

const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const shot = (name: string) => `tests/e2e/artifacts/i20-telegram-${name}.png`;
const { seen, tap } = locatorWaits(15_000);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mainButton = async () =>
  (await telegramEvents(page)).filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data;
const backVisible = async () =>
  (await telegramEvents(page)).filter((e) => e.type === 'web_app_setup_back_button').at(-1)?.data?.is_visible;
/** Moves inside the app as a tap on a link would (a Telegram launch signs in once per load). */
const go = (path: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

beforeAll(async () => {
  app = await startApp({ timeScale: 0.05 });
  const user = { id: 733200, first_name: 'Nia', username: 'nia_pays' };
  initData = (await signedInitData(app, user)).init_data;
  ({ page } = await app.phone());
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await openInTelegram(page, { initData, phone: '+44 7700 900777', platform: 'ios' });
  await page.getByText('Welcome, Nia').waitFor({ timeout: 20_000 });
  await pressTelegram(page, 'main_button_pressed'); // share the phone: the account is made
  // biome-ignore lint/suspicious/noExplicitAny: loose reads of the platform's answers
  const get = (path: string) => platformAsPage(app, page)<any>('v2', path);
  const until = async (ok: () => Promise<boolean>) => {
    for (let i = 0; i < 240 && !(await ok().catch(() => false)); i++) await wait(250);
  };
  await until(async () => ((await get('/wallets')).data?.length ?? 0) === 1);
  wallet = (await get('/wallets')).data[0].uuid as string;
  await app.control('/deposit', { wallet_id: wallet, currency_id: USDT_ETH, amount: '900' });
  await until(async () => JSON.stringify((await get(`/wallets/${wallet}`)).balance).includes('USDT'));
  // Launched again with the money in (as the user would open the app after a deposit).
  await openInTelegram(page, { initData, platform: 'ios' }, `/wallets/${wallet}`);
  await page
    .getByTestId('total-balance')
    .or(page.getByText('USDT').first())
    .first()
    .waitFor({ timeout: 20_000 });
}, 90_000);
afterAll(() => app?.stop());

describe('issue 20 in Telegram', () => {
  it('#12: a picker is a sheet the BackButton closes (not the screen), with the MainButton out of the way', async () => {
    await go(`/wallets/${wallet}/exchange`);
    const row = page.locator('button[name="to_currency"]');
    await seen(row);
    await tap(row);
    await seen(page.getByRole('dialog').locator('.ui-picker__option'));
    await wait(300);
    expect((await mainButton())?.is_visible).toBe(false);
    expect(await backVisible()).toBe(true);
    await page.screenshot({ path: shot('picker') });
    await pressTelegram(page, 'back_button_pressed');
    await page.getByRole('dialog').locator('.ui-picker__option').first().waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/wallets/${wallet}/exchange`);
    expect(await page.locator('select').count()).toBe(0);
  });

  it('#7: a failed quote leaves no figure and the MainButton inactive; Try again quotes the new amount', async () => {
    // Its own start: the only holding, USDT, towards Bitcoin.
    await go(`/wallets/${wallet}/exchange`);
    const amount = page.locator('input[name="from_amount"]');
    const toAmount = page.locator('input[name="to_amount"]');
    await amount.fill('100');
    await expect.poll(async () => (await mainButton())?.is_active, { timeout: 15_000 }).toBe(true);
    const figure = await toAmount.inputValue();
    expect(figure).not.toBe('');
    await app.control('/faults', { match: '/orders/calc', error_rate: 1, error_status: 503, times: 1 });
    await amount.fill('300');
    await seen(page.getByText('Something went wrong', { exact: false }));
    expect(await toAmount.inputValue()).toBe('');
    expect(await page.getByTestId('quote-receive').count()).toBe(0);
    expect((await mainButton())?.is_active).toBe(false);
    await page.screenshot({ path: shot('quote-failed') });
    await tap(page.getByTestId('quote-failed').getByRole('button', { name: 'Try again' }));
    await expect.poll(async () => (await mainButton())?.is_active, { timeout: 15_000 }).toBe(true);
    expect(Number(await toAmount.inputValue())).toBeGreaterThan(Number(figure) * 2.9);
  });

  it('#9: the review names the network and the whole address; the second factor asks for the authenticator first, in a titled sheet the BackButton closes', async () => {
    // The user turns an authenticator on (through the platform).
    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    const totp = async (path: string, body: unknown) =>
      (
        await fetch(`${app.platformUrl}/__platform/totp${path}`, {
          method: 'POST',
          headers: {
            'x-tenant-id': 'sandbox-tenant',
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify(body),
        })
      ).json() as Promise<{ data?: { id: string; secret: string } }>;
    const made = await totp('/api/totp/generate', { user_name: 'nia', service_name: 'Money' });
    const { id, secret } = made.data!;
    await totp('/api/totp/verify', { token: id, otp: hotp(base32Decode(secret), timeStep(Date.now())) });
    await totp('/api/totp/activate', { token: id });

    await go(`/wallets/${wallet}/withdraw`); // the only holding, USDT on Ethereum, is chosen
    await page.locator('input[name="to_address"]').fill(ADDRESS);
    await page.locator('input[name="amount"]').fill('25');
    await expect.poll(async () => (await mainButton())?.is_active, { timeout: 15_000 }).toBe(true);
    expect((await mainButton())?.text).toBe('Review withdrawal');
    await pressTelegram(page, 'main_button_pressed');
    await seen(page.getByTestId('review'));
    await wait(400);
    expect(await page.getByTestId('review-network').innerText()).toMatch(/Network\s+Ethereum/);
    expect((await page.getByTestId('review-address').innerText()).replace(/\s+/g, '')).toBe(`To${ADDRESS}`);
    await page.screenshot({ path: shot('withdraw-review') });
    await expect.poll(async () => (await mainButton())?.text).toBe('Confirm withdrawal');
    await pressTelegram(page, 'main_button_pressed');

    const sheet = page.getByRole('dialog').filter({ visible: true }).last();
    await seen(sheet.getByRole('heading', { name: 'Confirm this order' }));
    // Straight to the authenticator's code: no email sent, no choice to make first.
    await seen(sheet.getByText('Codes change every 30 seconds', { exact: false }));
    expect(await sheet.getByRole('button', { name: 'Close' }).count()).toBe(1);
    await expect.poll(async () => (await mainButton())?.text).toBe('Confirm');
    await page.screenshot({ path: shot('second-factor') });
    await pressTelegram(page, 'back_button_pressed');
    await sheet.getByRole('heading', { name: 'Confirm this order' }).waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/wallets/${wallet}/withdraw`);
  });

  it('#8: a recipient is a name and an IBAN saved with the MainButton; their screen sends with the MainButton', async () => {
    await go(`/wallets/${wallet}/counterparties`);
    await expect.poll(async () => (await mainButton())?.text, { timeout: 15_000 }).toBe('Add a recipient');
    await pressTelegram(page, 'main_button_pressed');
    await seen(page.locator('input[name="cp_name"]'));
    await page.locator('input[name="cp_name"]').fill('Anna Schmidt');
    await page.locator('input[name="iban"]').fill('DE89370400440532013000');
    await expect.poll(async () => (await mainButton())?.text).toBe('Save');
    await page.screenshot({ path: shot('recipient-sheet') });
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL(/\/counterparties\/[^/]+$/);
    await expect.poll(async () => (await mainButton())?.text, { timeout: 15_000 }).toBe('Send');
    expect((await mainButton())?.is_visible).toBe(true);
    await page.screenshot({ path: shot('recipient') });
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL(/\/sell\?recipient=.+&destination=.+/);
  });
});
