// @vitest-environment node

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { referralCode } from '../../sandbox/referrals/program.ts';
import { type SandboxClient, sandboxClient } from './sandbox-client.ts';

let sb: SandboxClient;
let token: string;
let refresh: string;
beforeEach(async () => {
  sb = sandboxClient();
  const s = await sb.session('profile@example.com');
  token = s.access_token;
  refresh = s.refresh_token;
});
afterEach(() => {
  vi.useRealTimers();
  sb.close();
});

const isoDate = (yearsAgo: number, dayShift = 0) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - yearsAgo);
  d.setUTCDate(d.getUTCDate() + dayShift);
  return d.toISOString().slice(0, 10);
};

describe('sandbox user: identity and profile', () => {
  it('needs a Bearer token', async () => {
    expect((await sb.v2('/user')).status).toBe(401);
    const raw = await sb.request('/__platform/v2/user', { headers: { authorization: token } });
    expect(raw.status).toBe(401);
    expect(raw.json.message).toMatch(/Bearer/);
  });

  it('answers the UserEntity and UserData shapes of API.md §5', async () => {
    const entity = (await sb.v2('/user', { token })).json;
    expect(entity).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      aud: 'authenticated',
      email: 'profile@example.com',
      created_at: expect.any(String),
      app_metadata: expect.any(Object),
      user_metadata: expect.any(Object),
    });
    const data = (await sb.v2('/user/user-data', { token })).json;
    expect(data).toEqual({
      id: expect.any(Number),
      user_id: entity.id,
      tenant_id: 'sandbox-tenant',
      default_currency: 'USD',
      created_at: expect.any(String),
      can_invite: false,
      is_developer: true,
      kyc_status: 'UNVERIFIED',
      kyc_date: null,
      // The user's referral code: what their referral link carries (sandbox/referrals/program.ts).
      referral_name: referralCode(entity.id),
      user_groups_id: null,
      first_name: null,
      last_name: null,
      logo_url: null,
      birth_date: null,
      nationality: null,
      email: 'profile@example.com',
      phone: null,
    });
  });

  it('updates the editable fields and keeps them', async () => {
    const birth = isoDate(30);
    const res = await sb.v2('/user/user-data', {
      method: 'PATCH',
      token,
      body: {
        first_name: ' Ada ',
        last_name: 'Lovelace',
        birth_date: birth,
        nationality: 'GB',
        default_currency: 'EUR',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      birth_date: birth,
      nationality: 'GB',
      default_currency: 'EUR',
    });
    const again = (await sb.v2('/user/user-data', { token })).json;
    expect(again.nationality).toBe('GB');
    const cleared = await sb.v2('/user/user-data', { method: 'PATCH', token, body: { last_name: null } });
    expect(cleared.json.last_name).toBeNull();
    expect(cleared.json.first_name).toBe('Ada');
  });

  it.each([
    [{ birth_date: '1990-02-30' }, 'birth_date'],
    [{ birth_date: '12/01/1990' }, 'birth_date'],
    [{ birth_date: isoDate(0, 1) }, 'birth_date'],
    [{ birth_date: isoDate(18, 1) }, 'birth_date'],
    [{ nationality: 'XX' }, 'nationality'],
    [{ nationality: 'gb' }, 'nationality'],
    [{ default_currency: 'GBP' }, 'default_currency'],
    [{ first_name: 'a'.repeat(101) }, 'first_name'],
    [{ first_name: 42 }, 'first_name'],
    [{ email: 'x@y.io' }, 'email'],
  ])('refuses %j with 422 naming %s', async (body, field) => {
    const res = await sb.v2('/user/user-data', { method: 'PATCH', token, body });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual([field]);
  });

  it('accepts someone who turns 18 today', async () => {
    const res = await sb.v2('/user/user-data', { method: 'PATCH', token, body: { birth_date: isoDate(18) } });
    expect(res.status).toBe(200);
  });
});

