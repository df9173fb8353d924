import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { telegramUserWithCard } from './helpers/telegram-user.ts';
import {
  DARK_THEME,
  LIGHT_THEME,
  openInTelegram,
  pressTelegram,
  type RecordedEvent,
  signedInitData,
  signUpTelegram,
  type TelegramLaunch,
  telegramEvents,
  tellTelegram,
} from './telegram-env.ts';

/**
 * The Telegram client's own rules (issue 20), on iOS where they differ, each beside the same
 * journey on the web: a pull on Home refreshes without minimising the app (vertical swipes are off
 * before the pull can start), a theme change restyles every control (telegram-ui's appearance,
 * not only the colour variables), Telegram's inactive state hides card secrets as backgrounding
 * does, and the BackButton stays up between two inner screens instead of flickering.
 */
let app: TestApp;
let card: Awaited<ReturnType<typeof telegramUserWithCard>>;
const CARD_USER = { id: 920020, first_name: 'Cleo', username: 'cleo_tg' };
const { seen, tap } = locatorWaits(20_000);

beforeAll(async () => {
  app = await startApp();
  card = await telegramUserWithCard(app, CARD_USER, '447911920020');
});
afterAll(() => app?.stop());

/** A Telegram user with an account, launched inside the iOS client on `path`. */
async function launch(id: number, extra: Partial<TelegramLaunch> = {}, path = '/') {
  const user = { id, first_name: 'Remy', username: `remy_${id}` };
  const { res } = await signUpTelegram(app, user, `447911${String(id).slice(-6)}`);
  expect(res.status).toBe(200);
  const { context, page } = await app.phone();
  await openInTelegram(page, { initData: (await signedInitData(app, user)).init_data, ...extra }, path);
  // The SDK has connected the bridge once Telegram is told the app is ready.
  await expect
    .poll(async () => (await telegramEvents(page)).some((e) => e.type === 'web_app_ready'))
    .toBe(true);
  return { context, page };
}

const swipeSettings = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_setup_swipe_behavior').map((e) => e.data?.allow_vertical_swipe);
const backSettings = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_setup_back_button').map((e) => e.data?.is_visible);

/** A finger pulling Home down by 200 px from the top of the page, then letting go. */
async function pullDown(page: Page) {
  await page.evaluate(() => {
    const at = (y: number) => [new Touch({ identifier: 1, target: document.body, clientX: 200, clientY: y })];
    const send = (type: string, touches: Touch[]) =>
      document.body.dispatchEvent(new TouchEvent(type, { touches, changedTouches: touches, bubbles: true }));
    send('touchstart', at(120));
    for (const y of [180, 240, 320]) send('touchmove', at(y));
    send('touchend', []);
  });
}

/** Requests for the wallet list made from now on. */
function walletListRequests(page: Page): Request[] {
  const seenRequests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/v2/wallets')) seenRequests.push(r);
  });
  return seenRequests;
}

describe('pull to refresh on Home', () => {
  it('web: pulling down refreshes the balances', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/');
    await seen(page.getByTestId('total-balance').getByText('$'));
    const requests = walletListRequests(page);
    await pullDown(page);
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    await context.close();
  });

  it('Telegram (iOS): vertical swipes are off before the pull, and on again once Home is left', async () => {
    const { context, page } = await launch(920001);
    await seen(page.getByTestId('total-balance').getByText('$'));
    const before = await telegramEvents(page);
    // The last word Telegram had before the finger moved: the swipe cannot minimise the app.
    expect(swipeSettings(before).at(-1)).toBe(false);
    const requests = walletListRequests(page);
    await pullDown(page);
    await expect.poll(() => requests.length).toBeGreaterThan(0);

    await tap(page.getByText('Personal'));
    await page.waitForURL((u) => u.pathname.startsWith('/wallets/'));
    await expect.poll(async () => swipeSettings(await telegramEvents(page)).at(-1)).toBe(true);
    await context.close();
  });
});

/** What a sheet's chrome looks like: the appearance telegram-ui renders and the colours used. */
async function sheetLook(page: Page) {
  await tap(page.getByRole('navigation').getByText('Profile'));
  await tap(page.getByText('Language', { exact: true }));
  const sheet = page.getByRole('dialog');
  await seen(sheet);
  // Past the sheet's opening animation.
  await page.waitForTimeout(600);
  return page.evaluate(() => {
    const root = document.querySelector('.app')!;
    const close = document.querySelector('.ui-sheet__close')!;
    const overlay = document.querySelector('[data-vaul-overlay]');
    return {
      appearance: root.getAttribute('data-appearance'),
      // telegram-ui's class for the dark appearance on its root (2.1).
      darkRoot: root.classList.contains('tgui-865b921add8ee075'),
      closeColor: getComputedStyle(close).color,
      closeBackground: getComputedStyle(close).backgroundColor,
      overlay: overlay ? getComputedStyle(overlay).backgroundColor : null,
      sheetBackground: getComputedStyle(document.querySelector('[role="dialog"]')!).backgroundColor,
    };
  });
}

