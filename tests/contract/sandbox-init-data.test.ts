import { afterAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { signInitData, type TelegramUser } from '../../sandbox/auth/telegram.ts';

/**
 * Issue 19 (12c): Telegram init data is checked as a platform must check it, and odd input is a
 * 4xx, never a 5xx. An `auth_date` later than the platform's clock (beyond a minute of skew) is
 * refused, as is a `user.id` that is not a positive whole number Telegram could have issued.
 */
const sandbox = createSandbox({ dataDir: null });
const BOT = sandbox.ctx.options.botToken;
afterAll(() => sandbox.close());

async function send(path: string, body: unknown) {
  const res = await sandbox.fetch(
    new Request(`http://sandbox.test${path}`, {
      method: 'POST',
      headers: { 'x-tenant-id': 'sandbox-tenant', 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

const now = () => Math.floor(Date.now() / 1000);

function identity(user: TelegramUser, authDate = now()) {
  const raw = signInitData(user, BOT, authDate);
  return { tg_id: String(user.id), hash: new URLSearchParams(raw).get('hash'), init_data_raw: raw };
}

const signUp = (user: TelegramUser, authDate?: number, phone = '15550001111') =>
  send('/__platform/v2/auth/sign-up/telegram', {
    ...identity(user, authDate),
    phone,
    first_name: 'Tess',
    last_name: '',
    username: '',
  });

describe('POST /__sandbox/telegram/init-data signs only a Telegram-shaped user', () => {
  it.each([
    ['an object as id', '{"user":{"id":{}}}'],
    ['an array as id', '{"user":{"id":[1],"first_name":"A"}}'],
    ['a string id', '{"user":{"id":"42","first_name":"A"}}'],
    ['an id of 1e21', '{"user":{"id":1e21,"first_name":"A"}}'],
    ['a fractional id', '{"user":{"id":777003.5,"first_name":"A"}}'],
    ['a negative id', '{"user":{"id":-5,"first_name":"A"}}'],
    ['no first name', '{"user":{"id":42}}'],
    ['a user that is not an object', '{"user":"me"}'],
    ['an unknown user field', '{"user":{"id":42,"first_name":"A","valueOf":1}}'],
    ['a negative auth_date', '{"auth_date":-1}'],
  ])('%s: a 422 naming the field', async (_, body) => {
    const res = await send('/__sandbox/telegram/init-data', body);
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.errors)[0]).toMatch(/^(user|auth_date)/);
  });

  it('a real-looking user is signed, and the platform accepts it', async () => {
    const user = {
      id: 5_550_001,
      first_name: 'Tess',
      username: 'tess',
      language_code: 'en',
      is_premium: true,
    };
    const res = await send('/__sandbox/telegram/init-data', { user });
    expect(res.status).toBe(200);
    const raw: string = res.json.init_data;
    const signIn = await send('/__platform/v2/auth/sign-in/telegram', {
      tg_id: String(user.id),
      hash: new URLSearchParams(raw).get('hash'),
      init_data_raw: raw,
    });
    expect(signIn.status).toBe(404); // valid, and not registered yet
    expect(signIn.json.code).toBe('TELEGRAM_USER_NOT_FOUND');
  });
});

describe('Telegram sign-in and sign-up check the init data', () => {
  it('an auth_date in the future is refused (401); a few seconds of clock skew are not', async () => {
    const user = { id: 6_100_001, first_name: 'Future' };
    for (const ahead of [10 * 365 * 24 * 3600, 3600, 120]) {
      const res = await signUp(user, now() + ahead);
      expect(res.status, `+${ahead} s`).toBe(401);
      expect(res.json.message).toMatch(/future/);
      const signIn = await send('/__platform/v2/auth/sign-in/telegram', identity(user, now() + ahead));
      expect(signIn.status).toBe(401);
    }
    expect((await signUp(user, now() + 20)).status).toBe(200);
  });

  it.each([
    ['1e21', 1e21, '15550002001'],
    ['777003.5', 777003.5, '15550002002'],
    ['-5', -5, '15550002003'],
    ['0', 0, '15550002004'],
    ['2^53 + 2', 2 ** 53 + 2, '15550002005'],
  ])('a user.id of %s is refused (401) and no account is made', async (_, id, phone) => {
    const user = { id, first_name: 'Odd' };
    const up = await signUp(user, undefined, phone);
    expect(up.status).toBe(401);
    expect(up.json.message).toMatch(/user id/);
    const signIn = await send('/__platform/v2/auth/sign-in/telegram', identity(user));
    expect(signIn.status).toBe(401);
    expect(sandbox.ctx.users.byTgId(String(id))).toBeUndefined();
  });

  it('init data whose auth_date or user is not what Telegram sends is a 401, never a 5xx', async () => {
    // auth_date is Unix time in whole seconds, written in decimal digits.
    const bodies = [
      signInitData({ id: 42, first_name: 'A' }, BOT, now(), { auth_date: 'soon' }),
      signInitData({ id: 42, first_name: 'A' }, BOT, now(), { auth_date: `${now()}.5` }),
      signInitData({ id: 42, first_name: 'A' }, BOT, now(), { auth_date: `0x${now().toString(16)}` }),
      signInitData({ id: 42, first_name: 'A' }, BOT, now(), { auth_date: ` ${now()}` }),
      signInitData({ id: 42, first_name: 'A' }, BOT, now(), { user: 'null' }),
      signInitData({ id: 42, first_name: 'A' }, BOT, now(), { user: '[42]' }),
      signInitData({ id: 42, first_name: 'A' }, BOT, now(), { user: '{"id":{"valueOf":1}}' }),
      signInitData({ id: 42, first_name: 'A' }, BOT, now(), { user: '{"id":"42"}' }),
    ];
    for (const raw of bodies) {
      const res = await send('/__platform/v2/auth/sign-in/telegram', {
        tg_id: '42',
        hash: new URLSearchParams(raw).get('hash'),
        init_data_raw: raw,
      });
      expect(res.status, raw).toBe(401);
    }
  });
});
