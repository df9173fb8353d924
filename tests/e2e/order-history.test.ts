import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { openInTelegram, signedInitData, signUpTelegram, type TelegramUser } from './telegram-env.ts';

/**
 * Issue 22 item 2: a wallet's order history, as a user meets it on the web and in Telegram:
 * reached from the wallet, filtered by status, type and dates (what reaches the platform is the
 * §16.5 `filters` JSON and the dates), paged, each order opening its own screen, statuses that
 * follow live while the screen is visible and not after, an empty state that leads somewhere, and
 * the CSV export saved on the web and shared inside Telegram. The sandbox runs at half speed here
 * (an exchange settles in 7 s) so a status can be seen moving.
 */
let app: TestApp;
const { seen, tap } = locatorWaits(20_000);
const SHOTS = '/tmp/i22-history-shots';
const USDT_TRON = '0b6a7c1e-0000-4000-8000-000000000004';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const H = { 'content-type': 'application/json', 'x-tenant-id': 'sandbox-tenant' };

beforeAll(async () => {
  app = await startApp({ timeScale: 2 });
});
afterAll(() => app?.stop());

/** Every order-list request the page sends (list and CSV), with its query. */
function orderListRequests(page: Page) {
  const seenRequests: { csv: boolean; query: URLSearchParams; at: number }[] = [];
  page.on('request', (r: Request) => {
    const url = new URL(r.url());
    if (!url.pathname.includes('/v2/orders/list/')) return;
    seenRequests.push({ csv: url.pathname.endsWith('/csv'), query: url.searchParams, at: Date.now() });
  });
  return seenRequests;
}

