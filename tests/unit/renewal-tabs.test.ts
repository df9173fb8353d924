import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoint } from '../../src/api/endpoint';

/**
 * Two tabs of the app share the token pair in localStorage but nothing else: each has its own
 * module instances (its own single-flight promise). The fake platform rotates refresh tokens and,
 * like the real one, ends the whole session family when a used refresh token comes back.
 * A tab "is" a fresh module graph (vi.resetModules) over the same storage and lock manager.
 */

const walletGet = endpoint<Record<never, never>, { ok: boolean }>({
  service: 'v2',
  method: 'GET',
  path: '/wallets',
});

function platform({ refreshDelayMs = 0 } = {}) {
  let generation = 1;
  let revoked = false;
  const refreshes: string[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    // Let the other tab's request interleave, as two real tabs would.
    await new Promise((r) => setTimeout(r, 1));
    if (url.endsWith('/auth/refresh/refresh-token')) {
      const token = JSON.parse(String(init?.body)).refresh_token as string;
      refreshes.push(token);
      if (refreshDelayMs) await new Promise((r) => setTimeout(r, refreshDelayMs));
      if (revoked || token !== `refresh-${generation}`) {
        revoked = true; // reuse of a rotated token: the family ends
        return json(401, { message: 'The refresh token was already used.' });
      }
      generation += 1;
      return json(200, { access_token: `access-${generation}`, refresh_token: `refresh-${generation}` });
    }
    const auth = new Headers(init?.headers).get('authorization') ?? '';
    return auth === `Bearer access-${generation}`
      ? json(200, { ok: true })
      : json(401, { message: 'expired' });
  }) as typeof fetch;
  return {
    fetchImpl,
    refreshes,
    get generation() {
      return generation;
    },
    get revoked() {
      return revoked;
    },
  };
}

/** A FIFO exclusive lock manager: the part of navigator.locks the client uses (incl. ifAvailable). */
function fakeLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const held = new Set<string>();
  return {
    request(
      name: string,
      opts: { ifAvailable?: boolean } | (() => unknown),
      cb?: (lock: object | null) => unknown,
    ) {
      const callback = (typeof opts === 'function' ? opts : cb)!;
      if (typeof opts === 'object' && opts.ifAvailable && held.has(name))
        return Promise.resolve(callback(null));
      const prev = queues.get(name) ?? Promise.resolve();
      const run = prev.then(async () => {
        held.add(name);
        try {
          return await callback({ name });
        } finally {
          held.delete(name);
        }
      });
      queues.set(
        name,
        run.catch(() => {}),
      );
      return run;
    },
  };
}

async function openTab(p: ReturnType<typeof platform>) {
  vi.resetModules();
  const http = await import('../../src/api/http');
  const logouts = { count: 0 };
  http.setupApi({
    baseUrls: { core: 'https://core.test', v2: 'https://v2.test', totp: 'https://totp.test' },
    tenantId: 't',
    environment: () => 'web',
    onLogout: () => {
      logouts.count += 1;
    },
    fetch: p.fetchImpl,
  });
  const { replaceTokens } = await import('../../src/api/renewal');
  return { call: http.call, replaceTokens, logouts };
}

/** Makes the stored access token stale: the platform's current generation moves on without it. */
function expireStoredAccess() {
  localStorage.setItem('access_token', 'expired-access');
}

const originalLocks = Object.getOwnPropertyDescriptor(globalThis.navigator, 'locks');

function setLocks(value: unknown) {
  Object.defineProperty(globalThis.navigator, 'locks', { value, configurable: true });
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('access_token', 'access-1');
  localStorage.setItem('refresh_token', 'refresh-1');
});
afterEach(() => {
  if (originalLocks) Object.defineProperty(globalThis.navigator, 'locks', originalLocks);
  else setLocks(undefined);
});

describe.each([
  ['Web Locks', () => fakeLocks()],
  ['the storage lease (no Web Locks)', () => undefined],
])('one refresh across two tabs, with %s', (_name, locks) => {
  it('two tabs hit 401 at once: one refresh, the other tab adopts the pair, nobody is logged out', async () => {
    setLocks(locks());
    const p = platform();
    const a = await openTab(p);
    const b = await openTab(p);
    expireStoredAccess();
    const [ra, rb] = await Promise.all([a.call(walletGet), b.call(walletGet)]);
    expect(ra).toEqual({ ok: true });
    expect(rb).toEqual({ ok: true });
    expect(p.refreshes).toEqual(['refresh-1']);
    expect(p.revoked).toBe(false);
    expect(a.logouts.count + b.logouts.count).toBe(0);
    expect(localStorage.getItem('refresh_token')).toBe('refresh-2');
  });

  it('20 rounds of expired tokens in both tabs: 20 refreshes, 0 logouts', async () => {
    setLocks(locks());
    const p = platform();
    const a = await openTab(p);
    const b = await openTab(p);
    for (let round = 0; round < 20; round++) {
      expireStoredAccess();
      await Promise.all([a.call(walletGet), b.call(walletGet), a.call(walletGet)]);
    }
    expect(p.refreshes).toHaveLength(20);
    expect(p.revoked).toBe(false);
    expect(a.logouts.count + b.logouts.count).toBe(0);
  }, 30_000); // each round the renewing tab keeps the lock HOLD_AFTER_RENEWAL_MS after it stored
});

describe('a re-authentication in one tab while another renews the session it replaces', () => {
  it.each([
    ['Web Locks', () => fakeLocks()],
    ['the storage lease (no Web Locks)', () => undefined],
  ])(
    'with %s: the new pair is the one left stored, and the replaced one is the renewed pair',
    async (_name, locks) => {
      setLocks(locks());
      const p = platform({ refreshDelayMs: 300 });
      const a = await openTab(p);
      const b = await openTab(p);
      expireStoredAccess();
      const renewing = b.call(walletGet).catch(() => null);
      // Tab A signs in again (a re-authentication) while B's refresh is on the wire.
      await new Promise((r) => setTimeout(r, 400));
      expect(p.refreshes).toEqual(['refresh-1']);
      const replaced = await a.replaceTokens({
        access_token: 'reauth-access',
        refresh_token: 'reauth-refresh',
      });
      await renewing;
      expect(localStorage.getItem('access_token')).toBe('reauth-access');
      expect(localStorage.getItem('refresh_token')).toBe('reauth-refresh');
      // What the caller then ends is the session B's renewal produced, not a pair already spent.
      expect(replaced).toEqual({ access_token: 'access-2', refresh_token: 'refresh-2' });
    },
    15_000,
  );
});
