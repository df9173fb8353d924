import { mkdirSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { message } from './helpers/catalogue.ts';
import { locatorWaits } from './helpers/locators.ts';
import { pick } from './helpers/pick';
import { lastCode, platformAs } from './helpers/platform.ts';
import { fixturesFor, settled } from './helpers/screen-fixtures.ts';

/**
 * The app in Arabic (right to left) and Russian, as a visitor whose browser speaks it: sign-in,
 * home, a wallet, an exchange through its review, and a card. Each screen is found by its
 * translated name (read from the same catalogues) and photographed for the walk-through
 * (tests/e2e/artifacts/i18n/). Then amounts typed with the locale's own digits and decimal
 * separator go out as exactly that amount.
 */
const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000004';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const DIR = 'tests/e2e/artifacts/i18n';
const { seen, tap } = locatorWaits(20_000);

let app: TestApp;
beforeAll(async () => {
  app = await startApp({ timeScale: 0.2 });
  mkdirSync(DIR, { recursive: true });
});
afterAll(() => app?.stop());

/** The amount of each exchange order this page creates, as it went on the wire. */
function exchangeAmounts(page: Page): string[] {
  const amounts: string[] = [];
  page.on('request', (req: Request) => {
    if (req.method() === 'POST' && /\/orders\/EXCHANGE_CRYPTO_INTERNAL$/.test(req.url())) {
      // The raw body text: the digits exactly as sent, not re-read through a float.
      amounts.push(/"amount":\s*([^,}]+)/.exec(req.postData() ?? '')?.[1] ?? '');
    }
  });
  return amounts;
}

async function openExchange(page: Page, wallet: string, amount: string) {
  await page.goto(`/wallets/${wallet}/exchange`);
  await pick(page, 'from_currency', USDT_ETH);
  await pick(page, 'to_currency', BTC);
  await page.locator('input[name="from_amount"]').fill(amount);
  await seen(page.getByTestId('quote-receive'));
}

async function review(page: Page, locale: string) {
  const action = page
    .getByRole('button', { name: message(locale, 'orders.exchange.review'), exact: true })
    .last();
  await expect.poll(() => action.isEnabled(), { timeout: 15_000 }).toBe(true);
  await tap(action);
  await seen(page.getByTestId('review'));
}

describe.each([
  { locale: 'ar', browser: 'ar-EG', dir: 'rtl' },
  { locale: 'ru', browser: 'ru-RU', dir: 'ltr' },
])('the app in $locale', ({ locale, browser, dir }) => {
  it('sign-in, home, a wallet, an exchange with its review, a card', { timeout: 180_000 }, async () => {
    const { context, page } = await app.phone({ locale: browser });
    // 1 px per CSS px, as the README's strip (public/readme/i18n-*.png are copies of four).
    const shot = (step: string) => page.screenshot({ path: `${DIR}/${locale}-${step}.png`, scale: 'css' });

    await page.goto('/auth/sign-in');
    await seen(page.getByRole('heading', { name: message(locale, 'auth.signIn.title') }));
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      locale,
      dir,
    ]);
    await shot('1-sign-in');

    const token = (await signInWeb(app, page)).access_token;
    await page.goto('/');
    const total = page.getByTestId('total-balance');
    await total.filter({ hasText: /[0-9٠-٩۰-۹]/ }).waitFor({ timeout: 20_000 });
    // Numbers are written with the locale's own digits (as Intl writes them for it).
    const digits = await page.evaluate(
      (l) => new Intl.NumberFormat(l, { useGrouping: false }).format(1234567890),
      locale,
    );
    const shown = await total.innerText();
    const used = shown.match(/[0-9٠-٩۰-۹]/g) ?? [];
    expect(used.length).toBeGreaterThan(0);
    for (const ch of used) expect(digits, `"${shown}" uses ${ch}`).toContain(ch);
    await settled(page);
    await shot('2-home');

    const fixtures = await fixturesFor(app, page);
    await page.goto(`/wallets/${fixtures.wallet}`);
    await settled(page);
    await shot('3-wallet');

    const sent = exchangeAmounts(page);
    await openExchange(page, fixtures.wallet, locale === 'ar' ? '٢٠' : '20');
    await settled(page);
    await shot('4-exchange');
    await review(page, locale);
    await page.waitForTimeout(400); // the sheet slides in
    await shot('5-exchange-review');
    await tap(
      page
        .getByRole('button', { name: message(locale, 'orders.review.confirmExchange'), exact: true })
        .last(),
    );
    await page.waitForURL(/\/orders\//, { timeout: 20_000 });
    await settled(page);
    await shot('6-exchange-result');
    expect(sent).toEqual(['20']);

    const platform = platformAs(app, token);
    const cards = await platform<{ data: { card_id: string }[] }>(
      'core',
      `/issuing/cards?wallet_uuid=${fixtures.wallet}`,
    ).catch(() => ({ data: [] }));
    const card = cards.data[0]?.card_id;
    expect(card, 'the demo user has a card').toBeTruthy();
    await page.goto(`/cards/${card}`);
    await settled(page);
    await shot('7-card');
    await context.close();
  });
});

describe('amounts typed in the locale’s own digits', () => {
  it.each([
    { locale: 'ar', browser: 'ar-EG', typed: '١٢٫٥', sent: '12.5' },
    { locale: 'fa', browser: 'fa-IR', typed: '۱۲٫۵', sent: '12.5' },
    { locale: 'ru', browser: 'ru-RU', typed: '12,5', sent: '12.5' },
    { locale: 'es', browser: 'es-ES', typed: '12,5', sent: '12.5' },
  ])('$locale: "$typed" goes out as $sent', { timeout: 90_000 }, async ({ locale, browser, typed, sent }) => {
    const { context, page } = await app.phone({ locale: browser });
    await signInWeb(app, page);
    const { wallet } = await fixturesFor(app, page);
    const amounts = exchangeAmounts(page);
    await openExchange(page, wallet, typed);
    // What the user typed stays as typed.
    expect(await page.locator('input[name="from_amount"]').inputValue()).toBe(typed);
    await review(page, locale);
    await tap(
      page
        .getByRole('button', { name: message(locale, 'orders.review.confirmExchange'), exact: true })
        .last(),
    );
    await page.waitForURL(/\/orders\//, { timeout: 20_000 });
    expect(amounts).toEqual([sent]);
    await context.close();
  });
});

describe('codes typed in the locale’s own digits', () => {
  it('fa: a one-time code in Persian digits signs in', { timeout: 90_000 }, async () => {
    const { context, page } = await app.phone({ locale: 'fa-IR' });
    const email = 'persian.digits@example.com';
    await page.goto('/auth/code');
    await page.locator('input[type="email"]').fill(email);
    await tap(page.getByRole('button', { name: message('fa', 'access.code.send'), exact: true }));
    await seen(page.getByLabel(message('fa', 'access.code.codeLabel')));
    const code = await lastCode(app, email);
    const persian = code.replace(/[0-9]/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    // The sixth (Persian) digit submits by itself.
    await page.getByLabel(message('fa', 'access.code.codeLabel')).fill(persian);
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    await seen(page.getByTestId('total-balance'));
    await context.close();
  });
});
