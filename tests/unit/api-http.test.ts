import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../src/api/endpoint';
import { isApiError } from '../../src/api/errors';
import { call, setupApi, TIMEOUT_MS } from '../../src/api/http';
import { toWirePhone } from '../../src/api/phone';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  startSession,
  storeTokens,
} from '../../src/api/session';

const BASE = { core: 'https://core.test', v2: 'https://v2.test', totp: 'https://totp.test' };
const walletGet = endpoint<{ path: { id: string } }, { id: string }>({
  service: 'v2',
  method: 'GET',
  path: '/wallets/{id}',
});
const cardsList = endpoint<{ query: { wallet_uuid: string; filter?: object } }, unknown>({
  service: 'core',
  method: 'GET',
  path: '/issuing/cards',
});
const otpCreate = endpoint<{ body: object }, unknown>({
  service: 'totp',
  method: 'POST',
  path: '/api/otp-verification/create',
});
const freeze = endpoint<{ path: { id: string } }, unknown>({
  service: 'core',
  method: 'PATCH',
  path: '/issuing/cards/{id}/freeze',
});
const passwordSignIn = endpoint<{ body: { email: string; password: string } }, unknown>({
  service: 'v2',
  method: 'POST',
  path: '/auth/sign-in/password/email',
  captcha: true,
});
const phoneOtp = endpoint<{ body: { phone: string } }, unknown>({
  service: 'v2',
  method: 'POST',
  path: '/auth/sign-in/omni/phone/otp',
  captcha: true,
});

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Reads headers whatever Headers implementation built them (happy-dom's or Node's). */
function headerRecord(h: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (h && typeof (h as Headers).forEach === 'function')
    (h as Headers).forEach((v, k) => {
      out[k.toLowerCase()] = v;
    });
  else if (h) for (const [k, v] of Object.entries(h as Record<string, string>)) out[k.toLowerCase()] = v;
  return out;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fake platform: valid access token is `access-N`; refresh rotates `refresh-N` → N+1. */
function fakePlatform(opts: { refreshFails?: boolean; refreshDelayMs?: number } = {}) {
  const seen: Seen[] = [];
  let generation = 1;
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    const headers = headerRecord(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    seen.push({ url, method: init?.method ?? 'GET', headers, body });
    if (url.endsWith('/auth/refresh/refresh-token')) {
      if (opts.refreshDelayMs) await new Promise((r) => setTimeout(r, opts.refreshDelayMs));
      if (opts.refreshFails || body.refresh_token !== `refresh-${generation}`)
        return json(401, { message: 'bad refresh' });
      generation += 1;
      return json(200, { access_token: `access-${generation}`, refresh_token: `refresh-${generation}` });
    }
    if (url.endsWith('/auth/sign-in/telegram')) {
      generation += 1;
      return json(200, { access_token: `access-${generation}`, refresh_token: null });
    }
    const auth = headers.authorization ?? '';
    const token = auth.replace(/^Bearer /, '');
    if (token !== `access-${generation}`) return json(401, { message: 'expired' });
    return json(200, { ok: true, url });
  });
  return { seen, fetchImpl, expire: () => (generation += 0) };
}

let onLogout: ReturnType<typeof vi.fn<() => void>>;
let environment: 'web' | 'telegram';

function setup(
  fetchImpl: typeof fetch,
  identity: (() => { tg_id: string; hash: string; init_data_raw: string }) | null = null,
) {
  onLogout = vi.fn<() => void>();
  setupApi({
    baseUrls: BASE,
    tenantId: 'tenant-1',
    environment: () => environment,
    telegramIdentity: identity ?? undefined,
    onLogout,
    fetch: fetchImpl,
  });
}

beforeEach(() => {
  localStorage.clear();
  environment = 'web';
});
afterEach(() => {
  vi.useRealTimers();
});

