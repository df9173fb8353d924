import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import { platformAs } from './helpers/platform';
import {
  openInTelegram,
  pressTelegram,
  type RecordedEvent,
  signedInitData,
  signUpTelegram,
  telegramEvents,
} from './telegram-env';

/**
 * Money back from a card inside a mocked Telegram launch, as a brand-new user with one prepaid
 * card: "Move to wallet" on the card, the review and the confirmation on Telegram's MainButton,
 * the card balance down and the wallet's up when the order settles.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ timeScale: 0.2 });
});
afterAll(() => app?.stop());

const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
const { seen, textOf, tap } = locatorWaits();
const mainButton = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data ?? {};

describe('money back from a card in Telegram', () => {
  it('a new user moves part of a prepaid card back to the wallet with the MainButton', async () => {
    const user = { id: 733211, first_name: 'Cora', username: 'cora_cards' };
    const { res } = await signUpTelegram(app, user, '447700933211');
    expect(res.status).toBe(200);
    const { access_token } = (await res.json()) as { access_token: string };
    // biome-ignore lint/suspicious/noExplicitAny: loose reads of the platform's answers
    const platform = <T = any>(service: 'core' | 'v2', path: string, body?: unknown) =>
      platformAs(app, access_token)<T>(service, path, body);
    const walletId = (await platform('v2', '/wallets')).data[0].uuid as string;
    await app.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
    await app.control('/deposit', { wallet_id: walletId, currency_id: USD, amount: '300' });
    const usdOf = async () =>
      Number(
        (await platform('v2', `/wallets/${walletId}`)).balance.find(
          (b: { symbol: string }) => b.symbol === 'USD',
        )?.amount ?? 0,
      );
    await expect.poll(usdOf, { timeout: 30_000 }).toBe(300);
    const userData = await platform('v2', '/user/user-data');
    const card = await platform('core', '/issuing/cards/create', {
      program_id: 'prog-visa-virtual-prepaid-usd',
      wallet_id: walletId,
      request_id: 'cardback-telegram-1',
      nick_name: 'Groceries',
      user_data_id: String(userData.id),
      initial_topup: 100,
      currency_id: USD,
    });
    const usdBefore = await usdOf();

    const { page } = await app.phone();
    await openInTelegram(
      page,
      { initData: (await signedInitData(app, user)).init_data, platform: 'ios' },
      `/cards/${card.card_id}`,
    );
    await seen(page.getByRole('heading', { name: 'Groceries' }));
    const face = page.getByTestId('card-face');
    await expect.poll(() => textOf(face), { timeout: 15_000 }).toContain('$100.00');
    await tap(page.locator('.card-action', { hasText: 'Move to wallet' }));
    const sheet = page.getByRole('dialog');
    await sheet.locator('input[name="cardback_amount"]').fill('20');
    await expect
      .poll(() => textOf(sheet.getByTestId('quote-receive')), { timeout: 10_000 })
      .toContain('19.90');
    await expect
      .poll(async () => mainButton(await telegramEvents(page)), { timeout: 15_000 })
      .toMatchObject({ is_visible: true, is_active: true, text: 'Review move' });
    // The action is Telegram's, not a second copy in the page.
    expect(await sheet.getByRole('button', { name: 'Review move' }).count()).toBe(0);
    await page.screenshot({ path: '/tmp/i22-cardback-shots/telegram-sheet.png' });
    await pressTelegram(page, 'main_button_pressed');
    await seen(sheet.getByTestId('review'));
    await expect
      .poll(async () => mainButton(await telegramEvents(page)))
      .toMatchObject({ text: 'Confirm move' });
    await page.screenshot({ path: '/tmp/i22-cardback-shots/telegram-review.png' });
    await pressTelegram(page, 'main_button_pressed');
    const progress = page.getByTestId('topup-progress');
    await expect.poll(() => textOf(progress), { timeout: 30_000 }).toContain('$19.90 arrived in the wallet');
    await expect.poll(() => textOf(face), { timeout: 10_000 }).toContain('$80.00');
    expect(await usdOf()).toBeCloseTo(usdBefore + 19.9, 2);
    await page.screenshot({ path: '/tmp/i22-cardback-shots/telegram-done.png' });
  });
});
