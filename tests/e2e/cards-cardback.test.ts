import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeOrderFilters } from '../../src/api/types/orders';
import type { TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import { platformAs } from './helpers/platform';
import { startSignedIn } from './helpers/signed-in';

/**
 * Money back from a card to its wallet (WITHDRAW_CARD_PREPAID / WITHDRAW_CARD_SUBACCOUNT) on the
 * web: "Move to wallet" next to "Top up", the amount capped by what the card holds, the quote's
 * fee, review, one order on a double tap, the card balance down and the wallet's up when it
 * settles; the same from a shared card account's screen.
 */
let app: TestApp;
let page: Page;
let token = '';
const shot = (name: string) => `/tmp/i22-cardback-shots/${name}.png`;
const { seen, textOf, tap } = locatorWaits();
const cents = (text: string) => {
  const m = text.match(/([\d,]+\.\d{2})/);
  if (!m) throw new Error(`No amount in: ${text}`);
  return Number(m[1]!.replace(/[,.]/g, ''));
};

beforeAll(async () => {
  ({ app, page, token } = await startSignedIn({ timeScale: 0.2 }));
});
afterAll(() => app.stop());

// biome-ignore lint/suspicious/noExplicitAny: loose reads of the platform's answers
const platform = <T = any>(service: 'core' | 'v2', path: string) => platformAs(app, token)<T>(service, path);

async function openCard(name: string) {
  await page.goto('/cards');
  await tap(page.getByTestId('card-face').filter({ hasText: name }));
  await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/);
  await seen(page.getByRole('heading', { name }));
}

describe('money back from a card', () => {
  it('prepaid card → wallet: capped by the card, quoted, reviewed, sent once, balances move', async () => {
    await openCard('Online shopping');
    const cardBefore = cents(await textOf(page.getByTestId('card-face')));
    const walletId = (await platform('v2', '/wallets')).data.find(
      (w: { name: string }) => w.name === 'Main',
    ).uuid;
    const usdOf = async () =>
      Number(
        (await platform('v2', `/wallets/${walletId}`)).balance.find(
          (b: { symbol: string }) => b.symbol === 'USD',
        )?.amount ?? 0,
      );
    const usdBefore = await usdOf();

    await seen(page.locator('.card-action', { hasText: 'Top up' }));
    await tap(page.locator('.card-action', { hasText: 'Move to wallet' }));
    const sheet = page.getByRole('dialog');
    const amount = sheet.locator('input[name="cardback_amount"]');
    await seen(amount);
    // More than the card holds: said at once, nothing to review.
    await amount.fill(String(cardBefore / 100 + 1));
    await seen(sheet.getByText(/More than your available balance/));
    expect(await sheet.locator('.ui-sheet__primary button', { hasText: 'Review move' }).isDisabled()).toBe(
      true,
    );

    await amount.fill('40');
    await expect
      .poll(() => textOf(sheet.getByTestId('quote-receive')), { timeout: 10_000 })
      .toContain('39.80');
    expect(await textOf(sheet.getByTestId('quote-pay'))).toContain('40.00');
    await page.screenshot({ path: shot('web-sheet') });

    await sheet.locator('.ui-sheet__primary button', { hasText: 'Review move' }).click();
    await seen(sheet.getByTestId('review'));
    await seen(sheet.getByTestId('review-fee-total'));
    await page.screenshot({ path: shot('web-review') });
    await sheet.locator('.ui-sheet__primary button', { hasText: 'Confirm move' }).dblclick({ force: true });
    const progress = page.getByTestId('topup-progress');
    await seen(progress);
    await expect.poll(() => textOf(progress), { timeout: 30_000 }).toContain('$39.80 arrived in the wallet');
    await page.screenshot({ path: shot('web-done') });
    await expect
      .poll(async () => cents(await textOf(page.getByTestId('card-face'))), { timeout: 10_000 })
      .toBe(cardBefore - 4000);
    expect(await usdOf()).toBeCloseTo(usdBefore + 39.8, 2);

    // One order reached the platform, with the amount the user typed.
    const filters = encodeURIComponent(encodeOrderFilters([{ order_type: ['WITHDRAW_CARD_PREPAID'] }]));
    const orders = await platform('core', `/v2/orders/list/${walletId}?limit=10&filters=${filters}`);
    expect(orders.data).toHaveLength(1);
    expect(Number(orders.data[0].amount_from)).toBe(40);
  });

  it('a shared card account gives its money back from its own screen', async () => {
    await openCard('Travel');
    await tap(page.getByText('Team expenses'));
    await page.waitForURL(/\/sub-accounts\//);
    const balance = page.getByTestId('sub-account-balance');
    const before = cents(await textOf(balance));
    await tap(page.getByRole('button', { name: 'Move to wallet' }));
    const sheet = page.getByRole('dialog');
    await sheet.locator('input[name="cardback_amount"]').fill('10');
    await expect
      .poll(() => textOf(sheet.getByTestId('quote-receive')), { timeout: 10_000 })
      .toContain('9.95');
    await sheet.locator('.ui-sheet__primary button', { hasText: 'Review move' }).click();
    await sheet.locator('.ui-sheet__primary button', { hasText: 'Confirm move' }).click();
    const progress = page.getByTestId('topup-progress');
    await expect.poll(() => textOf(progress), { timeout: 30_000 }).toContain('arrived in the wallet');
    await expect.poll(async () => cents(await textOf(balance)), { timeout: 10_000 }).toBe(before - 1000);
    await page.screenshot({ path: shot('web-account-done') });
  });
});
