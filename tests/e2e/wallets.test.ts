import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { platformAsPage } from './helpers/platform.ts';
import { openInTelegram, signedInitData } from './telegram-env.ts';

/** Wallet journeys in Chromium at 390×844: web visits, and a Telegram launch for deep links. */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ timeScale: 0.2 });
});
afterAll(() => app?.stop());

/** Taps a telegram-ui Cell (its ripple layer makes Playwright's pointer checks refuse plain clicks). */
const tap = (l: Locator) => l.first().evaluate((el) => (el as HTMLElement).click());
const shot = (name: string) => `tests/e2e/artifacts/wallets-flow-${name}.png`;

/** The signed-in page's own API answer (same token the app uses). */
function api<T>(page: Page, path: string): Promise<T> {
  return platformAsPage(app, page)<T>('v2', path);
}

interface WalletList {
  data: { uuid: string; name: string; type: string }[];
}

async function mainWallet(page: Page) {
  const list = await api<WalletList>(page, '/wallets?include_shared=true');
  return list.data.find((w) => w.name === 'Main')!.uuid;
}

describe('wallets (web)', () => {
  it('creates a wallet of each of the eight types from the home sheet', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'types@example.com');
    await page.goto('/');
    const types = {
      business: 'Business',
      personal: 'Personal',
      trading: 'Trading (P2P)',
      escrow: 'Escrow',
      merchant: 'Merchant',
      exchange: 'Exchange',
      staking: 'Staking',
      vault: 'Vault',
    };
    for (const [type, label] of Object.entries(types)) {
      await page.goto('/');
      await tap(page.getByText('New wallet'));
      await page.getByLabel('Wallet name').fill(`My ${label}`);
      await tap(page.locator(`input[name="wallet-type"][value="${type}"]`));
      await page.getByRole('button', { name: 'Create wallet' }).click();
      await page.waitForURL(/\/wallets\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: `My ${label}` }).waitFor();
      // The header names the wallet; the hero says its type.
      expect(await page.locator('.w-hero__label').textContent()).toBe(label);
    }
    const list = await api<WalletList>(page, '/wallets?include_shared=true');
    expect(list.data.map((w) => w.type).sort()).toEqual(
      [
        'business',
        'escrow',
        'exchange',
        'merchant',
        'personal',
        'personal',
        'staking',
        'trading',
        'vault',
      ].sort(),
    );
    await page.goto('/');
    await page.getByText('My Vault').waitFor();
    await context.close();
  });

  it('deposit address: QR, copy, warning naming the chain, and a new labelled address; too-long label refused', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const id = await mainWallet(page);
    await page.goto(`/wallets/${id}/deposit`);
    await tap(page.getByTestId('deposit-USDT'));
    await tap(page.getByTestId('network-728126428'));
    await expect.poll(() => page.getByTestId('network-warning').textContent()).toContain('Tron');
    expect(await page.getByRole('img', { name: /QR code of the Tron address/ }).count()).toBe(1);
    const address = await api<{ address: string }>(page, `/wallets/${id}/addresses/728126428`);
    await tap(page.getByRole('button', { name: /copy usdt address/i }));
    await page.getByText('Address copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address.address);
    // The big Copy button (the sheet's primary action) copies the same address.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    const copyMain = page.getByRole('button', { name: 'Copy address', exact: true });
    // On screen once the sheet has settled (a phone is 844 px tall), then tapped.
    await expect
      .poll(async () => {
        const box = await copyMain.boundingBox();
        return !!box && box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
    await tap(copyMain);
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address.address);
    // What to know before sending: the smallest amount and how long it takes.
    expect(await page.getByTestId('deposit-minimum').innerText()).toBe('1 USDT');
    expect(await page.getByTestId('deposit-time').innerText()).toMatch(/minute.*confirmations/);
    await page.getByRole('button', { name: 'Share address' }).waitFor();

    // Creating another address is folded away until asked for.
    expect(await page.getByLabel('Label for a new address').count()).toBe(0);
    await tap(page.getByText('Other addresses'));
    await page.getByLabel('Label for a new address').fill('x'.repeat(65));
    await page.getByRole('button', { name: 'Create new address' }).click();
    await page.getByText(/at most 64 characters/).waitFor();
    await page.getByLabel('Label for a new address').fill('From Binance');
    await page.getByRole('button', { name: 'Create new address' }).click();
    await page.getByText('From Binance').first().waitFor();
    const latest = await api<{ address: string; label: string }>(page, `/wallets/${id}/addresses/728126428`);
    expect(latest.label).toBe('From Binance');
    expect(latest.address).not.toBe(address.address);
    // The QR now encodes the new address (the one shown and copied).
    await tap(page.getByRole('button', { name: /copy usdt address/i }));
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(latest.address);
    await page.screenshot({ path: shot('labelled-address') });
    await context.close();
  });

  it('opens a virtual account from a program and shows every rail with copyable details', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'va-e2e@example.com');
    const id = (await api<WalletList>(page, '/wallets?include_shared=true')).data[0]!.uuid;
    // A Euro IBAN is opened for a wallet verified for EU bank transfers (kyc-services.test.ts).
    await app.control(`/kyc/${id}/status`, { rail_id: 'rail_eu_banking', status: 'APPROVED' });
    await page.goto(`/wallets/${id}/virtual-accounts`);
    await page.getByText('No bank accounts yet').waitFor();
    await tap(page.getByText('Euro IBAN'));
    await page.getByRole('button', { name: 'Open account' }).click();
    await page.waitForURL(/virtual-accounts\/[0-9a-f-]{36}$/);
    await page.getByText('SEPA (EU)').waitFor();
    await page.getByText('SWIFT (international)').waitFor();
    const iban = await page
      .locator('[data-rail="SEPA"]')
      .getByText(/^DE\d{20}$/)
      .first()
      .textContent();
    await page.locator('[data-rail="SEPA"]').getByRole('button', { name: 'Copy iban' }).click();
    await page.getByText('Copied').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(iban);
    await page.screenshot({ path: shot('virtual-account'), fullPage: true });
    await context.close();
  });

  it('a simulated deposit appears on the wallet screen and completes without a reload', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'deposit-e2e@example.com');
    const id = (await api<WalletList>(page, '/wallets?include_shared=true')).data[0]!.uuid;
    await page.goto(`/wallets/${id}`);
    await page.getByText('No transactions yet').waitFor();
    const tx = await app.control<{ id: number }>('/deposit', {
      wallet_id: id,
      currency_id: '0b6a7c1e-0000-4000-8000-000000000001',
      amount: '0.25',
    });
    const row = page.getByTestId(`tx-${tx.id}`);
    await row.waitFor({ timeout: 20_000 });
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('complete');
    // The balance follows once the deposit settles (no reload).
    await expect
      .poll(() => page.getByTestId('wallet-total').textContent(), { timeout: 20_000 })
      .toBe('$24,250.00');
    await page.screenshot({ path: shot('deposit-complete') });
    await context.close();
  });

  it('history pages by 10 with infinite scroll, filters by type and status, opens a detail', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const id = await mainWallet(page);
    const pages: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (u.pathname.endsWith(`/wallets/${id}/transactions`)) pages.push(u.search);
    });
    await page.goto(`/wallets/${id}/transactions`);
    await page.locator('[data-testid^="tx-"]').first().waitFor();
    // An exchange's two transactions share one row: count transactions, not rows.
    const listed = async () =>
      (await page.locator('[data-testid^="tx-"]').count()) + (await page.locator('[data-exchange]').count());
    expect(await listed()).toBe(10);
    await page.locator('.ui-paged-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('[data-testid^="tx-"]').count()).toBeGreaterThan(10);
    expect(pages.some((q) => q.includes('offset=10'))).toBe(true);

    await page.getByRole('button', { name: 'Failed', exact: true }).click();
    await expect.poll(() => page.locator('[data-testid^="tx-"]').count()).toBe(1);
    expect(await page.locator('[data-testid^="tx-"]').first().getAttribute('data-status')).toBe('failed');
    expect(pages.some((q) => decodeURIComponent(q).includes('filter[status][0]=failed'))).toBe(true);
    await page.getByRole('button', { name: 'Any status' }).click();
    await page.getByRole('button', { name: 'Outgoing' }).click();
    await expect
      .poll(() => pages.some((q) => decodeURIComponent(q).includes('filter[type]=withdrawal')))
      .toBe(true);
    const sentEth = page.locator('[data-testid^="tx-"]').filter({ hasText: 'ETH' }).first();
    await sentEth.waitFor();
    expect(await page.getByText('Received', { exact: true }).count()).toBe(0);

    await tap(sentEth);
    await page.getByText('View in block explorer').waitFor();
    await page.getByText('Network fee').waitFor();
    await context.close();
  });

  it('CSV export downloads a file whose rows match the history', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const id = await mainWallet(page);
    await page.goto(`/wallets/${id}/transactions`);
    await page.locator('[data-testid^="tx-"]').first().waitFor();
    const [download, request] = await Promise.all([
      page.waitForEvent('download'),
      // SPEC §7: our client exports from the core route, with the raw token.
      page.waitForRequest((r) => r.url().endsWith(`/__platform/core/wallets/transactions/${id}/csv`)),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(request.headers().authorization).not.toMatch(/^Bearer /);
    // Named after the wallet and the dates it covers.
    expect(download.suggestedFilename()).toMatch(
      /^Main transactions \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.csv$/,
    );
    const path = await download.path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(path, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    const history = await api<{ total: number; data: { id: number; status: string }[] }>(
      page,
      `/wallets/${id}/transactions?limit=100&offset=0`,
    );
    // The screens' words: human headers and values, no record types.
    expect(lines[0]).toBe(
      'Date,Description,Amount,Currency,Network,Status,Method,From,To,Transaction hash,Note,Reference',
    );
    expect(lines.length - 1).toBe(history.total);
    expect(lines.slice(1).map((l) => Number(l.split(',').at(-1)))).toEqual(history.data.map((t) => t.id));
    const file = lines.join('\n');
    expect(file).not.toMatch(/DEPOSIT_|WITHDRAWAL_|EXCHANGE_CRYPTO|bank_transfer|,complete,/);
    expect(file).toMatch(/,Received,|,Sent,/);
    await context.close();
  });

  it('support link: the web path opens the wallet after sign-in; a foreign wallet shows "not found" with a way home', async () => {
    const owner = await app.phone();
    await signInWeb(app, owner.page);
    const id = await mainWallet(owner.page);
    await owner.page.goto(`/wallets/${id}`);
    await tap(owner.page.getByTestId('more-toggle'));
    await tap(owner.page.getByText('Copy link to this wallet'));
    const web = await owner.page.getByText(`/wallets/${id}`, { exact: false }).last().textContent();
    expect(web).toBe(`${app.url}/wallets/${id}`);
    await owner.context.close();

    // A signed-out visitor with the link lands on the wallet after signing in.
    const visitor = await app.phone();
    await visitor.page.goto(`/wallets/${id}`);
    await visitor.page.waitForURL(/\/auth\//);
    await visitor.page.getByLabel('Email').fill('demo@sandbox.dev');
    await visitor.page.getByLabel('Password').fill('demo-pass-123');
    await visitor.page
      .getByRole('button', { name: /sign in/i })
      .first()
      .click();
    await visitor.page.waitForURL(new RegExp(`/wallets/${id}$`), { timeout: 20_000 });
    await visitor.page.getByTestId('wallet-total').waitFor();
    await visitor.context.close();

    const stranger = await app.phone();
    await signInWeb(app, stranger.page, 'stranger@example.com');
    await stranger.page.goto(`/wallets/${id}`);
    await stranger.page.getByTestId('wallet-not-found').waitFor();
    await stranger.page.screenshot({ path: shot('not-found') });
    await stranger.page.getByRole('button', { name: 'Go to home' }).click();
    await stranger.page.waitForURL((u) => u.pathname === '/');
    await stranger.page.getByText('Total balance').waitFor();
    await stranger.context.close();
  });
});

describe('wallets (Telegram launch)', () => {
  it('a startapp deep link opens the wallet; one for a foreign wallet shows "not found"', async () => {
    const user = { id: 880001, first_name: 'Sam', username: 'sam_tg' };
    const first = await app.phone();
    await openInTelegram(first.page, {
      initData: (await signedInitData(app, user)).init_data,
      phone: '+44 7700 900555',
    });
    await first.page.getByText('Welcome, Sam').waitFor();
    await first.page.evaluate(() =>
      (
        window as unknown as { Telegram: { WebView: { receiveEvent(t: string): void } } }
      ).Telegram.WebView.receiveEvent('main_button_pressed'),
    );
    await first.page.waitForURL((url) => !url.pathname.startsWith('/auth'), { timeout: 15_000 });
    const own = (await api<WalletList>(first.page, '/wallets?include_shared=true')).data[0]!.uuid;
    const demoSession = await app.control<{ access_token: string }>('/session', {});
    await first.context.close();
    const demoMain = await fetch(`${app.platformUrl}/__platform/v2/wallets?include_shared=true`, {
      headers: { authorization: `Bearer ${demoSession.access_token}`, 'x-tenant-id': 'sandbox-tenant' },
    }).then((r) => r.json() as Promise<WalletList>);
    const foreign = demoMain.data.find((w) => w.name === 'Main')!.uuid;

    const mine = await app.phone();
    await openInTelegram(mine.page, {
      initData: (await signedInitData(app, user)).init_data,
      startParam: `wallets_${own}`,
    });
    await mine.page.waitForURL(new RegExp(`/wallets/${own}$`), { timeout: 20_000 });
    await mine.page.getByTestId('wallet-total').waitFor();
    await mine.context.close();

    const other = await app.phone();
    await openInTelegram(other.page, {
      initData: (await signedInitData(app, user)).init_data,
      startParam: `wallets_${foreign}`,
    });
    await other.page.getByTestId('wallet-not-found').waitFor({ timeout: 20_000 });
    await other.context.close();
  });
});
