import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { platformAsPage } from './helpers/platform.ts';
import { launchHash, openInTelegram, pressTelegram, signedInitData } from './telegram-env.ts';

/** "Download statement" from the wallet's More list: choose a period, get the PDF (API.md §7). */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const tap = (l: Locator) => l.first().evaluate((el) => (el as HTMLElement).click());
/** A screenshot once the sheet's opening animation has settled. */
const shot = async (page: Page, name: string) => {
  await page.waitForTimeout(500);
  await page.screenshot({ path: `tests/e2e/artifacts/wallet-statement-${name}.png` });
};

async function walletsOf(page: Page): Promise<{ uuid: string; name: string }[]> {
  const list = await platformAsPage(app, page)<{ data: { uuid: string; name: string }[] }>(
    'v2',
    '/wallets?include_shared=true',
  );
  return list.data;
}

const pad = (n: number) => String(n).padStart(2, '0');
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

describe('wallet statement PDF', () => {
  it('web: a custom range is checked, then downloads a PDF of that period from the core route', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const id = (await walletsOf(page)).find((w) => w.name === 'Main')!.uuid;
    await page.goto(`/wallets/${id}`);
    await tap(page.getByTestId('more-toggle')); // the statement is among the wallet's other actions
    await tap(page.getByTestId('more-statement'));
    const sheet = page.getByRole('dialog', { name: 'Download statement' });
    await sheet.waitFor();
    await sheet.getByText('Last month').waitFor();
    await shot(page, 'web-sheet');

    // A reversed range is refused with a sentence, and nothing is requested.
    await tap(sheet.getByText('Custom range'));
    const first = sheet.getByLabel('First day');
    const last = sheet.getByLabel('Last day');
    await first.fill('2026-03-10');
    await last.fill('2026-03-01');
    let requested = false;
    page.on('request', (r) => {
      if (r.url().includes('/statement-pdf')) requested = true;
    });
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await sheet.getByText('The first day comes after the last day: swap them.').waitFor();
    expect(requested).toBe(false);
    await shot(page, 'web-custom-error');

    const today = localDay(new Date());
    await first.fill('2020-01-01');
    await last.fill(today);
    const [download, request] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((r) =>
        r.url().includes(`/__platform/core/wallets/transactions/${id}/statement-pdf?`),
      ),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    // Core service: the raw token, no Bearer (API.md §1.1); the period as ISO instants.
    expect(request.headers().authorization).not.toMatch(/^Bearer /);
    const query = new URL(request.url()).searchParams;
    expect(new Date(query.get('from_date')!).getTime()).toBe(new Date(2020, 0, 1).getTime());
    expect(localDay(new Date(query.get('to_date')!))).toBe(today);
    // Named after the wallet and the period, never its id (issue 20).
    expect(download.suggestedFilename()).toBe(`Main statement 2020-01-01 to ${today}.pdf`);
    const pdf = readFileSync((await download.path())!, 'latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf).toContain('Statement - Main');
    expect(pdf).toMatch(/\(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} {2}deposit/);
    await page.getByText('Saved Main statement').waitFor();
    await sheet.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('Telegram: the sheet takes its action from the MainButton and saves the PDF', async () => {
    const user = { id: 880777, first_name: 'Pia', username: 'pia_tg' };
    const { context, page } = await app.phone();
    const { init_data } = await signedInitData(app, user);
    await openInTelegram(page, { initData: init_data, phone: '+44 7700 900777' });
    await page.getByText('Welcome, Pia').waitFor();
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    const own = (await walletsOf(page))[0]!.uuid;
    await page.goto(`/wallets/${own}${launchHash({ initData: init_data })}`);
    await tap(page.getByTestId('more-toggle')); // the statement is among the wallet's other actions
    await tap(page.getByTestId('more-statement'));
    const sheet = page.getByRole('dialog', { name: 'Download statement' });
    await tap(sheet.getByText('Last month'));
    await shot(page, 'telegram-sheet');
    // No in-page button inside Telegram: the MainButton carries the action.
    await expect(page.getByRole('button', { name: 'Download PDF' }).count()).resolves.toBe(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      pressTelegram(page, 'main_button_pressed'),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^Personal statement \d{4}-\d{2}-01 to \d{4}-\d{2}-\d{2}\.pdf$/,
    );
    expect(readFileSync((await download.path())!, 'latin1')).toContain('No transactions in this period.');
    await context.close();
  });
});
