import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { goInApp } from './helpers/a11y-screens';
import { locatorWaits } from './helpers/locators';
import { platformAs, platformAsPage } from './helpers/platform';
import { DARK_THEME, launchNewTelegramUser, openInTelegram, signedInitData } from './telegram-env';

/**
 * Logos (issue 22, item 12; API.md §19): a user's picture on Profile, a business wallet's logo
 * uploaded by its owner from the wallet's More and shown in its header and on Home's row; a file
 * of the wrong type or too large refused with a sentence naming it and nothing sent; a member sees
 * the logo and is not offered the upload. On the web and in a mocked Telegram launch, each time as
 * a brand-new account.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const { seen, tap } = locatorWaits(15_000);
const SHOTS = '/tmp/i22-logos-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });

/** CRC-32 of PNG chunks (the polynomial of ISO 3309). */
function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** A real, decodable PNG: `size`×`size`, two colours in quarters, so a screenshot shows it. */
function picture(size: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const at = y * (1 + size * 3) + 1 + x * 3;
      const light = x < size / 2 !== y < size / 2;
      rows[at] = light ? 255 : r;
      rows[at + 1] = light ? 255 : g;
      rows[at + 2] = light ? 255 : b;
    }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Over the 5 MB a logo may be, though a PNG by its first bytes. */
function tooBig(): Buffer {
  const b = Buffer.alloc(5 * 1024 * 1024 + 1);
  picture(8, [0, 0, 0]).copy(b);
  return b;
}

/** Every upload the page sends to a logo route. */
function logoPosts(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/logo$/.test(new URL(r.url()).pathname))
      sent.push(new URL(r.url()).pathname);
  });
  return sent;
}

/** The <img> drew its picture: loaded (the CSP let it in, the platform served it without a token). */
async function drawn(img: Locator): Promise<boolean> {
  await img.first().waitFor({ state: 'visible' });
  return img.first().evaluate(async (el) => {
    const image = el as HTMLImageElement;
    if (!image.complete) await new Promise((done) => image.addEventListener('load', done, { once: true }));
    return image.naturalWidth > 0;
  });
}

interface UserData {
  logo_url?: string | null;
}
interface Wallet {
  uuid: string;
  name: string | null;
  logo_url: string | null;
}

/** Refused before a byte leaves: the wrong type, then too large, each with its sentence. */
async function refusesBadFiles(page: Page, input: Locator, sent: string[], shotName: string) {
  await input.setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7'),
  });
  await seen(page.getByText('“contract.pdf” is not a JPG, PNG or WebP picture. Choose another one.'));
  await input.setInputFiles({ name: 'camera-raw.png', mimeType: 'image/png', buffer: tooBig() });
  await seen(page.getByText('“camera-raw.png” is larger than 5 MB. Choose a smaller picture.'));
  await shot(page, shotName);
  expect(sent).toEqual([]);
}

/** Profile: no picture (initials), bad files refused, a good one uploaded and drawn at once. */
async function uploadProfilePicture(page: Page, sent: string[], shotName: string) {
  const photo = page.getByTestId('profile-photo');
  await seen(photo.getByRole('button', { name: 'Add photo' }));
  expect(await photo.locator('img').count()).toBe(0);
  await refusesBadFiles(page, page.getByTestId('profile-photo-input'), sent, `${shotName}-refused`);
  await page
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture(120, [36, 99, 235]) });
  await seen(photo.getByText('Your photo is updated.'));
  await seen(photo.getByRole('button', { name: 'Change photo' }));
  expect(sent).toEqual(['/__platform/v2/user/user-data/logo']);
  const me = await platformAsPage(app, page)<UserData>('v2', '/user/user-data');
  expect(me.logo_url).toMatch(/\/__platform\/v2\/storage\/logo\/[\w-]+\/[\w-]+\.png$/);
  // Shown without a reload: the read after the upload carried the new logo_url.
  expect(await photo.locator('img').getAttribute('src')).toBe(me.logo_url);
  expect(await drawn(photo.locator('img'))).toBe(true);
  await shot(page, shotName);
}

