import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, type TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import { startSignedIn } from './helpers/signed-in';

/** Issuing and controlling cards through the UI, as the demo user, in a phone-sized Chromium. */
let app: TestApp;
let page: Page;

const { seen, textOf, tap } = locatorWaits();
const countOf = (loc: Locator) => loc.count();

beforeAll(async () => {
  ({ app, page } = await startSignedIn());
});
afterAll(() => app.stop());

async function openIssueSheet() {
  await page.goto('/cards');
  await tap(page.getByRole('button', { name: 'Issue a card' }).first());
}

describe('cards', () => {
  it('issues a prepaid card from an active program (archived ones are not offered)', async () => {
    await openIssueSheet();
    const programs = page.getByTestId('program');
    await seen(programs); // the programs arrive together
    const names = await programs.allInnerTexts();
    expect(names.join('\n')).not.toContain('retired');
    expect(names.join('\n')).toContain('$5.00 to issue · $1.00 a month');
    await tap(programs.filter({ hasText: 'Visa Virtual Prepaid' }));
    await page.screenshot({ path: 'tests/e2e/artifacts/cards-issue-programs.png' });
    await page.getByLabel('Card name').fill('E2E prepaid');
    // The program's minimum is said before anything is typed, and the field starts at it.
    await seen(page.getByText('The first top-up for this program is at least $10.00.'));
    const topUp = page.getByLabel('First top-up');
    expect(await topUp.inputValue()).toBe('10');
    // Below it: refused on the spot with the amount, the typed text kept, nothing issued.
    await topUp.fill('5');
    await tap(page.getByRole('button', { name: 'Issue card' }));
    await seen(page.getByText('The minimum amount is $10.00.'));
    expect(await topUp.inputValue()).toBe('5');
    expect(page.url()).toMatch(/\/cards$/);
    await topUp.fill('15');
    await seen(page.getByText('Your wallet pays $20.00 now'));
    // A double tap issues one card (one request_id per intent).
    await page.getByRole('button', { name: 'Issue card' }).dblclick({ force: true });
    await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/);
    await seen(page.getByRole('heading', { name: 'E2E prepaid' }));
    await page.goto('/cards');
    const issued = page.getByTestId('card-face').filter({ hasText: 'E2E prepaid' });
    await seen(issued); // its wallet's cards arrive in one answer
    expect(await issued.count()).toBe(1);
    await expect
      .poll(() => textOf(page.getByTestId('card-face').filter({ hasText: 'E2E prepaid' })))
      .toMatch('$15.00');
  });

  it('issues a balance card on a new sub-account, then freezes, unfreezes, limits and renames it', async () => {
    await openIssueSheet();
    await tap(page.getByTestId('program').filter({ hasText: 'Mastercard Virtual Balance' }));
    await page.getByLabel('Card name').fill('E2E balance');
    await tap(page.getByText('New sub-account'));
    await tap(page.getByRole('button', { name: 'Issue card' }));
    await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/);
    await seen(page.getByRole('heading', { name: 'E2E balance' }));
    await seen(page.getByText('Shared balance').first());

    await tap(page.getByRole('button', { name: 'Freeze' }));
    await seen(page.getByRole('button', { name: 'Unfreeze' }));
    await expect.poll(() => textOf(page.getByTestId('card-face'))).toMatch('Frozen');
    // The screen shows "Frozen" before the platform answers (optimistic); reload only once it has.
    await seen(page.getByText('Card frozen'));
    await page.reload();
    await expect.poll(() => textOf(page.getByTestId('card-face'))).toMatch('Frozen'); // the platform kept it
    await tap(page.getByRole('button', { name: 'Unfreeze' }));
    await seen(page.getByRole('button', { name: 'Freeze' }));
    await expect.poll(() => textOf(page.getByTestId('card-face'))).not.toContain('Frozen');
    await seen(page.getByText('Card unfrozen'));

    await tap(page.getByTestId('limit-daily'));
    // No switch: a limit can be set or changed, never sent as null (API.md §12.3).
    await seen(page.getByText('A limit can be raised or lowered here, but not removed.'));
    expect(await page.getByLabel('Limit enabled').count()).toBe(0);
    await page.getByLabel('Limit amount').fill('-5');
    await tap(page.getByRole('button', { name: 'Save limit' }));
    await expect.poll(() => textOf(page.getByRole('alert'))).toMatch('sign');
    await page.getByLabel('Limit amount').fill('50');
    await tap(page.getByRole('button', { name: 'Save limit' }));
    await seen(page.getByText('Daily limit set')); // the platform answered
    expect(await textOf(page.getByTestId('limit-daily'))).toMatch('Cap €50.00 · spent €0.00');
    // Each period says one state: a cap, or Off (never "No limit" beside it).
    expect(await textOf(page.getByTestId('limit-weekly'))).toBe('Weekly\nOff');
    await page.screenshot({ path: 'tests/e2e/artifacts/cards-card.png', fullPage: true });

    // Clicked as a finger would land on the row: a forced tap at the text's spot could hit the
    // sticky header above it, and the cell's ripple overlays the text for a plain click.
    await page.getByText('Tap to rename').evaluate((el) => (el as HTMLElement).click());
    await page.getByLabel('Card name').fill('Team travel');
    await tap(page.getByRole('button', { name: 'Save' }));
    await seen(page.getByRole('heading', { name: 'Team travel' }));
  });

  it('rolls a failed freeze back and says why', async () => {
    await app.control('/faults', { match: '/freeze', error_rate: 1, error_status: 500, times: 1 });
    await tap(page.getByRole('button', { name: 'Freeze' }));
    await seen(page.getByText('Could not freeze the card'));
    await seen(page.getByRole('button', { name: 'Freeze' }));
    await expect.poll(() => textOf(page.getByTestId('card-face'))).not.toContain('Frozen');
  });

  it('closes a card after a confirmation naming the consequence; it leaves the card list', async () => {
    // The error toast of the previous step sits over the bottom of the screen until it times out.
    await page.getByText('Could not freeze the card').waitFor({ state: 'hidden', timeout: 10_000 });
    const url = page.url();
    await tap(page.getByRole('button', { name: 'Close card' }));
    await seen(page.getByText(/stops working immediately and cannot be reopened/));
    await tap(page.getByRole('button', { name: 'Close card for good' }));
    await page.waitForURL(/\/cards$/);
    // A fresh load (no cached list): the closed card's wallet answers with its other cards.
    await page.goto('/cards');
    await seen(page.getByTestId('card-face').filter({ hasText: 'Online shopping' }));
    expect(await countOf(page.getByTestId('card-face').filter({ hasText: 'Team travel' }))).toBe(0);
    await page.goto(url.replace(app.url, ''));
    await seen(page.getByText('This card is closed'));
    await page.screenshot({ path: 'tests/e2e/artifacts/cards-closed.png', fullPage: true });
    expect(await countOf(page.getByRole('button', { name: 'Unfreeze' }))).toBe(0);
    expect(await countOf(page.getByRole('button', { name: 'Freeze' }))).toBe(0);
  });

  it('in Ukrainian the five card actions stay equal and inside the screen', async () => {
    const { context, page: uk } = await app.phone();
    await signInWeb(app, uk);
    await uk.evaluate(() => localStorage.setItem('app/locale', 'uk'));
    await uk.goto('/cards');
    await tap(uk.getByTestId('card-face').filter({ hasText: 'Online shopping' }));
    await seen(uk.getByRole('button', { name: 'Заморозити' }));
    const tiles = await uk.locator('.card-action').evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, width: r.width };
      }),
    );
    expect(tiles).toHaveLength(5);
    // "Заморозити" is one long word: it wraps inside its tile instead of widening it.
    const widths = tiles.map((t) => Math.round(t.width));
    expect(Math.max(...widths) - Math.min(...widths), JSON.stringify(widths)).toBeLessThanOrEqual(1);
    const viewport = uk.viewportSize()!.width;
    expect(tiles[0]!.left).toBeGreaterThanOrEqual(8);
    expect(viewport - tiles[4]!.right).toBeGreaterThanOrEqual(8);
    await context.close();
  });

  it('a wallet nobody verified shows its programs as "Verify to unlock", leading to the KYC screen', async () => {
    const { context, page: fresh } = await app.phone();
    await signInWeb(app, fresh, `unverified.${Date.now()}@example.com`);
    await fresh.goto('/cards');
    // No dead end: the empty tab says verification comes first and offers it.
    await seen(fresh.getByText('Verify your identity first'));
    await seen(fresh.getByRole('button', { name: 'Verify now' }));
    await tap(fresh.getByRole('button', { name: 'See the cards on offer' }));
    const locked = fresh.getByTestId('program-locked');
    await seen(locked);
    expect(await fresh.getByTestId('program').count()).toBe(0);
    expect(await textOf(locked.first())).toContain('Verify to unlock');
    await fresh.screenshot({ path: 'tests/e2e/artifacts/cards-issue-locked.png' });
    await tap(locked.first());
    await fresh.waitForURL(/\/wallets\/[^/]+\/kyc$/);
    // "Verify now" on the tab leads to the same place.
    await fresh.goto('/cards');
    await tap(fresh.getByRole('button', { name: 'Verify now' }));
    await fresh.waitForURL(/\/wallets\/[^/]+\/kyc$/);
    await context.close();
  });
});
