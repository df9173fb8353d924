import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { goInApp } from './helpers/a11y-screens.ts';
import { locatorWaits } from './helpers/locators.ts';
import { platformAsPage } from './helpers/platform.ts';
import { launchNewTelegramUser, telegramEvents } from './telegram-env.ts';

/**
 * The referral program (issue 22 item 5): only where the tenant runs one; the level, the way to
 * the next, rewards earned and on their way, paged income, and the share button — Telegram's share
 * dialog inside Telegram, the Web Share API (else a copy) on the web.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `/tmp/i22-growth-shots/${name}.png`;
const { seen, tap } = locatorWaits(15_000);
const programOn = (on: boolean) => app.control('/tenant-config', { enable_referral_program: on });
const referralCode = async (platform: ReturnType<typeof platformAsPage>) =>
  (await platform<{ referral_name: string }>('v2', '/user/user-data')).referral_name;

describe('referrals on the web', () => {
  it('a tenant without a program: no way in from Profile, and its link says the service has none', async () => {
    await programOn(false);
    const { context, page } = await app.phone();
    await signInWeb(app, page, `ref-off-${Date.now()}@example.com`);
    await page.goto('/profile');
    await seen(page.getByText('Personal details'));
    await seen(page.getByRole('link', { name: /Security/ }));
    expect(await page.getByText('Invite friends').count()).toBe(0);
    await goInApp(page, '/profile/referrals');
    await seen(page.getByText('Money doesn’t run a referral program.'));
    await context.close();
  });

  it('the demo user: level, progress, rewards, levels, income paged, and the link shared', async () => {
    await programOn(true);
    const { context, page } = await app.phone();
    // The Web Share API as a phone browser has it: record what the app asks to share.
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: unknown[] };
      w.__shared = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: unknown) => {
          w.__shared.push(data);
        },
      });
    });
    await signInWeb(app, page);
    await page.goto('/profile');
    await tap(page.getByRole('link', { name: /Invite friends/ }));
    await page.waitForURL('**/profile/referrals');

    // 126.95 earned of the 100–1000 level: Silver, 873.05 to Gold.
    await seen(page.getByText('Silver', { exact: true }).first());
    await seen(page.getByText('$873.05 more in rewards to reach Gold'));
    const bar = page.getByRole('progressbar', { name: 'Progress to Gold' });
    expect(await bar.getAttribute('value')).toBe('2');
    await seen(page.getByText('$126.95'));
    await seen(page.getByText('$13.85'));
    await seen(page.getByText('10% cashback').first());
    await seen(page.getByText('1 free card').first());
    await page.screenshot({ path: shot('web-demo-referrals'), fullPage: true });

    // Income: ten rows, then the last two on "Show more".
    await seen(page.getByText('Referral reward').first());
    expect(await page.getByText('Referral reward').count()).toBe(10);
    await tap(page.getByText('Show more'));
    await expect.poll(() => page.getByText('Referral reward').count()).toBe(12);

    const code = await referralCode(platformAsPage(app, page));
    const web = `${new URL(page.url()).origin}/?ref=${code}`;
    await seen(page.getByText(web));
    await seen(page.getByText(`https://t.me/SandboxMoneyBot?startapp=ref_${code}`));
    await tap(page.getByRole('button', { name: 'Share your link' }));
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared))
      .toEqual([{ url: web, text: 'Join me on Money' }]);
    await context.close();
  });

  it('a new account with no Web Share: nothing earned yet, and the link is copied instead', async () => {
    await programOn(true);
    const { context, page } = await app.phone();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    await signInWeb(app, page, `ref-new-${Date.now()}@example.com`);
    await page.goto('/profile/referrals');
    await seen(page.getByText('Starter', { exact: true }).first());
    await seen(page.getByText('$100.00 more in rewards to reach Silver'));
    await seen(page.getByText('No rewards yet'));
    await page.screenshot({ path: shot('web-new-referrals'), fullPage: true });
    await tap(page.getByRole('button', { name: 'Share your link' }));
    await seen(page.getByText('Link copied'));
    const code = await referralCode(platformAsPage(app, page));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${new URL(page.url()).origin}/?ref=${code}`,
    );
    await context.close();
  });
});

describe('referrals in Telegram', () => {
  it("shares the Mini App link through Telegram's share dialog", async () => {
    await programOn(true);
    const { context, page } = await app.phone();
    const user = { id: 771_022, first_name: 'Rhea', username: 'rhea_771022' };
    await launchNewTelegramUser(app, page, user, '+44 7911 771022');
    await goInApp(page, '/profile');
    await tap(page.getByRole('link', { name: /Invite friends/ }));
    await seen(page.getByText('No rewards yet'));
    await page.screenshot({ path: shot('telegram-new-referrals'), fullPage: true });
    const code = await referralCode(platformAsPage(app, page));
    await tap(page.getByRole('button', { name: 'Share your link' }));
    const link = `https://t.me/SandboxMoneyBot?startapp=ref_${code}`;
    await expect
      .poll(async () => (await telegramEvents(page)).filter((e) => e.type === 'web_app_open_tg_link'))
      .toEqual([
        {
          type: 'web_app_open_tg_link',
          // The SDK's shareURL: t.me/share/url with the link and the text, spaces as %20.
          data: {
            path_full: `/share/url?${new URLSearchParams({ url: link, text: 'Join me on Money' }).toString().replace(/\+/g, '%20')}`,
          },
        },
      ]);
    await context.close();
  });
});
