import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { pick } from './helpers/pick';
import { balanceIn, platformAs, walletNamed } from './helpers/platform';

/**
 * The app and the platform on two origins, as in production (issue 9): the app is built with
 * VITE_API_URL / VITE_API_V2_URL / VITE_API_TOTP_URL pointing at a separately started sandbox that
 * answers CORS preflights with exactly the headers of API.md §1.2. A request carrying any other
 * header is refused by Chromium itself, so signing in and placing an order here proves the app
 * sends only the contract's headers (the old Idempotency-Key made every order fail).
 * Runs in the default `npm test`; E2E_TWO_ORIGINS=1 runs every journey this way.
 */
let app: TestApp;
const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const { seen, tap } = locatorWaits(20_000);

beforeAll(async () => {
  app = await startApp({ twoOrigins: true });
}, 300_000);
afterAll(() => app?.stop());

describe('app and platform on two origins', () => {
  it('the platform’s CORS refuses a header outside the contract (the check this file relies on)', async () => {
    const { context, page } = await app.phone();
    await page.goto('/auth/sign-in');
    // A sandbox control route, so the harness's own header watch (platform calls) stays quiet.
    const outcome = await page.evaluate(async (base) => {
      const send = (headers: Record<string, string>) =>
        fetch(`${base}/outbox`, { headers: { 'x-tenant-id': 'sandbox-tenant', ...headers } }).then(
          (r) => `status ${r.status}`,
          (e: Error) => `refused: ${e.name}`,
        );
      return {
        contract: await send({ 'content-type': 'application/json', 'App-Enviroment': 'web' }),
        extra: await send({ 'Idempotency-Key': 'abc' }),
      };
    }, 'http://platform.test/__sandbox');
    expect(outcome).toEqual({ contract: 'status 200', extra: 'refused: TypeError' });
    await context.close();
  });

  it('signs in with the password form and exchanges USDT → BTC; the amount goes out as a JSON number', async () => {
    const { context, page } = await app.phone();
    const orderBodies: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/orders/EXCHANGE_CRYPTO_INTERNAL'))
        orderBodies.push(r.postData() ?? '');
    });
    await page.goto('/');
    await page.waitForURL('**/auth/sign-in');
    await page.getByLabel('Email').fill('demo@sandbox.dev');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByText('Home').waitFor({ timeout: 20_000 });

    const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
    const platform = platformAs(app, token);
    const main = await walletNamed(platform, 'Main');
    const usdtBefore = await balanceIn(platform, main, USDT_ETH);

    await page.goto(`/wallets/${main}/exchange`);
    await pick(page, 'from_currency', USDT_ETH);
    await pick(page, 'to_currency', BTC);
    await page.locator('input[name="from_amount"]').fill('100.25');
    await seen(page.getByTestId('quote-receive'));
    // Review, then confirm: the review sheet's action places the order.
    const action = (name: string) => page.getByRole('button', { name, exact: true }).last();
    await expect.poll(() => action('Review exchange').isEnabled(), { timeout: 20_000 }).toBe(true);
    await tap(action('Review exchange'));
    await seen(page.getByTestId('review'));
    await tap(action('Confirm exchange'));
    await page.waitForURL(/\/orders\//, { timeout: 20_000 });

    expect(orderBodies).toHaveLength(1);
    expect(orderBodies[0]).toContain('"amount":100.25,');
    expect(await balanceIn(platform, main, USDT_ETH)).toBeCloseTo(usdtBefore - 100.25, 6);
    await page.screenshot({ path: 'tests/e2e/artifacts/two-origins-order.png', fullPage: true });
    await context.close();
  });
});
