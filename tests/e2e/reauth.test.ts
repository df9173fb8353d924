import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness';
import { locatorWaits } from './helpers/locators';

/**
 * Card details need a fresh proof of presence (issue 10): the password of the account here (the
 * demo user has no authenticator), good for five minutes for every card, kept in memory only. The page's clock is
 * Playwright's (page.clock), so five minutes pass in a moment and no app seam is needed.
 */
let app: TestApp;
let context: BrowserContext;
let page: Page;
const { seen, tap } = locatorWaits(15_000);
const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;

beforeAll(async () => {
  app = await startApp();
  ({ context, page } = await app.phone());
  await page.clock.install();
  await signInWeb(app, page);
});
afterAll(async () => {
  await context?.close();
  await app?.stop();
});

const proofSheet = () => page.getByRole('dialog', { name: 'Confirm it’s you' });
const cardNumber = () => page.getByTestId('card-number');
const accessToken = () => page.evaluate(() => localStorage.getItem('access_token'));

/** Opens a card's details. `via: 'back'` returns to the list in-app: a page load ends a proof. */
async function openCard(name: string | null, via: 'load' | 'back' = 'load') {
  if (via === 'load') await page.goto('/cards');
  else await page.goBack();
  const faces = page.getByTestId('card-face');
  await seen(faces);
  await tap(name ? faces.filter({ hasText: name }) : faces.filter({ hasNotText: 'Online shopping' }));
  await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/);
  await tap(page.getByRole('button', { name: 'Details' }));
}

async function proveWithPassword() {
  await seen(proofSheet());
  await proofSheet().getByLabel('Password').first().fill('demo-pass-123');
  await tap(proofSheet().getByRole('button', { name: 'Confirm' }));
}

describe('card details need a fresh proof of presence', () => {
  it('asks for a proof first; a wrong password shows nothing; the right one shows the details with a new token pair', async () => {
    await openCard('Online shopping');
    await seen(proofSheet());
    await seen(proofSheet().getByText('Enter the password of demo@sandbox.dev.', { exact: false }));
    await seen(proofSheet().getByText('Code by email to d•••@sandbox.dev'));
    await page.waitForFunction(() => {
      const d = document.querySelector('[role="dialog"]');
      return !!d && new DOMMatrix(getComputedStyle(d).transform).isIdentity; // slid in
    });
    await page.screenshot({ path: shot('reauth-web') });
    expect(await cardNumber().count()).toBe(0);

    await proofSheet().getByLabel('Password').first().fill('not-the-password');
    await tap(proofSheet().getByRole('button', { name: 'Confirm' }));
    await seen(proofSheet().getByRole('alert'));
    expect(await cardNumber().count()).toBe(0);

    const before = await accessToken();
    await proofSheet().getByLabel('Password').first().fill('demo-pass-123');
    await tap(proofSheet().getByRole('button', { name: 'Confirm' }));
    await seen(cardNumber());
    expect((await cardNumber().innerText()).replace(/\s/g, '')).toMatch(/^\d{16}$/);
    expect(await accessToken()).not.toBe(before); // the sign-in proof's pair replaced the stored one
  });

  it('one proof covers every card for five minutes, then details ask again', async () => {
    await page.keyboard.press('Escape');
    await openCard(null, 'back'); // another card: no new proof within five minutes
    await seen(cardNumber());
    expect(await proofSheet().count()).toBe(0);

    await page.keyboard.press('Escape');
    await page.clock.fastForward('05:01');
    await openCard('Online shopping', 'back');
    await seen(proofSheet());
    expect(await cardNumber().count()).toBe(0);
  });

  it('a copied card number is overwritten after 60 s, and the toast says so', async () => {
    // Back to the real time: the card-secret exchange carries a timestamp the platform checks.
    await page.clock.setSystemTime(Date.now());
    await proveWithPassword();
    await seen(cardNumber());
    const digits = (await cardNumber().innerText()).replace(/\s/g, '');
    await tap(page.getByRole('button', { name: 'Copy' }).first());
    await seen(page.getByText('It will be cleared from the clipboard in 60 seconds.'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digits);
    await page.clock.fastForward('00:59');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(digits);
    await page.clock.fastForward('00:02');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('');
  });
});
