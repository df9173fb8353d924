import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import { platformAsPage } from './helpers/platform';

/**
 * The wallet history in human words, as the demo user sees it on the web: an exchange is one row
 * (the platform books it as two transactions), and no screen shows the platform's internals.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const { seen, tap } = locatorWaits(15_000);

async function mainWallet(page: import('playwright-core').Page): Promise<string> {
  const { data } = await platformAsPage(app, page)<{ data: { uuid: string; name: string }[] }>(
    'v2',
    '/wallets',
  );
  return data.find((w) => w.name === 'Main')!.uuid;
}

/** Words that are the platform's, not the user's. */
const INTERNALS = [
  /record type/i,
  /transaction id/i,
  /deposit crypto external/i,
  /exchange crypto internal/i,
  /withdrawal crypto/i,
  /^—$/m,
  /segregated/i,
  /vnd_/,
  /\(retired\)/i,
];

describe('wallet history in human words', () => {
  it('shows one row per exchange (USDT → EUR), with what came in and what went out', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const id = await mainWallet(page);
    await page.goto(`/wallets/${id}/transactions`);
    await page.locator('[data-testid^="tx-"]').first().waitFor();
    // Load until the seeded exchange (5 days ago) is on the page.
    const pair = page.locator('[data-exchange]').filter({ hasText: 'USDT → EUR' });
    for (let i = 0; i < 5 && (await pair.count()) === 0; i++) {
      await page.locator('.ui-paged-sentinel').scrollIntoViewIfNeeded();
      await page.waitForTimeout(800);
    }
    await seen(pair);
    expect(await pair.count()).toBe(1);
    expect(await pair.innerText()).toMatch(/\+€460\.00[\s\S]*500 USDT/);
    // Its two legs are not listed again as rows of their own.
    const [outId, inId] = (await pair.getAttribute('data-exchange'))!.split('-');
    expect(await page.getByTestId(`tx-${outId}`).count()).toBe(0);
    expect(await page.getByTestId(`tx-${inId}`).count()).toBe(1);

    await tap(pair);
    await seen(page.getByTestId('tx-status'));
    const text = await page.locator('main').innerText();
    for (const word of INTERNALS) expect(text, String(word)).not.toMatch(word);
    await seen(page.getByRole('button', { name: 'Share receipt' }));
    await seen(page.getByRole('button', { name: 'Get help' }));
    await context.close();
  });

  it('a deposit detail: label and value on one line, no rate, no internal ids, no dashes', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const id = await mainWallet(page);
    const tx = await app.control<{ id: number }>('/deposit', {
      wallet_id: id,
      currency_id: '0b6a7c1e-0000-4000-8000-000000000001',
      amount: '0.25',
    });
    await page.goto(`/wallets/${id}/transactions/${tx.id}`);
    await seen(page.getByTestId('tx-status'));
    const text = await page.locator('main').innerText();
    for (const word of INTERNALS) expect(text, String(word)).not.toMatch(word);
    expect(text).not.toMatch(/rate/i);
    // "Date" and its value share a line.
    const row = page.locator('.w-row').filter({ hasText: 'Date' });
    const [label, value] = await Promise.all([
      row.locator('.w-row__label').boundingBox(),
      row.locator('.w-row__value').boundingBox(),
    ]);
    expect(Math.abs(label!.y - value!.y)).toBeLessThan(6);
    await context.close();
  });
});
