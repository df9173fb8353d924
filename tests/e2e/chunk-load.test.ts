import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, type TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import { startSignedIn } from './helpers/signed-in';

/**
 * A lazy screen whose code cannot be downloaded, in real Chromium (its own wording of the failed
 * import): after a redeploy the old hashed file is gone (404 here), or the phone is offline.
 */
let app: TestApp;
let page: Page;
const { seen } = locatorWaits();
const CARDS_CHUNK = /\/assets\/CardsScreen-[\w-]+\.js$/;

beforeAll(async () => {
  ({ app, page } = await startSignedIn());
});
afterAll(() => app.stop());

/** Home first, then Cards in-app (as a tab tap does), so the screen's chunk is fetched only then. */
async function homeThenCards(p: Page, beforeCards?: () => Promise<void>) {
  await p.goto('/');
  await seen(p.getByText('Wallets').first());
  // Cards waits for the later catalogues (loaded once home's data is in): with them here, the
  // screen's own code is what the tap fetches, and what fails.
  await p.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => /\/later-en-[\w-]+\.js$/.test(e.name)),
  );
  await beforeCards?.();
  await p.evaluate(() => {
    window.history.pushState(null, '', '/cards');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('a screen whose code does not load', () => {
  it('after a redeploy: "A new version is available" and Reload brings the screen', async () => {
    await page.route(CARDS_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await homeThenCards(page);
    await seen(page.getByText('A new version is available'));
    expect(await page.getByText(/crashed|went wrong/i).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.screenshot({ path: 'tests/e2e/artifacts/chunk-new-version.png' });

    await page.unroute(CARDS_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await seen(page.getByRole('button', { name: 'Issue a card' }));
    expect(new URL(page.url()).pathname).toBe('/cards');
  });

  it('offline: says so, and Reload works once the connection is back', async () => {
    // A fresh page: the cards chunk is not in this page's module map yet.
    const { page: p, context } = await app.phone();
    await signInWeb(app, p);
    await homeThenCards(p, () => context.setOffline(true));
    await seen(p.getByText('You’re offline'));
    await p.screenshot({ path: 'tests/e2e/artifacts/chunk-offline.png' });
    await context.setOffline(false);
    // Back online, the message turns into the reload offer.
    await seen(p.getByText('A new version is available'));
    await p.getByRole('button', { name: 'Reload' }).click();
    await seen(p.getByRole('button', { name: 'Issue a card' }));
    await context.close();
  });
});
