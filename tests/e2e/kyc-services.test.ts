import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness';
import { goInApp } from './helpers/a11y-screens';
import { locatorWaits } from './helpers/locators';
import { firstWalletId } from './helpers/platform';
import { launchNewTelegramUser } from './telegram-env';

/**
 * Verification says per service what is true (issue 20, item 11): a bank account is opened only
 * for a holder verified for its rail, in the holder's name, never their email; after the identity
 * is verified the page does not claim every service, and each one still to do has its next step.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const { seen, tap, textOf } = locatorWaits(15_000);
const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;

/** The sandbox's stand-in provider: the name on the "document", approved. */
async function verifyIdentity(page: Page, first: string, last: string) {
  await tap(page.getByRole('button', { name: 'Try another way to verify' }));
  const frame = page.frameLocator('iframe[title="Sandbox identity check"]');
  await frame.getByLabel('First name').fill(first);
  await frame.getByLabel('Last name').fill(last);
  await frame.getByRole('button', { name: 'Approve' }).click();
  await seen(page.getByText('Your identity is verified.'));
}

describe('bank accounts and services, on the web', () => {
  it('an unverified user cannot open a Euro IBAN; after identity and the EU service it opens in their name', async () => {
    const { context, page } = await app.phone();
    const email = `kyc-services-${Date.now()}@example.com`;
    await signInWeb(app, page, email);
    const walletId = await firstWalletId(app, page);

    // Not verified: the Euro IBAN leads to verification, nothing is opened.
    await page.goto(`/wallets/${walletId}/virtual-accounts`);
    const iban = page.getByTestId('va-program-EUR_SEPA');
    await seen(iban.getByText('Verify', { exact: true }));
    await tap(iban);
    await page.waitForURL(/\/kyc\?service=rail_eu_banking/);
    expect(await page.getByRole('dialog').count()).toBe(0); // identity first: the page's own step

    await verifyIdentity(page, 'Nora', 'Newman');
    // Not "every service": the banking services each say what is next.
    const body = await page.locator('main').innerText();
    expect(body).not.toMatch(/every service/i);
    await seen(page.getByText('Some services below need one more step each before you can use them.'));
    for (const rail of ['rail_us_banking', 'rail_eu_banking']) {
      const row = page.getByTestId(`rail-${rail}`);
      expect(await textOf(row)).toMatch(/Not verified/);
      expect(await textOf(row)).toMatch(/Next: accept its terms and submit it for review\./);
    }
    await page.screenshot({ path: shot('kyc-services-verified-web'), fullPage: true });

    // The Euro IBAN, again: now its service opens with its terms.
    await page.goto(`/wallets/${walletId}/virtual-accounts`);
    await tap(page.getByTestId('va-program-EUR_SEPA'));
    const sheet = page.getByRole('dialog', { name: 'EU bank transfers (SEPA)' });
    await seen(sheet.getByText('To use this service, accept its terms and submit this wallet for review.'));
    await tap(sheet.getByText('I have read and accept these terms'));
    await tap(sheet.getByRole('button', { name: 'Accept terms' }));
    await tap(sheet.getByRole('button', { name: 'Submit for review' }));
    await seen(page.getByTestId('rail-rail_eu_banking').getByText('Verified', { exact: true }));
    expect(await textOf(page.getByTestId('rail-rail_us_banking'))).toMatch(/Next:/);

    await page.goto(`/wallets/${walletId}/virtual-accounts`);
    await seen(page.getByTestId('va-program-EUR_SEPA').getByText('Open', { exact: true }));
    await tap(page.getByTestId('va-program-EUR_SEPA'));
    await tap(page.getByRole('dialog', { name: 'Euro IBAN' }).getByRole('button', { name: /Open/ }));
    await page.waitForURL(/\/virtual-accounts\/[^/]+$/);
    await seen(page.getByText('Nora Newman').first());
    const account = await page.locator('main').innerText();
    expect(account).not.toContain(email);
    await page.screenshot({ path: shot('kyc-services-iban-web'), fullPage: true });
    await context.close();
  });
});

describe('bank accounts and services, in Telegram', () => {
  it('a new Telegram user’s Euro IBAN leads to verification; verified, the page gives each bank service its next step', async () => {
    const { context, page } = await app.phone();
    const user = { id: 744_001, first_name: 'Tomas', username: 'tomas_744001' };
    await launchNewTelegramUser(app, page, user, '+44 7911 744001');
    const walletId = await firstWalletId(app, page);

    await goInApp(page, `/wallets/${walletId}/virtual-accounts`);
    await tap(page.getByTestId('va-program-EUR_SEPA'));
    await page.waitForURL(/\/kyc\?service=rail_eu_banking/);
    await seen(page.getByText('Not verified yet'));

    await app.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
    await page.reload();
    await seen(page.getByText('Your identity is verified.'));
    expect(await page.locator('main').innerText()).not.toMatch(/every service/i);
    // Verified and linked to a service: its sheet opens, its next step first.
    await seen(page.getByRole('dialog', { name: 'EU bank transfers (SEPA)' }));
    await page.screenshot({ path: shot('kyc-services-telegram'), fullPage: true });
    await context.close();
  });
});
