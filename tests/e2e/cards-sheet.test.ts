import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness';
import { locatorWaits } from './helpers/locators';
import {
  openInTelegram,
  pressTelegram,
  type RecordedEvent,
  signedInitData,
  signUpTelegram,
  telegramEvents,
} from './telegram-env';

/**
 * The bottom sheet frame (ui/Sheet) through the card-issue sheet: a visible title, long content
 * scrolling inside the sheet, and the primary action as an in-page button on the web and as
 * Telegram's MainButton (with its progress state and haptics) inside Telegram.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;
const { seen, tap } = locatorWaits();

/** Waits until the sheet has slid in: its transform is back to identity. */
async function atRest(page: Page) {
  await page.waitForFunction(() => {
    const d = document.querySelector('[role="dialog"]');
    return !!d && new DOMMatrix(getComputedStyle(d).transform).isIdentity;
  });
}

/**
 * Whole box inside the viewport (not cut off at the top or under the bottom edge), and on top:
 * nothing (e.g. the page's sticky header) paints over its middle.
 */
async function insideViewport(page: Page, loc: Locator) {
  const box = (await loc.first().boundingBox())!;
  const vp = page.viewportSize()!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(vp.height + 0.5);
  const onTop = await loc.first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.left + Math.min(12, r.width / 2), r.top + r.height / 2));
  });
  expect(onTop).toBe(true);
}

const mainButtonStates = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_setup_main_button').map((e) => e.data ?? {});
const haptics = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_trigger_haptic_feedback').map((e) => e.data?.notification_type);

