import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness';
import { goInApp } from './helpers/a11y-screens';
import { locatorWaits } from './helpers/locators';
import { launchNewTelegramUser, pressTelegram, type RecordedEvent, telegramEvents } from './telegram-env';

/**
 * Leaving and coming back (issue 20, item 12): sign-out asks first, on the web and inside
 * Telegram; the sign-in code submits itself at its sixth digit, as the withdrawal code does (code
 * sign-in exists on the web only: Telegram signs in with the Telegram account).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const { seen, tap } = locatorWaits(15_000);
const mainButton = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data ?? {};

describe('sign-out asks first', () => {
  it('on the web: closing the question keeps the session; confirming signs out', async () => {
    const { context, page } = await app.phone();
    const session = await signInWeb(app, page, `signout-${Date.now()}@example.com`);
    await page.goto('/profile');
    await tap(page.getByRole('button', { name: 'Sign out', exact: true }));
    const ask = page.getByRole('dialog', { name: 'Sign out?' });
    await seen(
      ask.getByText('To sign in again on this device you’ll need your password or a one-time code.'),
    );
    await page.screenshot({ path: 'tests/e2e/artifacts/sign-out-ask-web.png' });
    await tap(ask.getByRole('button', { name: 'Close' }));
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBe(session.refresh_token);

    await tap(page.getByRole('button', { name: 'Sign out', exact: true }));
    await tap(ask.getByRole('button', { name: 'Sign out', exact: true }));
    await page.waitForURL('**/auth/sign-in', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    await context.close();
  });

  it('inside Telegram: the question’s Sign out is the MainButton; until it is pressed, nothing ends', async () => {
    const { context, page } = await app.phone();
    const user = { id: 745_001, first_name: 'Sol', username: 'sol_745001' };
    await launchNewTelegramUser(app, page, user, '+44 7911 745001');
    await goInApp(page, '/profile');
    const before = await page.evaluate(() => localStorage.getItem('refresh_token'));
    await tap(page.getByRole('button', { name: 'Sign out', exact: true }));
    await seen(
      page
        .getByRole('dialog', { name: 'Sign out?' })
        .getByText(/signs you in again with your Telegram account/),
    );
    await expect
      .poll(async () => mainButton(await telegramEvents(page)))
      .toMatchObject({ is_visible: true, text: 'Sign out' });
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBe(before);

    await pressTelegram(page, 'main_button_pressed');
    // The session ends, and Telegram's account signs the user in again: a new session.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('refresh_token')), { timeout: 20_000 })
      .not.toBe(before);
    await context.close();
  });
});

describe('the sign-in code submits itself', () => {
  it('typing the sixth digit signs in, without a tap on Sign in', async () => {
    const { context, page } = await app.phone();
    const email = `code-auto-${Date.now()}@example.com`;
    await page.goto('/auth/code');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(`We sent a 6-digit code to ${email}.`).waitFor();
    const { data } = await app.control<{ data: { to: string; text: string }[] }>('/outbox');
    const code = data
      .filter((m) => m.to === email)
      .at(-1)!
      .text.match(/\b\d{6}\b/)![0];
    await page.getByLabel('Code').pressSequentially(code, { delay: 40 });
    await page.waitForURL((u) => u.pathname === '/', { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
    await context.close();
  });
});
