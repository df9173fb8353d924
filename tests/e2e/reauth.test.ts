import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, hotp, timeStep } from '../../sandbox/otp/totp.ts';
import { signInWeb, startApp, type TestApp } from './harness';
import { locatorWaits } from './helpers/locators';

/**
 * Card details need a fresh proof of presence (issue 10): the password of the account here (the
 * demo user has no authenticator), good for five minutes for every card, kept in memory only. The page's clock is
 * Playwright's (page.clock), so five minutes pass in a moment and no app seam is needed.
 * Issue 19: the purchase code sits behind the same proof; a password proof ends the platform
 * session it replaced; an authenticator answer without `success: true` is no proof; a copied
 * secret is cleared on the first return to the app after 60 s, and only while it is still there.
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
const refreshToken = () => page.evaluate(() => localStorage.getItem('refresh_token'));
const clipboardText = () => page.evaluate(() => navigator.clipboard.readText());

/** Calls the platform directly, as another client would (v2 and totp services take Bearer). */
async function platform(service: 'v2' | 'totp', path: string, body: unknown, token?: string) {
  const res = await fetch(`${app.platformUrl}/__platform/${service}${path}`, {
    method: 'POST',
    headers: {
      'x-tenant-id': 'sandbox-tenant',
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
}

/**
 * The user switches to another app and back. Playwright keeps every page focused and visible, so
 * the page is told so itself: hidden and unfocused while away, and — as a real browser does — its
 * clipboard writes are refused then (reads stay allowed, for the test to look).
 */
async function setAway(away: boolean) {
  await page.evaluate((away) => {
    const w = window as unknown as { testAway?: boolean; testAwayReady?: boolean };
    if (!w.testAwayReady) {
      w.testAwayReady = true;
      const clip = navigator.clipboard;
      const write = clip.writeText.bind(clip);
      clip.writeText = (text: string) =>
        w.testAway
          ? Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'))
          : write(text);
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (w.testAway ? 'hidden' : 'visible'),
      });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => !!w.testAway });
      document.hasFocus = () => !w.testAway;
    }
    w.testAway = away;
    if (away) window.dispatchEvent(new Event('blur'));
    document.dispatchEvent(new Event('visibilitychange'));
    if (!away) window.dispatchEvent(new Event('focus'));
  }, away);
}

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

/**
 * Back to the real time (the card-secret exchange carries a timestamp the platform checks), then
 * the seeded card's number: a proof first when the last one is no longer fresh at that time.
 */
