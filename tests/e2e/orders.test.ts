import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { pick } from './helpers/pick';
import { balanceIn, lastCode, type Platform, platformAs, walletNamed } from './helpers/platform';
import { startSignedIn } from './helpers/signed-in';

/**
 * Orders end to end in Chromium against the sandbox: exchange with balances updated, withdrawal
 * with an invalid then a valid address and the second factor, internal transfer, off-ramp to a
 * new SEPA counterparty, on-ramp instructions, exactly one order after a double tap and after a
 * lost response, and a failed order shown with its reason.
 */
let app: TestApp;
let page: Page;
let platform: Platform;
let mainWallet = '';

const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';
const shot = (name: string) => `tests/e2e/artifacts/orders-${name}.png`;
const { seen, tap } = locatorWaits(15_000);
const mainButton = (name: string) => page.getByRole('button', { name, exact: true }).last();
/** The form's action opens the review sheet; its confirm button places the order. */
async function placeOrder(review: string, confirm: string) {
  await openReview(review);
  await tap(mainButton(confirm));
}
/** Waits for the quote bound to the form (the action enables), opens the review, waits for it. */
async function openReview(review: string) {
  await expect.poll(() => mainButton(review).isEnabled(), { timeout: 15_000 }).toBe(true);
  await tap(mainButton(review));
  await seen(page.getByTestId('review'));
  await inView(page.locator('.ui-sheet__primary button').last());
}
/** The sheet slides in: waits until the element is fully on screen. */
async function inView(loc: ReturnType<Page['locator']>) {
  await expect
    .poll(async () => {
      const box = await loc.boundingBox();
      return !!box && box.y >= 0 && box.y + box.height <= 844;
    })
    .toBe(true);
}

const balance = (walletId: string, currencyId: string) => balanceIn(platform, walletId, currencyId);
interface OrderRow {
  order_uuid: string;
  order_type: string;
  status: string;
  request_id: string | null;
  info: string | null;
}
const orders = async (walletId: string) =>
  (await platform<{ data: OrderRow[] }>('core', `/v2/orders/list/${walletId}?limit=100`)).data;

async function waitForStatus(status: string, timeout = 20_000) {
  await page.locator(`[data-testid="order-status"][data-status="${status}"]`).waitFor({ timeout });
}

beforeAll(async () => {
  let token: string;
  ({ app, page, token } = await startSignedIn({ timeScale: 0.2 }));
  platform = platformAs(app, token);
  mainWallet = await walletNamed(platform, 'Main');
});
afterAll(() => app?.stop());

