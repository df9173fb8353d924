import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLuhnValid } from '../../sandbox/cards/luhn.ts';
import type { TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import { startSignedIn } from './helpers/signed-in';

/** Card details reveal, card history and CSV, and the single-card sub-account filter. */
let app: TestApp;
let page: Page;

const { seen, textOf, tap } = locatorWaits();

beforeAll(async () => {
  ({ app, page } = await startSignedIn());
});
afterAll(() => app.stop());

async function openSeededCard() {
  await page.goto('/cards');
  await tap(page.getByTestId('card-face').filter({ hasText: 'Online shopping' }));
  await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/);
  await seen(page.getByRole('button', { name: 'Details' }));
}

describe('card history and details', () => {
  it('reveals the sandbox card number and hides it after the timeout', async () => {
    // Sandbox-only test flag: a 2 s reveal instead of 30 s.
    await page.evaluate(() => localStorage.setItem('sandbox:card-reveal-ms', '2000'));
    await openSeededCard();
    const last4 = (await page.getByTestId('card-face').innerText()).match(/(\d{4})/)![1]!;
    const forge: string[] = [];
    page.on('request', (r) => {
      if (/card-secrets/.test(r.url())) forge.push(r.url());
    });
    await tap(page.getByRole('button', { name: 'Details' }));
    // A fresh proof of presence first (tests/e2e/reauth.test.ts covers it in full).
    const proof = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await proof.getByLabel('Password').first().fill('demo-pass-123');
    await tap(proof.getByRole('button', { name: 'Confirm' }));
    const number = page.getByTestId('card-number');
    await seen(number);
    const digits = (await number.innerText()).replace(/\s/g, '');
    await page.screenshot({ path: 'tests/e2e/artifacts/cards-details.png' });
    expect(digits).toHaveLength(16);
    expect(digits.endsWith(last4)).toBe(true);
    expect(isLuhnValid(digits)).toBe(true);
    expect(forge.length).toBe(1); // node-forge arrived only now, as its own chunk
    expect(page.url()).not.toContain(digits);
    expect(
      await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })),
    ).not.toContain(digits);
    await number.waitFor({ state: 'detached', timeout: 10_000 });
    await page.evaluate(() => localStorage.removeItem('sandbox:card-reveal-ms'));
  });

  it('shows a purchase code with its expiry', async () => {
    await tap(page.getByRole('button', { name: 'Code' }));
    await expect.poll(() => textOf(page.getByTestId('card-otp'))).toMatch(/^\d{6}$/);
    await seen(page.getByText(/Valid for 4:5\d|Valid for 5:00/));
    await page.screenshot({ path: 'tests/e2e/artifacts/cards-code.png' });
    await page.keyboard.press('Escape');
  });

  it('lists transactions with merchant, category, status and failure reason, and exports CSV', async () => {
    await openSeededCard();
    const rows = page.getByTestId('card-tx');
    const more = page.getByTestId('card-tx-more');
    // The first page is in once "Show more" shows; counting earlier raced the request.
    await seen(more);
    expect(await rows.count()).toBe(10);
    await expect
      .poll(() => textOf(rows.filter({ hasText: 'Valve Steam' })))
      .toMatch(/^Declined\s+Insufficient funds on the card\.$/m);
    // The status is a chip, as elsewhere in the app, and the date comes first, whole on one line
    // (type and category may wrap under it: cut off, a longer language lost the category).
    const steam = rows.filter({ hasText: 'Valve Steam' }).first();
    expect(await steam.locator('.ui-chip').innerText()).toBe('Declined');
    const line = steam.locator('.cards-tx-line');
    expect(await line.innerText()).toMatch(
      /^(Today|Yesterday|\d{1,2} [A-Z][a-z]{2}( \d{4})?), \d{2}:\d{2} · /,
    );
    const date = line.locator('.cards-tx-when');
    expect(await date.evaluate((el) => el.getClientRects().length === 1 && el.clientHeight < 30)).toBe(true);
    expect(await line.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true); // nothing cut off
    // The Transactions header looks like every other section header (it had its own styling).
    const headerLook = (text: string) =>
      page.evaluate((wanted) => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (n.textContent?.trim() !== wanted) continue;
          const s = getComputedStyle(n.parentElement!);
          return [s.color, s.fontSize, s.fontWeight, s.textTransform].join(' ');
        }
        return 'not found';
      }, text);
    expect(await headerLook('Transactions')).toBe(await headerLook('Spending limits'));
    await expect
      .poll(() => textOf(rows.filter({ hasText: 'Starbucks 0421' })))
      .toMatch('Fast food and cafés');
    await expect.poll(() => textOf(rows.filter({ hasText: 'Starbucks 0421' }))).toMatch('Pending');
    await tap(more);
    // The row turns into "Loading…" and leaves once the last page is in.
    await more.waitFor({ state: 'detached', timeout: 10_000 });
    expect(await rows.count()).toBe(12);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    // Named after the card (its name, else its last digits), never an id (issue 20).
    expect(download.suggestedFilename()).toBe('Online shopping transactions.csv');
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toContain('merchant');
    expect(lines).toHaveLength(13);
    expect(csv).toContain('Valve Steam');
  });

  it('filters the sub-account list to single-card sub-accounts', async () => {
    await page.goto('/cards');
    await tap(page.getByText(/All sub-accounts of/));
    await page.waitForURL(/\/sub-accounts$/);
    const items = page.getByTestId('sub-account');
    const team = items.filter({ hasText: 'Team expenses' });
    await seen(team); // the unfiltered list is in (its rows arrive together)
    expect(await team.count()).toBe(1);
    const all = await items.count();
    await tap(page.getByText('Single card', { exact: true }));
    // The unfiltered rows leave at once (skeleton), then the filtered list arrives.
    await team.first().waitFor({ state: 'detached', timeout: 10_000 });
    await seen(items);
    expect(await team.count()).toBe(0);
    expect(await items.count()).toBeLessThan(all);
    for (const text of await items.allInnerTexts()) expect(text.match(/••••/g)).toHaveLength(1);
    await page.screenshot({ path: 'tests/e2e/artifacts/cards-sub-accounts-single.png', fullPage: true });
  });

  it('shows a sub-account with its balance, copyable IBAN and crypto deposit details', async () => {
    await tap(page.getByText('All', { exact: true }));
    await tap(page.getByTestId('sub-account').filter({ hasText: 'Team expenses' }));
    await expect.poll(() => textOf(page.getByTestId('sub-account-balance'))).toMatch('€364.81');
    const iban = page.getByText(/^DE\d{20}$/);
    await tap(iban);
    await seen(page.getByText('IBAN copied'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^DE\d{20}$/);
    await seen(page.getByText(/USDT · Tron/));
    await seen(page.getByTestId('card-tx').first());
    await page.screenshot({ path: 'tests/e2e/artifacts/cards-sub-account.png', fullPage: true });
  });
});
