import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ accessTtlMs: 2000 });
});
afterAll(() => app?.stop());

const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;

describe('session lifetime', () => {
  it('refreshes an expired access token silently and keeps the user on the screen', async () => {
    const { context, page } = await app.phone();
    const first = await signInWeb(app, page);
    const refreshes: number[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/auth/refresh/refresh-token')) refreshes.push(r.status());
    });
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Home').waitFor();
    await page.waitForTimeout(2500); // the 2 s access token is now stale
    const refreshed = page.waitForResponse((r) => r.url().includes('/auth/refresh/refresh-token'));
    await page.goto('/cards');
    expect((await refreshed).status()).toBe(200);
    // The screen's data arrives (the failed call was retried with the new token): still signed in.
    await page.getByRole('button', { name: 'Issue a card' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/cards');
    expect(refreshes).toContain(200);
    // The sandbox rotates refresh tokens: the stored pair is new.
    const stored = await page.evaluate(() => localStorage.getItem('refresh_token'));
    expect(stored).toBeTruthy();
    expect(stored).not.toBe(first.refresh_token);
    await context.close();
  });

  it('a revoked refresh token ends the session: logout route, then the sign-in screen with tokens gone', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/profile');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Home').waitFor();
    await app.control('/revoke-refresh', {});
    await app.control('/expire-tokens', {});
    await page.goto('/cards');
    await page.waitForURL('**/auth/sign-in', { timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    // The user is told why they are on the sign-in screen.
    await page.getByText('Your session has ended').waitFor();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('access_token'),
        localStorage.getItem('refresh_token'),
      ]),
    ).toEqual([null, null]);
    await page.screenshot({ path: shot('web-after-forced-logout') });
    await context.close();
  });

  it('/auth/logout opened from a link asks first: "Stay signed in" keeps the session, "Sign out" ends it', async () => {
    // A token that outlives the test: with the file's 2 s one, a sign-out sent as it lapsed was
    // refused, renewed and sent again (two requests, one sign-out), which is not what this counts.
    await app.control('/token-ttl', { ms: null });
    const { context, page } = await app.phone();
    const session = await signInWeb(app, page);
    const signOuts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/sign-out')) signOuts.push(r.url());
    });
    // Typed or followed from another page: a new page load of the route.
    await page.goto('about:blank');
    await page.goto('/auth/logout');
    await page.getByText('Sign out?').first().waitFor();
    await page.screenshot({ path: shot('web-logout-question') });
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(session.access_token);
    expect(signOuts).toEqual([]); // nothing revoked unasked
    await page.getByRole('button', { name: 'Stay signed in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Home').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBe(session.access_token);

    await page.goto('about:blank');
    await page.goto('/auth/logout');
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/auth/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    expect(signOuts).toHaveLength(1);
    // Back to a private screen: sign-in again, not the cached screen.
    await page.goto('/profile');
    await page.waitForURL('**/auth/sign-in');
    await context.close();
  });
});
