import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { pick } from './helpers/pick';
import { balanceIn, lastCode, type Platform, platformAs, walletNamed } from './helpers/platform';
import { startSignedIn } from './helpers/signed-in';

/**
 * "Send to a recipient" (OMNIBUS_CRYPTO_TRANSFER) and deleting recipients, in Chromium against the
 * sandbox: from the withdraw screen to a saved crypto address with a live quote and the second
 * factor, to the order status screen and a lower balance; a recipient in use by an unfinished
 * order cannot be deleted (the platform's sentence shows); a free one is deleted after a
 * confirmation that names the consequence.
 */
let app: TestApp;
let page: Page;
let platform: Platform;
let mainWallet = '';

const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';
const shot = (name: string) => `tests/e2e/artifacts/orders-send-${name}.png`;
const { seen, tap } = locatorWaits(15_000);
const mainButton = (name: string) => page.getByRole('button', { name, exact: true }).last();

const balance = (currencyId: string) => balanceIn(platform, mainWallet, currencyId);
async function recipient(name: string, destination: object): Promise<{ id: string; destId: string }> {
  const cp = await platform<{ id: string }>('v2', `/counterparties/${mainWallet}`, {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: '4930765432',
    type: 'INDIVIDUAL',
    is_pinned: false,
    is_self: false,
  });
  const d = await platform<{ id: string }>(
    'v2',
    `/counterparties/${mainWallet}/${cp.id}/destinations`,
    destination,
  );
  return { id: cp.id, destId: d.id };
}

beforeAll(async () => {
  // Real-time progress: an on-ramp order stays unfinished long enough to test the delete guard.
  let token: string;
  ({ app, page, token } = await startSignedIn({ timeScale: 1 }));
  platform = platformAs(app, token);
  mainWallet = await walletNamed(platform, 'Main');
});
afterAll(() => app?.stop());