async function revealNumber(): Promise<string> {
  await page.clock.setSystemTime(Date.now());
  await openCard('Online shopping', 'back');
  await seen(proofSheet().or(cardNumber()));
  if (await proofSheet().isVisible()) await proveWithPassword();
  await seen(cardNumber());
  return (await cardNumber().innerText()).replace(/\s/g, '');
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
    const replacedRefresh = (await refreshToken())!;
    const signedOut = page
      .waitForResponse((r) => r.url().endsWith('/auth/sign-out'), { timeout: 5000 })
      .catch(() => null);
    await proofSheet().getByLabel('Password').first().fill('demo-pass-123');
    await tap(proofSheet().getByRole('button', { name: 'Confirm' }));
    await seen(cardNumber());
    expect((await cardNumber().innerText()).replace(/\s/g, '')).toMatch(/^\d{16}$/);
    expect(await accessToken()).not.toBe(before); // the sign-in proof's pair replaced the stored one

    // Issue 19: the sign-in opened a new platform session; the one it replaced is ended, so its
    // refresh token no longer renews anything (old code: it still did, an orphan session). One
    // try only: a refresh token that works is spent by the try itself.
    await signedOut;
    const replay = await platform('v2', '/auth/refresh/refresh-token', { refresh_token: replacedRefresh });
    expect(replay.status).toBe(401);
    // The app's own new pair still works.
    const me = await fetch(`${app.platformUrl}/__platform/v2/user`, {
      headers: { 'x-tenant-id': 'sandbox-tenant', authorization: `Bearer ${await accessToken()}` },
    });
    expect(me.status).toBe(200);
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
    await seen(page.getByText('It will be cleared from the clipboard after 60 seconds.'));
    expect(await clipboardText()).toBe(digits);
    await page.clock.fastForward('00:59');
    expect(await clipboardText()).toBe(digits);
    await page.clock.fastForward('00:02');
    await expect.poll(clipboardText).toBe('');
  });

  it('copy, switch to the shop, come back after 60 s: cleared on the return (a timer alone was refused)', async () => {
    const digits = await revealNumber();
    await tap(page.getByRole('button', { name: 'Copy' }).first());
    await seen(page.getByText('It will be cleared from the clipboard after 60 seconds.'));
    await setAway(true);
    await page.clock.fastForward('01:05'); // the 60 s pass while the app is in the background
    expect(await clipboardText()).toBe(digits); // nothing may write it now
    await setAway(false);
    await expect.poll(clipboardText).toBe('');
  });

  it('something copied after the secret is never wiped', async () => {
    await revealNumber();
    await tap(page.getByRole('button', { name: 'Copy' }).first());
    await page.clock.fastForward('00:30');
    // Another app (or a clipboard manager) puts something else there while the app stays in front.
    await page.evaluate(() => navigator.clipboard.writeText('ORDER-7731'));
    await page.clock.fastForward('00:35');
    await page.waitForTimeout(500); // the clear would have run by now
    expect(await clipboardText()).toBe('ORDER-7731');
    // Nor later, on a return to the app.
    await setAway(true);
    await setAway(false);
    await page.waitForTimeout(300);
    expect(await clipboardText()).toBe('ORDER-7731');
  });

  it('the purchase code needs the same proof as the details: none, no code; with it, the code', async () => {
    await page.clock.fastForward('05:01'); // the proof lapses
    await page.goto('/cards');
    await tap(page.getByTestId('card-face').filter({ hasText: 'Online shopping' }));
    await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/);
    const codes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/sensitive/otp')) codes.push(r.url());
    });
    await tap(page.getByRole('button', { name: 'Code' }));
    await seen(proofSheet());
    await seen(proofSheet().getByText("This is needed to see the card's purchase code.", { exact: false }));
    await page.screenshot({ path: shot('reauth-code') });
    expect(await page.getByTestId('card-otp').count()).toBe(0);
    expect(codes).toHaveLength(0); // not even fetched
    // Cancelled: still nothing.
    await page.keyboard.press('Escape');
    await proofSheet().waitFor({ state: 'detached' });
    expect(codes).toHaveLength(0);

    await page.clock.setSystemTime(Date.now());
    await tap(page.getByRole('button', { name: 'Code' }));
    await proveWithPassword();
    await expect.poll(() => page.getByTestId('card-otp').innerText()).toMatch(/^\d{6}$/);
    expect(codes).toHaveLength(1);
    // The same proof then covers the details too.
    await page.keyboard.press('Escape');
    await tap(page.getByRole('button', { name: 'Details' }));
    await seen(cardNumber());
    expect(await proofSheet().count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('an authenticator proof', () => {
  it('counts only when the platform answers success: true', async () => {
    // The demo user turns an authenticator on (through the platform), on this device.
    const token = (await accessToken())!;
    const made = await platform(
      'totp',
      '/api/totp/generate',
      { user_name: 'demo', service_name: 'Money' },
      token,
    );
    const { id, secret } = made.body!.data as { id: string; secret: string };
    const codeNow = () => hotp(base32Decode(secret), timeStep(Date.now()));
    expect((await platform('totp', '/api/totp/verify', { token: id, otp: codeNow() }, token)).status).toBe(
      200,
    );
    expect((await platform('totp', '/api/totp/activate', { token: id }, token)).status).toBe(200);
    const user = await (
      await fetch(`${app.platformUrl}/__platform/v2/user`, {
        headers: { 'x-tenant-id': 'sandbox-tenant', authorization: `Bearer ${token}` },
      })
    ).json();
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [`totp/enrolment/${user.id}`, id],
    );

    // A platform that answers a wrong code with 200 and no success flag (API.md §17: every field optional).
    await page.route('**/api/totp/verify', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': app.url },
        body: '{"message":"Invalid code"}',
      }),
    );
    await page.clock.fastForward('05:01');
    await page.clock.setSystemTime(Date.now());
    await openCard('Online shopping');
    await seen(
      proofSheet().getByText('Enter the current code from your authenticator app.', { exact: false }),
    );
    await proofSheet().getByLabel('Code from the app').first().fill('123456');
    await tap(proofSheet().getByRole('button', { name: 'Confirm' }));
    await seen(proofSheet().getByRole('alert').filter({ hasText: 'Invalid code' }));
    await page.screenshot({ path: shot('reauth-totp-refused') });
    expect(await cardNumber().count()).toBe(0);

    // The real answer, success: true, is a proof.
    await page.unroute('**/api/totp/verify');
    await proofSheet().getByLabel('Code from the app').first().fill(codeNow());
    await tap(proofSheet().getByRole('button', { name: 'Confirm' }));
    await seen(cardNumber());
  });
});
