import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { platformAs } from './helpers/platform';
import { launchHash, openInTelegram, pressTelegram, signUpTelegram } from './telegram-env.ts';

/**
 * Launch data only from Telegram (issue 19, finding 2). A link carrying another user's signed
 * init data, opened in a plain browser with a web session, changes nothing: the visit is a web
 * one and the user is the same after (old code: the tokens became that account's, a login CSRF).
 * Inside a real Telegram client, a launch on a device with a web session asks which account to use.
 */
let app: TestApp;
const { seen, tap } = locatorWaits(20_000);
const MALLORY = { id: 990_001, first_name: 'Mallory', username: 'mallory' };
let malloryInitData = '';

beforeAll(async () => {
  app = await startApp();
  const { res, init_data } = await signUpTelegram(app, MALLORY, '447700900990');
  expect(res.status).toBe(200);
  malloryInitData = init_data;
});
afterAll(() => app?.stop());

/** The platform's id of whoever the page's stored session belongs to. */
async function whoIsSignedIn(page: Page): Promise<string | null> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!token) return null;
  return (await platformAs(app, token)<{ id: string }>('v2', '/user')).id;
}

/** Every Telegram sign-in the page sends. */
function telegramSignIns(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/sign-in/telegram')) sent.push(r.url());
  });
  return sent;
}

describe('a plain browser with a web session opens a link with Telegram launch data', () => {
  it.each([
    ['in the hash', (data: string) => `/${launchHash({ initData: data, platform: 'tdesktop' })}`],
    ['in the query', (data: string) => `/?${launchHash({ initData: data, platform: 'tdesktop' }).slice(1)}`],
  ])('%s: the same user after, as a web visit, and nothing sent as Telegram', async (_form, link) => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const before = await whoIsSignedIn(page);
    const signIns = telegramSignIns(page);
    await page.goto('about:blank'); // the link opens a new page (a hash change alone would not)
    await page.goto(link(malloryInitData));
    await seen(page.getByText('Acme Trading Ltd'));
    await page.waitForLoadState('networkidle');
    expect(await whoIsSignedIn(page)).toBe(before);
    expect(signIns).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.telegram)).toBeUndefined();
    // And every later visit.
    await page.reload();
    await seen(page.getByText('Acme Trading Ltd'));
    expect(await whoIsSignedIn(page)).toBe(before);
    expect(signIns).toEqual([]);
    await context.close();
  });
});

describe('a Telegram launch on a device with a web session', () => {
  async function launchOverWebSession() {
    const { context, page } = await app.phone();
    const web = await signInWeb(app, page);
    const before = await whoIsSignedIn(page);
    const signIns = telegramSignIns(page);
    await page.goto('about:blank');
    await openInTelegram(page, { initData: malloryInitData });
    await seen(page.getByText('Another account is signed in'));
    await seen(page.getByText('demo@sandbox.dev', { exact: false }));
    expect(signIns).toEqual([]);
    return { context, page, web, before, signIns };
  }

  it('asks first; keeping the signed-in account leaves it as it was', async () => {
    const { context, page, before, signIns } = await launchOverWebSession();
    await page.screenshot({ path: 'tests/e2e/artifacts/telegram-switch-question.png' });
    await tap(page.getByRole('button', { name: 'Keep the signed-in account' }));
    await seen(page.getByText('Acme Trading Ltd'));
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await whoIsSignedIn(page)).toBe(before);
    expect(signIns).toEqual([]);
    await context.close();
  });

  it('continuing as the Telegram user signs the web session out (revoked) and the Telegram one in', async () => {
    const { context, page, web, before } = await launchOverWebSession();
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await expect.poll(() => whoIsSignedIn(page), { timeout: 20_000 }).not.toBe(before);
    const refused = await fetch(`${app.platformUrl}/__platform/v2/auth/refresh/refresh-token`, {
      method: 'POST',
      headers: { 'x-tenant-id': 'sandbox-tenant', 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: web.refresh_token }),
    });
    expect(refused.status).toBe(401);
    expect(await page.getByText('Acme Trading Ltd').count()).toBe(0);
    await context.close();
  });
});
