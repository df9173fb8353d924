import type { Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { pick } from './helpers/pick';
import { type Platform, platformAs, walletNamed } from './helpers/platform';
import { startSignedIn } from './helpers/signed-in';

/**
 * Issue 9, finding 4: the quote is bound to its inputs in every calculator flow. For each flow:
 * type a valid amount, wait for its quote, then change the field to a value the field refuses —
 * the primary action must disable and no order may be created (on the old code the stale quote
 * kept the button enabled and the order went out with the OLD amount).
 */
let app: TestApp;
let page: Page;
let platform: Platform;
let mainWallet = '';
const creates: Request[] = [];

const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';
// Issue 14 made `١٢٣` (read as 123, and said so under the field) and `1,000.50` (English grouping)
// valid amounts; what still has no single reading is refused: mixed digit scripts, and `1,000`
// (one or one thousand?).
const BAD_VALUES = ['-5', '1e3', '1٢3', '1,000'];
const { seen, tap } = locatorWaits(15_000);

/** Order creates (POST …/orders/{TYPE}); calc and lists are GETs. */
const isCreate = (r: Request) =>
  r.method() === 'POST' && /\/orders\/[A-Z_]+$/.test(new URL(r.url()).pathname);

interface Flow {
  name: string;
  /** Opens the flow with everything but the amount chosen. */
  open: () => Promise<void>;
  amount: () => Locator;
  action: () => Locator;
  valid: string;
}

const byName = (name: string) => page.getByRole('button', { name, exact: true }).last();
const sheetPrimary = () => page.locator('.ui-sheet__primary button').last();

async function sepaRecipient(name: string): Promise<void> {
  const cp = await platform<{ id: string }>('v2', `/counterparties/${mainWallet}`, {
    name,
    email: 'erika@example.de',
    phone: '4930765432',
    type: 'INDIVIDUAL',
    is_pinned: false,
    is_self: true,
  });
  await platform('v2', `/counterparties/${mainWallet}/${cp.id}/destinations`, {
    type: 'SEPA',
    nickname: `${name} SEPA`,
    external_banking_data: {
      bank_name: 'Commerzbank',
      note: null,
      iban: 'DE89370400440532013000',
      address: { street1: 'Kaiserstrasse 16', city: 'Frankfurt', postcode: '60311', country_id: 82 },
    },
  });
}

async function chooseRecipient(name: string) {
  // Buying, with one account holder of their own the user is not asked who: it is them.
  await page
    .locator('button[name="counterparty"], button[name="destination"]')
    .first()
    .waitFor({ timeout: 15_000 });
  if ((await page.locator('button[name="counterparty"]').count()) > 0) {
    await pick(page, 'counterparty', { label: name });
  }
  // Their only SEPA account is chosen for the user.
  await expect.poll(() => page.locator('button[name="destination"]').getAttribute('value')).not.toBe('');
}

const selectWhenListed = (field: string, value: string) => pick(page, field, value);

const flows: Flow[] = [
  {
    name: 'exchange',
    open: async () => {
      await page.goto(`/wallets/${mainWallet}/exchange`);
      await selectWhenListed('from_currency', USDT_ETH);
      await selectWhenListed('to_currency', BTC);
    },
    amount: () => page.locator('input[name="from_amount"]'),
    action: () => byName('Review exchange'),
    valid: '10',
  },
  {
    name: 'withdraw',
    open: async () => {
      await page.goto(`/wallets/${mainWallet}/withdraw`);
      await selectWhenListed('currency', USDT_ETH);
      await page.locator('input[name="to_address"]').fill('0x52908400098527886E0F7030069857D2E4169EE7');
    },
    amount: () => page.locator('input[name="amount"]'),
    action: () => byName('Review withdrawal'),
    valid: '10',
  },
  {
    name: 'transfer',
    open: async () => {
      const wallets = await platform<{ data: { uuid: string; name: string }[] }>('v2', '/wallets');
      const acme = wallets.data.find((w) => w.name === 'Acme Trading Ltd')!.uuid;
      await page.goto(`/wallets/${mainWallet}/transfer`);
      await selectWhenListed('to_wallet', acme);
      await selectWhenListed('currency', USD);
    },
    amount: () => page.locator('input[name="amount"]'),
    action: () => byName('Review transfer'),
    valid: '10',
  },
  {
    name: 'send',
    open: async () => {
      const cp = await platform<{ id: string }>('v2', `/counterparties/${mainWallet}`, {
        name: 'Bound Bob',
        email: 'bound.bob@example.com',
        phone: '4930765432',
        type: 'INDIVIDUAL',
        is_pinned: false,
        is_self: false,
      });
      const d = await platform<{ id: string }>('v2', `/counterparties/${mainWallet}/${cp.id}/destinations`, {
        type: 'CRYPTO_EXTERNAL',
        nickname: 'Bob ledger',
        external_crypto_data: {
          address: '0x52908400098527886E0F7030069857D2E4169EE7',
          currency_id: USDT_ETH,
        },
      });
      await page.goto(`/wallets/${mainWallet}/send?recipient=${cp.id}&destination=${d.id}`);
    },
    amount: () => page.locator('input[name="amount"]'),
    action: () => byName('Review and send'),
    valid: '10',
  },
  {
    name: 'sell',
    open: async () => {
      await sepaRecipient('Bound Seller');
      await page.goto(`/wallets/${mainWallet}/sell`);
      await tap(page.getByTestId('type-HIFI_SEPA_OFFRAMP'));
      await selectWhenListed('from_currency', USDT_ETH);
      await selectWhenListed('to_currency', EUR);
      await chooseRecipient('Bound Seller');
    },
    amount: () => page.locator('input[name="from_amount"]'),
    action: () => byName('Review sale'),
    valid: '50',
  },
  {
    name: 'buy',
    open: async () => {
      await sepaRecipient('Bound Buyer');
      await page.goto(`/wallets/${mainWallet}/buy`);
      await tap(page.getByTestId('type-HIFI_SEPA_ONRAMP'));
      await selectWhenListed('from_currency', EUR);
      await selectWhenListed('to_currency', USDT_ETH);
      await chooseRecipient('Bound Buyer');
    },
    amount: () => page.locator('input[name="from_amount"]'),
    action: () => byName('Review purchase'),
    valid: '100',
  },
  {
    name: 'card top-up',
    open: async () => {
      await page.goto('/cards');
      await tap(page.getByTestId('card-face').filter({ hasText: 'Online shopping' }));
      await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/);
      await tap(page.locator('.card-action', { hasText: 'Top up' }));
      await seen(page.getByRole('dialog').getByText('Top up card'));
    },
    amount: () => page.getByRole('dialog').locator('input[name="topup_amount"]'),
    action: sheetPrimary,
    valid: '25',
  },
];

