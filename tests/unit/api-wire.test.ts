import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../src/api/endpoints';
import { call, setupApi } from '../../src/api/http';
import { storeTokens } from '../../src/api/session';
import {
  isMoneyKey,
  parseWireJson,
  reviveMoney,
  toWireJson,
  wireDigits,
  wireNumber,
} from '../../src/shared/wire-json';

/**
 * The wire's JSON (API.md §1.3, DESIGN §6) and headers (§1.2), through the one executor:
 * money goes out as number literals with the typed digits, comes back as decimal strings, and
 * every request carries the contract's headers and nothing else.
 */

describe('wireNumber and the body serializer', () => {
  it('writes a money field as a JSON number literal with the exact digits', () => {
    const body = { amount: wireNumber('1000.25'), wallet_uuid: 'w', nested: [{ cap: wireNumber('0.1') }] };
    expect(toWireJson(body)).toBe('{"amount":1000.25,"wallet_uuid":"w","nested":[{"cap":0.1}]}');
  });

  it('keeps every digit a float would lose (18-decimal tokens, 2^53 + 1)', () => {
    const text = toWireJson({ a: wireNumber('0.123456789012345678'), b: wireNumber('9007199254740993') });
    expect(text).toBe('{"a":0.123456789012345678,"b":9007199254740993}');
    // Through a float these would read 0.12345678901234568 and 9007199254740992.
    expect(JSON.stringify({ a: Number('0.123456789012345678') })).not.toContain('0.123456789012345678');
  });

  it('refuses anything that is not a plain decimal literal, so it never reaches the wire', () => {
    for (const bad of ['', '1,5', '1e3', ' 1', '+1', '01', '1.', '.5', 'NaN', 'Infinity', '١٢٣', '-'])
      expect(() => wireNumber(bad), bad).toThrow(RangeError);
    expect(wireDigits(wireNumber('-0.5'))).toBe('-0.5');
  });

  it('writes strings, booleans, null, integers and arrays as JSON.stringify does; drops undefined', () => {
    const body = { s: 'a"b', t: true, n: null, i: 42, u: undefined, list: [1, 'x', undefined] };
    expect(toWireJson(body)).toBe(JSON.stringify(body));
  });

  it('a WireNumber stringified elsewhere (e.g. a persisted draft) reads back as its digits', () => {
    expect(JSON.stringify({ amount: wireNumber('7.10') })).toBe('{"amount":"7.10"}');
  });
});

describe('reading answers', () => {
  it('money fields reach the app as canonical decimal strings; other numbers stay numbers', () => {
    const parsed = parseWireJson(
      '{"id":7,"amount":25.5,"meta":{"fee":0,"chain_id":1},"limits":{"daily_cap":50,"daily_spent":1.25},"count":3}',
    );
    expect(parsed).toEqual({
      id: 7,
      amount: '25.5',
      meta: { fee: '0', chain_id: 1 },
      limits: { daily_cap: '50', daily_spent: '1.25' },
      count: 3,
    });
  });

  it('takes the digits from the source text when the engine exposes it (no float in between)', () => {
    // Node 20 lacks JSON.parse source text access; Chromium has it. The reviver is the same code.
    expect(reviveMoney('amount', 0.12345678901234568, { source: '0.123456789012345678' })).toBe(
      '0.123456789012345678',
    );
    expect(reviveMoney('balance', 1000, { source: '1e3' })).toBe('1000');
    expect(reviveMoney('id', 5, { source: '5' })).toBe(5);
    expect(isMoneyKey('weekly_cap') && isMoneyKey('rate') && !isMoneyKey('decimal')).toBe(true);
  });

  it('keeps every digit without source text access too (Node 20 here, Safari before 18.4)', () => {
    const text =
      '{"amount":0.123456789012345678,"id":12345678901234567890,"note":"\\"1234567890123456789","balance":[{"amount":-12345678901.12345678}],"fee":1e-7,"rate":1.5}';
    expect(parseWireJson(text)).toEqual({
      amount: '0.123456789012345678',
      id: Number('12345678901234567890'),
      note: '"1234567890123456789',
      balance: [{ amount: '-12345678901.12345678' }],
      fee: '0.0000001',
      rate: '1.5',
    });
    expect(parseWireJson('[0.123456789012345678]')).toEqual([0.12345678901234568]);
  });

  it('a Date in a body is written as JSON.stringify writes it', () => {
    const at = new Date(Date.UTC(2026, 0, 2));
    expect(toWireJson({ at })).toBe(JSON.stringify({ at }));
  });

  it('an answer that is not JSON comes back as its text; an empty one as undefined', () => {
    expect(parseWireJson('<html>oops</html>')).toBe('<html>oops</html>');
    expect(parseWireJson('')).toBeUndefined();
  });
});

/** Fills `{name}` placeholders and gives every payload method a body, like a caller would. */
function inputFor(path: string): { path: Record<string, string> } {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return { path: Object.fromEntries(names.map((n) => [n, 'x'])) };
}

describe('only the contract headers (API.md §1.2), on every endpoint of the table', () => {
  const seen: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  beforeEach(() => {
    seen.length = 0;
    localStorage.clear();
    setupApi({
      baseUrls: { core: 'https://core.test', v2: 'https://v2.test', totp: 'https://totp.test' },
      tenantId: 'tenant-1',
      environment: () => 'telegram',
      onLogout: vi.fn(),
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        seen.push({
          url: String(input),
          method: init?.method ?? 'GET',
          headers: new Headers(init?.headers),
          body: init?.body,
        });
        return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
  });

  const entries = Object.entries(allEndpoints);

  it.each(entries)(
    '%s sends exactly x-tenant-id, App-Enviroment, Content-Type and Authorization',
    async (_, ep) => {
      storeTokens({ access_token: 'tok', refresh_token: 'ref' });
      await call(ep as never, { ...inputFor(ep.path), body: {} } as never);
      expect(seen).toHaveLength(1);
      const req = seen[0]!;
      const names = [...req.headers.keys()].map((k) => k.toLowerCase()).sort();
      expect(names).toEqual(['app-enviroment', 'authorization', 'content-type', 'x-tenant-id']);
      expect(req.headers.get('x-tenant-id')).toBe('tenant-1');
      expect(req.headers.get('app-enviroment')).toBe('telegram');
      expect(req.headers.get('content-type')).toBe('application/json');
      expect(req.headers.get('authorization')).toBe(ep.service === 'core' ? 'tok' : 'Bearer tok');
      // Payload methods carry a JSON object; GETs carry nothing (§1.3).
      if (ep.method === 'GET') expect(req.body).toBeUndefined();
      else expect(req.body).toBe('{}');
    },
  );

  it('without a stored token there is no Authorization header at all', async () => {
    await call(allEndpoints['auth.refresh'] as never, { body: { refresh_token: 'r' } } as never);
    expect([...seen[0]!.headers.keys()].map((k) => k.toLowerCase()).sort()).toEqual([
      'app-enviroment',
      'content-type',
      'x-tenant-id',
    ]);
  });

  it('covers the whole table', () => {
    expect(entries.length).toBeGreaterThan(100);
  });
});
