import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';

/** Developer API keys: create, copy the once-shown secret, rotate, change the role. */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;
/** Cells draw a ripple over their text: tap the element itself, as a finger would. */
const tap = (l: Locator) => l.first().evaluate((el) => (el as HTMLElement).click());

describe('developer API keys', () => {
  it('creates a key, copies its secret once, rotates it and edits it', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'dev-e2e@example.com');
    await page.goto('/profile/developer');
    await page.getByText('No API keys yet').waitFor();
    await page.getByText('Sandbox US Bank').waitFor();

    await page.getByRole('button', { name: 'Create API key' }).click();
    await page.getByText('Full access for your live integration', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByText('Give the key a name').waitFor();
    await page.getByLabel('Key name').fill('Accounting export');
    await tap(page.getByText('Developer', { exact: true }));
    await page.screenshot({ path: shot('developer-create') });
    await page.getByRole('button', { name: 'Create key' }).click();

    await page.getByText('This is the only time you can see the secret').waitFor();
    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await page.getByRole('button', { name: /copy/i }).first().click();
    await page.getByText('API key copied').waitFor();
    // A secret, not a plain copy: the clipboard is cleared after a minute (or the user is told to).
    await page.getByText(/cleared from the clipboard in 60 seconds|Clear your clipboard/).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^sk_sandbox_/);
    await page.screenshot({ path: shot('developer-secret') });
    await tap(page.getByText('I saved the key somewhere safe'));
    await done.click();

    await page.locator('main').getByText('Accounting export').waitFor();
    await page.locator('main').getByText('Developer', { exact: true }).waitFor();
    expect(await page.getByText(copied).count()).toBe(0);
    await page.screenshot({ path: shot('developer-list') });

    // Rotate: confirmation, then a new secret shown once.
    await tap(page.getByText('Accounting export'));
    await page.getByRole('button', { name: 'Rotate secret…' }).click();
    await page.getByText('The current secret stops working immediately', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Rotate key' }).click();
    await page.getByText('This is the only time you can see the secret').waitFor();
    await page.getByRole('button', { name: /copy/i }).first().click();
    const rotated = await page.evaluate(() => navigator.clipboard.readText());
    expect(rotated).toMatch(/^sk_sandbox_/);
    expect(rotated).not.toBe(copied);
    await tap(page.getByText('I saved the key somewhere safe'));
    await page.getByRole('button', { name: 'Done' }).click();

    // Change the role (API.md §10: the update carries only the role; the name stays as it is).
    await tap(page.getByText('Accounting export'));
    expect(await page.getByLabel('Key name').getAttribute('readonly')).not.toBeNull();
    await page.getByText('A key keeps its name').waitFor();
    await tap(page.getByText('Production', { exact: true }));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.locator('main').getByText('Accounting export').waitFor();
    await page.locator('main').getByText('Production', { exact: true }).waitFor();
    await page.screenshot({ path: shot('developer-updated') });
    await context.close();
  });
});