beforeAll(async () => {
  let token: string;
  ({ app, page, token } = await startSignedIn({ timeScale: 0.2 }));
  platform = platformAs(app, token);
  mainWallet = await walletNamed(platform, 'Main');
  page.on('request', (r) => {
    if (isCreate(r)) creates.push(r);
  });
});
afterAll(() => app?.stop());

describe('the quote is bound to the amount on screen', () => {
  for (const flow of flows) {
    it(`${flow.name}: after a quote, each refused value disables the action and sends nothing`, async () => {
      await flow.open();
      const before = creates.length;
      for (const bad of BAD_VALUES) {
        await flow.amount().fill(flow.valid);
        // The quote for the valid amount arrives: the action enables.
        await expect.poll(() => flow.action().isEnabled(), { timeout: 15_000 }).toBe(true);
        await flow.amount().fill(bad);
        // The field says what is wrong, and the action is off at once — no waiting for a debounce.
        await seen(page.locator('.ui-field-error'));
        expect(await flow.action().isDisabled(), `${flow.name} with "${bad}"`).toBe(true);
        await flow.action().click({ force: true });
        // Past the calculator's debounce and a quote refresh: still nothing sent, no review opened.
        await page.waitForTimeout(1500);
        expect(await flow.action().isDisabled(), `${flow.name} with "${bad}" later`).toBe(true);
        expect(await page.getByTestId('review').count()).toBe(0);
      }
      expect(creates.length - before).toBe(0);
    });
  }
});
