import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { goInApp } from './helpers/a11y-screens.ts';
import { locatorWaits } from './helpers/locators.ts';
import { platformAsPage } from './helpers/platform.ts';
import { launchNewTelegramUser, pressTelegram } from './telegram-env.ts';

/**
 * Frontend access keys in Developer (issue 22 item 6): create for a wallet with a role, the secret
 * shown once and copied, a new secret and revoking each behind a confirmation; what reached the
 * platform is checked from its side.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `/tmp/i22-growth-shots/${name}.png`;
const { seen, tap } = locatorWaits(15_000);

interface Listed {
  data: { id: string; name: string; role: string; wallet_id: string }[];
}
/** A closing sheet's overlay takes taps until its animation ends. */
const sheetsGone = (page: Page) =>
  page.getByRole('dialog').first().waitFor({ state: 'detached', timeout: 15_000 });
const listed = (page: Page) => platformAsPage(app, page)<Listed>('core', '/frontend/access/keys');

/** The body of the next request to `path` the page sends. */
const nextBody = (page: Page, method: string, path: RegExp) =>
  page
    .waitForRequest((r) => r.method() === method && path.test(new URL(r.url()).pathname))
    .then((r) => r.postDataJSON() as unknown);

describe('frontend access keys on the web', () => {
  it('creates a key for the wallet with a role, shows its secret once, makes a new one, revokes it', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, `fk-web-${Date.now()}@example.com`);
    const wallet = (
      await platformAsPage(app, page)<{ data: { uuid: string; name: string }[] }>('v2', '/wallets')
    ).data[0]!;
    await page.goto('/profile/developer');
    await seen(page.getByText('No frontend keys yet'));
    await page.screenshot({ path: shot('web-new-developer'), fullPage: true });

    await tap(page.getByRole('button', { name: 'Create frontend key' }));
    const sheet = page.getByRole('dialog', { name: 'New frontend key' });
    await tap(sheet.getByRole('button', { name: 'Create key' }));
    await seen(sheet.getByText('Give the key a name.'));
    await sheet.getByLabel('Key name').fill('Online shop');
    // A new account's one wallet is already the answer; the role is chosen in words.
    expect(await sheet.getByRole('radio', { name: wallet.name }).isChecked()).toBe(true);
    await tap(sheet.getByText('Developer', { exact: true }));
    await page.screenshot({ path: shot('web-new-frontend-key-create') });
    const created = nextBody(page, 'POST', /\/frontend\/access\/keys$/);
    await tap(sheet.getByRole('button', { name: 'Create key' }));
    expect(await created).toEqual({ name: 'Online shop', role: 'DEVELOPER', wallet_id: wallet.uuid });

    await seen(page.getByText('This is the only time you can see the secret of'));
    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await tap(page.getByRole('button', { name: /copy/i }));
    await seen(page.getByText('Secret copied'));
    const secret = await page.evaluate(() => navigator.clipboard.readText());
    expect(secret).toMatch(/^fk_sandbox_/);
    await page.screenshot({ path: shot('web-new-frontend-key-secret') });
    await tap(page.getByText('I saved the key somewhere safe'));
    await tap(done);
    await sheetsGone(page);

    const row = page.locator('main').getByText('Online shop');
    await seen(row);
    await seen(page.locator('main').getByText(`${wallet.name} · created`, { exact: false }));
    expect(await page.getByText(secret).count()).toBe(0);
    const [key] = (await listed(page)).data;
    expect(key).toMatchObject({ name: 'Online shop', role: 'DEVELOPER', wallet_id: wallet.uuid });
    await page.screenshot({ path: shot('web-new-frontend-key-list'), fullPage: true });

    // A new secret: asked first, then shown once, and different.
    await tap(row);
    await tap(page.getByRole('button', { name: 'New secret…' }));
    await seen(page.getByText('stops working at once', { exact: false }));
    await tap(page.getByRole('button', { name: 'Make a new secret' }));
    await seen(page.getByText('This is the only time you can see the secret of'));
    await tap(page.getByRole('button', { name: /copy/i }));
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).not.toBe(secret);
    const renewed = await page.evaluate(() => navigator.clipboard.readText());
    expect(renewed).toMatch(/^fk_sandbox_/);
    await tap(page.getByText('I saved the key somewhere safe'));
    await tap(page.getByRole('button', { name: 'Done' }));
    await sheetsGone(page);

    // Revoke: asked first; closing the question changes nothing.
    await tap(row);
    await tap(page.getByRole('button', { name: 'Revoke…' }));
    await seen(page.getByText('This cannot be undone.', { exact: false }));
    await page.keyboard.press('Escape');
    await expect.poll(async () => (await listed(page)).data.length).toBe(1);
    await sheetsGone(page);
    await tap(row);
    await tap(page.getByRole('button', { name: 'Revoke…' }));
    const revoked = page.waitForRequest(
      (r) =>
        r.method() === 'DELETE' && new URL(r.url()).pathname.endsWith(`/frontend/access/keys/${key!.id}`),
    );
    await tap(page.getByRole('button', { name: 'Revoke key' }));
    expect((await revoked).postDataJSON()).toEqual({});
    await seen(page.getByText('Online shop revoked'));
    await seen(page.getByText('No frontend keys yet'));
    expect((await listed(page)).data).toEqual([]);
    await context.close();
  });

  it('the demo user picks one of several wallets; a wallet they only use is not offered', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const wallets = (
      await platformAsPage(app, page)<{ data: { uuid: string; name: string; role: string }[] }>(
        'v2',
        '/wallets?include_shared=true',
      )
    ).data;
    await page.goto('/profile/developer');
    await tap(page.getByRole('button', { name: 'Create frontend key' }));
    const sheet = page.getByRole('dialog', { name: 'New frontend key' });
    await sheet.getByLabel('Key name').fill('Checkout');
    for (const w of wallets)
      expect(await sheet.getByRole('radio', { name: w.name }).count()).toBe(w.role === 'user' ? 0 : 1);
    await tap(sheet.getByRole('button', { name: 'Create key' }));
    await seen(sheet.getByText('Choose the wallet this key works with.'));
    const target = wallets.find((w) => w.role !== 'user')!;
    await tap(sheet.getByRole('radio', { name: target.name }));
    await page.screenshot({ path: shot('web-demo-frontend-key-create') });
    const created = nextBody(page, 'POST', /\/frontend\/access\/keys$/);
    await tap(sheet.getByRole('button', { name: 'Create key' }));
    expect(await created).toEqual({ name: 'Checkout', role: 'READ_ONLY', wallet_id: target.uuid });
    await seen(page.getByText('This is the only time you can see the secret of'));
    await context.close();
  });
});

