import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';

/**
 * Issue budget: home is reachable from launch with at most one request per resource it shows,
 * and opening a wallet from home does not fetch that wallet again (the cache already has it).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

function recordPlatformCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/__platform/')) seen.push(`${r.method()} ${url.pathname}${url.search}`);
  });
  return seen;
}

describe('requests per screen', () => {
  it('home asks for each resource once; the wallet screen reuses the cached wallet', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const calls = recordPlatformCalls(page);
    await page.goto('/');
    await page.getByText('Acme Trading Ltd').waitFor();
    await page.getByTestId('total-balance').filter({ hasText: '$' }).waitFor();
    await page.waitForLoadState('networkidle');

    const home = [...calls];
    expect(new Set(home).size).toBe(home.length);
    const lists = home.filter((c) => /^GET \/__platform\/v2\/wallets\?/.test(c));
    expect(lists).toHaveLength(1);
    // One detail per wallet on the list (the totals need them), nothing else.
    const details = home.filter((c) => /^GET \/__platform\/v2\/wallets\/[^/?]+$/.test(c));
    expect(details.length).toBe(4);

    calls.length = 0;
    await page
      .getByText('Main', { exact: true })
      .first()
      .evaluate((el) => (el as HTMLElement).click());
    await page.getByTestId('wallet-total').waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => /^GET \/__platform\/v2\/wallets\/[^/?]+$/.test(c))).toHaveLength(0);
    expect(new Set(calls).size).toBe(calls.length);
    await context.close();
  });

  it('a first launch with a session stored before owners were kept asks for the tenant config once', async () => {
    const { context, page } = await app.phone();
    // Tokens without their owner (as an older version of the app left them), no config stored yet.
    await signInWeb(app, page);
    await page.evaluate(() => localStorage.removeItem('app/tenantConfig'));
    const calls = recordPlatformCalls(page);
    await page.goto('/');
    await page.getByTestId('total-balance').filter({ hasText: '$' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((c) => c === 'GET /__platform/v2/system/config')).toHaveLength(1);
    expect(new Set(calls).size).toBe(calls.length);
    await context.close();
  });
});
