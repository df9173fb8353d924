import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';

/** Identity verification through the sandbox's stand-in page, in real Chromium at phone size. */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;
/** Cells draw a ripple over their text: tap the element itself, as a finger would. */
const tap = (l: Locator) => l.first().evaluate((el) => (el as HTMLElement).click());

async function firstWallet(token: string): Promise<string> {
  const res = await fetch(`${app.platformUrl}/__platform/v2/wallets`, {
    headers: { authorization: `Bearer ${token}`, 'x-tenant-id': 'sandbox-tenant' },
  });
  const body = (await res.json()) as { data: { uuid: string }[] };
  return body.data[0]!.uuid;
}

async function openKyc(page: Page, email: string) {
  const session = await signInWeb(app, page, email);
  const walletId = await firstWallet(session.access_token);
  await page.goto(`/wallets/${walletId}/kyc`);
  await page.getByText('Not verified yet').waitFor();
  return walletId;
}

describe('KYC via the sandbox stand-in', () => {
  it('verifies with the stand-in page and reaches APPROVED', async () => {
    const { context, page } = await app.phone();
    await openKyc(page, 'kyc-approve@example.com');
    await page.getByText('Identity verification', { exact: true }).waitFor();
    await page.screenshot({ path: shot('kyc-unverified') });

    await page.getByRole('button', { name: 'Verify now' }).click();
    const frame = page.frameLocator('iframe[title="Sandbox identity check"]');
    await frame.getByRole('button', { name: 'Approve' }).waitFor();
    await page.screenshot({ path: shot('kyc-stand-in') });
    await frame.getByRole('button', { name: 'Approve' }).click();

    // The overlay closes by itself; the screen shows the review, then the result.
    await page.getByRole('dialog', { name: 'Identity verification' }).waitFor({ state: 'detached' });
    await page.getByText('Verified', { exact: true }).first().waitFor({ timeout: 15_000 });
    await page.getByText('Your identity is verified.').waitFor();
    await page.screenshot({ path: shot('kyc-approved') });

    // A banking rail that asks no questions (the US one does: kyc-forms.test.ts): accept its
    // terms, submit, and it is approved too.
    await tap(page.getByText('EU bank transfers (SEPA)'));
    await page.getByText('EU payment institution terms').waitFor();
    const accept = page.getByRole('button', { name: 'Accept terms' });
    expect(await accept.isDisabled()).toBe(true);
    await tap(page.getByText('I have read and accept these terms'));
    await accept.click();
    await page.getByText('You accepted these terms.').waitFor();
    await page.screenshot({ path: shot('kyc-rail-terms') });
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByText('Submitted. We will update the status here.').waitFor();
    await context.close();
  });

  it('a declined verification says what happened and that support is the way forward', async () => {
    const { context, page } = await app.phone();
    await openKyc(page, 'kyc-decline@example.com');
    await page.getByRole('button', { name: 'Try another way to verify' }).click();
    const frame = page.frameLocator('iframe[title="Sandbox identity check"]');
    await frame.getByLabel('First name').fill('Decline');
    await frame.getByRole('button', { name: 'Submit verification' }).click();

    await page
      .getByText('We could not verify your identity with the documents provided.')
      .waitFor({ timeout: 15_000 });
    await page.getByText('Contact support if you think it is wrong.', { exact: false }).waitFor();
    await page.getByText('The photo on the document does not match the selfie.').waitFor();
    expect(await page.getByRole('button', { name: 'Verify now' }).count()).toBe(0);
    // Support's way in: the wallet's id copied for the chat, never shown (no UUID on screen).
    await page.getByRole('button', { name: 'Copy wallet ID for support' }).waitFor();
    expect(await page.locator('main').innerText()).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    await page.screenshot({ path: shot('kyc-declined') });
    await context.close();
  });
});
