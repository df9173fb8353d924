import type { Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';

/**
 * Editing the details of one of the user's own accounts keeps it theirs: the PATCH carries
 * `is_self: true` (API.md §8 gives the update's `is_self` a default of false, so an edit that left
 * it out, or sent false, turned the user's own bank account into a payee).
 */
let app: TestApp;
const { seen, tap } = locatorWaits(20_000);
const H = { 'content-type': 'application/json', 'x-tenant-id': 'sandbox-tenant' };

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

describe('editing a recipient', () => {
  it("an own account's new nickname is saved and it stays among the user's own accounts", async () => {
    const { context, page } = await app.phone();
    const session = await signInWeb(app, page);
    const auth = { ...H, authorization: `Bearer ${session.access_token}` };
    const wallets = (await (
      await fetch(`${app.platformUrl}/__platform/v2/wallets`, { headers: auth })
    ).json()) as {
      data: { uuid: string; name: string }[];
    };
    const walletId = wallets.data.find((w) => w.name === 'Main')!.uuid;
    const created = await fetch(`${app.platformUrl}/__platform/v2/counterparties/${walletId}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        name: 'Dana Doe',
        email: '',
        phone: '',
        type: 'INDIVIDUAL',
        is_pinned: false,
        is_self: true,
      }),
    });
    expect(created.status).toBe(200);
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r: Request) => {
      if (r.method() === 'PATCH' && r.url().includes('/counterparties/')) sent.push(r.postDataJSON());
    });

    await page.goto(`/wallets/${walletId}/counterparties`);
    await tap(page.getByText('Dana Doe'));
    await tap(page.getByRole('button', { name: 'Edit details' }));
    await page.getByLabel('Nickname (optional)').fill('Savings');
    await tap(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toMatchObject({ nickname: 'Savings', is_self: true });

    // After a fresh load, still under "Your accounts", not among the payees.
    await page.goto(`/wallets/${walletId}/counterparties`);
    await seen(page.getByText('Your accounts'));
    await seen(page.getByText('Dana Doe'));
    expect(await page.getByTestId('recipient-row').filter({ hasText: 'Dana Doe' }).count()).toBe(0);
    await context.close();
  });
});