describe('orders', () => {
  it('exchanges USDT to BTC with a live quote, follows the order and updates balances', async () => {
    const usdtBefore = await balance(mainWallet, USDT_ETH);
    const btcBefore = await balance(mainWallet, BTC);
    await page.goto(`/wallets/${mainWallet}/exchange`);
    await pick(page, 'from_currency', USDT_ETH);
    await pick(page, 'to_currency', BTC);
    await page.locator('input[name="from_amount"]').fill('100');
    await seen(page.getByTestId('quote-receive'));
    const receive = await page.getByTestId('quote-receive').innerText();
    expect(receive).toMatch(/BTC/);
    await page.screenshot({ path: shot('exchange-quote'), fullPage: true });
    await placeOrder('Review exchange', 'Confirm exchange');
    await page.waitForURL(/\/orders\//);
    await waitForStatus('COMPLETE');
    await page.screenshot({ path: shot('exchange-complete'), fullPage: true });
    expect(await balance(mainWallet, USDT_ETH)).toBeCloseTo(usdtBefore - 100, 6);
    expect(await balance(mainWallet, BTC)).toBeGreaterThan(btcBefore);
  });

  it('refuses an invalid address, then withdraws to a valid one after the second factor', async () => {
    await page.goto(`/wallets/${mainWallet}/withdraw`);
    await pick(page, 'currency', USDT_ETH);
    const address = page.locator('input[name="to_address"]');
    await address.fill('0x12345');
    await address.blur();
    await seen(page.getByText('This is not a valid Ethereum address'));
    await page.locator('input[name="amount"]').fill('10');
    await page.screenshot({ path: shot('withdraw-invalid-address'), fullPage: true });
    expect(await mainButton('Review withdrawal').isDisabled()).toBe(true);

    await address.fill('0x52908400098527886E0F7030069857D2E4169EE7');
    await seen(page.getByText('Network fee'));
    expect(await page.getByText('This is not a valid Ethereum address').count()).toBe(0);
    const before = (await orders(mainWallet)).length;
    await placeOrder('Review withdrawal', 'Confirm withdrawal');
    await confirmSecondFactor('withdraw');
    await page.waitForURL(/\/orders\//);
    await waitForStatus('COMPLETE');
    expect((await orders(mainWallet)).length).toBe(before + 1);
  });

  it('shows a failed order as failed, with its reason (documented failing test address)', async () => {
    await page.goto(`/wallets/${mainWallet}/withdraw`);
    await pick(page, 'currency', USDT_ETH);
    await page.locator('input[name="to_address"]').fill('0x000000000000000000000000000000000000dEaD');
    await page.locator('input[name="amount"]').fill('5');
    await seen(page.getByText('Network fee'));
    const usdtBefore = await balance(mainWallet, USDT_ETH);
    await placeOrder('Review withdrawal', 'Confirm withdrawal');
    await confirmSecondFactor();
    await page.waitForURL(/\/orders\//);
    await waitForStatus('FAILED');
    await seen(page.getByTestId('order-failure'));
    expect(await page.getByTestId('order-failure').innerText()).toMatch(/rejected the transaction/);
    await page.screenshot({ path: shot('failed-order'), fullPage: true });
    // The failed withdrawal was refunded.
    expect(await balance(mainWallet, USDT_ETH)).toBeCloseTo(usdtBefore, 6);
  });

  it('a double tap creates exactly one order', async () => {
    const before = (await orders(mainWallet)).length;
    await startExchange('20');
    await openReview('Review exchange');
    await mainButton('Confirm exchange').dblclick({ force: true });
    await page.waitForURL(/\/orders\//);
    await waitForStatus('COMPLETE');
    expect((await orders(mainWallet)).length).toBe(before + 1);
  });

  it('a lost answer is reconciled by looking the order up: exactly one order, and the app shows it', async () => {
    const before = (await orders(mainWallet)).length;
    await startExchange('15');
    await app.control('/faults', {
      lose_response: true,
      match: '/orders/EXCHANGE_CRYPTO_INTERNAL',
      times: 1,
    });
    await placeOrder('Review exchange', 'Confirm exchange');
    await page.waitForURL(/\/orders\//);
    const list = await orders(mainWallet);
    expect(list.length).toBe(before + 1);
    expect(page.url()).toContain(list.find((o) => o.order_type === 'EXCHANGE_CRYPTO_INTERNAL')!.order_uuid);
  });

  it('transfers between the user’s own wallets', async () => {
    const wallets = await platform<{ data: { uuid: string; name: string }[] }>('v2', '/wallets');
    const acme = wallets.data.find((w) => w.name === 'Acme Trading Ltd')!.uuid;
    const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
    const acmeBefore = await balance(acme, USD);
    await page.goto(`/wallets/${mainWallet}/transfer`);
    await pick(page, 'to_wallet', acme);
    await pick(page, 'currency', USD);
    await page.locator('input[name="amount"]').fill('10');
    await seen(page.getByTestId('quote-receive'));
    await placeOrder('Review transfer', 'Confirm transfer');
    await page.waitForURL(/\/orders\//);
    await waitForStatus('COMPLETE');
    expect(await balance(acme, USD)).toBeCloseTo(acmeBefore + 10, 2);
  });

  it('sells USDT to a NEW SEPA counterparty: a name and an IBAN, checked before saving (issue 20 #8)', async () => {
    await page.goto(`/wallets/${mainWallet}/sell`);
    await tap(page.getByTestId('type-HIFI_SEPA_OFFRAMP'));
    await pick(page, 'from_currency', USDT_ETH);
    // SEPA pays out in euros: the form starts there.
    await expect.poll(() => page.locator('button[name="to_currency"]').getAttribute('value')).toBe(EUR);
    await tap(page.getByRole('button', { name: 'New recipient' }));
    await seen(page.locator('input[name="cp_name"]'));
    await page.locator('input[name="cp_name"]').fill('Erika Mustermann');
    await page.locator('input[name="iban"]').fill('DE89 3704 0044 0532 0130 01');
    // Nothing else is asked: no email, phone, bank name or bank address.
    for (const field of ['cp_email', 'cp_phone', 'bank_name', 'street1', 'city', 'postcode']) {
      expect(await page.locator(`input[name="${field}"]`).count()).toBe(0);
    }
    expect(await page.locator('[role="dialog"] select').count()).toBe(0);
    await tap(page.getByRole('button', { name: 'Save', exact: true }).last());
    await seen(page.getByText('check digits do not match'));
    await page.screenshot({ path: shot('sepa-iban-invalid'), fullPage: true });
    await page.locator('input[name="iban"]').fill('DE89 3704 0044 0532 0130 00');
    await tap(page.getByRole('button', { name: 'Save', exact: true }).last());
    await page.locator('input[name="cp_name"]').waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('input[name="from_amount"]').fill('50');
    await seen(page.getByTestId('quote-receive'));
    await page.screenshot({ path: shot('sell-quote'), fullPage: true });
    // The "Saved" snackbar sits over the main button for a moment; a tap must reach the button.
    await page.getByText('Saved', { exact: true }).waitFor({ state: 'hidden', timeout: 10_000 });
    await placeOrder('Review sale', 'Confirm sale');
    await confirmSecondFactor();
    await page.waitForURL(/\/orders\//);
    await waitForStatus('COMPLETE');
    await seen(page.getByText('Erika Mustermann'));
  });

  it('an order type needing verification the wallet lacks says "Verify to unlock" and links to KYC', async () => {
    const wallets = await platform<{ data: { uuid: string; name: string }[] }>('v2', '/wallets');
    const p2p = wallets.data.find((w) => w.name === 'P2P desk')!.uuid;
    await page.goto(`/wallets/${p2p}/sell`);
    const sepa = page.getByTestId('type-HIFI_SEPA_OFFRAMP');
    await seen(sepa);
    expect(await sepa.innerText()).toMatch(/Verify to unlock/);
    await page.screenshot({ path: shot('verify-to-unlock'), fullPage: true });
    await tap(sepa);
    await page.waitForURL(`**/wallets/${p2p}/kyc`);
  });

  it('buys USDT with a SEPA transfer and shows the deposit instructions', async () => {
    // The account the money comes from: a counterparty with a SEPA destination, made through the API.
    const cp = await platform<{ id: string }>('v2', `/counterparties/${mainWallet}`, {
      name: 'Hans Sender',
      email: 'hans@example.de',
      phone: '4930765432',
      type: 'INDIVIDUAL',
      is_pinned: false,
      is_self: true,
    });
    await platform('v2', `/counterparties/${mainWallet}/${cp.id}/destinations`, {
      type: 'SEPA',
      nickname: 'Hans at Commerzbank',
      external_banking_data: {
        bank_name: 'Commerzbank',
        note: null,
        iban: 'DE89370400440532013000',
        address: { street1: 'Kaiserstrasse 16', city: 'Frankfurt', postcode: '60311', country_id: 82 },
      },
    });
    await page.goto(`/wallets/${mainWallet}/buy`);
    await tap(page.getByTestId('type-HIFI_SEPA_ONRAMP'));
    // SEPA is paid in euros; the user's only own account is chosen: no recipient step at all.
    await expect.poll(() => page.locator('button[name="from_currency"]').getAttribute('value')).toBe(EUR);
    await pick(page, 'to_currency', USDT_ETH);
    expect(await page.locator('button[name="counterparty"]').count()).toBe(0);
    await expect
      .poll(() => page.locator('button[name="destination"]').innerText())
      .toMatch(/Hans at Commerzbank/);
    await page.locator('input[name="from_amount"]').fill('100');
    await seen(page.getByTestId('quote-receive'));
    await openReview('Review purchase');
    // The review says where the money comes FROM: the user's own bank.
    expect(await page.getByTestId('review-destination').innerText()).toMatch(/^From your bank/);
    await tap(mainButton('Confirm and get details'));
    await page.waitForURL(/\/orders\//);
    await seen(page.getByTestId('deposit-instructions'));
    await seen(page.getByText('Reference'));
    await page.screenshot({ path: shot('onramp-instructions'), fullPage: true });
  });
});

/** Starts an exchange of `amount` USDT to BTC and waits for the quote. */
async function startExchange(amount: string) {
  await page.goto(`/wallets/${mainWallet}/exchange`);
  await pick(page, 'from_currency', USDT_ETH);
  await pick(page, 'to_currency', BTC);
  await page.locator('input[name="from_amount"]').fill(amount);
  await seen(page.getByTestId('quote-receive'));
  await page.waitForFunction(() => !document.querySelector('[data-testid="quote"][aria-busy="true"]'));
}

/** The platform asked for a second factor: email code from the sandbox outbox. */
async function confirmSecondFactor(screenshot?: string) {
  const email = page.getByText('Email', { exact: true });
  const code = page.getByLabel('Verification code');
  await Promise.race([seen(email), seen(code)]);
  if (await email.first().isVisible()) await tap(email);
  await seen(code);
  if (screenshot) await page.screenshot({ path: shot(`${screenshot}-second-factor`) });
  await code.fill(await lastCode(app, 'demo@sandbox.dev'));
}
