import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CAPTCHA_SITE_KEY, captchaBuild } from './captcha-build.ts';
import { startApp, type TestApp } from './harness.ts';
import { CAPTCHA_STAND_IN, TURNSTILE_SCRIPT } from './helpers/captcha-stand-in.ts';
import { openInTelegram, signedInitData } from './telegram-env.ts';

/**
 * Issue 22 item 9: a build with Turnstile configured, on a platform that requires captcha
 * (sandbox control). The provider's script is served from its real origin by a local stand-in
 * (helpers/captcha-stand-in.ts), so the build's CSP is what lets it in. The journeys assert what
 * the user sees (the check first, an expired or refused check said in a sentence, nothing typed
 * lost) and what reached the platform (the `captcha` header on exactly the marked calls).
 */
let app: TestApp;
beforeAll(async () => {
  app = await startApp({ dist: await captchaBuild('turnstile') });
}, 180_000);
afterAll(() => app?.stop());
beforeEach(async () => {
  await app.control('/captcha', { required: true });
});

interface Sent {
  path: string;
  captcha: string | undefined;
}

/** A phone whose requests to the provider get the stand-in; every platform call is recorded. */
async function phoneWithStandIn(): Promise<{
  context: BrowserContext;
  page: Page;
  sent: Sent[];
  provider: string[];
}> {
  const { context, page } = await app.phone();
  const provider: string[] = [];
  await context.route('https://challenges.cloudflare.com/**', (route) => {
    provider.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: CAPTCHA_STAND_IN });
  });
  const sent: Sent[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/__platform/')) {
      sent.push({ path: url.pathname.replace(/^\/__platform\/\w+/, ''), captcha: r.headers().captcha });
    }
  });
  return { context, page, sent, provider };
}

const verify = (page: Page) => page.getByRole('button', { name: 'Verify you are human' }).click();

describe('captcha on the web sign-in', () => {
  it('loads the configured provider from its own origin, with the site key; sign-in waits for the check and sends its token once', async () => {
    const { context, page, sent, provider } = await phoneWithStandIn();
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email').fill('demo@sandbox.dev');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
    await page.getByRole('button', { name: 'Verify you are human' }).waitFor();
    expect(provider).toHaveLength(1);
    expect(provider[0]).toMatch(new RegExp(`^${TURNSTILE_SCRIPT}\\?render=explicit&onload=\\w+`));
    expect(
      await page.evaluate(
        () => (window as never as { __captchaStandIn: { sitekeys: string[] } }).__captchaStandIn.sitekeys,
      ),
    ).toEqual([CAPTCHA_SITE_KEY]);

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Complete the security check above first.').waitFor();
    expect(sent.filter((s) => s.path === '/auth/sign-in/password/email')).toEqual([]);
    await page.screenshot({ path: '/tmp/i22-auth-shots/web-captcha-needed.png' });

    await verify(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    const signIn = sent.filter((s) => s.path === '/auth/sign-in/password/email');
    expect(signIn).toHaveLength(1);
    expect(signIn[0]!.captcha).toMatch(/^sandbox-pass\./);
    // Only the marked calls carry it: nothing after sign-in does.
    expect(sent.filter((s) => s.path !== '/auth/sign-in/password/email' && s.captcha)).toEqual([]);
    await context.close();
  });

  it('an expired check and a token the platform refuses are each said in a sentence; the form keeps what was typed', async () => {
    const { context, page, sent } = await phoneWithStandIn();
    await page.goto('/auth/sign-in');
    await page.getByLabel('Email').fill('demo@sandbox.dev');
    await page.getByLabel('Password', { exact: true }).fill('demo-pass-123');
    await verify(page);
    await page.evaluate(() =>
      (window as never as { __captchaStandIn: { expire(): void } }).__captchaStandIn.expire(),
    );
    await page.getByText('The security check expired. Complete it again.').waitFor();

    // A token the provider would not pass: the platform refuses it (400 captcha_failed).
    await page.evaluate(() => {
      (window as never as { __captchaStandIn: { nextToken: string } }).__captchaStandIn.nextToken =
        'made-up-token';
    });
    await verify(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page
      .getByText('The security check expired or didn’t pass. Complete it again, then send once more.')
      .waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@sandbox.dev');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('demo-pass-123');
    await page.screenshot({ path: '/tmp/i22-auth-shots/web-captcha-refused.png' });

    await verify(page);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    const tokens = sent.filter((s) => s.path === '/auth/sign-in/password/email').map((s) => s.captcha);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).toBe('made-up-token');
    expect(tokens[1]).toMatch(/^sandbox-pass\./);
    await context.close();
  });

  it('a code sign-in spends one check on sending the code and a fresh one on the code', async () => {
    const email = 'captcha.code@example.com';
    const { context, page, sent } = await phoneWithStandIn();
    await page.goto('/auth/code');
    await page.getByLabel('Email').fill(email);
    await verify(page);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Code').waitFor();
    const { data } = await app.control<{ data: { to: string; text: string }[] }>('/outbox');
    const code = data
      .filter((m) => m.to === email)
      .at(-1)!
      .text.match(/\b\d{6}\b/)![0];
    await verify(page);
    await page.getByLabel('Code').fill(code);
    await page.waitForURL((u) => u.pathname === '/', { timeout: 20_000 });
    const send = sent.find((s) => s.path === '/auth/sign-in/omni/email/otp')!;
    const check = sent.find((s) => s.path === '/auth/verify/email/otp')!;
    expect(send.captcha).toMatch(/^sandbox-pass\./);
    expect(check.captcha).toMatch(/^sandbox-pass\./);
    expect(check.captcha).not.toBe(send.captcha);
    await context.close();
  });

  it('the policy lets in exactly the configured provider, in the page and in the deploy headers', async () => {
    const { context, page } = await app.phone();
    await page.goto('/auth/sign-in');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const directive = (name: string) => policy!.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://challenges.cloudflare.com');
    expect(directive('frame-src')).toContain('https://challenges.cloudflare.com');
    expect(policy).not.toMatch(/hcaptcha|google\.com|gstatic/);
    const headers = readFileSync(join(app.outDir, '_headers'), 'utf8');
    expect(headers).toContain('https://challenges.cloudflare.com');
    // Anything else, e.g. another provider's script, is refused by the page's own policy.
    const refused = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const s = document.createElement('script');
          s.src = 'https://js.hcaptcha.com/1/api.js';
          s.onerror = () => resolve(true);
          s.onload = () => resolve(false);
          document.head.append(s);
        }),
    );
    expect(refused).toBe(true);
    app.cspViolations.length = 0; // that refusal was the point
    await context.close();
  });
});

describe('captcha stays off where it does not belong', () => {
  it('a Telegram launch never loads the provider (Telegram sign-in carries no captcha)', async () => {
    const { context, page, provider } = await phoneWithStandIn();
    await openInTelegram(page, {
      initData: (await signedInitData(app, { id: 880_101, first_name: 'Tia' })).init_data,
      phone: '+1 555 010 9911',
    });
    await page.getByText('Welcome, Tia').first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(500);
    expect(provider).toEqual([]);
    await context.close();
  });

  it('a build without a provider has no captcha code and no provider in its policy', () => {
    const files = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
    const found = files.filter((f) =>
      /challenges\.cloudflare\.com|hcaptcha\.com|google\.com\/recaptcha/.test(
        readFileSync(join('dist/assets', f), 'utf8'),
      ),
    );
    expect(found).toEqual([]);
    expect(readFileSync('dist/index.html', 'utf8')).not.toMatch(
      /challenges\.cloudflare\.com|hcaptcha|recaptcha/,
    );
  });
});
