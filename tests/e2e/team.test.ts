import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { firstWalletId, platformAs, platformAsPage } from './helpers/platform.ts';
import { openInTelegram, pressTelegram, signedInitData } from './telegram-env.ts';

/**
 * Team wallets (issue 22, API.md §19): the owner invites by email and manages members; the invited
 * person joins through the invite link on the web (signing up on the way) or through
 * `startapp=invite_<code>` in Telegram (a brand-new Telegram user); a member's role limits what
 * they see, and the platform refuses what they try anyway.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const SHOTS = '/tmp/i22-team-shots';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
/** Cells draw a ripple over their text: tap the element itself, as a finger would. */
const tap = (l: Locator) => l.first().evaluate((el) => (el as HTMLElement).click());

interface Invite {
  id: string;
  email: string;
  role: string;
  code: string;
  used_at: string | null;
}

async function openTeam(page: Page, walletId: string) {
  await page.goto(`/wallets/${walletId}`);
  await tap(page.getByTestId('wallet-team'));
  await page.waitForURL(`**/wallets/${walletId}/team`);
  await page.getByText('Waiting invites').waitFor();
}

describe('team wallets', () => {
  it('web: the owner invites; a brand-new visitor opens the link, signs up, joins as a member and sees no team', async () => {
    const owner = await app.phone();
    await signInWeb(app, owner.page, 'team-owner-web@example.com');
    const walletId = await firstWalletId(app, owner.page);
    await owner.page.goto(`/wallets/${walletId}`);
    await owner.page.locator('nav.w-actions').waitFor();
    expect(await owner.page.getByTestId('member-note').count()).toBe(0);
    await openTeam(owner.page, walletId);
    await owner.page.getByText('No invites are waiting').waitFor();
    await owner.page.getByTestId('team-member').getByText('You').waitFor();
    await shot(owner.page, 'web-new-team-empty');

    await owner.page.getByRole('button', { name: 'Invite someone' }).click();
    await owner.page.getByRole('button', { name: 'Send invite' }).click();
    await owner.page.getByText('Enter the email of the person to invite.').waitFor();
    await owner.page.getByLabel('Email').fill('team-joiner-web@example.com');
    await owner.page.getByRole('button', { name: 'Send invite' }).click();
    await owner.page.getByText('Link for the web').waitFor();
    await owner.page.getByRole('dialog', { name: 'Invite to the wallet' }).waitFor({ state: 'detached' });
    await shot(owner.page, 'web-new-invite-link');

    // What reached the platform: one invite for that email, as a member.
    const platform = platformAsPage(app, owner.page);
    const invites = await platform<{ data: Invite[] }>('v2', `/wallets/${walletId}/invites`);
    expect(invites.data.map((i) => [i.email, i.role, i.used_at])).toEqual([
      ['team-joiner-web@example.com', 'user', null],
    ]);
    const code = invites.data[0]!.code;
    const link = await owner.page.locator('.ui-sheet').getByText(`/invite/${code}`).textContent();
    expect(link).toBe(`${app.url}/invite/${code}`);
    await owner.page.keyboard.press('Escape');
    await owner.page.getByTestId('team-invite').getByText('team-joiner-web@example.com').waitFor();

    // A visitor with no account follows the link: sign-in first, then back to the invite.
    const joiner = await app.phone();
    await joiner.page.goto(`/invite/${code}`);
    await joiner.page.waitForURL('**/auth/sign-in');
    await tap(joiner.page.getByRole('link', { name: /create an account/i }));
    await joiner.page.waitForURL('**/auth/sign-up');
    await joiner.page.getByLabel('Email').fill('team-joiner-web@example.com');
    await joiner.page.getByLabel('Password', { exact: true }).fill('joiner-pass-1');
    await joiner.page.getByRole('button', { name: 'Create account' }).click();
    await joiner.page.waitForURL(`**/invite/${code}`);
    await joiner.page.getByText('You’re invited to a shared wallet').waitFor();
    await shot(joiner.page, 'web-new-accept');
    await joiner.page.getByRole('button', { name: 'Join the wallet' }).click();
    await joiner.page.waitForURL(`**/wallets/${walletId}`);
    await joiner.page.getByTestId('wallet-total').waitFor();
    // A member is not offered the team…
    // A member sees the wallet, not what their role may not do: no money actions, no team.
    await joiner.page.getByTestId('member-note').waitFor();
    await joiner.page.getByTestId('more-toggle').waitFor();
    expect(await joiner.page.locator('nav.w-actions').count()).toBe(0);
    expect(await joiner.page.getByTestId('wallet-team').count()).toBe(0);
    await shot(joiner.page, 'web-member-wallet');
    // …and opening it anyway says why; the platform refuses the list to them.
    await joiner.page.goto(`/wallets/${walletId}/team`);
    await joiner.page.getByText('Only the owner and admins see the team').waitFor();
    const refused = await fetch(`${app.platformUrl}/__platform/v2/wallets/${walletId}/users`, {
      headers: {
        'x-tenant-id': 'sandbox-tenant',
        authorization: `Bearer ${await joiner.page.evaluate(() => localStorage.getItem('access_token'))}`,
      },
    });
    expect(refused.status).toBe(403);

    // The owner sees the new member, pauses their access, and the invite is no longer waiting.
    await owner.page.reload();
    const row = owner.page.getByTestId('team-member').filter({ hasText: 'team-joiner-web@example.com' });
    await row.getByText('Member').waitFor();
    await owner.page.getByText('No invites are waiting').waitFor();
    await tap(row);
    await owner.page.getByRole('button', { name: 'Pause access' }).click();
    await row.getByText('Member · Paused').waitFor();
    await shot(owner.page, 'web-owner-team-paused');
    const members = await platform<{
      data: { role: string; is_active: boolean; user_info: { email: string }[] }[];
    }>('v2', `/wallets/${walletId}/users`);
    expect(members.data.map((m) => [m.user_info[0]!.email, m.role, m.is_active])).toEqual([
      ['team-owner-web@example.com', 'owner', true],
      ['team-joiner-web@example.com', 'user', false],
    ]);

    // A second use of the same link gets a clear sentence, and a way home.
    const late = await app.phone();
    await signInWeb(app, late.page, 'team-late@example.com');
    await late.page.goto(`/invite/${code}`);
    await late.page.getByRole('button', { name: 'Join the wallet' }).click();
    await late.page.getByText('This invite has already been used.', { exact: false }).waitFor();
    await late.page.getByText('Ask the wallet’s owner to send you a new invite.', { exact: false }).waitFor();
    await late.page.getByRole('button', { name: 'Go to home' }).waitFor();
    await late.page.goto('/invite/NoSuchInvite42');
    await late.page.getByRole('button', { name: 'Join the wallet' }).click();
    await late.page.getByText('This invite link isn’t valid.', { exact: false }).waitFor();
    await late.page.getByRole('heading', { name: 'This invite can’t be used' }).waitFor();
    await shot(late.page, 'web-invalid-invite');
    await Promise.all([owner.context.close(), joiner.context.close(), late.context.close()]);
  });

  it('web: the owner makes a member an admin, revokes an invite and removes a member (demo business wallet)', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const platform = platformAsPage(app, page);
    const { data } = await platform<{ data: { uuid: string; name: string }[] }>('v2', '/wallets');
    const acme = data.find((w) => w.name === 'Acme Trading Ltd')!.uuid;
    await openTeam(page, acme);
    await page.getByText('accounts@acme.example').waitFor();
    await shot(page, 'demo-team');

    const tom = page.getByTestId('team-member').filter({ hasText: 'Tom Chen' });
    await tap(tom);
    await page.getByRole('button', { name: 'Make admin' }).click();
    await tom.getByText('Admin').waitFor();

    await tap(page.getByTestId('team-invite').filter({ hasText: 'accounts@acme.example' }));
    await page.getByRole('button', { name: 'Revoke invite' }).click();
    await page.getByText('No invites are waiting').waitFor();

    const sam = page.getByTestId('team-member').filter({ hasText: 'Sam Okafor' });
    await tap(sam);
    await page.getByRole('button', { name: 'Remove from the wallet' }).click();
    await page.getByTestId('remove-warning').waitFor();
    await shot(page, 'demo-remove-confirm');
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await page.getByText('Sam Okafor was removed').waitFor();
    expect(await page.getByTestId('team-member').filter({ hasText: 'Sam Okafor' }).count()).toBe(0);

    const members = await platform<{ data: { role: string; user_info: { email: string }[] }[] }>(
      'v2',
      `/wallets/${acme}/users`,
    );
    expect(members.data.map((m) => [m.user_info[0]!.email, m.role])).toEqual([
      ['demo@sandbox.dev', 'owner'],
      ['maria.lopez@acme.example', 'admin'],
      ['tom.chen@acme.example', 'admin'],
    ]);
    expect((await platform<{ total: number }>('v2', `/wallets/${acme}/invites`)).total).toBe(0);
    await context.close();
  });

  it('Telegram: a brand-new Telegram user opens startapp=invite_<code>, signs up and joins', async () => {
    const owner = await app.control<{ access_token: string }>('/session', {
      email: 'team-owner-tg@example.com',
    });
    const asOwner = platformAs(app, owner.access_token);
    const walletId = (await asOwner<{ data: { uuid: string }[] }>('v2', '/wallets')).data[0]!.uuid;
    const invite = await asOwner<Invite>('v2', `/wallets/${walletId}/invites`, {
      email: 'someone@example.com',
      role: 'user',
    });

    const { context, page } = await app.phone();
    const user = { id: 7_220_001, first_name: 'Lena' };
    await openInTelegram(page, {
      initData: (await signedInitData(app, user)).init_data,
      startParam: `invite_${invite.code}`,
      phone: '+1 555 010 7220',
    });
    await page.getByText(`Welcome, ${user.first_name}`).first().waitFor({ timeout: 15_000 });
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL(`**/invite/${invite.code}`, { timeout: 20_000 });
    await page.getByText('You’re invited to a shared wallet').waitFor();
    await shot(page, 'telegram-new-accept');
    // Telegram's MainButton joins.
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL(`**/wallets/${walletId}`);
    await page.getByTestId('member-note').waitFor();
    expect(await page.locator('nav.w-actions').count()).toBe(0);
    expect(await page.getByTestId('wallet-team').count()).toBe(0);
    await shot(page, 'telegram-member-wallet');

    const members = await asOwner<{ data: { role: string; user_info: { first_name: string | null }[] }[] }>(
      'v2',
      `/wallets/${walletId}/users`,
    );
    expect(members.data.map((m) => [m.role, m.user_info[0]!.first_name])).toEqual([
      ['owner', null],
      ['user', 'Lena'],
    ]);
    expect(
      (await asOwner<{ data: Invite[] }>('v2', `/wallets/${walletId}/invites`)).data[0]!.used_at,
    ).not.toBeNull();
    await context.close();
  });

  it('Telegram: a signed-in owner manages the team with Telegram’s buttons', async () => {
    const { context, page } = await app.phone();
    const user = { id: 7_220_002, first_name: 'Omar' };
    await openInTelegram(page, {
      initData: (await signedInitData(app, user)).init_data,
      phone: '+1 555 010 7221',
    });
    await page.getByText(`Welcome, ${user.first_name}`).first().waitFor({ timeout: 15_000 });
    await pressTelegram(page, 'main_button_pressed');
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    const walletId = await firstWalletId(app, page);
    await openTeam(page, walletId);
    await page.getByRole('button', { name: 'Invite someone' }).click();
    await page.getByLabel('Email').fill('teammate@example.com');
    await tap(page.getByText('Admin', { exact: true }));
    // Inside Telegram the sheet's action is the MainButton.
    await pressTelegram(page, 'main_button_pressed');
    await page.getByText('Link for the web').waitFor();
    await shot(page, 'telegram-invite-link');
    const invites = await platformAsPage(app, page)<{ data: Invite[] }>('v2', `/wallets/${walletId}/invites`);
    expect(invites.data.map((i) => [i.email, i.role])).toEqual([['teammate@example.com', 'admin']]);
    await context.close();
  });
});
