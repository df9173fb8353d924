import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './harness.ts';
import { pickerOf } from './helpers/pick';

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.stop());

const shot = (name: string) => `tests/e2e/artifacts/${name}.png`;

/** The newest code the sandbox "sent" to this address or number. */
async function lastCode(to: string): Promise<string> {
  const { data } = await app.control<{ data: { to: string; text: string }[] }>('/outbox');
  const message = data.filter((m) => m.to === to).at(-1);
  const code = message?.text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

async function signedInHome(page: Page) {
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByText('Home').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeTruthy();
}

describe('web sign-in and sign-up', () => {
  it('signs up with email and password, showing the password rules and keeping input on errors', async () => {
    const { context, page } = await app.phone();
    await page.goto('/auth/sign-up');
    await page.getByText('At least 8 characters').waitFor();
    await page.getByLabel('Email').fill('new.user@example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The password needs at least 8 characters, a digit.').waitFor();
    await page.screenshot({ path: shot('web-sign-up-rules') });

    // The server's field error (an email already taken comes back as a form message).
    await page.getByLabel('Email').fill('demo@sandbox.dev');
    await page.getByLabel('Password', { exact: true }).fill('longer-pass-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('already exists').waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@sandbox.dev');

    await page.getByLabel('Email').fill('new.user@example.com');
    await page.getByRole('button', { name: 'Create account' }).click();
    await signedInHome(page);
    await context.close();
  });

  it('signs in with the demo password; a wrong password keeps the email and says why', async () => {
    const { context, page } = await app.phone();
    await page.goto('/');
    await page.waitForURL('**/auth/sign-in');
    await page.getByLabel('Email').fill('demo@sandbox.dev');
    await page.getByLabel('Password', { exact: true }).fill('wrong-pass-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Email or password is incorrect.').waitFor();
    // A failed submit also says so in a toast, and the reason is scrolled into view.
    await page.getByText('That didn’t go through').waitFor();
    expect(await page.getByText('Email or password is incorrect.').isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@sandbox.dev');
    await page.screenshot({ path: shot('web-sign-in-error') });

    await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await signedInHome(page);
    await page.screenshot({ path: shot('web-home') });
    await context.close();
  });

  it('shows a field error from the server under the right input (422)', async () => {
    const { context, page } = await app.phone();
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('whatever1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const error = page.getByText('Enter a valid email address, like name@example.com.');
    await error.waitFor();
    // The message is tied to the email input (aria-describedby), not floating on the form.
    const describedBy = await page.getByLabel('Email').getAttribute('aria-describedby');
    expect(describedBy && (await error.getAttribute('id'))).toBe(describedBy);
    expect(await page.getByLabel('Email').inputValue()).toBe('not-an-email');
    await context.close();
  });

  it('signs in by a code sent to email, with a 60 s resend countdown and a wrong-code message', async () => {
    const { context, page } = await app.phone();
    await page.goto('/auth/sign-in');
    await page.getByRole('link', { name: 'Sign in with a one-time code instead' }).click();
    await page.getByLabel('Email').fill('coder@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a 6-digit code to coder@example.com.').waitFor();
    const resend = page.getByRole('button', { name: /Send a new code in \d+ s/ });
    expect(await resend.isDisabled()).toBe(true);
    const seconds = Number((await resend.textContent())?.match(/(\d+) s/)?.[1]);
    expect(seconds).toBeGreaterThan(55);
    expect(seconds).toBeLessThanOrEqual(60);

    const code = await lastCode('coder@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    // The sixth digit submits (issue 20), as the withdrawal code does: no tap on Sign in.
    await page.getByLabel('Code').fill(wrong);
    await page.getByText(/The code is incorrect\. \d attempts? left\./).waitFor();
    await page.screenshot({ path: shot('web-code-wrong') });

    await page.getByLabel('Code').fill(code);
    await signedInHome(page);
    await context.close();
  });

  it('signs in by a code sent to a phone: formatted as typed, checked, digits only on the wire', async () => {
    const { context, page } = await app.phone();
    const bodies: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/auth/sign-in/omni/phone/otp')) bodies.push(r.postData() ?? '');
    });
    await page.goto('/auth/code');
    await page.getByRole('tab', { name: 'Phone' }).click();
    const phone = page.getByLabel('Phone number');
    // A UK mobile typed with the wrong grouping: shown the UK way, the country follows "+44".
    await phone.pressSequentially('+44 770 090 3802');
    expect(await phone.inputValue()).toBe('+44 7700 903802');
    expect(await pickerOf(page, 'phone_country').getAttribute('value')).toBe('GB');
    // Not a number any phone can have (555-01xx is fictional): a precise message, nothing sent.
    await phone.fill('+1 (555) 010-7788');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('This isn’t a valid United States number. Check the digits.').waitFor();
    expect(bodies).toHaveLength(0);
    expect((await phone.inputValue()).replace(/\D/g, '')).toBe('15550107788'); // kept as typed

    await phone.fill('+1 (202) 555-0143');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a 6-digit code').waitFor();
    expect(JSON.parse(bodies[0]!)).toMatchObject({ phone: '12025550143' });
    await page.getByLabel('Code').fill(await lastCode('12025550143'));
    await signedInHome(page);
    await context.close();
  });

  it('a blocked account (423) lands on the blocked-account screen', async () => {
    await app
      .control('/users/block', { email: 'blocked.user@example.com', blocked: false })
      .catch(() => null);
    // Create the account, then block it.
    await app.control('/session', { email: 'blocked.user@example.com' });
    await app.control('/users/block', { email: 'blocked.user@example.com', blocked: true });
    const { context, page } = await app.phone();
    await page.goto('/auth/code');
    await page.getByLabel('Email').fill('blocked.user@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/auth/blocked');
    await page.getByText('Your account is blocked').first().waitFor();
    await page.getByRole('button', { name: 'Contact support' }).waitFor();
    await page.screenshot({ path: shot('web-blocked') });
    await context.close();
  });
});
