import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authApi } from '../../src/api/endpoints/auth';
import { authLinksApi } from '../../src/api/endpoints/auth-links';
import { call } from '../../src/api/http';
import { failure, lastRequest, requests } from './harness';
import { sandboxForThisFile } from './lifecycle';

/**
 * The sign-up extras and captcha of API.md §4 and §19 through the real client against the
 * sandbox: invite code required (403 on OTP sign-in, 400 on /auth/sign-up), referrer kept on the
 * account, the confirmation email with resend and finalize, the magic link, and the `captcha`
 * header on exactly the marked calls, refused without a good token when the tenant requires it.
 */
const h = sandboxForThisFile();
beforeEach(() => h.setEnvironment('web'));
afterEach(async () => {
  await h.control('/sign-up', { invite_required: false, invite_codes: [], confirm_email: false });
  await h.control('/captcha', { required: false });
});

const account = (email: string) =>
  h.control<{
    found: boolean;
    referrer: string | null;
    invite_code: string | null;
    finalized: boolean | null;
  }>(`/sign-up/accounts?email=${encodeURIComponent(email)}`);
const lastMail = (to: string) => [...h.outbox()].reverse().find((m) => m.to === to);
/** Opens an emailed link as the browser would and answers where the platform sends it back. */
async function follow(link: string): Promise<{ at: URL; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const at = new URL(res.headers.get('location')!);
  return { at, fragment: new URLSearchParams(at.hash.slice(1)) };
}