describe('headers and auth style', () => {
  it('sends tenant, environment and content type on every service, raw token to core and Bearer to v2/totp', async () => {
    const p = fakePlatform();
    setup(p.fetchImpl as unknown as typeof fetch);
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    environment = 'telegram';
    await call(walletGet, { path: { id: 'w 1' } });
    await call(freeze, { path: { id: 'c1' } });
    await call(otpCreate, { body: { a: 1 } });
    const [v2, core, totp] = p.seen;
    expect(v2!.url).toBe('https://v2.test/wallets/w%201');
    expect(v2!.headers.authorization).toBe('Bearer access-1');
    expect(core!.headers.authorization).toBe('access-1');
    expect(core!.method).toBe('PATCH');
    expect(core!.body).toEqual({});
    expect(totp!.headers.authorization).toBe('Bearer access-1');
    for (const r of p.seen) {
      expect(r.headers['x-tenant-id']).toBe('tenant-1');
      expect(r.headers['app-enviroment']).toBe('telegram');
      expect(r.headers['content-type']).toBe('application/json');
    }
  });

  it('omits Authorization when no token is stored and encodes nested queries in bracket notation', async () => {
    const seen: string[] = [];
    const f = vi.fn(async (url: string, init?: RequestInit) => {
      seen.push(url);
      expect(headerRecord(init?.headers).authorization).toBeUndefined();
      return json(200, {});
    });
    setup(f as unknown as typeof fetch);
    await call(cardsList, {
      query: {
        wallet_uuid: 'w',
        filter: { fiat_account: { type: 'prepaid' }, status: ['a', 'b'], skip: undefined },
      },
    });
    expect(decodeURIComponent(seen[0]!)).toBe(
      'https://core.test/issuing/cards?wallet_uuid=w&filter[fiat_account][type]=prepaid&filter[status][0]=a&filter[status][1]=b',
    );
  });

  it('sends phone numbers as digits only', async () => {
    const p = fakePlatform();
    setup(p.fetchImpl as unknown as typeof fetch);
    await call(phoneOtp, { body: { phone: '+1 (555) 010-9999' } }).catch(() => {});
    expect(p.seen[0]!.body).toEqual({ phone: '15550109999' });
    expect(toWirePhone('+44 20 7946 0958')).toBe('442079460958');
  });
});

