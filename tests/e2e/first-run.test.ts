import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness';
import { goInApp } from './helpers/a11y-screens';
import { locatorWaits } from './helpers/locators';
import { balanceIn, firstWalletId, platformAsPage } from './helpers/platform';
import { launchNewTelegramUser, pressTelegram, type RecordedEvent, telegramEvents } from './telegram-env';

/**
 * A new account leads somewhere (issue 20, item 5): home of an account with nothing in it offers
 * adding money and verifying; an action that cannot do anything yet says why and leads to adding
 * money; verification is reachable from home and Profile. As a web sign-up and a new Telegram user.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const { seen, tap, textOf } = locatorWaits(15_000);
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;
const mainButton = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data ?? {};

/** Home's "Get started": add money and verify, not done; no wallet to create (one was made). */
async function expectFirstSteps(page: Page) {
  const steps = page.getByTestId('first-run');
  await seen(steps);
  await seen(steps.getByText('Add money'));
  await seen(steps.getByText('Verify your identity'));
  expect(await page.getByTestId('first-run-money').getAttribute('data-done')).toBe('false');
  expect(await page.getByTestId('first-run-verify').getAttribute('data-done')).toBe('false');
  expect(await page.getByTestId('first-run-wallet').count()).toBe(0);
}

describe('a new account on the web', () => {
  it('Home offers add money and verify; Withdraw, Exchange and Transfer with nothing say why and lead to adding money', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, `first-run-${Date.now()}@example.com`);
    await page.goto('/');
    await expectFirstSteps(page);
    await page.screenshot({ path: shot('first-run-home-web') });

    // Add money: the wallet's deposit screen (a crypto address or bank details).
    const walletId = await firstWalletId(app, page);
    await tap(page.getByTestId('first-run-money'));
    await page.waitForURL(`**/wallets/${walletId}/deposit`);
    await seen(page.getByTestId('deposit-BTC'));
    await page.goBack();

    // Withdraw with nothing: why, and the way to add money; no empty form.
    await tap(page.getByRole('button', { name: 'Withdraw', exact: true }));
    await page.waitForURL(`**/wallets/${walletId}/withdraw`);
    const why = page.getByTestId('nothing-to-send');
    await seen(why.getByText('No crypto to withdraw'));
    expect(await page.locator('input[name="to_address"]').count()).toBe(0);
    await page.screenshot({ path: shot('first-run-withdraw-web') });
    await tap(page.getByRole('button', { name: 'Add money', exact: true }));
    await page.waitForURL(`**/wallets/${walletId}/deposit`);

    for (const [action, says] of [
      ['Exchange', 'Nothing to exchange'],
      ['Transfer', 'Nothing to transfer'],
    ] as const) {
      await page.goto('/');
      await tap(page.getByRole('button', { name: action, exact: true }));
      await seen(page.getByTestId('nothing-to-send').getByText(says));
      await seen(page.getByRole('button', { name: 'Add money', exact: true }));
    }

    // Verify: from home to the wallet's verification.
    await page.goto('/');
    await tap(page.getByTestId('first-run-verify'));
    await page.waitForURL(`**/wallets/${walletId}/kyc`);
    await seen(page.getByText('Not verified yet'));

    // And from Profile, with its status.
    await page.goto('/profile');
    const row = page.getByTestId('profile-verification');
    await seen(row);
    expect(await textOf(row)).toMatch(/Verify your identity[\s\S]*Not verified/);
    // Below the fold on a phone (under the tab bar, with the profile picture's header above it):
    // scrolled up to the middle as a finger would, not tapped through the tab bar.
    await row.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await tap(row);
    await page.waitForURL(`**/wallets/${walletId}/kyc`);

    // Funded and verified: nothing left to lead to; home shows no first steps.
    await app.control('/deposit', { wallet_id: walletId, currency_id: BTC, amount: '0.01' });
    await app.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
    await page.goto('/');
    await seen(page.getByTestId('total-balance').getByText(/[1-9]/));
    await page.locator('[data-updating="false"]').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('first-run').count()).toBe(0);
    await context.close();
  });

  it('the wallet’s verification row does not sit beside a tick while not verified', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, `first-run-tick-${Date.now()}@example.com`);
    await page.goto(`/wallets/${await firstWalletId(app, page)}`);
    const row = page.locator('[data-testid="wallet-total"]');
    await seen(row);
    await seen(page.getByText('Not verified', { exact: true }));
    expect(await page.locator('main').innerText()).not.toContain('✓');
    await context.close();
  });

  it('money that lands after the wallet was read can be exchanged at once (the flow reads the wallet afresh)', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, `first-run-late-${Date.now()}@example.com`);
    const walletId = await firstWalletId(app, page);
    await page.goto(`/wallets/${walletId}`);
    await seen(page.getByText('Not verified', { exact: true })); // the empty wallet is read and cached
    await app.control('/deposit', { wallet_id: walletId, currency_id: BTC, amount: '0.25' });
    const platform = platformAsPage(app, page);
    await expect.poll(() => balanceIn(platform, walletId, BTC), { timeout: 20_000 }).toBeGreaterThan(0);
    await goInApp(page, `/wallets/${walletId}/exchange`);
    await seen(page.getByRole('button', { name: /^Currency/ }).first());
    expect(await page.getByTestId('nothing-to-send').count()).toBe(0);
    await context.close();
  });
});

describe('a new Telegram user', () => {
  it('Home offers add money and verify; Withdraw says why, Add money is the MainButton', async () => {
    const { context, page } = await app.phone();
    const user = { id: 743_001, first_name: 'Nico', username: 'nico_743001' };
    await launchNewTelegramUser(app, page, user, '+44 7911 743001');
    await expectFirstSteps(page);
    await page.screenshot({ path: shot('first-run-home-telegram') });

    const walletId = await firstWalletId(app, page);
    await tap(page.getByRole('button', { name: 'Withdraw', exact: true }));
    await page.waitForURL(`**/wallets/${walletId}/withdraw`);
    await seen(page.getByTestId('nothing-to-send').getByText('No crypto to withdraw'));
    await expect
      .poll(async () => mainButton(await telegramEvents(page)))
      .toMatchObject({ is_visible: true, text: 'Add money' });
    await page.screenshot({ path: shot('first-run-withdraw-telegram') });
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL(`**/wallets/${walletId}/deposit`);

    // Profile leads to verification too.
    await goInApp(page, '/profile');
    await tap(page.getByTestId('profile-verification'));
    await page.waitForURL(`**/wallets/${walletId}/kyc`);
    await context.close();
  });
});
