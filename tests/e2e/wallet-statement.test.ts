import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { platformAsPage } from './helpers/platform.ts';

/**
 * "Download statement" from the wallet's More list: choose a period, get the PDF (API.md §7).
 * Inside Telegram the PDF is handed over as every export is: tests/e2e/exports.test.ts.
 */
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
});
