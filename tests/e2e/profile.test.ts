import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { pick } from './helpers/pick';
import { openInTelegram, signUpTelegram } from './telegram-env.ts';

/** Profile: details with validation, phone and email change with codes, sign out. */
let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;
/** Cells draw a ripple over their text: tap the element itself, as a finger would. */
const tap = (l: Locator) => l.first().evaluate((el) => (el as HTMLElement).click());

async function lastCode(to: string): Promise<string> {
  const { data } = await app.control<{ data: { to: string; code: string }[] }>('/outbox');
  const code = data.filter((m) => m.to === to).at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

describe('the tab bar', () => {
  it('stays at the bottom of the screen on a long page, and Profile ends above it', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'tab-bar@example.com');
    await page.goto('/profile');
    await page.getByText('Personal details').waitFor();
    const viewport = page.viewportSize()!;
    const bar = page.getByRole('navigation', { name: 'Main' });
    const barBox = async () => (await bar.boundingBox())!;
    // At the top of a page taller than the screen, the bar is on screen, at its bottom edge.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(viewport.height);
    expect(Math.round((await barBox()).y + (await barBox()).height)).toBe(viewport.height);
    // Scrolled to the end, the last row ends above the bar instead of under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const signOut = (await page.getByRole('button', { name: 'Sign out' }).boundingBox())!;
    expect(signOut.y + signOut.height).toBeLessThanOrEqual((await barBox()).y);
    await context.close();
  });
});

describe('profile', () => {
  it('edits details, keeping bad input and naming the problem', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'profile-details@example.com');
    await page.goto('/profile');
    await page.getByText('Personal details').waitFor();
    await page.screenshot({ path: shot('profile') });

    await tap(page.getByText('Main currency'));
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Date of birth').fill('2020-01-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('You must be at least 18 years old.').waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');

    await page.getByLabel('Date of birth').fill('1990-12-10');
    await pick(page, 'nationality', 'GB');
    await page.screenshot({ path: shot('profile-edit') });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Details saved').waitFor();
    await page.getByText('Ada Lovelace').first().waitFor();
    // On the profile (flag and name), not the closing sheet's picker row (the name alone).
    await page.getByText('🇬🇧 United Kingdom').waitFor();
    await context.close();
  });

  it('changes the phone number with a code, after a wrong code', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'profile-phone@example.com');
    await page.goto('/profile');
    await tap(page.getByText('Phone', { exact: true }));
    await page.getByLabel('New phone number').fill('+49 151 2345 6789');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter the code we sent to').waitFor();
    const code = await lastCode('4915123456789');
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /incorrect/i })
      .waitFor();
    await page.screenshot({ path: shot('profile-phone-wrong-code') });
    expect(await page.getByRole('button', { name: /Send again in \d+ s/ }).isDisabled()).toBe(true);

    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Phone number changed').waitFor();
    await page.getByText('+49', { exact: false }).first().waitFor();
    await context.close();
  });

  it('changes the email address with a code', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'profile-email@example.com');
    await page.goto('/profile');
    await tap(page.getByText('Email', { exact: true }));
    await page.getByLabel('New email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await page.getByLabel('New email address').fill('profile-new@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter the code we sent to').waitFor();
    await page.getByLabel('Code').fill(await lastCode('profile-new@example.com'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Email address changed').waitFor();
    await page.getByText('profile-new@example.com').first().waitFor();
    await page.screenshot({ path: shot('profile-email-changed') });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out?' })
      .getByRole('button', { name: 'Sign out', exact: true })
      .click();
    await page.waitForURL((u) => u.pathname.startsWith('/auth'), { timeout: 15_000 });
    await context.close();
  });

  it('switches to Russian from Profile with the keyboard, and stays in Russian after a reload', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page, 'profile-language@example.com');
    await page.goto('/profile');
    await page.getByText('Personal details').waitFor();
    // The row says which language is on, and is a button that opens a dialog (Tab reaches it).
    const row = page.getByRole('button', { name: /Language\s*English/ });
    expect(await row.getAttribute('aria-haspopup')).toBe('dialog');
    await row.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Choose a language' });
    await sheet.waitFor();
    // Every language in its own name; the current one is the chosen radio.
    for (const name of ['English', 'Русский', 'Українська', 'Español', 'العربية', 'فارسی'])
      await sheet.getByRole('radio', { name }).waitFor({ state: 'attached' });
    expect(await sheet.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
    await page.screenshot({ path: shot('profile-language') });

    // Arrow keys move through a radio group: the next language after English is Russian.
    await sheet.getByRole('radio', { name: 'English' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText('Личные данные').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await page.getByRole('button', { name: /Русский/ }).waitFor();
    expect(await page.getByText('Personal details').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('app/locale'))).toBe('ru');
    await page.screenshot({ path: shot('profile-russian') });

    await page.reload();
    await page.getByText('Личные данные').waitFor();
    await page.getByText('Безопасность').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await page.getByText('Personal details').count()).toBe(0);
    await context.close();
  });

  it('inside Telegram, the choice goes to Telegram’s CloudStorage and the next launch starts in it', async () => {
    const user = { id: 990077, first_name: 'Lena', username: 'lena_lang' };
    const { res, init_data } = await signUpTelegram(app, user, '447700990077');
    expect(res.ok).toBe(true);
    const { context, page } = await app.phone();
    await openInTelegram(page, { initData: init_data }, '/profile');
    await page.getByText('Personal details').waitFor();
    await tap(page.getByRole('button', { name: /Language/ }));
    await tap(page.getByRole('dialog', { name: 'Choose a language' }).getByText('Русский'));
    await page.getByText('Личные данные').waitFor();
    const stored = await page.evaluate(
      (id) => [localStorage.getItem('stub-cloud:locale'), localStorage.getItem(`app/locale:tg:${id}`)],
      user.id,
    );
    expect(stored).toEqual(['ru', 'ru']);
    await page.reload();
    await page.getByText('Личные данные').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await context.close();
  });
});