/** The owner's business wallet: no logo at first; uploaded from More; header and Home show it. */
async function uploadWalletLogo(
  page: Page,
  wallet: Wallet,
  sent: string[],
  go: (path: string) => Promise<void>,
  shotName: string,
) {
  await go(`/wallets/${wallet.uuid}`);
  await seen(page.getByTestId('wallet-total'));
  expect(await page.getByTestId('wallet-logo').count()).toBe(0);
  await tap(page.getByTestId('more-toggle'));
  const upload = page.getByTestId('wallet-logo-upload');
  await seen(upload.getByRole('button', { name: 'Add logo' }));
  await upload.scrollIntoViewIfNeeded();
  await refusesBadFiles(page, page.getByTestId('wallet-logo-upload-input'), sent, `${shotName}-refused`);
  await page
    .getByTestId('wallet-logo-upload-input')
    .setInputFiles({ name: 'acme.png', mimeType: 'image/png', buffer: picture(96, [234, 88, 12]) });
  await seen(upload.getByText('The wallet’s logo is updated.'));
  await shot(page, `${shotName}-more`);
  expect(sent).toEqual([`/__platform/v2/wallets/${wallet.uuid}/logo`]);
  const after = await platformAsPage(app, page)<Wallet>('v2', `/wallets/${wallet.uuid}`);
  expect(after.logo_url).toMatch(/\/storage\/logo\//);
  expect(await drawn(page.getByTestId('wallet-logo'))).toBe(true);
  expect(await page.getByTestId('wallet-logo').getAttribute('src')).toBe(after.logo_url);
  await page.evaluate(() => window.scrollTo(0, 0));
  return after.logo_url!;
}

/** Home: the business wallet's row shows its logo; a wallet without one keeps its initials. */
async function homeShowsLogo(page: Page, wallet: Wallet, logoUrl: string, others: string[]) {
  const row = page.getByTestId(`wallet-${wallet.uuid}`);
  await seen(row);
  expect(await drawn(row.locator('img.w-avatar'))).toBe(true);
  expect(await row.locator('img.w-avatar').getAttribute('src')).toBe(logoUrl);
  for (const id of others) {
    expect(await page.getByTestId(`wallet-${id}`).locator('img').count()).toBe(0);
    expect(await page.getByTestId(`wallet-${id}`).locator('span.w-avatar').count()).toBe(1);
  }
}

describe('logos', () => {
  it('web, a new account: a profile picture and a business wallet’s logo, bad files refused and nothing sent', async () => {
    const { context, page } = await app.phone();
    const sent = logoPosts(page);
    await signInWeb(app, page, 'logos-web@example.com');
    const platform = platformAsPage(app, page);
    const wallet = await platform<Wallet>('v2', '/wallets', { type: 'business', name: 'Acme Studio' });
    const { data } = await platform<{ data: Wallet[] }>('v2', '/wallets');
    const personal = data.filter((w) => w.uuid !== wallet.uuid).map((w) => w.uuid);

    await page.goto('/profile');
    await uploadProfilePicture(page, sent, 'web-profile');
    sent.length = 0;
    const go = async (p: string) => {
      await page.goto(p);
    };
    await uploadWalletLogo(page, wallet, sent, go, 'web-wallet');
    await shot(page, 'web-wallet');
    const logoUrl = (await platform<Wallet>('v2', `/wallets/${wallet.uuid}`)).logo_url!;
    await page.goto('/');
    await homeShowsLogo(page, wallet, logoUrl, personal);
    await shot(page, 'web-home');
    await context.close();
  });

  it('Telegram, a new user: the same, with the mocked client in its dark theme', async () => {
    const first = await app.phone();
    const user = { id: 812_001 + (Date.now() % 1000), first_name: 'Omar', username: 'omar_logos' };
    await launchNewTelegramUser(app, first.page, user, '+44 7911 812001');
    const wallet = await platformAsPage(app, first.page)<Wallet>('v2', '/wallets', {
      type: 'business',
      name: 'Omar Foods',
    });
    await first.context.close();

    // Opened again from the bot, in the night theme: the new wallet is listed at launch.
    const { context, page } = await app.phone();
    const sent = logoPosts(page);
    await openInTelegram(page, { initData: (await signedInitData(app, user)).init_data, theme: DARK_THEME });
    await seen(page.getByTestId(`wallet-${wallet.uuid}`));

    await goInApp(page, '/profile');
    await uploadProfilePicture(page, sent, 'telegram-dark-profile');
    sent.length = 0;
    const go = (p: string) => goInApp(page, p);
    const logoUrl = await uploadWalletLogo(page, wallet, sent, go, 'telegram-dark-wallet');
    await shot(page, 'telegram-dark-wallet');
    await goInApp(page, '/');
    await homeShowsLogo(page, wallet, logoUrl, []);
    await shot(page, 'telegram-dark-home');
    await context.close();
  });

  it('a member of a business wallet sees its logo in the header and on Home, and is not offered the upload', async () => {
    const owner = await app.control<{ access_token: string }>('/session', {
      email: 'logos-owner@example.com',
    });
    const asOwner = platformAs(app, owner.access_token);
    const wallet = await asOwner<Wallet>('v2', '/wallets', { type: 'business', name: 'Shared Bakery' });
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(picture(64, [22, 163, 74]))], { type: 'image/png' }),
      'bakery.png',
    );
    const res = await fetch(`${app.platformUrl}/__platform/v2/wallets/${wallet.uuid}/logo`, {
      method: 'POST',
      headers: { 'x-tenant-id': 'sandbox-tenant', authorization: `Bearer ${owner.access_token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const invite = await asOwner<{ code: string }>('v2', `/wallets/${wallet.uuid}/invites`, {
      email: 'logos-member@example.com',
      role: 'user',
    });

    const { context, page } = await app.phone();
    const sent = logoPosts(page);
    await signInWeb(app, page, 'logos-member@example.com');
    await platformAsPage(app, page)('v2', '/wallets/accept-invite', { code: invite.code });
    await page.goto(`/wallets/${wallet.uuid}`);
    await seen(page.getByTestId('member-note'));
    expect(await drawn(page.getByTestId('wallet-logo'))).toBe(true);
    await tap(page.getByTestId('more-toggle'));
    await seen(page.getByText('Export history (CSV)'));
    expect(await page.getByTestId('wallet-logo-upload').count()).toBe(0);
    await shot(page, 'web-member-wallet');
    await page.goto('/');
    expect(await drawn(page.getByTestId(`wallet-${wallet.uuid}`).locator('img.w-avatar'))).toBe(true);
    expect(sent).toEqual([]);
    await context.close();
  });
});
