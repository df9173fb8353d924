// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInitData } from '../../sandbox/auth/telegram.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../sandbox/user/users.ts';
import { type SandboxClient, sandboxClient } from './sandbox-client.ts';

let sb: SandboxClient;
beforeEach(() => {
  sb = sandboxClient();
});
afterEach(() => {
  vi.useRealTimers();
  sb.close();
});

const BOT = '7000000001:SANDBOX-not-a-real-bot-token';
const tgUser = { id: 777001, first_name: 'Ada', last_name: 'Tg', username: 'ada_tg' };
function telegramBody(initData = signInitData(tgUser, BOT)) {
  const hash = new URLSearchParams(initData).get('hash')!;
  return { tg_id: String(tgUser.id), hash, init_data_raw: initData };
}

describe('sandbox auth: email + password', () => {
  it('signs the demo user in and answers a session', async () => {
    const res = await sb.v2('/auth/sign-in/password/email', {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) });
    expect(res.json.access_token).toMatch(/^sbx_at_/);
    const me = await sb.v2('/user', { token: res.json.access_token });
    expect(me.json.email).toBe(DEMO_EMAIL);
  });

  it('answers 401 with one sentence for a wrong password or unknown email', async () => {
    const wrong = await sb.v2('/auth/sign-in/password/email', {
      body: { email: DEMO_EMAIL, password: 'nope-1234' },
    });
    const unknown = await sb.v2('/auth/sign-in/password/email', {
      body: { email: 'x@y.io', password: 'nope-1234' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.json.message).toBe('Email or password is incorrect.');
    expect(unknown.json.message).toBe(wrong.json.message);
  });

  it('locks password sign-in with 429 after five wrong tries, even for the right password, for 15 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let i = 0; i < 5; i++) {
      const r = await sb.v2('/auth/sign-in/password/email', {
        body: { email: DEMO_EMAIL, password: `wrong-${i}xx` },
      });
      expect(r.status).toBe(401);
    }
    const locked = await sb.v2('/auth/sign-in/password/email', {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.json.message).toMatch(/Try again in 15 minutes/);
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1);
    const after = await sb.v2('/auth/sign-in/password/email', {
      body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(after.status).toBe(200);
  });

  it('signs up with a valid password, returns the user entity plus tokens, and refuses the same email again', async () => {
    const res = await sb.v2('/auth/sign-up/password/email', {
      body: { email: 'New@Example.com', password: 'abcdefg1' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      aud: 'authenticated',
      email: 'new@example.com',
      app_metadata: expect.any(Object),
    });
    expect(res.json.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json.access_token).toMatch(/^sbx_at_/);
    expect(res.json.refresh_token).toMatch(/^sbx_rt_/);
    const again = await sb.v2('/auth/sign-up/password/email', {
      body: { email: 'new@example.com', password: 'abcdefg1' },
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toMatch(/already exists/);
    const signIn = await sb.v2('/auth/sign-in/password/email', {
      body: { email: 'new@example.com', password: 'abcdefg1' },
    });
    expect(signIn.status).toBe(200);
  });

  it.each([
    ['short1', /at least 8/],
    ['longenoughbutnodigit', /letter and one digit/],
    ['1234567890', /letter and one digit/],
  ])('rejects the weak password %s with 422 naming password', async (password, message) => {
    const res = await sb.v2('/auth/sign-up/password/email', {
      body: { email: 'weak@example.com', password },
    });
    expect(res.status).toBe(422);
    expect(res.json.errors.password).toMatch(message);
  });

  it('rejects a malformed email with 422 naming email', async () => {
    const res = await sb.v2('/auth/sign-up/password/email', {
      body: { email: 'not-an-email', password: 'abcdefg1' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)).toEqual(['email']);
  });

  it('never answers 500 on junk bodies', async () => {
    for (const body of [[], 'text', { email: 42, password: {} }, { email: null }]) {
      const res = await sb.request('/__platform/v2/auth/sign-in/password/email', {
        method: 'POST',
        headers: {},
        body,
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const broken = await sb.sandbox.fetch(
      new Request('http://x/__platform/v2/auth/sign-up/password/email', {
        method: 'POST',
        headers: { 'x-tenant-id': 'sandbox-tenant', 'content-type': 'application/json' },
        body: '{"email":',
      }),
    );
    expect(broken.status).toBe(400);
  });
});

describe('sandbox auth: one-time codes', () => {
  it('sends a 6-digit email code (201, empty body) and creates the user on first verify', async () => {
    const req = await sb.v2('/auth/sign-in/omni/email/otp', { body: { email: 'otp@example.com' } });
    expect(req.status).toBe(201);
    expect(req.text).toBe('');
    const message = sb.outbox().at(-1)!;
    expect(message).toMatchObject({ channel: 'email', to: 'otp@example.com', purpose: 'sign-in' });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    const verify = await sb.v2('/auth/verify/email/otp', {
      body: { email: 'otp@example.com', token: message.code, type: 'email' },
    });
    expect(verify.status).toBe(200);
    const me = await sb.v2('/user', { token: verify.json.access_token });
    expect(me.json.email).toBe('otp@example.com');
    // The code is single-use.
    const reuse = await sb.v2('/auth/verify/email/otp', {
      body: { email: 'otp@example.com', token: message.code, type: 'email' },
    });
    expect(reuse.status).toBe(400);
  });

  it('counts wrong codes down and burns the code after five', async () => {
    await sb.v2('/auth/sign-in/omni/phone/otp', { body: { phone: '4915123456789' } });
    const right = sb.lastCode('4915123456789');
    const wrongCode = right === '000000' ? '111111' : '000000';
    const first = await sb.v2('/auth/verify/phone/otp', {
      body: { phone: '4915123456789', token: wrongCode, type: 'sms' },
    });
    expect(first.status).toBe(400);
    expect(first.json.message).toBe('The code is incorrect. 4 attempts left.');
    for (let i = 0; i < 3; i++) {
      await sb.v2('/auth/verify/phone/otp', {
        body: { phone: '4915123456789', token: wrongCode, type: 'sms' },
      });
    }
    const last = await sb.v2('/auth/verify/phone/otp', {
      body: { phone: '4915123456789', token: wrongCode, type: 'sms' },
    });
    expect(last.json.message).toMatch(/No attempts left/);
    const tooLate = await sb.v2('/auth/verify/phone/otp', {
      body: { phone: '4915123456789', token: right, type: 'sms' },
    });
    expect(tooLate.status).toBe(400);
    expect(tooLate.json.message).toMatch(/Request a new one/);
  });

  it('answers 419 for a code older than five minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await sb.v2('/auth/sign-in/omni/email/otp', { body: { email: 'late@example.com' } });
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1);
    const res = await sb.v2('/auth/verify/email/otp', {
      body: { email: 'late@example.com', token: sb.lastCode('late@example.com'), type: 'email' },
    });
    expect(res.status).toBe(419);
    expect(res.json.message).toBe('The code has expired. Request a new one.');
  });

  it.each(['+4915123456789', '49 151 234', '1234567', '1234567890123456'])(
    'rejects the phone %s with 422',
    async (phone) => {
      const res = await sb.v2('/auth/sign-in/omni/phone/otp', { body: { phone } });
      expect(res.status).toBe(422);
      expect(res.json.errors.phone).toBeTruthy();
    },
  );

  it('refuses a blocked user with 423 at sign-in and on every authenticated call', async () => {
    const s = await sb.session('blocked@example.com');
    const block = await sb.control('/users/block', { email: 'blocked@example.com', blocked: true });
    expect(block.status).toBe(200);
    const otp = await sb.v2('/auth/sign-in/omni/email/otp', { body: { email: 'blocked@example.com' } });
    expect(otp.status).toBe(423);
    expect(otp.json.message).toBe('This account is blocked. Contact support.');
    const me = await sb.v2('/user', { token: s.access_token });
    expect(me.status).toBe(423);
    const refresh = await sb.v2('/auth/refresh/refresh-token', { body: { refresh_token: s.refresh_token } });
    expect(refresh.status).toBe(423);
    await sb.control('/users/block', { email: 'blocked@example.com', blocked: false });
    await sb.v2('/auth/sign-in/omni/email/otp', { body: { email: 'blocked@example.com' } });
    const ok = await sb.v2('/auth/verify/email/otp', {
      body: { email: 'blocked@example.com', token: sb.lastCode('blocked@example.com'), type: 'email' },
    });
    expect(ok.status).toBe(200);
  });

  it('legacy sign-up/sign-in by login send a code that verify exchanges for a session', async () => {
    const up = await sb.v2('/auth/sign-up', { body: { login: '447700900123', type: 'phone' } });
    expect(up.status).toBe(201);
    const verify = await sb.v2('/auth/verify/phone/otp', {
      body: { phone: '447700900123', token: sb.lastCode('447700900123'), type: 'sms' },
    });
    expect(verify.status).toBe(200);
    const again = await sb.v2('/auth/sign-up', { body: { login: '447700900123', type: 'phone' } });
    expect(again.status).toBe(409);
    const signIn = await sb.v2('/auth/sign-in', { body: { login: '447700900123', type: 'phone' } });
    expect(signIn.status).toBe(201);
    const unknown = await sb.v2('/auth/sign-in', { body: { login: 'ghost@example.com', type: 'email' } });
    expect(unknown.status).toBe(404);
  });
});

describe('sandbox auth: Telegram', () => {
  it('answers 404 TELEGRAM_USER_NOT_FOUND for an unknown user, then signs up and in', async () => {
    const unknown = await sb.v2('/auth/sign-in/telegram', { body: telegramBody() });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('TELEGRAM_USER_NOT_FOUND');
    const up = await sb.v2('/auth/sign-up/telegram', {
      body: { ...telegramBody(), phone: '15551234567', first_name: 'Ada', last_name: '', username: 'ada_tg' },
    });
    expect(up.status).toBe(200);
    expect(up.json.access_token).toMatch(/^sbx_at_/);
    const dup = await sb.v2('/auth/sign-up/telegram', {
      body: { ...telegramBody(), phone: '15551234568', first_name: 'Ada', last_name: '', username: 'ada_tg' },
    });
    expect(dup.status).toBe(409);
    const inAgain = await sb.v2('/auth/sign-in/telegram', { body: telegramBody() });
    expect(inAgain.status).toBe(200);
    const data = await sb.v2('/user/user-data', { token: inAgain.json.access_token });
    expect(data.json).toMatchObject({ first_name: 'Ada', last_name: null, phone: '15551234567' });
  });

  it('rejects forged, stale or mismatched init data with 401', async () => {
    const good = telegramBody();
    const forged = { ...good, init_data_raw: good.init_data_raw.replace('Ada', 'Eve') };
    const wrongBot = telegramBody(signInitData(tgUser, '1:other-bot'));
    const stale = telegramBody(signInitData(tgUser, BOT, Math.floor(Date.now() / 1000) - 25 * 3600));
    const otherId = { ...good, tg_id: '1' };
    const otherHash = { ...good, hash: 'a'.repeat(64) };
    for (const body of [forged, wrongBot, stale, otherId, otherHash]) {
      const res = await sb.v2('/auth/sign-in/telegram', { body });
      expect(res.status).toBe(401);
      expect(res.json.message.length).toBeGreaterThan(10);
    }
    const staleRes = await sb.v2('/auth/sign-in/telegram', { body: stale });
    expect(staleRes.json.message).toMatch(/older than 24 hours/);
  });
});

describe('sandbox auth: refresh', () => {
  it('rotates the pair and rejects a reused refresh token', async () => {
    const s = await sb.session();
    const first = await sb.v2('/auth/refresh/refresh-token', { body: { refresh_token: s.refresh_token } });
    expect(first.status).toBe(200);
    expect(first.json.refresh_token).not.toBe(s.refresh_token);
    const reused = await sb.v2('/auth/refresh/refresh-token', { body: { refresh_token: s.refresh_token } });
    expect(reused.status).toBe(401);
    // Reuse revokes the whole family: the pair issued from it is dead too.
    const family = await sb.v2('/auth/refresh/refresh-token', {
      body: { refresh_token: first.json.refresh_token },
    });
    expect(family.status).toBe(401);
  });
});