describe('bottom sheet', () => {
  it('web: shows its title, scrolls long content inside the sheet, keeps the action in reach', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/cards');
    await tap(page.getByRole('button', { name: 'Issue a card' }));
    const sheet = page.getByRole('dialog', { name: 'Issue a card' });
    await seen(sheet.getByTestId('program'));
    await atRest(page);
    await insideViewport(page, sheet.getByRole('heading', { name: 'Issue a card' }));
    await page.screenshot({ path: shot('sheet-web-programs') });

    await tap(sheet.getByTestId('program').filter({ hasText: 'Visa Virtual Prepaid' }));
    const details = page.getByRole('dialog', { name: 'Issue Visa Virtual Prepaid' });
    const action = details.getByRole('button', { name: 'Issue card' });
    await seen(action);
    await atRest(page);
    await insideViewport(page, details.getByRole('heading', { name: 'Issue Visa Virtual Prepaid' }));
    await insideViewport(page, action);
    await page.screenshot({ path: shot('sheet-web-issue') });

    // A short viewport (e.g. the keyboard is up): the sheet stays on screen, its body scrolls,
    // and the action stays pinned at the bottom.
    await page.setViewportSize({ width: 390, height: 460 });
    await insideViewport(page, details);
    await insideViewport(page, action);
    const scroller = details.locator(':scope > div');
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await insideViewport(page, action);
    await seen(details.getByRole('button', { name: 'Back to programs' }));
    await page.screenshot({ path: shot('sheet-web-short-viewport') });
    await page.setViewportSize({ width: 390, height: 844 });

    // Invalid input keeps the sheet open with the reason.
    await action.click();
    await seen(details.getByText('Give the card a name'));

    await details.getByRole('button', { name: 'Close', exact: true }).click();
    await details.waitFor({ state: 'detached' });
    await context.close();
  });

  it('Telegram: the action is the MainButton, with progress, haptics, and hidden when not wanted', async () => {
    const user = { id: 700901, first_name: 'Sheila', username: 'sheila_tg' };
    await registerTelegramUser(user);
    const { context, page } = await app.phone();
    await openInTelegram(page, {
      initData: (await signedInitData(app, user)).init_data,
      startParam: 'cards',
    });
    await page.waitForURL((url) => url.pathname === '/cards', { timeout: 15_000 });
    // The tab's primary action is Telegram's MainButton, not a second copy in the page.
    await expect
      .poll(async () => mainButtonStates(await telegramEvents(page)).at(-1), { timeout: 15_000 })
      .toMatchObject({ is_visible: true, text: 'Issue a card' });
    expect(await page.getByRole('button', { name: 'Issue a card' }).count()).toBe(0);
    await pressTelegram(page, 'main_button_pressed');
    const sheet = page.getByRole('dialog', { name: 'Issue a card' });
    await seen(sheet.getByTestId('program'));
    await atRest(page);
    await insideViewport(page, sheet.getByRole('heading', { name: 'Issue a card' }));
    // Choosing a program has no primary action: Telegram's button stays hidden.
    expect(mainButtonStates(await telegramEvents(page)).at(-1)).toMatchObject({ is_visible: false });

    await tap(sheet.getByTestId('program').filter({ hasText: 'Mastercard Virtual Balance' }));
    const details = page.getByRole('dialog', { name: 'Issue Mastercard Virtual Balance' });
    await seen(details.getByLabel('Card name'));
    await expect
      .poll(async () => mainButtonStates(await telegramEvents(page)).at(-1))
      .toMatchObject({ is_visible: true, is_active: true, text: 'Issue card' });
    // No second, in-page copy of the action inside Telegram.
    expect(await details.getByRole('button', { name: 'Issue card' }).count()).toBe(0);
    await atRest(page);
    await page.screenshot({ path: shot('sheet-telegram-issue') });

    // Pressing it with no name: the reason shows and the phone buzzes "error".
    await pressTelegram(page, 'main_button_pressed');
    await seen(details.getByText('Give the card a name'));
    expect(haptics(await telegramEvents(page))).toContain('error');

    // Slow the platform down so the progress state is observable, then issue.
    await app.control('/faults', { match: '/issuing', method: 'POST', latency_ms: 800, times: 2 });
    await details.getByLabel('Card name').fill('Telegram card');
    const before = (await telegramEvents(page)).length;
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL(/\/cards\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    const after = (await telegramEvents(page)).slice(before);
    expect(mainButtonStates(after)).toContainEqual(expect.objectContaining({ is_progress_visible: true }));
    expect(haptics(after)).toContain('success');
    await seen(page.getByText('Telegram card').first());
    // The sheet is gone, and so is its MainButton.
    expect(mainButtonStates(await telegramEvents(page)).at(-1)).toMatchObject({ is_visible: false });

    // The card screen's sheets work the same way: rename…
    await tap(page.getByText('Tap to rename'));
    const rename = page.getByRole('dialog', { name: 'Rename card' });
    await seen(rename.getByLabel('Card name'));
    await expect
      .poll(async () => mainButtonStates(await telegramEvents(page)).at(-1))
      .toMatchObject({ is_visible: true, is_active: false, text: 'Save' }); // nothing changed yet
    await rename.getByLabel('Card name').fill('Travel');
    await expect
      .poll(async () => mainButtonStates(await telegramEvents(page)).at(-1))
      .toMatchObject({ is_visible: true, is_active: true, text: 'Save' });
    await atRest(page);
    await page.screenshot({ path: shot('sheet-telegram-rename') });
    const beforeRename = (await telegramEvents(page)).length;
    await pressTelegram(page, 'main_button_pressed');
    await rename.waitFor({ state: 'detached' });
    expect(haptics((await telegramEvents(page)).slice(beforeRename))).toContain('success');
    await seen(page.getByText('Card renamed'));

    // …and a spending limit, where a bad amount buzzes "error".
    // Clicked on the row itself: a forced tap at its spot can land on the 'Card renamed' toast.
    await page.getByTestId('limit-daily').evaluate((el) => (el as HTMLElement).click());
    const limit = page.getByRole('dialog', { name: 'Daily limit' });
    // API.md's caps are numbers only: the sheet offers no "off" and says a limit stays.
    await seen(limit.getByText('A limit can be raised or lowered here, but not removed.'));
    expect(await limit.getByLabel('Limit enabled').count()).toBe(0);
    await limit.getByLabel('Limit amount').fill('-5');
    await expect
      .poll(async () => mainButtonStates(await telegramEvents(page)).at(-1))
      .toMatchObject({ is_visible: true, text: 'Save limit' });
    await atRest(page);
    await page.screenshot({ path: shot('sheet-telegram-limit') });
    const beforeLimit = (await telegramEvents(page)).length;
    await pressTelegram(page, 'main_button_pressed');
    await seen(limit.getByRole('alert'));
    expect(haptics((await telegramEvents(page)).slice(beforeLimit))).toEqual(['error']);
    await context.close();
  });
});

/** A Telegram user signed up through the platform, with the identity of their wallet verified. */
async function registerTelegramUser(user: { id: number; first_name: string; username: string }) {
  const { res } = await signUpTelegram(app, user, `4477009${String(user.id).slice(-5)}`);
  expect(res.status).toBe(200);
  // Cards need a verified wallet (the program's KYC rail): verify the new user's one wallet.
  const { access_token } = (await res.json()) as { access_token: string };
  const wallets = await fetch(`${app.platformUrl}/__platform/v2/wallets`, {
    headers: { 'x-tenant-id': 'sandbox-tenant', authorization: `Bearer ${access_token}` },
  });
  const walletId = ((await wallets.json()) as { data: { uuid: string }[] }).data[0]!.uuid;
  await app.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
}
