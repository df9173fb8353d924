import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userApi } from '../../src/api/endpoints/user';
import { call } from '../../src/api/http';
import { clearTokens, getAccessToken, getRefreshToken } from '../../src/api/session';
import {
  type ContractSandbox,
  expectLastRequest,
  expectWire,
  failure,
  requests,
  signInAs,
  startContractSandbox,
} from './harness';

/**
 * Every user endpoint (API.md §5) through the real client. The harness runs the client as in a
 * browser here, so the 401 machinery (refresh + retry, forced logout) is exercised for real.
 */
let h: ContractSandbox;
beforeAll(async () => {
  h = await startContractSandbox({ browser: true });
});
afterAll(() => h.stop());
beforeEach(() => {
  clearTokens();
  h.clearRequests();
});

let seq = 0;
const freshEmail = () => `user-contract-${++seq}@example.com`;

describe('contract: user profile', () => {
  it('GET /user answers the UserEntity with a Bearer token', async () => {
    const email = freshEmail();
    const session = await signInAs(email);
    const user = await call(userApi.get);
    expect(user).toMatchObject({
      id: session.user_id,
      aud: 'authenticated',
      email,
      created_at: expect.any(String),
      app_metadata: expect.any(Object),
      user_metadata: expect.any(Object),
    });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: '/user',
      token: session.access_token,
      status: 200,
    });
  });

  it('GET /user/user-data answers UserData whose id is the user_data_id', async () => {
    const session = await signInAs(freshEmail());
    const data = await call(userApi.getData);
    expect(data).toMatchObject({
      id: session.user_data_id,
      user_id: session.user_id,
      tenant_id: 'sandbox-tenant',
      default_currency: 'USD',
      kyc_status: 'UNVERIFIED',
      kyc_date: null,
      can_invite: false,
      is_developer: expect.any(Boolean),
    });
    expectLastRequest({ method: 'GET', service: 'v2', path: '/user/user-data', token: session.access_token });
  });

  it('PATCH /user/user-data sends only the changed fields and answers the updated UserData', async () => {
    const session = await signInAs(freshEmail());
    const body = {
      first_name: 'Grace',
      last_name: 'Hopper',
      birth_date: '1986-12-09',
      nationality: 'US',
      default_currency: 'EUR',
    };
    const data = await call(userApi.updateData, { body });
    expect(data).toMatchObject(body);
    expectLastRequest({
      method: 'PATCH',
      service: 'v2',
      path: '/user/user-data',
      token: session.access_token,
      body,
      status: 200,
    });
    expect((await call(userApi.getData)).nationality).toBe('US');
  });

  it('bad profile input is a 422 ApiError naming the field, and the user is still signed in', async () => {
    await signInAs(freshEmail());
    const err = await failure(call(userApi.updateData, { body: { birth_date: '2100-01-01' } }));
    expect(err.status).toBe(422);
    expect(Object.keys(err.fields)).toEqual(['birth_date']);
    expect(err.fields.birth_date).toMatch(/past/);
    expect(getAccessToken()).not.toBeNull();
  });
});

describe('contract: contact changes', () => {
  it('phone change: PATCH sends the code to the new number, POST confirms it (201, no body)', async () => {
    const session = await signInAs(freshEmail());
    const requestBody = {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      phone: '+44 7700 900555',
    };
    const entity = await call(userApi.requestPhoneChange, { body: requestBody });
    expect(entity).toMatchObject({ id: session.user_id, new_phone: '447700900555' });
    expectLastRequest({
      method: 'PATCH',
      service: 'v2',
      path: '/user/phone',
      token: session.access_token,
      body: { ...requestBody, phone: '447700900555' },
      status: 200,
    });
    const token = h.lastCode('447700900555');
    await call(userApi.confirmPhoneChange, { body: { phone: '447700900555', token } });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/user/phone',
      token: session.access_token,
      body: { phone: '447700900555', token },
      status: 201,
    });
    expect((await call(userApi.getData)).phone).toBe('447700900555');
  });

  it('email change: PATCH then POST with the code sent to the new address', async () => {
    const session = await signInAs(freshEmail());
    const target = freshEmail();
    await call(userApi.requestEmailChange, { body: { access_token: session.access_token, email: target } });
    expectLastRequest({
      method: 'PATCH',
      service: 'v2',
      path: '/user/email',
      token: session.access_token,
      body: { access_token: session.access_token, email: target },
      status: 200,
    });
    const confirm = {
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      email: target,
      token: h.lastCode(target),
    };
    await call(userApi.confirmEmailChange, { body: confirm });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/user/email',
      token: session.access_token,
      body: confirm,
      status: 201,
    });
    expect((await call(userApi.get)).email).toBe(target);
  });

  it('an expired change code is a 419 ApiError asking for a new one', async () => {
    const session = await signInAs(freshEmail());
    await call(userApi.requestPhoneChange, {
      body: {
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        phone: '4915100000077',
      },
    });
    const realNow = Date.now;
    Date.now = () => realNow() + 5 * 60 * 1000 + 1;
    try {
      const err = await failure(
        call(userApi.confirmPhoneChange, {
          body: { phone: '4915100000077', token: h.lastCode('4915100000077') },
        }),
      );
      expect(err.status).toBe(419);
      expect(err.isVerificationExpired).toBe(true);
      expect(err.message).toBe('The code has expired. Request a new one.');
    } finally {
      Date.now = realNow;
    }
  });
});

describe('contract: session machinery against the sandbox', () => {
  it('an expired access token is refreshed once and the call retried with the new Bearer token', async () => {
    const session = await signInAs(freshEmail());
    await h.control('/expire-tokens', {});
    h.clearRequests();
    const user = await call(userApi.get);
    expect(user.id).toBe(session.user_id);
    const [first, refresh, retry] = requests();
    expect(requests()).toHaveLength(3);
    expectWire(first!, {
      method: 'GET',
      service: 'v2',
      path: '/user',
      token: session.access_token,
      status: 401,
    });
    expectWire(refresh!, {
      method: 'POST',
      service: 'v2',
      path: '/auth/refresh/refresh-token',
      token: null,
      body: { refresh_token: session.refresh_token },
      status: 200,
    });
    expect(getAccessToken()).not.toBe(session.access_token);
    expect(getRefreshToken()).not.toBe(session.refresh_token);
    expectWire(retry!, { method: 'GET', service: 'v2', path: '/user', token: getAccessToken(), status: 200 });
  });

  it('a revoked refresh token forces logout: tokens cleared, onLogout called', async () => {
    await signInAs(freshEmail());
    await h.control('/expire-tokens', {});
    await h.control('/revoke-refresh', {});
    const before = h.logouts();
    const err = await failure(call(userApi.getData));
    expect(err.status).toBe(401);
    expect(h.logouts()).toBe(before + 1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a blocked account answers 423 (no refresh attempt) until unblocked', async () => {
    const email = freshEmail();
    await signInAs(email);
    await h.control('/users/block', { email, blocked: true });
    h.clearRequests();
    const err = await failure(call(userApi.get));
    expect(err.status).toBe(423);
    expect(err.isBlocked).toBe(true);
    expect(err.message).toMatch(/blocked/);
    expect(err.serverMessage).toBe('This account is blocked. Contact support.');
    expect(requests()).toHaveLength(1);
    await h.control('/users/block', { email, blocked: false });
    expect((await call(userApi.get)).email).toBe(email);
  });
});
