import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { telegramUserWithCard } from './helpers/telegram-user.ts';
import { openInTelegram, signedInitData, type TelegramLaunch, telegramEvents } from './telegram-env.ts';

/**
 * Card details inside Telegram: the device's biometry proves presence (access asked once, with
 * the reason); where access is refused or there is no biometry, the sheet falls back as on the
 * web — for a Telegram account, a code by SMS to its phone.
 */
let app: TestApp;
let cardId = '';
const { seen, tap } = locatorWaits(20_000);
const USER = { id: 990033, first_name: 'Bia', username: 'bio_user' };

beforeAll(async () => {
  app = await startApp();
  ({ cardId } = await telegramUserWithCard(app, USER, '447700990033'));
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
