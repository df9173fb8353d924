import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { locatorWaits } from './helpers/locators';
import { openInTelegram, signedInitData, signUpTelegram, type TelegramUser } from './telegram-env.ts';

/**
 * Issue 22 item 10: favourite recipients. A pin on the recipients list (and on a recipient's own
 * screen) moves them to a "Pinned" section at the top at once, sends `is_pinned` to the platform
 * (PATCH, API.md §8) and stays after a reload; a refused pin comes back as it was, with a sentence.
 * On the web and inside Telegram.
 */
let app: TestApp;
const { seen, tap } = locatorWaits(20_000);
const SHOTS = '/tmp/i22-history-shots';
const H = { 'content-type': 'application/json', 'x-tenant-id': 'sandbox-tenant' };

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

async function mainWallet(token: string, name?: string): Promise<string> {
  const res = await fetch(`${app.platformUrl}/__platform/v2/wallets`, {
    headers: { ...H, authorization: `Bearer ${token}` },
  });
  const list = ((await res.json()) as { data: { uuid: string; name: string }[] }).data;
  return (name ? list.find((w) => w.name === name)! : list[0]!).uuid;
}

async function addRecipient(token: string, walletId: string, name: string) {
  const res = await fetch(`${app.platformUrl}/__platform/v2/counterparties/${walletId}`, {
    method: 'POST',
    headers: { ...H, authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name,
      email: '',
      phone: '',
      type: 'INDIVIDUAL',
      is_pinned: false,
      is_self: false,
    }),
  });
  if (res.status !== 200) throw new Error(`recipient: ${res.status} ${await res.text()}`);
}

/** The PATCH bodies the page sent to counterparties. */
function patches(page: Page) {
  const sent: unknown[] = [];
  page.on('request', (r: Request) => {
    if (r.method() === 'PATCH' && r.url().includes('/counterparties/')) sent.push(r.postDataJSON());
  });
  return sent;
}

/** The recipients' names in the order the list shows them (a row also holds initials and contacts). */
const order = async (page: Page) =>
  (await page.getByTestId('recipient-row').allInnerTexts()).map(
    (t) =>
      t
        .split('\n')
        .find((line) => line.trim().includes(' '))
        ?.trim() ?? t,
  );

describe('pinned recipients', () => {
  it('web: pin from the list goes first at once and stays; unpin from the recipient; a refusal rolls back', async () => {
    const { context, page } = await app.phone();
    const sent = patches(page);
    const session = await signInWeb(app, page);
    const walletId = await mainWallet(session.access_token, 'Main');
    await addRecipient(session.access_token, walletId, 'Aaron Abbott');
    await addRecipient(session.access_token, walletId, 'Zoe Zimmer');
    await page.goto(`/wallets/${walletId}/counterparties`);
    await seen(page.getByText('Zoe Zimmer'));
    expect(await order(page)).toEqual(['Aaron Abbott', 'Zoe Zimmer']);

    await tap(page.getByRole('button', { name: 'Pin Zoe Zimmer' }));
    await seen(page.getByTestId('pinned-recipients').getByText('Zoe Zimmer'));
    expect(await order(page)).toEqual(['Zoe Zimmer', 'Aaron Abbott']);
    expect(await page.getByRole('button', { name: 'Pin Zoe Zimmer' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expect.poll(() => sent).toEqual([{ is_pinned: true, is_self: false }]);
    await page.screenshot({ path: `${SHOTS}/web-demo-recipients-pinned.png` });
    await page.reload();
    await seen(page.getByTestId('pinned-recipients').getByText('Zoe Zimmer'));
    expect(await order(page)).toEqual(['Zoe Zimmer', 'Aaron Abbott']);

    // Unpin on the recipient's own screen.
    await tap(page.getByText('Zoe Zimmer'));
    await tap(page.getByRole('button', { name: 'Unpin' }));
    await seen(page.getByRole('button', { name: 'Pin to the top' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(sent[1]).toEqual({ is_pinned: false, is_self: false });
    await page.goBack();
    await seen(page.getByText('Zoe Zimmer'));
    expect(await page.getByTestId('pinned-recipients').count()).toBe(0);
    expect(await order(page)).toEqual(['Aaron Abbott', 'Zoe Zimmer']);

    // The platform refuses: the pin shows at once, then comes back as it was, with a sentence.
    await app.control('/faults', {
      match: '/counterparties/',
      method: 'PATCH',
      latency_ms: 1500,
      error_rate: 1,
      error_status: 500,
      times: 1,
    });
    await tap(page.getByRole('button', { name: 'Pin Aaron Abbott' }));
    await seen(page.getByTestId('pinned-recipients').getByText('Aaron Abbott'));
    await page.getByTestId('pinned-recipients').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await order(page)).toEqual(['Aaron Abbott', 'Zoe Zimmer']);
    expect(await page.getByRole('button', { name: 'Pin Aaron Abbott' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await seen(page.locator('.ui-toast'));
    await context.close();
  });

  it('Telegram: a new user pins a recipient; pinned first, also after a relaunch', async () => {
    const user: TelegramUser = { id: 930221, first_name: 'Omar', username: 'omar_tg' };
    const { res } = await signUpTelegram(app, user, '447911930221');
    const { access_token } = (await res.json()) as { access_token: string };
    const walletId = await mainWallet(access_token);
    await addRecipient(access_token, walletId, 'Anna Adams');
    await addRecipient(access_token, walletId, 'Yusuf Yilmaz');
    const { context, page } = await app.phone();
    const sent = patches(page);
    await openInTelegram(
      page,
      { initData: (await signedInitData(app, user)).init_data },
      `/wallets/${walletId}/counterparties`,
    );
    await seen(page.getByText('Yusuf Yilmaz'));
    await tap(page.getByRole('button', { name: 'Pin Yusuf Yilmaz' }));
    await seen(page.getByTestId('pinned-recipients').getByText('Yusuf Yilmaz'));
    await expect.poll(() => sent).toEqual([{ is_pinned: true, is_self: false }]);
    await page.screenshot({ path: `${SHOTS}/telegram-new-recipients-pinned.png` });
    await page.reload();
    await seen(page.getByTestId('pinned-recipients').getByText('Yusuf Yilmaz'));
    expect(await order(page)).toEqual(['Yusuf Yilmaz', 'Anna Adams']);
    await context.close();
  });
});
