import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';

/**
 * The newcomer's Telegram path (issue 20, item 13): a sandbox build's "Open as Telegram user"
 * reloads the app inside a mocked Telegram client that draws the client's own controls — the
 * MainButton in a bottom bar, Back in a header, a light/dark switch that sends `theme_changed` —
 * so the whole Telegram journey can be walked in a browser, from sign-up to Home and back.
 */
let app: TestApp;
const { seen, tap } = locatorWaits(20_000);

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

/** The sign-in screen's switch; only builds made for a sandbox have it. */
async function openAsTelegramUser(page: Page) {
  await page.goto('/auth/sign-in');
  const open = page.getByRole('button', { name: 'Open as Telegram user' });
  await seen(open).catch(() => {
    throw new Error(
      'No "Open as Telegram user": is dist/ a sandbox build (`npx vite build --mode sandbox`)?',
    );
  });
  await tap(open);
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/e2e/artifacts/dev-mock-${name}.png` });

describe('the mocked Telegram client', () => {
  it('walks a new Telegram user from the switch through sign-up to Home with its drawn buttons', async () => {
    const { context, page } = await app.phone();
    page.on('dialog', (d) => void d.accept()); // the mocked client asks before sharing the phone
    await openAsTelegramUser(page);
    await seen(page.getByText('Welcome, Tess'));

    const bar = page.getByRole('toolbar', { name: 'Telegram’s buttons' });
    const share = bar.getByRole('button', { name: 'Share phone number' });
    await seen(share);
    // The client's chrome takes room as Telegram's does: nothing of the screen lies under it.
    const room = await page.evaluate(() => {
      const header = document.querySelector('.dev-tg-header')!.getBoundingClientRect();
      const title = document.querySelector('.auth-logo')!.getBoundingClientRect();
      return {
        headerBottom: header.bottom,
        contentTop: title.top,
        stable: getComputedStyle(document.documentElement).getPropertyValue('--tg-viewport-stable-height'),
        barTop: document.querySelector('.dev-tg-bar')!.getBoundingClientRect().top,
      };
    });
    expect(room.contentTop).toBeGreaterThanOrEqual(room.headerBottom);
    expect(Number.parseFloat(room.stable)).toBeCloseTo(room.barTop, 0);
    await shot(page, 'sign-up');

    await tap(share);
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await seen(page.getByTestId('total-balance').getByText('$'));
    // Home has no action of its own: the bar is gone, Close leaves the mock.
    await bar.waitFor({ state: 'detached' });
    await seen(page.getByRole('button', { name: '✕ Leave the mock' }));
    await shot(page, 'home');

    // Back is drawn while the app shows Telegram's BackButton, and goes back.
    await tap(page.getByText('Personal'));
    await page.waitForURL((u) => u.pathname.startsWith('/wallets/'));
    await tap(page.getByRole('button', { name: '‹ Back' }));
    await page.waitForURL((u) => u.pathname === '/');
    await context.close();
  });

  it('switches between Telegram’s light and dark themes, restyling the whole app', async () => {
    const { context, page } = await app.phone();
    page.on('dialog', (d) => void d.accept());
    await openAsTelegramUser(page);
    await seen(page.getByText('Welcome back, Tess').or(page.getByTestId('total-balance')));
    const look = () =>
      page.evaluate(() => ({
        appearance: document.querySelector('.app')!.getAttribute('data-appearance'),
        background: getComputedStyle(document.documentElement).getPropertyValue('--tg-theme-bg-color'),
      }));
    // The browser prefers light (Playwright's default), so the mocked client starts light.
    expect(await look()).toEqual({ appearance: 'light', background: '#ffffff' });
    await tap(page.getByRole('button', { name: 'Switch to the dark theme' }));
    await expect.poll(look).toEqual({ appearance: 'dark', background: '#17212b' });
    await shot(page, 'dark');
    // A reload keeps the client's theme, as Telegram would.
    await page.reload();
    await seen(page.getByRole('button', { name: 'Switch to the light theme' }));
    await expect.poll(look).toEqual({ appearance: 'dark', background: '#17212b' });
    await context.close();
  });
});
