import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import { platformAsPage } from './helpers/platform';
import {
  openInTelegram,
  pressTelegram,
  type RecordedEvent,
  signedInitData,
  telegramEvents,
} from './telegram-env';

/**
 * Telegram on iOS, as a new user: every field has a visible name, every screen its title, the
 * BackButton closes an open sheet (also on tab screens, where it used to be hidden so Telegram's
 * "Close" quit the app), and a screen's primary action is the MainButton.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const { seen, tap } = locatorWaits(15_000);
const backVisible = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_setup_back_button').at(-1)?.data?.is_visible;
const mainButton = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_setup_main_button').at(-1)?.data ?? {};

async function launchNewUser(page: Page, id: number) {
  const user = { id, first_name: 'Iris', username: `iris_${id}` };
  await openInTelegram(page, {
    initData: (await signedInitData(app, user)).init_data,
    platform: 'ios',
    phone: `+44 7911 ${String(id).slice(-6)}`,
  });
  await seen(page.getByText('Welcome, Iris'));
  await pressTelegram(page, 'main_button_pressed'); // share the phone: the account is created
  await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
}

/** Every input and select of `scope` with its accessible name and whether a visible label shows it. */
function fieldNames(page: Page, scope: string) {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel)!;
    return [...root.querySelectorAll('input:not([type=hidden]):not([type=radio]), select')].map((el) => {
      const ids = (el.getAttribute('aria-labelledby') ?? '').split(' ').filter(Boolean);
      const labels = [
        ...new Set([
          ...ids.map((i) => document.getElementById(i)),
          ...((el as HTMLInputElement).labels ? [...(el as HTMLInputElement).labels!] : []),
        ]),
      ].filter((l): l is HTMLElement => !!l && (l.textContent ?? '').trim() !== '');
      const visible = labels.some((l) => {
        const r = l.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(l).visibility !== 'hidden';
      });
      return {
        name: el.getAttribute('name'),
        label: labels.map((l) => l.textContent!.trim()).join(' '),
        visible,
      };
    });
  }, scope);
}

/** The first wallet of the user signed in on the page. */
async function firstWallet(page: Page): Promise<string> {
  const { data } = await platformAsPage(app, page)<{ data: { uuid: string }[] }>('v2', '/wallets');
  return data[0]!.uuid;
}

describe('Telegram on iOS', () => {
  it('the New recipient sheet names every field visibly; Add a recipient is the MainButton', async () => {
    const { context, page } = await app.phone();
    await launchNewUser(page, 731001);
    const walletId = await firstWallet(page);
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/wallets/${walletId}/counterparties`);
    // The title is in the page (Telegram's header shows only the bot's name).
    await seen(page.getByRole('heading', { level: 1, name: 'Recipients' }));
    await expect
      .poll(async () => mainButton(await telegramEvents(page)))
      .toMatchObject({ is_visible: true, text: 'Add a recipient' });
    expect(await page.getByRole('button', { name: 'Add a recipient' }).count()).toBe(0);

    await pressTelegram(page, 'main_button_pressed');
    const sheet = page.getByRole('dialog', { name: 'New recipient' });
    await seen(sheet.getByLabel('Full name'));
    // A SEPA recipient needs a name and an IBAN (issue 20 #8); the optional BIC is named too.
    const fields = await fieldNames(page, '[role="dialog"]');
    for (const f of fields) expect(f, `field ${f.name}`).toMatchObject({ visible: true });
    for (const name of ['Full name', 'IBAN', 'SWIFT/BIC'])
      expect(
        fields.some((f) => f.label === name),
        name,
      ).toBe(true);
    // What no rail needs is folded; unfolded, each of those fields is named visibly as well.
    await sheet.getByRole('button', { name: /^More details/ }).evaluate((el) => (el as HTMLElement).click());
    await seen(sheet.getByLabel('Email'));
    const more = await fieldNames(page, '[role="dialog"]');
    for (const f of more) expect(f, `field ${f.name}`).toMatchObject({ visible: true });
    for (const name of ['Email', 'Phone number', 'Nickname'])
      expect(
        more.some((f) => f.label === name),
        name,
      ).toBe(true);
    // The sheet's own action took over the MainButton.
    await expect.poll(async () => mainButton(await telegramEvents(page))).toMatchObject({ text: 'Save' });
    await context.close();
  });

  it('Verify now is the MainButton on the verification screen, hidden while verifying', async () => {
    const { context, page } = await app.phone();
    await launchNewUser(page, 731003);
    const walletId = await firstWallet(page);
    await page.evaluate((p) => {
      history.pushState(null, '', p);
      dispatchEvent(new PopStateEvent('popstate'));
    }, `/wallets/${walletId}/kyc`);
    await seen(page.getByRole('heading', { level: 1, name: 'Verification' }));
    await expect
      .poll(async () => mainButton(await telegramEvents(page)), { timeout: 15_000 })
      .toMatchObject({ is_visible: true, is_active: true, text: 'Verify now' });
    // Not a second copy in the page.
    expect(await page.getByRole('button', { name: 'Verify now' }).count()).toBe(0);

    await pressTelegram(page, 'main_button_pressed');
    await seen(page.getByRole('dialog', { name: 'Identity verification' }));
    await expect
      .poll(async () => mainButton(await telegramEvents(page)))
      .toMatchObject({ is_visible: false });
    await context.close();
  });

  it('on a tab screen the BackButton appears with a sheet and closes it, not the app', async () => {
    const { context, page } = await app.phone();
    await launchNewUser(page, 731002);
    await page.evaluate(() => {
      history.pushState(null, '', '/profile');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await tap(page.getByRole('button', { name: 'Edit' }));
    const sheet = page.getByRole('dialog', { name: 'Personal details' });
    await seen(sheet);
    await expect.poll(async () => backVisible(await telegramEvents(page))).toBe(true);

    await pressTelegram(page, 'back_button_pressed');
    await sheet.waitFor({ state: 'detached', timeout: 10_000 });
    expect(new URL(page.url()).pathname).toBe('/profile');
    // Back on the tab, nothing to go back to: Telegram shows its own Close again.
    await expect.poll(async () => backVisible(await telegramEvents(page))).toBe(false);
    await context.close();
  });
});