describe('sandbox user: changing phone and email', () => {
  it('sends the phone code to the new number and changes it on the right code', async () => {
    const step1 = await sb.v2('/user/phone', {
      method: 'PATCH',
      token,
      body: { access_token: token, refresh_token: refresh, phone: '33612345678' },
    });
    expect(step1.status).toBe(200);
    expect(step1.json.new_phone).toBe('33612345678');
    const sms = sb.outbox().at(-1)!;
    expect(sms).toMatchObject({ channel: 'sms', to: '33612345678', purpose: 'phone-change' });
    const wrong = await sb.v2('/user/phone', {
      token,
      body: { phone: '33612345678', token: sms.code === '123456' ? '654321' : '123456' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/incorrect\. 4 attempts left/);
    const ok = await sb.v2('/user/phone', { token, body: { phone: '33612345678', token: sms.code } });
    expect(ok.status).toBe(201);
    expect(ok.text).toBe('');
    expect((await sb.v2('/user/user-data', { token })).json.phone).toBe('33612345678');
  });

  it('answers 419 for an expired change code and 409 for a phone another user holds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await sb.v2('/user/phone', {
      method: 'PATCH',
      token,
      body: { access_token: token, refresh_token: refresh, phone: '33600000001' },
    });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1);
    const late = await sb.v2('/user/phone', {
      token,
      body: { phone: '33600000001', token: sb.lastCode('33600000001') },
    });
    expect(late.status).toBe(419);
    vi.useRealTimers();

    // Someone else takes the number while our code is pending.
    await sb.v2('/user/phone', {
      method: 'PATCH',
      token,
      body: { access_token: token, refresh_token: refresh, phone: '33600000002' },
    });
    const pending = sb.lastCode('33600000002');
    await sb.v2('/auth/sign-in/omni/phone/otp', { body: { phone: '33600000002' } });
    await sb.v2('/auth/verify/phone/otp', {
      body: { phone: '33600000002', token: sb.lastCode('33600000002'), type: 'sms' },
    });
    const taken = await sb.v2('/user/phone', { token, body: { phone: '33600000002', token: pending } });
    expect(taken.status).toBe(409);
    const ask = await sb.v2('/user/phone', {
      method: 'PATCH',
      token,
      body: { access_token: token, refresh_token: refresh, phone: '33600000002' },
    });
    expect(ask.status).toBe(409);
  });

  it('changes the email through a code sent to the new address', async () => {
    const step1 = await sb.v2('/user/email', {
      method: 'PATCH',
      token,
      body: { access_token: token, email: 'New.Me@example.com' },
    });
    expect(step1.status).toBe(200);
    const mail = sb.outbox().at(-1)!;
    expect(mail).toMatchObject({ channel: 'email', to: 'new.me@example.com', purpose: 'email-change' });
    const ok = await sb.v2('/user/email', {
      token,
      body: { access_token: token, refresh_token: null, email: 'new.me@example.com', token: mail.code },
    });
    expect(ok.status).toBe(201);
    expect((await sb.v2('/user', { token })).json.email).toBe('new.me@example.com');
    const taken = await sb.v2('/user/email', {
      method: 'PATCH',
      token,
      body: { access_token: token, email: 'demo@sandbox.dev' },
    });
    expect(taken.status).toBe(409);
  });

  it('does not let a sign-in code confirm a contact change', async () => {
    await sb.v2('/user/email', {
      method: 'PATCH',
      token,
      body: { access_token: token, email: 'other@example.com' },
    });
    await sb.v2('/auth/sign-in/omni/email/otp', { body: { email: 'other@example.com' } });
    const signInCode = sb.lastCode('other@example.com');
    const res = await sb.v2('/user/email', {
      token,
      body: { access_token: token, email: 'other@example.com', token: signInCode },
    });
    expect(res.status).toBe(400);
  });
});
