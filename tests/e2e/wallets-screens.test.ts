import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
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
    await tap(page.getByText('Deposit crypto'));
    await tap(page.getByTestId('deposit-USDT'));
    await tap(page.getByTestId('network-728126428'));
    await page.getByTestId('network-warning').waitFor();
    await page.screenshot({ path: shot('deposit-sheet') });
    await page.goto(walletUrl);
    await tap(page.getByText('Bank accounts'));
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
});
