import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../sandbox/user/users.ts';
import { authApi } from '../../src/api/endpoints/auth';
import { call } from '../../src/api/http';
import { getAccessToken } from '../../src/api/session';
import { expectLastRequest, failure, lastRequest, requests, signInAs } from './harness';
import { sandboxForThisFile } from './lifecycle';

/**
 * Every auth endpoint (API.md §4) through the real client against the sandbox: what goes on the
 * wire (method, path, headers, body) and what comes back.
 */
const h = sandboxForThisFile();
beforeEach(() => h.setEnvironment('web'));

const SESSION_SHAPE = {
  access_token: expect.any(String),
  refresh_token: expect.any(String),
  token_type: 'bearer',
  expires_in: expect.any(Number),
};

describe('contract: email + password', () => {
  it('signInPassword posts the credentials without Authorization and answers a Session', async () => {
    const session = await call(authApi.signInPassword, {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(session).toMatchObject(SESSION_SHAPE);
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-in/password/email',
      token: null,
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      status: 200,
    });
  });

  it('a wrong password surfaces the server sentence as a 401 ApiError, with no refresh and no logout', async () => {
    await signInAs(); // a stored refresh token must not tempt the client into refreshing
    h.clearRequests();
    const err = await failure(
      call(authApi.signInPassword, { body: { email: DEMO_EMAIL, password: 'wrong-pass-1' } }),
    );
    expect(err.status).toBe(401);
    expect(err.message).toBe('Email or password is incorrect.');
    expect(requests()).toHaveLength(1);
    expect(h.logouts()).toBe(0);
  });

  it('signUpPassword answers the UserEntity plus a token pair; bad input names the field', async () => {
    const answer = await call(authApi.signUpPassword, {
      body: { email: 'contract-new@example.com', password: 'secret-pass-9' },
    });
    expect(answer).toMatchObject({
      id: expect.any(String),
      aud: 'authenticated',
      email: 'contract-new@example.com',
      created_at: expect.any(String),
      app_metadata: expect.any(Object),
      user_metadata: expect.any(Object),
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-up/password/email',
      token: null,
      status: 200,
    });

    const weak = await failure(
      call(authApi.signUpPassword, { body: { email: 'weak@example.com', password: 'short' } }),
    );
    expect(weak.status).toBe(422);
    expect(Object.keys(weak.fields)).toEqual(['password']);
    const dup = await failure(
      call(authApi.signUpPassword, {
        body: { email: 'contract-new@example.com', password: 'secret-pass-9' },
      }),
    );
    expect(dup.status).toBe(409);
    expect(dup.message).toMatch(/already exists/);
  });
});