describe('a Telegram theme change', () => {
  it('web: the appearance chosen in Profile styles the sheets', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/profile');
    await tap(page.getByText('Dark', { exact: true }));
    await page.goto('/');
    expect(await sheetLook(page)).toMatchObject({ appearance: 'dark', darkRoot: true });
    await context.close();
  });

  it('Telegram (iOS): theme_changed to light leaves no dark-appearance control', async () => {
    // What a sheet looks like when Telegram launched the app light...
    const light = await launch(920002, { theme: LIGHT_THEME });
    const reference = await sheetLook(light.page);
    expect(reference).toMatchObject({ appearance: 'light', darkRoot: false });
    await light.context.close();

    // ...and launched dark, then switched to light while running.
    const { context, page } = await launch(920003, { theme: DARK_THEME });
    await seen(page.getByTestId('total-balance').getByText('$'));
    expect(await page.locator('.app').getAttribute('data-appearance')).toBe('dark');
    await tellTelegram(page, 'theme_changed', { theme_params: LIGHT_THEME });
    await expect.poll(() => page.locator('.app').getAttribute('data-appearance')).toBe('light');
    expect(await sheetLook(page)).toEqual(reference);
    await context.close();
  });
});

describe('card secrets when the user looks away', () => {
  it('web: the card number hides when the page is hidden', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/cards');
    await tap(page.getByTestId('card-face').filter({ hasText: 'Online shopping' }));
    await tap(page.getByRole('button', { name: 'Details' }));
    // The demo user proves presence with the password.
    const proof = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await proof.getByLabel('Password').first().fill('demo-pass-123');
    await tap(proof.getByRole('button', { name: 'Confirm' }));
    await seen(page.getByTestId('card-number'));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.getByTestId('card-number').waitFor({ state: 'detached' });
    await context.close();
  });

  it('Telegram (iOS): the card number and the purchase code hide when Telegram deactivates the app', async () => {
    const { context, page } = await app.phone();
    await openInTelegram(
      page,
      { initData: (await signedInitData(app, CARD_USER)).init_data, biometry: 'granted' },
      `/cards/${card.cardId}`,
    );
    await tap(page.getByRole('button', { name: 'Details' }));
    await seen(page.getByTestId('card-number'));
    // Minimised, or another chat over it: the page may stay "visible" to the browser.
    await tellTelegram(page, 'visibility_changed', { is_visible: false });
    await page.getByTestId('card-number').waitFor({ state: 'detached' });

    await tellTelegram(page, 'visibility_changed', { is_visible: true });
    await tap(page.getByRole('button', { name: 'Code' }));
    await seen(page.getByTestId('card-otp'));
    await tellTelegram(page, 'visibility_changed', { is_visible: false });
    await page.getByTestId('card-otp').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe("Telegram's BackButton", () => {
  it('stays shown from one inner screen to the next, and hides on Home', async () => {
    // A user whose wallet has a history: its screen leads on to the whole list.
    const { context, page } = await app.phone();
    await openInTelegram(page, { initData: (await signedInitData(app, CARD_USER)).init_data });
    await tap(page.getByText('Personal'));
    await seen(page.getByText('All transactions'));
    await expect.poll(async () => backSettings(await telegramEvents(page)).at(-1)).toBe(true);
    const from = (await telegramEvents(page)).length;

    await tap(page.getByText('All transactions'));
    await page.waitForURL((u) => u.pathname.endsWith('/transactions'));
    await seen(page.getByRole('heading', { level: 1 }));
    await pressTelegram(page, 'back_button_pressed');
    await seen(page.getByText('All transactions'));
    // Wallet → its history → back to the wallet: never hidden in between.
    expect(backSettings((await telegramEvents(page)).slice(from))).not.toContain(false);

    await pressTelegram(page, 'back_button_pressed');
    await seen(page.getByTestId('total-balance'));
    await expect.poll(async () => backSettings(await telegramEvents(page)).at(-1)).toBe(false);
    await context.close();
  });
});
