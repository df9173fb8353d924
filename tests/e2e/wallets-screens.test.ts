import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';

/** Screenshots of every wallets screen at 390×844 with the demo user (looked at by a human). */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

/** Taps a telegram-ui Cell (its ripple layer makes Playwright's pointer checks refuse plain clicks). */
const tap = (l: Locator) => l.first().evaluate((el) => (el as HTMLElement).click());
const shot = (name: string) => `tests/e2e/artifacts/wallets-${name}.png`;

describe('wallets screens (screenshots)', () => {
  it('home, wallet, deposit, bank accounts, history, detail', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/');
    await page.getByText('Acme Trading Ltd').waitFor();
    await page.getByTestId('total-balance').filter({ hasText: '$' }).waitFor();
    await page.screenshot({ path: shot('home'), fullPage: true });
    await tap(page.getByText('New wallet'));
    await page.getByText('Escrow').first().waitFor();
    await page.screenshot({ path: shot('create-sheet') });
    await page.goto('/');
    await tap(page.getByText('Main', { exact: true }));
    await page.getByTestId('wallet-total').waitFor();
    await page.getByText('All transactions').waitFor();
    const walletUrl = page.url();
    await page.screenshot({ path: shot('wallet'), fullPage: true });
    await tap(page.getByRole('button', { name: 'Deposit', exact: true }));
    await tap(page.getByTestId('deposit-USDT'));
    await tap(page.getByTestId('network-728126428'));
    await page.getByTestId('network-warning').waitFor();
    await page.screenshot({ path: shot('deposit-sheet') });
    await page.goto(walletUrl);
    await tap(page.getByTestId('more-toggle'));
    await tap(page.getByTestId('more-bank'));
    await tap(page.getByText('US dollar account').first());
    await page.getByText('Routing number (ABA)').first().waitFor();
    await page.screenshot({ path: shot('virtual-account'), fullPage: true });
    await page.goto(walletUrl);
    await tap(page.getByText('All transactions'));
    await page.getByText('Today').first().waitFor();
    await page.screenshot({ path: shot('transactions') });
    await tap(page.locator('[data-testid^="tx-"]').first());
    await page.getByTestId('tx-status').waitFor();
    await page.screenshot({ path: shot('transaction'), fullPage: true });
    await context.close();
  });

  it('the wallet keeps four quick actions and lists every other flow behind "More", each opening its screen', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/');
    await tap(page.getByText('Main', { exact: true }));
    await page.getByTestId('wallet-total').waitFor();
    const walletUrl = new URL(page.url()).pathname;
    const quick = page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button');
    expect(await quick.allInnerTexts()).toEqual(['Deposit', 'Withdraw', 'Exchange', 'Transfer']);
    // Folded until asked for: the screen is balance, actions and recent history.
    expect(await page.locator('[data-testid^="more-"]:not([data-testid="more-toggle"])').count()).toBe(0);
    await tap(page.getByTestId('more-toggle'));
    await page.getByTestId('more-sell').waitFor();
    await page.screenshot({ path: shot('wallet-more'), fullPage: true });

    // Row → where it leads and what the screen there says (no dead rows).
    const rows: [string, string, string][] = [
      ['more-sell', '/sell', 'Sell to bank'],
      ['more-buy', '/buy', 'Buy with bank transfer'],
      ['more-send', '/send', 'Send to a recipient'],
      ['more-recipients', '/counterparties', 'Recipients'],
      ['more-cards', '/sub-accounts', 'Sub-accounts'],
      ['more-bank', '/virtual-accounts', 'Bank accounts'],
    ];
    const shown = await page
      .locator('[data-testid^="more-"]:not([data-testid="more-toggle"])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
    expect(shown).toEqual(expect.arrayContaining(rows.map((r) => r[0])));
    for (const [id, suffix, heading] of rows) {
      await page.goto(walletUrl);
      await page.getByTestId('more-toggle').waitFor();
      await tap(page.getByTestId('more-toggle'));
      await page.getByTestId(id).waitFor();
      await tap(page.getByTestId(id));
      await page.waitForURL((u) => u.pathname === `${walletUrl}${suffix}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
    }
    await context.close();
  });
});
