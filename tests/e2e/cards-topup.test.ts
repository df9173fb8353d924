import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import { startSignedIn } from './helpers/signed-in';

/**
 * Topping up a prepaid card from the card screen (TRANSFER_CARD_PREPAID through the orders
 * calculator): quote while typing, one order per intent, progress in place, the card balance
 * grows when the order completes, and the order shows in the wallet history. A frozen card
 * explains itself instead of offering the action.
 */
let app: TestApp;
let page: Page;
const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;

const { seen, textOf, tap } = locatorWaits();
/** "$1,234.56" → 123456 (cents), to compare balances without floats. */
const cents = (text: string) => {
  const m = text.match(/\$([\d,]+\.\d{2})/);
  if (!m) throw new Error(`No dollar amount in: ${text}`);
  return Number(m[1]!.replace(/[,.]/g, ''));
};

beforeAll(async () => {
  ({ app, page } = await startSignedIn());
});
afterAll(() => app.stop());

async function openCard(name: string) {
  await page.goto('/cards');
  await tap(page.getByTestId('card-face').filter({ hasText: name }));
  await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/);
  await seen(page.getByRole('heading', { name }));
}

describe('card top-up', () => {
  it('tops up a prepaid card: the quote, one order on a double tap, the balance grows, history shows it', async () => {
    await openCard('Online shopping');
    const cardUrl = page.url();
    const before = cents(await textOf(page.getByTestId('card-face')));

    await tap(page.locator('.card-action', { hasText: 'Top up' }));
    const sheet = page.getByRole('dialog');
    await seen(sheet.getByText('Top up card'));
    await sheet.locator('input[name="topup_amount"]').fill('25');
    // The wallet holds enough USD: the platform pays from it, and the quote says what it costs.
    await seen(sheet.getByText('Paid from'));
    await seen(sheet.getByTestId('topup-source').filter({ hasText: 'US Dollar' }));
    await expect
      .poll(() => textOf(sheet.getByTestId('quote-receive')), { timeout: 10_000 })
      .toContain('25.00');
    expect(await textOf(sheet.getByTestId('quote-pay'))).toContain('25.26');
    await page.screenshot({ path: shot('cards-topup-sheet') });

    // Review first (pay, fees, total), then a double tap on confirm sends one order (the action
    // locks from the tap until the outcome).
    await sheet.locator('.ui-sheet__primary button', { hasText: 'Review top-up' }).click();
    await seen(sheet.getByTestId('review'));
    await seen(sheet.getByTestId('review-fee-total'));
    await sheet.locator('.ui-sheet__primary button', { hasText: 'Confirm top-up' }).dblclick({ force: true });
    const progress = page.getByTestId('topup-progress');
    await seen(progress);
    await page.screenshot({ path: shot('cards-topup-progress') });
    await expect.poll(() => textOf(progress), { timeout: 20_000 }).toContain('$25.00 added to the card');
    await expect
      .poll(async () => cents(await textOf(page.getByTestId('card-face'))), { timeout: 10_000 })
      .toBe(before + 2500);
    await page.screenshot({ path: shot('cards-topup-done') });

    // The card's own history has the deposit.
    await seen(page.getByText('Top-up from wallet').first());

    // The wallet history shows one "Card top-up" movement of $25.26.
    await tap(progress.getByText('View order'));
    await page.waitForURL(/\/wallets\/[0-9a-f-]{36}\/orders\//);
    const walletId = new URL(page.url()).pathname.split('/')[2]!;
    await page.goto(`/wallets/${walletId}/transactions`);
    const rows = page.locator('[data-testid^="tx-"]', { hasText: 'Card top-up' });
    await seen(rows);
    await expect.poll(() => rows.filter({ hasText: '25.26' }).count()).toBe(1);
    await page.screenshot({ path: shot('cards-topup-history') });

    // Back on the card, after a reload the platform still has the new balance.
    await page.goto(cardUrl);
    await expect
      .poll(async () => cents(await textOf(page.getByTestId('card-face'))), { timeout: 10_000 })
      .toBe(before + 2500);
  });

  it('a frozen card says why it cannot be topped up instead of offering the action', async () => {
    await openCard('Subscriptions');
    await tap(page.locator('.card-action', { hasText: 'Top up' }));
    const sheet = page.getByRole('dialog');
    await seen(sheet.getByTestId('topup-blocked'));
    expect(await textOf(sheet.getByTestId('topup-blocked'))).toBe(
      'This card is frozen. Unfreeze it, then top it up.',
    );
    // No primary action in the sheet: nothing to submit.
    await seen(sheet.getByText('Top up card'));
    expect(await page.locator('.ui-sheet__primary button').count()).toBe(0);
  });
});