describe('contract: invite codes and referrer', () => {
  beforeEach(async () => {
    await h.control('/sign-up', { invite_required: true, invite_codes: ['WELCOME-7'] });
  });

  it('an OTP sign-in of a new email without an invite code is a 403 invite_code_required; with one it sends the code and the account keeps both extras', async () => {
    const email = 'invited-otp@example.com';
    const err = await failure(call(authApi.sendEmailOtp, { body: { email, referrer: 'ref-alice' } }));
    expect(err.status).toBe(403);
    expect(err.code).toBe('invite_code_required');
    const wrong = await failure(
      call(authApi.sendEmailOtp, { body: { email, invite_code: 'NOPE', referrer: 'ref-alice' } }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.fields.invite_code).toMatch(/not valid/);
    await call(authApi.sendEmailOtp, { body: { email, invite_code: 'WELCOME-7', referrer: 'ref-alice' } });
    expect(lastRequest().body).toEqual({ email, invite_code: 'WELCOME-7', referrer: 'ref-alice' });
    await call(authApi.verifyEmailOtp, { body: { email, token: h.lastCode(email), type: 'email' } });
    expect(await account(email)).toMatchObject({
      found: true,
      invite_code: 'WELCOME-7',
      referrer: 'ref-alice',
    });
  });

  it('an existing account signs in by code with no invite code', async () => {
    await h.signInAs('existing-invite@example.com');
    h.signOut();
    await call(authApi.sendEmailOtp, { body: { email: 'existing-invite@example.com' } });
    expect(lastRequest().status).toBe(201);
  });

  it('the phone OTP sign-in refuses with 403, /auth/sign-up with 400', async () => {
    const phone = await failure(call(authApi.sendPhoneOtp, { body: { phone: '15550001111' } }));
    expect([phone.status, phone.code]).toEqual([403, 'invite_code_required']);
    const signUp = await failure(
      call(authApi.signUp, { body: { login: 'legacy-invite@example.com', type: 'email' } }),
    );
    expect([signUp.status, signUp.code]).toEqual([400, 'invite_code_required']);
    await call(authApi.signUp, {
      body: { login: 'legacy-invite@example.com', type: 'email', invite_code: 'WELCOME-7' },
    });
    expect(lastRequest().status).toBe(201);
  });

  it('the Telegram sign-up refuses with 403 and keeps invite and referrer once given', async () => {
    h.setEnvironment('telegram');
    const identity = h.telegramIdentityFor({ id: 777001, first_name: 'Ina' });
    const body = { ...identity, phone: '15550002222', first_name: 'Ina', last_name: '', username: '' };
    const err = await failure(call(authApi.signUpTelegram, { body: { ...body, referrer: 'ref-bob' } }));
    expect([err.status, err.code]).toEqual([403, 'invite_code_required']);
    await call(authApi.signUpTelegram, { body: { ...body, referrer: 'ref-bob', invite_code: 'WELCOME-7' } });
    const row = await h.control<{ referrer: string; invite_code: string }>('/sign-up/accounts?tg_id=777001');
    expect(row).toMatchObject({ referrer: 'ref-bob', invite_code: 'WELCOME-7' });
  });
});

describe('contract: email confirmation, resend and finalize (§19)', () => {
  beforeEach(async () => {
    await h.control('/sign-up', { confirm_email: true });
  });

  it('sign-up answers the user without tokens and emails a link; password sign-in waits for it; the link confirms and finalize carries the extras', async () => {
    const email = 'confirm-first@example.com';
    const answer = await call(authApi.signUpPassword, { body: { email, password: 'secret-pass-9' } });
    expect(answer.email).toBe(email);
    expect(answer.access_token).toBeUndefined();
    const early = await failure(call(authApi.signInPassword, { body: { email, password: 'secret-pass-9' } }));
    expect([early.status, early.code]).toEqual([400, 'email_not_confirmed']);

    // Resend right away: too soon (429); the first link still works.
    const soon = await failure(call(authLinksApi.resendSignUpEmail, { body: { email } }));
    expect(soon.status).toBe(429);

    const { at, fragment } = await follow(lastMail(email)!.link!);
    expect(at.pathname).toBe('/auth/link');
    expect(fragment.get('type')).toBe('signup');
    const token = fragment.get('access_token')!;
    const user = await call(authLinksApi.finalizeSignUp, { body: { referrer: 'ref-carol' }, token });
    expect(user.email).toBe(email);
    expect(lastRequest().headers.authorization).toBe(`Bearer ${token}`);
    expect(await account(email)).toMatchObject({ referrer: 'ref-carol', finalized: true });

    // The link works once.
    const again = await follow(lastMail(email)!.link!);
    expect(again.fragment.get('error_code')).toBe('otp_expired');
  });

  it('finalize before the email is confirmed is refused (403 email_not_confirmed); without a session, 401', async () => {
    const email = 'not-yet@example.com';
    await call(authApi.signUpPassword, { body: { email, password: 'secret-pass-9' } });
    const session = await h.control<{ access_token: string }>('/session', { email });
    const err = await failure(call(authLinksApi.finalizeSignUp, { body: {}, token: session.access_token }));
    expect([err.status, err.code]).toEqual([403, 'email_not_confirmed']);
    const anon = await failure(call(authLinksApi.finalizeSignUp, { body: {}, token: null }));
    expect(anon.status).toBe(401);
  });

  it('finalize needs the invite code when the programme requires one (403), then keeps it', async () => {
    await h.control('/sign-up', { invite_required: true, invite_codes: ['TEAM-1'] });
    const email = 'confirm-invite@example.com';
    await call(authApi.signUpPassword, { body: { email, password: 'secret-pass-9' } });
    const token = (await follow(lastMail(email)!.link!)).fragment.get('access_token')!;
    const err = await failure(call(authLinksApi.finalizeSignUp, { body: {}, token }));
    expect([err.status, err.code]).toEqual([403, 'invite_code_required']);
    await call(authLinksApi.finalizeSignUp, { body: { invite_code: 'TEAM-1' }, token });
    expect(await account(email)).toMatchObject({ invite_code: 'TEAM-1', finalized: true });
  });

  it('resend sends a new link after the wait; for an unknown address it answers 200 and sends nothing', async () => {
    await call(authLinksApi.resendSignUpEmail, { body: { email: 'nobody-here@example.com' } });
    expect(lastRequest().status).toBe(200);
    expect(lastMail('nobody-here@example.com')).toBeUndefined();
  });
});

describe('contract: magic link (§19)', () => {
  it('sends a link to redirect_url; opening it answers a session in the fragment; a foreign redirect_url is refused', async () => {
    const email = 'magic@example.com';
    const redirect = `${h.origin}/auth/link`;
    const foreign = await failure(
      call(authLinksApi.sendEmailMagicLink, { body: { email, redirect_url: 'https://evil.example/steal' } }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.fields.redirect_url).toBeDefined();
    await call(authLinksApi.sendEmailMagicLink, {
      body: { email, redirect_url: redirect, referrer: 'ref-dan' },
    });
    expect(lastRequest()).toMatchObject({ path: '/auth/sign-in/omni/email/magic', status: 201 });
    const { at, fragment } = await follow(lastMail(email)!.link!);
    expect(`${at.origin}${at.pathname}`).toBe(redirect);
    expect(fragment.get('type')).toBe('magiclink');
    expect(fragment.get('access_token')).toMatch(/\S/);
    expect(await account(email)).toMatchObject({ found: true, referrer: 'ref-dan' });
  });

  it('a new email needs the invite code when the programme requires one (403)', async () => {
    await h.control('/sign-up', { invite_required: true, invite_codes: ['MAGIC-1'] });
    const err = await failure(
      call(authLinksApi.sendEmailMagicLink, { body: { email: 'magic-new@example.com' } }),
    );
    expect([err.status, err.code]).toEqual([403, 'invite_code_required']);
  });
});

describe('contract: captcha', () => {
  const pass = (n: number) => `sandbox-pass.token-${n}-abcdefgh`;

  it('the header goes out on the marked calls only, with the token given', async () => {
    await call(authApi.sendEmailOtp, { body: { email: 'captcha-header@example.com' }, captcha: pass(1) });
    expect(lastRequest().headers.captcha).toBe(pass(1));
    await h.signInAs();
    await call(authLinksApi.finalizeSignUp, { body: {}, captcha: pass(2) } as never).catch(() => undefined);
    expect(lastRequest().headers.captcha).toBeUndefined();
  });

  it('required: a marked call without a token, with a bad one or with a used one is refused (400 captcha_failed); a good one passes once', async () => {
    await h.control('/captcha', { required: true });
    const email = 'captcha-req@example.com';
    const none = await failure(call(authApi.sendEmailOtp, { body: { email } }));
    expect([none.status, none.code]).toEqual([400, 'captcha_failed']);
    const bad = await failure(call(authApi.sendEmailOtp, { body: { email }, captcha: 'made-up' }));
    expect([bad.status, bad.code]).toEqual([400, 'captcha_failed']);
    await call(authApi.sendEmailOtp, { body: { email }, captcha: pass(3) });
    expect(lastRequest().status).toBe(201);
    const reused = await failure(
      call(authApi.verifyEmailOtp, {
        body: { email, token: h.lastCode(email), type: 'email' },
        captcha: pass(3),
      }),
    );
    expect([reused.status, reused.code]).toEqual([400, 'captcha_failed']);
    expect(reused.message).toMatch(/expired or was already used/);
    // Refused before anything else ran: the code is still good with a fresh token.
    await call(authApi.verifyEmailOtp, {
      body: { email, token: h.lastCode(email), type: 'email' },
      captcha: pass(4),
    });
    expect(h.logouts()).toBe(0);
  });

  it('required: every marked route refuses without a token, an unmarked one does not ask', async () => {
    await h.control('/captcha', { required: true });
    h.clearRequests();
    const marked = [
      call(authApi.signInPassword, { body: { email: 'a@example.com', password: 'x' } }),
      call(authApi.signUpPassword, { body: { email: 'a@example.com', password: 'secret-pass-9' } }),
      call(authApi.sendPhoneOtp, { body: { phone: '15550003333' } }),
      call(authApi.verifyPhoneOtp, { body: { phone: '15550003333', token: '123456', type: 'sms' } }),
      call(authApi.signIn, { body: { login: 'a@example.com', type: 'email' } }),
      call(authApi.signUp, { body: { login: 'a@example.com', type: 'email' } }),
      call(authLinksApi.sendEmailMagicLink, { body: { email: 'a@example.com' } }),
      call(authLinksApi.resendSignUpEmail, { body: { email: 'a@example.com' } }),
    ];
    for (const p of marked) expect((await failure(p)).code).toBe('captcha_failed');
    expect(requests()).toHaveLength(marked.length);
    const refresh = await failure(call(authApi.refresh, { body: { refresh_token: 'nope' } }));
    expect(refresh.code).not.toBe('captcha_failed');
  });
});