describe('when the platform asks the user to confirm it is them', () => {
  it('a new secret waits for the proof (a fresh sign-in), then goes through once', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const wallet = (await platformAsPage(app, page)<{ data: { uuid: string }[] }>('v2', '/wallets')).data[0]!;
    const { data: made } = await platformAsPage(app, page)<{ data: { id: string; key: string } }>(
      'core',
      '/frontend/access/keys',
      { name: 'Guarded widget', role: 'READ_ONLY', wallet_id: wallet.uuid },
    );
    await app.control('/frontend-keys/step-up', { on: true });
    try {
      await page.goto('/profile/developer');
      await tap(page.locator('main').getByText('Guarded widget'));
      await tap(page.getByRole('button', { name: 'New secret…' }));
      const regenerations: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith(`/frontend/access/keys/${made.id}/regenerate`))
          regenerations.push(r.url());
      });
      await tap(page.getByRole('button', { name: 'Make a new secret' }));
      const proof = page.getByRole('dialog', { name: 'Confirm it’s you' });
      await seen(proof.getByText('This is needed to change a frontend access key.'));
      await page.screenshot({ path: shot('web-demo-frontend-key-proof') });
      expect(regenerations).toHaveLength(1); // refused: the platform asked first
      await proof.getByLabel('Password').first().fill('demo-pass-123');
      await tap(proof.getByRole('button', { name: 'Confirm' }));
      await seen(page.getByText('This is the only time you can see the secret of'));
      expect(regenerations).toHaveLength(2);
      await tap(page.getByRole('button', { name: /copy/i }));
      const secret = await page.evaluate(() => navigator.clipboard.readText());
      expect(secret).toMatch(/^fk_sandbox_/);
      expect(secret).not.toBe(made.key);
    } finally {
      await app.control('/frontend-keys/step-up', { on: false });
    }
    await context.close();
  });
});

describe('frontend access keys in Telegram', () => {
  it("creates and revokes a key with Telegram's MainButton", async () => {
    const { context, page } = await app.phone();
    const user = { id: 771_023, first_name: 'Kit', username: 'kit_771023' };
    await launchNewTelegramUser(app, page, user, '+44 7911 771023');
    await goInApp(page, '/profile/developer');
    await seen(page.getByText('No frontend keys yet'));
    await tap(page.getByRole('button', { name: 'Create frontend key' }));
    const sheet = page.getByRole('dialog', { name: 'New frontend key' });
    await sheet.getByLabel('Key name').fill('Mini shop');
    const created = nextBody(page, 'POST', /\/frontend\/access\/keys$/);
    await pressTelegram(page, 'main_button_pressed');
    expect(await created).toMatchObject({ name: 'Mini shop', role: 'READ_ONLY' });
    await seen(page.getByText('This is the only time you can see the secret of'));
    await page.screenshot({ path: shot('telegram-new-frontend-key-secret') });
    await tap(page.getByText('I saved the key somewhere safe'));
    await pressTelegram(page, 'main_button_pressed');
    await sheetsGone(page);

    await tap(page.locator('main').getByText('Mini shop'));
    await tap(page.getByRole('button', { name: 'Revoke…' }));
    await seen(page.getByText('This cannot be undone.', { exact: false }));
    await pressTelegram(page, 'main_button_pressed');
    await seen(page.getByText('Mini shop revoked'));
    await seen(page.getByText('No frontend keys yet'));
    expect((await listed(page)).data).toEqual([]);
    await context.close();
  });
});
