import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';

/**
 * Sessions across tabs and devices (issue 9, findings 6 and 7): two tabs with expired tokens renew
 * once between them (the platform ends the whole session when a rotated refresh token is reused),
 * and signing out revokes on the platform, so the refresh token from before no longer works.
 */
let app: TestApp;
const { seen, tap } = locatorWaits(20_000);

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

/** Spends a refresh token against the platform directly, as someone holding a copy would. */
async function refreshStatus(refreshToken: string): Promise<number> {
  const res = await fetch(`${app.platformUrl}/__platform/v2/auth/refresh/refresh-token`, {
    method: 'POST',
    headers: { 'x-tenant-id': 'sandbox-tenant', 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return res.status;
}

const profileLoaded = (page: Page) => seen(page.getByRole('button', { name: 'Sign out', exact: true }));

/**
 * The Cards tab with its data: the button, and every wallet's cards read (no skeleton left). The
 * button alone shows as soon as the wallet list is cached (Profile reads it too): a round that
 * went on then left requests in flight to run into the next round's expired tokens.
 */
const cardsLoaded = async (page: Page) => {
  await seen(page.getByRole('button', { name: 'Issue a card' }));
  await page.locator('.ui-skeleton').first().waitFor({ state: 'detached', timeout: 20_000 });
};

/**
 * Two tabs signed in as one user. Each round the platform expires the tokens twice: both tabs
 * load Profile at once; then both open Cards, and their first platform requests are held until
 * each tab has sent one and answered together — both tabs get their 401 in the same instant, the
 * closest race two tabs can run. Answers the logout navigations seen and each refresh's status.
 */
async function twoTabRounds(rounds: number, opts: { withoutWebLocks?: boolean } = {}) {
  const { context, page: first } = await app.phone();
  let gate: Map<Page, Route[]> | null = null;
  await context.route(/\/__platform\//, (route) => {
    const page = route.request().frame().page();
    if (!gate || /\/auth\//.test(route.request().url())) return route.continue();
    gate.set(page, [...(gate.get(page) ?? []), route]);
    if (gate.size < 2) return;
    const held = [...gate.values()].flat();
    gate = null;
    for (const r of held) void r.continue();
  });
  // A browser without Web Locks (older engines): the storage lease is the only lock.
  if (opts.withoutWebLocks)
    await context.addInitScript(() => {
      delete (Navigator.prototype as { locks?: unknown }).locks;
    });
  await signInWeb(app, first);
  const second = await context.newPage();
  const logouts: string[] = [];
  const refreshStatuses: number[] = [];
  for (const page of [first, second]) {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /\/auth\/(logout|sign-in)/.test(frame.url()))
        logouts.push(frame.url());
    });
    page.on('response', (r) => {
      if (r.url().includes('/auth/refresh/refresh-token')) refreshStatuses.push(r.status());
    });
  }
  await Promise.all([first.goto('/profile'), second.goto('/profile')]);
  await Promise.all([profileLoaded(first), profileLoaded(second)]);
  if (opts.withoutWebLocks) expect(await first.evaluate(() => 'locks' in navigator)).toBe(false);

  const both = (loaded: (page: Page) => Promise<void>, round: number) =>
    Promise.all([loaded(first), loaded(second)]).catch(async (err) => {
      await first.screenshot({ path: 'tests/e2e/artifacts/tabs-first.png' });
      await second.screenshot({ path: 'tests/e2e/artifacts/tabs-second.png' });
      throw new Error(
        `round ${round}: ${first.url()} / ${second.url()}; logouts ${logouts}; refreshes ${refreshStatuses}: ${err}`,
      );
    });
  for (let round = 0; round < rounds; round++) {
    await app.control('/expire-tokens', {});
    // Both tabs load their data at the same moment with the expired access token.
    await Promise.all([first.goto('/profile'), second.goto('/profile')]);
    await both(profileLoaded, round);
    await app.control('/expire-tokens', {});
    gate = new Map();
    for (const page of [first, second]) await page.evaluate(() => history.pushState(null, '', '/cards'));
    await both(cardsLoaded, round);
  }
  await context.close();
  return { logouts, refreshStatuses };
}

describe('two tabs', () => {
  it('20 rounds of expired tokens in two tabs at once: 0 logouts, every refresh accepted', async () => {
    const { logouts, refreshStatuses } = await twoTabRounds(20);
    expect(logouts).toEqual([]);
    expect(refreshStatuses.length).toBeGreaterThanOrEqual(20);
    expect(refreshStatuses.every((s) => s === 200)).toBe(true);
  }, 240_000);

  it('without Web Locks, the same 20 rounds: 0 logouts, every refresh accepted (issue 19, finding 7)', async () => {
    const { logouts, refreshStatuses } = await twoTabRounds(20, { withoutWebLocks: true });
    expect(logouts).toEqual([]);
    expect(refreshStatuses.length).toBeGreaterThanOrEqual(20);
    expect(refreshStatuses.every((s) => s === 200)).toBe(true);
  }, 240_000);
});

describe('sign-out', () => {
  it('Sign out revokes the session: the refresh token from before is refused afterwards', async () => {
    const { context, page } = await app.phone();
    const session = await signInWeb(app, page);
    await page.goto('/profile');
    await tap(page.getByRole('button', { name: 'Sign out', exact: true }));
    await tap(
      page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out', exact: true }),
    );
    await page.waitForURL('**/auth/sign-in', { timeout: 20_000 });
    expect(await page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
    expect(await refreshStatus(session.refresh_token)).toBe(401);
    await context.close();
  });

  it('Security → Sign out of all devices ends every session after a confirmation', async () => {
    const { context, page } = await app.phone();
    const here = await signInWeb(app, page);
    const elsewhere = await app.control<{ refresh_token: string }>('/session', {});
    await page.goto('/profile/security');
    await tap(page.getByText('Sign out of all devices'));
    await seen(page.getByText('Sign out of all devices?'));
    await page.screenshot({ path: 'tests/e2e/artifacts/sign-out-everywhere.png' });
    await tap(page.getByRole('button', { name: 'Sign out everywhere' }));
    await page.waitForURL('**/auth/sign-in', { timeout: 20_000 });
    expect(await refreshStatus(here.refresh_token)).toBe(401);
    expect(await refreshStatus(elsewhere.refresh_token)).toBe(401);
    await context.close();
  });
});
