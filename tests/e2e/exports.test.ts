import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { telegramUserWithCard } from './helpers/telegram-user.ts';
import {
  openInTelegram,
  pressTelegram,
  type RecordedEvent,
  signedInitData,
  telegramEvents,
} from './telegram-env.ts';

/**
 * Exports reach the user on every client (issue 20). A browser downloads the file and says
 * "Saved". Inside Telegram a blob download saves nothing on iOS and the web clients, so there the
 * app never starts one and never says "Saved": the file goes to the system share sheet where the
 * webview can share files (iOS), one more tap on the page when the first tap was spent fetching
 * it, and otherwise the app says how to get it — this screen in the user's browser.
 */
let app: TestApp;
let telegramCard: { walletId: string; cardId: string };
const USER = { id: 930030, first_name: 'Ines', username: 'ines_tg' };
const { seen, tap } = locatorWaits(20_000);

beforeAll(async () => {
  app = await startApp();
  telegramCard = await telegramUserWithCard(app, USER, '447911930030');
});
afterAll(() => app?.stop());

interface SharedFile {
  name: string;
  type: string;
  text: string;
}

/**
 * The webview's Web Share API as on iOS (WKWebView): files can be shared; the first `refusals`
 * calls fail as WebKit fails a share whose tap was spent. `null`: a webview without it (Android).
 */
async function webShare(page: Page, refusals: number | null) {
  await page.addInitScript((refuse) => {
    const w = window as unknown as { __shared: unknown[] };
    w.__shared = [];
    let left = refuse ?? 0;
    const nav = navigator as unknown as Record<string, unknown>;
    if (refuse === null) {
      Object.defineProperty(nav, 'canShare', { value: undefined });
      Object.defineProperty(nav, 'share', { value: undefined });
      return;
    }
    // WebKit has no feature policy to ask (Chromium's would answer for its own, unshared Linux build).
    Object.defineProperty(document, 'featurePolicy', { value: undefined });
    Object.defineProperty(nav, 'canShare', { value: (d: ShareData) => (d.files?.length ?? 0) > 0 });
    Object.defineProperty(nav, 'share', {
      value: async (d: ShareData) => {
        if (left-- > 0) throw new DOMException('The tap was spent', 'NotAllowedError');
        const file = d.files![0]!;
        w.__shared.push({ name: file.name, type: file.type, text: (await file.text()).slice(0, 400) });
      },
    });
  }, refusals);
}

/** What a success toast of an export reads like (today's "Saved …" and main's "Statement downloaded"). */
const SUCCESS = /^(Saved|Shared) .+\.(csv|pdf)$|downloaded$/;

const shared = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shared: SharedFile[] }).__shared);
const haptics = (events: RecordedEvent[]) =>
  events.filter((e) => e.type === 'web_app_trigger_haptic_feedback').map((e) => e.data?.notification_type);

/** Every download the page starts from now on (none may start inside Telegram). */
function downloadsOf(page: Page): Download[] {
  const list: Download[] = [];
  page.on('download', (d) => list.push(d));
  return list;
}

async function launchIos(page: Page, path: string) {
  await openInTelegram(page, { initData: (await signedInitData(app, USER)).init_data }, path);
}

describe('exports', () => {
  it('web: a card history CSV downloads and says "Saved" with its name', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    await page.goto('/cards');
    await tap(page.getByTestId('card-face').filter({ hasText: 'Online shopping' }));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      tap(page.getByRole('button', { name: 'Export CSV' })),
    ]);
    expect(download.suggestedFilename()).toBe('Online shopping transactions.csv');
    expect(readFileSync((await download.path())!, 'utf8')).toContain('merchant');
    await seen(page.getByText(`Saved ${download.suggestedFilename()}`));
    await context.close();
  });

  it('Telegram (iOS): the wallet CSV goes to the share sheet; "Shared" only once it took the file', async () => {
    const { context, page } = await app.phone();
    await webShare(page, 0);
    const downloads = downloadsOf(page);
    await launchIos(page, `/wallets/${telegramCard.walletId}`);
    await tap(page.getByTestId('more-toggle'));
    await tap(page.getByText('Export history (CSV)'));
    await expect.poll(() => shared(page)).toHaveLength(1);
    const [file] = await shared(page);
    expect(file!.name).toMatch(/^Personal transactions \d{4}-\d{2}-\d{2}( to \d{4}-\d{2}-\d{2})?\.csv$/);
    expect(file!.type).toMatch(/^text\/csv/);
    expect(file!.text).toContain('100');
    await seen(page.getByText(`Shared ${file!.name}`));
    expect(haptics(await telegramEvents(page))).toContain('success');
    expect(downloads).toHaveLength(0);
    await context.close();
  });

  it('Telegram (iOS): when the share sheet needs a fresh tap, the statement waits for it on the page', async () => {
    const { context, page } = await app.phone();
    await webShare(page, 1);
    const downloads = downloadsOf(page);
    await launchIos(page, `/wallets/${telegramCard.walletId}`);
    await tap(page.getByTestId('more-toggle'));
    await tap(page.getByTestId('more-statement'));
    await seen(page.getByRole('dialog', { name: 'Download statement' }));
    await pressTelegram(page, 'main_button_pressed');
    const ready = page.getByRole('dialog', { name: 'Your file is ready' });
    await seen(ready);
    // Nothing was shared yet: no success, felt or read.
    expect(haptics(await telegramEvents(page))).not.toContain('success');
    expect(await page.getByText(SUCCESS).count()).toBe(0);
    await tap(ready.getByRole('button', { name: 'Save or share' }));
    await expect.poll(() => shared(page)).toHaveLength(1);
    const [file] = await shared(page);
    expect(file).toMatchObject({ type: 'application/pdf' });
    expect(file!.text.startsWith('%PDF')).toBe(true);
    await seen(page.getByText(`Shared ${file!.name}`));
    await ready.waitFor({ state: 'hidden' });
    expect(downloads).toHaveLength(0);
    await context.close();
  });

  it('Telegram without a way to take a file: no download, no success, the way to get it instead', async () => {
    const { context, page } = await app.phone();
    await webShare(page, null);
    const downloads = downloadsOf(page);
    await launchIos(page, `/cards/${telegramCard.cardId}`);
    await tap(page.getByRole('button', { name: 'Export CSV' }));
    const sheet = page.getByRole('dialog', { name: 'Download it in your browser' });
    await seen(sheet);
    await seen(sheet.getByText('Telegram card transactions.csv', { exact: true }));
    // The address of this very screen, to open where downloads work (sign in there, export again).
    await seen(sheet.getByText(`${app.url}/cards/${telegramCard.cardId}`));
    expect(downloads).toHaveLength(0);
    expect(haptics(await telegramEvents(page))).not.toContain('success');
    expect(await page.getByText(SUCCESS).count()).toBe(0);
    await context.close();
  });
});