describe('401 machinery', () => {
  it('20 concurrent calls failing with 401 cause exactly one refresh and are each retried once', async () => {
    const p = fakePlatform({ refreshDelayMs: 20 });
    setup(p.fetchImpl as unknown as typeof fetch);
    storeTokens({ access_token: 'stale', refresh_token: 'refresh-1' });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(walletGet, { path: { id: `w${i}` } })),
    );
    expect(results).toHaveLength(20);
    const refreshes = p.seen.filter((r) => r.url.endsWith('/auth/refresh/refresh-token'));
    expect(refreshes).toHaveLength(1);
    for (let i = 0; i < 20; i++) {
      const forThis = p.seen.filter((r) => r.url === `https://v2.test/wallets/w${i}`);
      expect(forThis.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer access-2']);
    }
    expect(getAccessToken()).toBe('access-2');
    expect(getRefreshToken()).toBe('refresh-2');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('a failed refresh rejects every waiting call, clears tokens and navigates to logout once', async () => {
    const p = fakePlatform({ refreshFails: true, refreshDelayMs: 10 });
    setup(p.fetchImpl as unknown as typeof fetch);
    storeTokens({ access_token: 'stale', refresh_token: 'refresh-1' });
    const settled = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => call(walletGet, { path: { id: `w${i}` } })),
    );
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    const reason = (settled[0] as PromiseRejectedResult).reason;
    expect(isApiError(reason) && reason.status).toBe(401);
    expect(p.seen.filter((r) => r.url.endsWith('/refresh-token'))).toHaveLength(1);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a 401 answered after another owner signed in is not renewed or retried as the new owner, and logs nobody out', async () => {
    const sent: string[] = [];
    let answer401!: () => void;
    const f = vi.fn(async (url: string, init?: RequestInit) => {
      sent.push(`${url} ${headerRecord(init?.headers).authorization}`);
      if (url.endsWith('/orders')) {
        await new Promise<void>((r) => {
          answer401 = r;
        });
        return json(401, { message: 'expired' });
      }
      return json(200, { access_token: 'renewed', refresh_token: 'renewed-r' });
    });
    setup(f as unknown as typeof fetch);
    startSession('web:a', { access_token: 'a-access', refresh_token: 'a-refresh' });
    const pay = endpoint<{ body: object }, unknown>({ service: 'v2', method: 'POST', path: '/orders' });
    const payment = call(pay, { body: { amount: '10' } });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    // Meanwhile another tab signs in as B; A's payment then comes back 401.
    startSession('web:b', { access_token: 'b-access', refresh_token: 'b-refresh' });
    answer401();
    await expect(payment).rejects.toMatchObject({ status: 401 });
    expect(sent).toEqual(['https://v2.test/orders Bearer a-access']);
    expect(onLogout).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('b-access');
  });

  it('a renewal answered after the owner changed stores nothing: the last session does not come back', async () => {
    let answerRefresh!: () => void;
    const f = vi.fn(async (url: string) => {
      if (url.endsWith('/refresh-token')) {
        await new Promise<void>((r) => {
          answerRefresh = r;
        });
        return json(200, { access_token: 'a-renewed', refresh_token: 'a-refresh-2' });
      }
      return json(401, { message: 'expired' });
    });
    setup(f as unknown as typeof fetch);
    startSession('web:a', { access_token: 'a-access', refresh_token: 'a-refresh' });
    const read = call(walletGet, { path: { id: 'x' } });
    await vi.waitFor(() => expect(answerRefresh).toBeDefined());
    clearTokens(); // signed out (here or in another tab) while the renewal is out
    answerRefresh();
    await expect(read).rejects.toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('a second 401 on a retried call logs out instead of refreshing again', async () => {
    let refreshes = 0;
    const f = vi.fn(async (url: string) => {
      if (url.endsWith('/refresh-token')) {
        refreshes += 1;
        return json(200, { access_token: 'new', refresh_token: 'r2' });
      }
      return json(401, { message: 'still no' });
    });
    setup(f as unknown as typeof fetch);
    storeTokens({ access_token: 'old', refresh_token: 'r1' });
    await expect(call(walletGet, { path: { id: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(refreshes).toBe(1);
    expect(f).toHaveBeenCalledTimes(3);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
  });

  it('outside Telegram with no refresh token: logout without any refresh call', async () => {
    const p = fakePlatform();
    setup(p.fetchImpl as unknown as typeof fetch);
    storeTokens({ access_token: 'stale' });
    await expect(call(walletGet, { path: { id: 'x' } })).rejects.toMatchObject({ status: 401 });
    expect(p.seen).toHaveLength(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('inside Telegram with no refresh token: signs in again with the Telegram identity and retries', async () => {
    environment = 'telegram';
    const p = fakePlatform();
    const identity = { tg_id: '42', hash: 'h', init_data_raw: 'raw' };
    setup(p.fetchImpl as unknown as typeof fetch, () => identity);
    storeTokens({ access_token: 'stale' });
    await expect(call(walletGet, { path: { id: 'x' } })).resolves.toMatchObject({ ok: true });
    const signIn = p.seen.find((r) => r.url.endsWith('/auth/sign-in/telegram'));
    expect(signIn?.body).toEqual(identity);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('a 401 from a bypass (captcha) auth call is propagated untouched', async () => {
    const f = vi.fn(async () => json(401, { message: 'Email or password is incorrect.' }));
    setup(f as unknown as typeof fetch);
    storeTokens({ access_token: 'a', refresh_token: 'r' });
    await expect(call(passwordSignIn, { body: { email: 'a@b.c', password: 'x' } })).rejects.toMatchObject({
      status: 401,
      message: 'Email or password is incorrect.',
    });
    expect(f).toHaveBeenCalledTimes(1);
    expect(onLogout).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('a');
  });

  it('a 401 from the Telegram sign-in itself logs out', async () => {
    const tgSignIn = endpoint<{ body: object }, unknown>({
      service: 'v2',
      method: 'POST',
      path: '/auth/sign-in/telegram',
    });
    environment = 'telegram';
    const f = vi.fn(async () => json(401, { message: 'bad init data' }));
    setup(f as unknown as typeof fetch, () => ({ tg_id: '1', hash: 'h', init_data_raw: 'r' }));
    await expect(call(tgSignIn, { body: {} })).rejects.toMatchObject({ status: 401 });
    expect(f).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('a call made for another session (its own token) carries that token, and its 401 renews and logs out nothing', async () => {
    const p = fakePlatform();
    setup(p.fetchImpl as unknown as typeof fetch);
    storeTokens({ access_token: 'access-1', refresh_token: 'refresh-1' });
    const err = await call(walletGet, { path: { id: 'w' }, token: 'replaced-session' }).catch((e) => e);
    expect(isApiError(err) && err.status).toBe(401);
    expect(p.seen.map((r) => r.headers.authorization)).toEqual(['Bearer replaced-session']);
    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(onLogout).not.toHaveBeenCalled();
    // token: null sends no authorisation at all.
    await call(walletGet, { path: { id: 'w' }, token: null }).catch(() => {});
    expect(p.seen.at(-1)!.headers.authorization).toBeUndefined();
    expect(p.seen.filter((r) => r.url.endsWith('/refresh-token'))).toHaveLength(0);
  });
});

describe('errors, timeouts and retries', () => {
  it('maps the SPEC catalogue to clear sentences and keeps field errors', async () => {
    const replies: Record<string, Response> = {};
    const f = vi.fn(async (url: string) => replies[url.split('/').pop()!]!);
    setup(f as unknown as typeof fetch);
    const get = (id: string) => call(walletGet, { path: { id } });
    replies.a = json(422, {
      message: 'Label is too long.',
      errors: { label: 'Label must be at most 64 characters.' },
    });
    replies.b = json(423, { message: 'locked' });
    replies.c = json(500, { message: 'NullPointerException at line 3' });
    replies.d = json(419, {});
    replies.e = json(403, {});
    await expect(get('a')).rejects.toMatchObject({
      status: 422,
      message: 'Label is too long.',
      fields: { label: 'Label must be at most 64 characters.' },
    });
    await expect(get('b')).rejects.toMatchObject({
      status: 423,
      message: 'Your account is blocked. Contact support to restore access.',
      isBlocked: true,
    });
    await expect(get('c')).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    await expect(get('d')).rejects.toMatchObject({
      status: 419,
      message: 'This verification has expired. Request a new code and try again.',
      isVerificationExpired: true,
    });
    await expect(get('e')).rejects.toMatchObject({
      status: 403,
      message: 'You don’t have access to this. If you think you should, contact support.',
    });
  });

  it('retries a GET once after a network error but never a POST', async () => {
    const f = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    setup(f as unknown as typeof fetch);
    await expect(call(walletGet, { path: { id: 'x' } })).rejects.toMatchObject({
      kind: 'network',
      message: 'No connection. Check your internet and try again.',
    });
    expect(f).toHaveBeenCalledTimes(2);
    f.mockClear();
    await expect(call(otpCreate, { body: {} })).rejects.toMatchObject({ kind: 'network' });
    expect(f).toHaveBeenCalledTimes(1);
  });

  it('times out after 60 s and tells a timeout from a cancellation', async () => {
    vi.useFakeTimers();
    const f = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    setup(f as unknown as typeof fetch);
    const slow = call(otpCreate, { body: {} });
    const expectation = expect(slow).rejects.toMatchObject({ kind: 'timeout', status: 0 });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(f).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2);
    await expectation;

    const controller = new AbortController();
    const cancelled = call(otpCreate, { body: {}, signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ kind: 'aborted', isAbort: true });
  });
});

describe('blocked account', () => {
  it('a 423 from any call notifies the app once per failure and still rejects with the catalogue sentence', async () => {
    const onBlocked = vi.fn();
    setupApi({
      baseUrls: BASE,
      tenantId: 't',
      environment: () => 'web',
      onLogout: vi.fn(),
      onBlocked,
      fetch: (async () => json(423, { message: 'This account is blocked.' })) as unknown as typeof fetch,
    });
    await expect(call(walletGet, { path: { id: 'x' } })).rejects.toMatchObject({
      status: 423,
      isBlocked: true,
    });
    expect(onBlocked).toHaveBeenCalledTimes(1);
  });
});