async function walletOf(token: string): Promise<string> {
  const res = await fetch(`${app.platformUrl}/__platform/v2/wallets`, {
    headers: { ...H, authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { data: { uuid: string; name: string }[] }).data[0]!.uuid;
}

/** Money in a new wallet: a USDT deposit, settled. */
async function fund(token: string, walletId: string) {
  await app.control('/deposit', { wallet_id: walletId, currency_id: USDT_TRON, amount: '200' });
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${app.platformUrl}/__platform/v2/wallets/${walletId}`, {
      headers: { ...H, authorization: `Bearer ${token}` },
    });
    const w = (await res.json()) as { balance: { amount: number }[] };
    if (w.balance.some((b) => Number(b.amount) > 0)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the deposit did not settle');
}

/** An exchange made elsewhere (another device): USDT → BTC, through the platform's own route. */
async function exchange(token: string, walletId: string) {
  const res = await fetch(`${app.platformUrl}/__platform/core/orders/EXCHANGE_CRYPTO_INTERNAL`, {
    method: 'POST',
    headers: { ...H, authorization: token, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amount: 20, wallet_uuid: walletId, from_uuid: USDT_TRON, to_uuid: BTC }),
  });
  if (res.status !== 200) throw new Error(`exchange: ${res.status} ${await res.text()}`);
}

/** The app in the background (Telegram minimised, another tab): the page is hidden. */
const setHidden = (page: Page, hidden: boolean) =>
  page.evaluate((h) => {
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (h ? 'hidden' : 'visible'),
    });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);

const rows = (page: Page) => page.getByTestId('order-row');

describe('order history', () => {
  it('web, demo user: from the wallet, filtered by status, type and dates, exported, each order opens', async () => {
    const { context, page } = await app.phone();
    const requests = orderListRequests(page);
    await signInWeb(app, page);
    await page.goto('/');
    await tap(page.getByText('Main').first());
    await tap(page.getByTestId('more-toggle'));
    await tap(page.getByText('Orders', { exact: true }));
    await page.waitForURL(/\/wallets\/[^/]+\/orders$/);
    const walletId = new URL(page.url()).pathname.split('/')[2]!;
    await seen(page.getByRole('heading', { name: 'Orders' }));
    await expect.poll(() => rows(page).count()).toBe(5);
    await seen(rows(page).filter({ hasText: 'Exchange' }).filter({ hasText: 'Completed' }));
    const failedRow = rows(page).filter({ hasText: 'Sale to a bank account · ACH' });
    await seen(failedRow.filter({ hasText: 'Failed' }));
    await seen(failedRow.filter({ hasText: 'Jane Cooper' }));
    // No constant of the platform on screen.
    expect(await page.locator('main').innerText()).not.toMatch(
      /HIFI|OFFRAMP|ONRAMP|EXCHANGE_|COMPLETE\b|FAILED/,
    );
    await page.screenshot({ path: `${SHOTS}/web-demo-history.png` });

    await tap(page.getByRole('button', { name: 'Failed', exact: true }));
    await expect.poll(() => rows(page).count()).toBe(1);
    expect(JSON.parse(requests.at(-1)!.query.get('filters')!)).toEqual([{ status: ['FAILED', 'ERROR'] }]);

    await tap(page.getByRole('button', { name: 'Any status' }));
    await tap(page.getByRole('button', { name: 'Purchases' }));
    await expect.poll(() => rows(page).count()).toBe(2);
    const typed = JSON.parse(requests.at(-1)!.query.get('filters')!) as { order_type: string[] }[];
    expect(typed).toHaveLength(1);
    expect(typed[0]!.order_type).toEqual(expect.arrayContaining(['HIFI_SEPA_ONRAMP', 'HIFI_WIRE_ONRAMP']));
    expect(await rows(page).allInnerTexts()).toEqual([
      expect.stringMatching(/Purchase by bank transfer · SEPA[\s\S]*Canceled/),
      expect.stringMatching(/Purchase by bank transfer · wire[\s\S]*Completed/),
    ]);

    await tap(page.getByRole('button', { name: 'All types' }));
    const day = (daysAgo: number) => {
      const d = new Date(Date.now() - daysAgo * 86_400_000);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    };
    await page.getByLabel('From').fill(day(10));
    await expect.poll(() => rows(page).count()).toBe(3);
    const dated = requests.at(-1)!.query;
    expect(new Date(dated.get('date_from')!).getTime()).toBe(new Date(`${day(10)}T00:00:00`).getTime());
    expect(dated.get('filters')).toBeNull();
    // A range that ends before it starts asks nothing and says why.
    const before = requests.length;
    await page.getByLabel('To').fill(day(12));
    await seen(page.getByText('The end date is before the start date'));
    expect(requests.length).toBe(before);
    await page.getByLabel('To').fill(day(0));
    await expect.poll(() => rows(page).count()).toBe(3);
    expect(new Date(requests.at(-1)!.query.get('date_to')!).getTime()).toBe(
      new Date(`${day(0)}T00:00:00`).getTime() + 86_400_000 - 1,
    );
    await page.screenshot({ path: `${SHOTS}/web-demo-history-dates.png` });

    // The CSV holds what the screen shows: the same dates went to the CSV route.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tap(page.getByRole('button', { name: 'Export CSV' })),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Main orders \d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv).toHaveLength(1 + 3);
    const csvRequest = requests.find((r) => r.csv)!;
    expect(csvRequest.query.get('date_from')).toBe(dated.get('date_from'));
    await seen(page.getByText(`Saved ${download.suggestedFilename()}`));

    // An order opens its own screen.
    await tap(rows(page).filter({ hasText: 'Exchange' }));
    await page.waitForURL(new RegExp(`/wallets/${walletId}/orders/[0-9a-f-]{36}$`));
    await seen(page.getByTestId('order-status').filter({ hasText: 'Completed' }));
    // A finished order opened from the history: back returns to the history, not home (once the
    // export's toast, which sits over the header, has gone).
    await page
      .getByText(`Saved ${download.suggestedFilename()}`)
      .waitFor({ state: 'hidden', timeout: 15_000 });
    await tap(page.getByRole('button', { name: 'Back', exact: true }));
    await page.waitForURL(new RegExp(`/wallets/${walletId}/orders(\\?.*)?$`));
    await seen(rows(page).first());
    await context.close();
  });

  it('web, new account: empty state leads to adding money; statuses follow live only while visible', async () => {
    const { context, page } = await app.phone();
    const requests = orderListRequests(page);
    const session = await signInWeb(app, page, `history-${Date.now()}@example.com`);
    const walletId = await walletOf(session.access_token);
    await page.goto(`/wallets/${walletId}/orders`);
    await seen(page.getByText('No orders yet'));
    await page.screenshot({ path: `${SHOTS}/web-new-empty.png` });
    await tap(page.getByRole('button', { name: 'Add money' }));
    await page.waitForURL(`**/wallets/${walletId}/deposit`);

    await fund(session.access_token, walletId);
    await exchange(session.access_token, walletId);
    await page.goto(`/wallets/${walletId}/orders`);
    const row = rows(page).first();
    await seen(row.filter({ hasText: /New|Pending|Processing/ }));
    await page.screenshot({ path: `${SHOTS}/web-new-live.png` });
    // It settles on screen, without a reload.
    await seen(row.filter({ hasText: 'Completed' }), 20_000);
    // Settled: nothing is polled any more.
    const settledAt = requests.length;
    await page.waitForTimeout(9_000);
    expect(requests.length).toBe(settledAt);

    // Hidden: an unsettled order is not asked after until the app is back.
    await exchange(session.access_token, walletId);
    await page.reload();
    await expect.poll(() => rows(page).count()).toBe(2);
    await seen(
      rows(page)
        .first()
        .filter({ hasText: /New|Pending|Processing/ }),
    );
    await setHidden(page, true);
    const hiddenAt = requests.length;
    await page.waitForTimeout(9_000);
    expect(requests.length).toBe(hiddenAt);
    await setHidden(page, false);
    await seen(rows(page).first().filter({ hasText: 'Completed' }), 10_000);
    expect(requests.length).toBeGreaterThan(hiddenAt);
    await context.close();
  });

  it('Telegram: a new user reaches the history from the wallet; the CSV goes to the share sheet', async () => {
    const user: TelegramUser = { id: 930220, first_name: 'Nadia', username: 'nadia_tg' };
    const { res } = await signUpTelegram(app, user, '447911930220');
    const { access_token } = (await res.json()) as { access_token: string };
    const walletId = await walletOf(access_token);
    const { context, page } = await app.phone();
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: { name: string; text: string }[] };
      w.__shared = [];
      Object.defineProperty(document, 'featurePolicy', { value: undefined });
      Object.defineProperty(navigator, 'canShare', { value: (d: ShareData) => (d.files?.length ?? 0) > 0 });
      Object.defineProperty(navigator, 'share', {
        value: async (d: ShareData) => {
          const file = d.files![0]!;
          w.__shared.push({ name: file.name, text: await file.text() });
        },
      });
    });
    const downloads: unknown[] = [];
    page.on('download', (d) => downloads.push(d));
    await openInTelegram(
      page,
      { initData: (await signedInitData(app, user)).init_data },
      `/wallets/${walletId}`,
    );
    await tap(page.getByTestId('more-toggle'));
    await tap(page.getByText('Orders', { exact: true }));
    await seen(page.getByText('No orders yet'));
    await page.screenshot({ path: `${SHOTS}/telegram-new-empty.png` });

    await fund(access_token, walletId);
    await exchange(access_token, walletId);
    await page.reload();
    await seen(rows(page).filter({ hasText: 'Exchange' }));
    await seen(rows(page).first().filter({ hasText: 'Completed' }), 20_000);
    await page.screenshot({ path: `${SHOTS}/telegram-new-history.png` });
    await tap(page.getByRole('button', { name: 'Export CSV' }));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared.length))
      .toBe(1);
    const [file] = await page.evaluate(
      () => (window as unknown as { __shared: { name: string; text: string }[] }).__shared,
    );
    expect(file!.name).toMatch(/^Personal orders \d{4}-\d{2}-\d{2}\.csv$/);
    expect(file!.text).toContain('EXCHANGE_CRYPTO_INTERNAL');
    await seen(page.getByText(`Shared ${file!.name}`));
    expect(downloads).toHaveLength(0);
    await context.close();
  });
});