describe('contract: one-time codes', () => {
  it('sendEmailOtp (201, no body) then verifyEmailOtp answers a Session', async () => {
    const sent = await call(authApi.sendEmailOtp, { body: { email: 'otp-contract@example.com' } });
    // 201 with an empty body: the client resolves with nothing to read.
    expect([undefined, null, '']).toContain(sent as unknown);
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-in/omni/email/otp',
      token: null,
      body: { email: 'otp-contract@example.com' },
      status: 201,
    });
    const token = h.lastCode('otp-contract@example.com');
    const session = await call(authApi.verifyEmailOtp, {
      body: { email: 'otp-contract@example.com', token, type: 'email' },
    });
    expect(session).toMatchObject(SESSION_SHAPE);
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/verify/email/otp',
      token: null,
      body: { email: 'otp-contract@example.com', token, type: 'email' },
      status: 200,
    });
  });

  it('sends the phone as digits only and verifies it', async () => {
    await call(authApi.sendPhoneOtp, { body: { phone: '+49 (151) 2345-6789' } });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-in/omni/phone/otp',
      token: null,
      body: { phone: '4915123456789' },
      status: 201,
    });
    const token = h.lastCode('4915123456789');
    const session = await call(authApi.verifyPhoneOtp, {
      body: { phone: '+49 151 23456789', token, type: 'sms' },
    });
    expect(session).toMatchObject(SESSION_SHAPE);
    expect(lastRequest().body).toEqual({ phone: '4915123456789', token, type: 'sms' });
  });

  it('a wrong code is a 400 that says how many attempts remain', async () => {
    await call(authApi.sendEmailOtp, { body: { email: 'wrong-code@example.com' } });
    const right = h.lastCode('wrong-code@example.com');
    const err = await failure(
      call(authApi.verifyEmailOtp, {
        body: {
          email: 'wrong-code@example.com',
          token: right === '999999' ? '000000' : '999999',
          type: 'email',
        },
      }),
    );
    expect(err.status).toBe(400);
    expect(err.message).toBe('The code is incorrect. 4 attempts left.');
  });

  it('legacy signUp / signIn by login send a code (201) the verify route exchanges', async () => {
    await call(authApi.signUp, { body: { login: 'legacy@example.com', type: 'email' } });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-up',
      token: null,
      body: { login: 'legacy@example.com', type: 'email' },
      status: 201,
    });
    await call(authApi.verifyEmailOtp, {
      body: { email: 'legacy@example.com', token: h.lastCode('legacy@example.com'), type: 'email' },
    });
    await call(authApi.signIn, { body: { login: 'legacy@example.com', type: 'email' } });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-in',
      token: null,
      body: { login: 'legacy@example.com', type: 'email' },
      status: 201,
    });
  });
});

describe('contract: Telegram', () => {
  const user = { id: 5550001, first_name: 'Contract', last_name: 'Tester', username: 'contract_tg' };

  it('signInTelegram for an unknown user is a 404 with code TELEGRAM_USER_NOT_FOUND', async () => {
    const identity = h.telegramIdentityFor(user);
    const err = await failure(call(authApi.signInTelegram, { body: identity }));
    expect(err.status).toBe(404);
    expect(err.code).toBe('TELEGRAM_USER_NOT_FOUND');
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-in/telegram',
      token: null,
      body: identity,
    });
  });

  it('signUpTelegram creates the account and answers a TelegramSession; signInTelegram then works', async () => {
    h.setEnvironment('telegram');
    const identity = h.telegramIdentityFor(user);
    const body = {
      ...identity,
      phone: '+1 555 123 4000',
      first_name: 'Contract',
      last_name: 'Tester',
      username: 'contract_tg',
    };
    const session = await call(authApi.signUpTelegram, { body });
    expect(session).toMatchObject({ access_token: expect.any(String), token_type: 'bearer' });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-up/telegram',
      token: null,
      environment: 'telegram',
      body: { ...body, phone: '15551234000' },
      status: 200,
    });
    const again = await call(authApi.signInTelegram, { body: identity });
    expect(again.access_token).toEqual(expect.any(String));
  });

  it('tampered init data is refused with 401 (outside a browser the client just propagates it)', async () => {
    const identity = h.telegramIdentityFor(user);
    const err = await failure(
      call(authApi.signInTelegram, {
        body: { ...identity, init_data_raw: identity.init_data_raw.replace('Contract', 'Mallory') },
      }),
    );
    expect(err.status).toBe(401);
    expect(err.message).toMatch(/signature/);
  });
});

describe('contract: refresh', () => {
  it('refresh rotates the pair; the old refresh token is then refused', async () => {
    const minted = await signInAs('refresh-contract@example.com');
    h.clearRequests();
    const pair = await call(authApi.refresh, { body: { refresh_token: minted.refresh_token } });
    expect(pair).toMatchObject(SESSION_SHAPE);
    expect(pair.refresh_token).not.toBe(minted.refresh_token);
    // The stored access token still travels as Bearer on v2.
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/refresh/refresh-token',
      token: getAccessToken(),
      body: { refresh_token: minted.refresh_token },
      status: 200,
    });
    const reused = await failure(call(authApi.refresh, { body: { refresh_token: minted.refresh_token } }));
    expect(reused.status).toBe(401);
  });
});
