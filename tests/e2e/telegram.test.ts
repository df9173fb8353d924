import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { openInTelegram, pressTelegram, signedInitData, tamper, telegramEvents } from './telegram-env.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;

describe('Telegram launch', () => {
  it('a new Telegram user signs up by sharing the phone, then a relaunch signs in without any form', async () => {
    const user = { id: 700001, first_name: 'Nadia', last_name: 'Tg', username: 'nadia_tg' };
    const { init_data } = await signedInitData(app, user);
    const { context, page } = await app.phone();
    await openInTelegram(page, { initData: init_data, phone: '+44 7700 900123' });

    await page.getByText('Welcome, Nadia').waitFor();
    await page.screenshot({ path: shot('telegram-sign-up') });
    // No email/password forms inside Telegram.
    expect(await page.getByLabel('Password').count()).toBe(0);
    const events = await telegramEvents(page);
    expect(events.some((e) => e.type === 'web_app_ready')).toBe(true);
    // The button is set up in an effect after the screen paints: wait for it, don't assume it.
    await expect
      .poll(async () =>
        (await telegramEvents(page)).filter((e) => e.type === 'web_app_setup_main_button').at(-1),
      )
      .toMatchObject({ data: { is_visible: true, text: 'Share phone number' } });

    // The user taps Telegram's MainButton.
    await page.evaluate(() =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(t: string): void } } }
      ).Telegram.WebView.receiveEvent('main_button_pressed'),
    );
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    const tokens = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(tokens).toBeTruthy();
    const after = await telegramEvents(page);
    expect(after.some((e) => e.type === 'web_app_request_phone')).toBe(true);
    // Success is felt, not only seen.
    expect(after.filter((e) => e.type === 'web_app_trigger_haptic_feedback').at(-1)?.data).toMatchObject({
      type: 'notification',
      notification_type: 'success',
    });
    await page.screenshot({ path: shot('telegram-after-sign-up') });
    await context.close();

    // A second launch with fresh init data signs straight in.
    const again = await app.phone();
    await openInTelegram(again.page, { initData: (await signedInitData(app, user)).init_data });
    await again.page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    expect(await again.page.getByText('Welcome, Nadia').count()).toBe(0);
    await again.context.close();
  });

  it('declining to share the phone says why it is needed, buzzes "error", and can be retried', async () => {
    const user = { id: 700002, first_name: 'Omar', username: 'omar_tg' };
    const { context, page } = await app.phone();
    await openInTelegram(page, { initData: (await signedInitData(app, user)).init_data, phone: null });
    await page.getByText('Welcome, Omar').waitFor();
    await pressTelegram(page, 'main_button_pressed');
    await page.getByText('We need your phone number to create your account').waitFor();
    const events = await telegramEvents(page);
    expect(events.filter((e) => e.type === 'web_app_trigger_haptic_feedback').at(-1)?.data).toMatchObject({
      type: 'notification',
      notification_type: 'error',
    });
    // Still on sign-up, with the button ready for another try (not stuck loading).
    expect(new URL(page.url()).pathname.startsWith('/auth')).toBe(true);
    await expect
      .poll(async () =>
        (await telegramEvents(page)).filter((e) => e.type === 'web_app_setup_main_button').at(-1),
      )
      .toMatchObject({ data: { is_visible: true, is_active: true, is_progress_visible: false } });
    await context.close();
  });

  it('a phone number another account owns is refused with the ways forward, and nothing is signed in', async () => {
    const first = { id: 700003, first_name: 'Ada', username: 'ada_tg' };
    const second = { id: 700004, first_name: 'Ben', username: 'ben_tg' };
    const phone = '+44 7700 900777';
    const a = await app.phone();
    await openInTelegram(a.page, { initData: (await signedInitData(app, first)).init_data, phone });
    await a.page.getByText('Welcome, Ada').waitFor();
    await pressTelegram(a.page, 'main_button_pressed');
    await a.page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    await a.context.close();

    const b = await app.phone();
    await openInTelegram(b.page, { initData: (await signedInitData(app, second)).init_data, phone });
    await b.page.getByText('Welcome, Ben').waitFor();
    await pressTelegram(b.page, 'main_button_pressed');
    await b.page.getByText('This phone number already belongs to another account').waitFor();
    expect(await b.page.getByText('sign in with a code sent to this number').count()).toBe(1);
    expect(await b.page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await b.context.close();
  });

  it('tampered init data is refused with a clear full screen', async () => {
    const { init_data } = await signedInitData(app);
    const { context, page } = await app.phone();
    await openInTelegram(page, { initData: tamper(init_data) });
    await page.getByText('We couldn’t verify your Telegram session').first().waitFor();
    expect(await page.getByText('open it again from the bot').count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    await page.screenshot({ path: shot('telegram-tampered') });
    await context.close();
  });
});
