import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { platformAs } from './helpers/platform.ts';

/**
 * What loading costs, as the platform and the user see it (no timings): a long history asks for
 * each page once however long the scroll takes, settled rows ask for nothing while idle, and a
 * relaunch shows the last balances at once, marked as updating, until fresh ones replace them.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ timeScale: 0.02 });
});
afterAll(() => app?.stop());

const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';

describe('a long transaction history', () => {
  it('scrolling to the end asks for each page once, even when the pages above are stale', async () => {
    const { context, page } = await app.phone();
    const { access_token } = await signInWeb(app, page, 'long-history@example.com');
    const platform = platformAs(app, access_token);
    const wallets = await platform<{ data: { uuid: string }[] }>('v2', '/wallets?include_shared=true');
    const walletId = wallets.data[0]!.uuid;
    for (let i = 0; i < 45; i++)
      await app.control('/deposit', { wallet_id: walletId, currency_id: USD, amount: `${i + 1}.00` });
    // Deposits settle within a second at this time scale; rows still moving may poll their detail.
    await new Promise((r) => setTimeout(r, 1500));
    const history = await platform<{ data: { id: number; status: string }[] }>(
      'v2',
      `/wallets/${walletId}/transactions?limit=50&offset=0`,
    );
    const live = history.data
      .filter((t) => !['complete', 'failed', 'canceled'].includes(t.status))
      .map((t) => `/transactions/${t.id}`);

    const pages: string[] = [];
    const details: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (!u.pathname.startsWith('/__platform/')) return; // not the page itself
      if (u.pathname.endsWith(`/wallets/${walletId}/transactions`))
        pages.push(u.searchParams.get('offset') ?? u.search);
      else if (u.pathname.includes(`/wallets/${walletId}/transactions/`)) details.push(u.pathname);
    });
    await page.clock.install();
    await page.goto(`/wallets/${walletId}/transactions`);
    const rows = page.locator('[data-testid^="tx-"]');
    await rows.first().waitFor();
    // Each page is appended after the ones above have gone stale (> 30 s old).
    for (let loaded = 10; loaded < 45; loaded += 10) {
      await page.clock.fastForward(31_000);
      await page.locator('.ui-paged-sentinel').scrollIntoViewIfNeeded();
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThan(loaded);
    }
    await page.getByText('45 transactions').waitFor();
    await page.waitForLoadState('networkidle');
    // Offset 0 may be re-read (new rows arrive at the top); every later page exactly once.
    const later = pages.filter((o) => o !== '0');
    expect(later.sort()).toEqual(['10', '20', '30', '40']);
    expect(await rows.count()).toBe(45);

    // Idle: a settled row never asks for its detail (only rows still moving poll theirs).
    await page.clock.fastForward(30_000);
    await page.waitForLoadState('networkidle');
    expect(live.length).toBeLessThan(45);
    expect(details.filter((d) => !live.some((l) => d.endsWith(l)))).toEqual([]);
    await context.close();
  });
});

describe('relaunch', () => {
  it('shows the last balances at once, marked as updating, then the fresh ones', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/');
    const total = page.getByTestId('total-balance');
    await total.filter({ hasText: '$' }).waitFor();
    await page.waitForLoadState('networkidle');
    const known = await total.textContent();
    expect(await page.evaluate(() => localStorage.getItem('app/balances'))).not.toBeNull();

    // The network holds every wallet answer: whatever shows now comes from the device.
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route(/\/__platform\/v2\/wallets(\/[^/?]+)?(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    const hero = page.locator('[data-updating="true"]');
    await hero.waitFor();
    expect(await total.textContent()).toBe(known);
    await page.getByText('Updating…').waitFor();

    release();
    await page.locator('[data-updating="false"]').waitFor();
    expect(await page.getByText('Updating…').count()).toBe(0);
    expect(await total.textContent()).toBe(known);
    await page.unroute(/\/__platform\/v2\/wallets/);

    // Signing out leaves no balances on the device.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Sign out?' })
      .getByRole('button', { name: 'Sign out', exact: true })
      .click();
    await page.waitForURL(/\/auth\/sign-in/);
    expect(await page.evaluate(() => localStorage.getItem('app/balances'))).toBeNull();
    await context.close();
  });
});