describe('send crypto to a recipient', () => {
  it('sends USDT to a saved address: quote, second factor, order status, balance down', async () => {
    const bob = await recipient('Bob Crypto', {
      type: 'CRYPTO_EXTERNAL',
      nickname: 'Bob ledger',
      external_crypto_data: { address: '0x52908400098527886E0F7030069857D2E4169EE7', currency_id: USDT_ETH },
    });
    const before = await balance(USDT_ETH);

    await page.goto(`/wallets/${mainWallet}/withdraw`);
    await tap(page.getByText('Send to a recipient'));
    await page.waitForURL(`**/wallets/${mainWallet}/send`);
    await pick(page, 'counterparty', { label: 'Bob Crypto' });
    // Bob's only address is chosen for the user.
    await expect
      .poll(() => page.locator('button[name="destination"]').getAttribute('value'))
      .toBe(bob.destId);
    await page.locator('input[name="amount"]').fill('20');
    await seen(page.getByTestId('quote-receive'));
    await page.waitForFunction(() => !document.querySelector('[data-testid="quote"][aria-busy="true"]'));
    const receive = await page.getByTestId('quote-receive').innerText();
    expect(receive).toMatch(/USDT/);
    await page.screenshot({ path: shot('quote'), fullPage: true });

    await mainButton('Review and send').dblclick({ force: true });
    await seen(page.getByTestId('review'));
    // The sheet slides in: double-tap its confirm once it is fully on screen.
    await expect
      .poll(async () => {
        const box = await mainButton('Confirm and send').boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
    await mainButton('Confirm and send').dblclick({ force: true });
    // The platform asks for a second factor; the email code confirms it.
    const email = page.getByText('Email', { exact: true });
    const code = page.getByLabel('Verification code');
    await Promise.race([seen(email), seen(code)]);
    if (await email.first().isVisible()) await tap(email);
    await seen(code);
    await page.screenshot({ path: shot('second-factor') });
    await code.fill(await lastCode(app, 'demo@sandbox.dev'));

    await page.waitForURL(/\/wallets\/[0-9a-f-]{36}\/orders\//, { timeout: 15_000 });
    await page.locator('[data-testid="order-status"][data-status="COMPLETE"]').waitFor({ timeout: 20_000 });
    await page.screenshot({ path: shot('complete'), fullPage: true });
    expect(await balance(USDT_ETH)).toBeCloseTo(before - 20, 6);
    const orders = await platform<{
      data: { order_type: string; meta: { counterparty_destination_id: string } }[];
    }>('core', `/v2/orders/list/${mainWallet}?limit=100`);
    // Exactly one order despite the double tap.
    expect(
      orders.data.filter(
        (o) =>
          o.order_type === 'OMNIBUS_CRYPTO_TRANSFER' && o.meta.counterparty_destination_id === bob.destId,
      ),
    ).toHaveLength(1);
  });

  it('from the recipient screen, "Send" opens the flow with the recipient and the address chosen', async () => {
    const carol = await recipient('Carol Crypto', {
      type: 'CRYPTO_EXTERNAL',
      nickname: null,
      external_crypto_data: { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', currency_id: USDT_ETH },
    });
    await page.goto(`/wallets/${mainWallet}/counterparties/${carol.id}`);
    await tap(page.getByRole('button', { name: 'Send', exact: true }).last());
    await page.waitForURL(/\/send\?recipient=/);
    await expect.poll(() => page.locator('button[name="counterparty"]').getAttribute('value')).toBe(carol.id);
    await expect
      .poll(() => page.locator('button[name="destination"]').getAttribute('value'))
      .toBe(carol.destId);
  });
});

describe('delete a recipient', () => {
  it('refuses while an unfinished order uses them, with the platform sentence', async () => {
    const busy = await recipient('Busy Sender', {
      type: 'SEPA',
      nickname: 'Busy at Commerzbank',
      external_banking_data: {
        bank_name: 'Commerzbank',
        note: null,
        iban: 'DE89370400440532013000',
        address: { street1: 'Kaiserstrasse 16', city: 'Frankfurt', postcode: '60311', country_id: 82 },
      },
    });
    // An on-ramp from their account waits for the bank transfer (PENDING for a while).
    await platform('core', '/v2/orders/HIFI_SEPA_ONRAMP', {
      request_id: `e2e-busy-${Date.now()}`,
      wallet_id: mainWallet,
      from_currency_id: EUR,
      to_currency_id: USDT_ETH,
      amount: 100,
      is_subtract: true,
      is_reverse: false,
      counterparty_destination_id: busy.destId,
    });
    await page.goto(`/wallets/${mainWallet}/counterparties/${busy.id}`);
    await tap(page.getByRole('button', { name: 'Delete recipient' }));
    await seen(page.getByTestId('delete-consequence'));
    expect(await page.getByTestId('delete-consequence').innerText()).toContain(
      'Their saved account or address is deleted with them.',
    );
    await tap(page.getByTestId('confirm-delete-recipient'));
    const error = page.getByRole('dialog').getByTestId('form-error');
    await seen(error);
    expect(await error.innerText()).toMatch(/used by an order that is still (new|pending)/);
    await page.screenshot({ path: shot('delete-refused') });
  });

  it('deletes a free recipient after the confirmation; the list no longer has them', async () => {
    const free = await recipient('Free Person', {
      type: 'CRYPTO_EXTERNAL',
      nickname: null,
      external_crypto_data: { address: '0x52908400098527886E0F7030069857D2E4169EE7', currency_id: USDT_ETH },
    });
    await page.goto(`/wallets/${mainWallet}/counterparties/${free.id}`);
    await tap(page.getByRole('button', { name: 'Delete recipient' }));
    await seen(page.getByText('Delete Free Person?'));
    await page.screenshot({ path: shot('delete-confirm') });
    await tap(page.getByTestId('confirm-delete-recipient'));
    await page.waitForURL(`**/wallets/${mainWallet}/counterparties`);
    await seen(page.getByText('Bob Crypto'));
    expect(await page.getByText('Free Person').count()).toBe(0);
  });
});
