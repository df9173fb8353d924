import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { openInTelegram, signedInitData, signUpTelegram } from './telegram-env.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;

describe('deep links', () => {
  it('a web link opened signed out lands on its screen after sign-in', async () => {
    const { context, page } = await app.phone();
    await page.goto('/profile/security');
    await page.waitForURL('**/auth/sign-in');
    await page.getByLabel('Email').fill('demo@sandbox.dev');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/profile/security', { timeout: 15_000 });
    await context.close();
  });

  it('a Telegram startapp parameter opens the same screen as the web path', async () => {
    const user = { id: 700777, first_name: 'Deep', username: 'deep_link' };
    // Register the Telegram user first (sign-up through the sandbox route the app uses).
    const { res } = await signUpTelegram(app, user, '447700900777');
    expect(res.status).toBe(200);

    const { context, page } = await app.phone();
    await openInTelegram(page, {
      initData: (await signedInitData(app, user)).init_data,
      startParam: 'profile_security',
    });
    await page.waitForURL((url) => url.pathname === '/profile/security', { timeout: 15_000 });
    // The screen itself rendered (Telegram shows no in-page title: it is the hidden heading).
    await page.getByRole('heading', { name: 'Security' }).waitFor({ state: 'attached' });
    await page.screenshot({ path: shot('telegram-deep-link') });
    expect(new URL(page.url()).pathname).toBe('/profile/security');
    await context.close();
  });

  it('an unknown path shows "Page not found" with a way home', async () => {
    const { context, page } = await app.phone();
    await page.goto('/no/such/screen');
    await page.getByText('Page not found').first().waitFor();
    await page.getByRole('button', { name: 'Go to home' }).click();
    await page.waitForURL((url) => url.pathname !== '/no/such/screen');
    await context.close();
  });
});
