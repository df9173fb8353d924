import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import {
  openInTelegram,
  signedInitData,
  signUpTelegram,
  type TelegramLaunch,
  telegramEvents,
} from './telegram-env.ts';

/**
 * Card details inside Telegram: the device's biometry proves presence (access asked once, with
 * the reason); where access is refused or there is no biometry, the sheet falls back as on the
 * web — for a Telegram account, a code by SMS to its phone.
 */
let app: TestApp;
let cardId = '';
const { seen, tap } = locatorWaits(20_000);
const USER = { id: 990033, first_name: 'Bia', username: 'bio_user' };
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
const H = { 'content-type': 'application/json', 'x-tenant-id': 'sandbox-tenant' };

beforeAll(async () => {
  app = await startApp();
  const { res } = await signUpTelegram(app, USER, '447700990033');
  const { access_token } = (await res.json()) as { access_token: string };
  const v2 = { ...H, authorization: `Bearer ${access_token}` };
  const wallets = (await (
    await fetch(`${app.platformUrl}/__platform/v2/wallets`, { headers: v2 })
  ).json()) as {
    data: { uuid: string }[];
  };
  const walletId = wallets.data[0]!.uuid;
  await app.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
  const userData = (await (
    await fetch(`${app.platformUrl}/__platform/v2/user/user-data`, { headers: v2 })
  ).json()) as {
    id: number;
  };
  await app.control('/deposit', { wallet_id: walletId, currency_id: USD, amount: '100' });
  // The deposit settles on the sandbox's (sped-up) clock: issue once the money is there.
  let card: Response | null = null;
  for (let i = 0; i < 40 && card?.status !== 200; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 500));
    card = await fetch(`${app.platformUrl}/__platform/core/issuing/cards/create`, {
      method: 'POST',
      headers: { ...H, authorization: access_token },
      body: JSON.stringify({
        program_id: 'prog-visa-virtual-prepaid-usd',
        wallet_id: walletId,
        request_id: randomUUID(),
        nick_name: 'Bio card',
        user_data_id: String(userData.id),
        initial_topup: 10,
      }),
    });
  }
  expect(card!.status, await card!.clone().text()).toBe(200);
  cardId = ((await card!.json()) as { card_id: string }).card_id;
});
afterAll(() => app?.stop());

async function openDetails(launch: Partial<TelegramLaunch>): Promise<Page> {
  const { page } = await app.phone();
  await openInTelegram(
    page,
    { initData: (await signedInitData(app, USER)).init_data, ...launch },
    `/cards/${cardId}`,
  );
  await tap(page.getByRole('button', { name: 'Details' }));
  return page;
}

describe('card details inside Telegram', () => {
  it('biometry confirms: access is asked once, with the reason, then the details show', async () => {
    const page = await openDetails({ biometry: 'granted' });
    await seen(page.getByTestId('card-number'));
    const events = await telegramEvents(page);
    const access = events.filter((e) => e.type === 'web_app_biometry_request_access');
    expect(access).toHaveLength(1);
    expect(String(access[0]!.data?.reason)).toMatch(/card details/);
    await page.context().close();
  });

  it('biometry refused: the sheet falls back to a code by SMS to the account phone', async () => {
    const page = await openDetails({ biometry: 'refused' });
    const sheet = page.getByRole('dialog', { name: 'Confirm it’s you' });
    await seen(sheet.getByText('We will send a one-time code by SMS to •••• 0033.'));
    await page.waitForTimeout(600); // the sheet has slid in
    await page.screenshot({ path: 'tests/e2e/artifacts/reauth-telegram.png' });
    expect(await page.getByTestId('card-number').count()).toBe(0);
    await page.context().close();
  });
});
