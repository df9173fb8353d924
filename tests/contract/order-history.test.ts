import { describe, expect, it } from 'vitest';
import { counterpartiesApi } from '../../src/api/endpoints/counterparties';
import { ordersV2Api } from '../../src/api/endpoints/orders';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { encodeOrderFilters, type OrderListFilter } from '../../src/api/types';
import { filterQuery, NO_FILTERS, typesOf } from '../../src/features/order-history/filters';
import { expectLastRequest, failure, signInAs } from './harness';
import { demoUserForThisFile } from './lifecycle';

/**
 * Issue 22, items 2 and 10 against the sandbox through the real client: a wallet's orders with
 * each `filters` element of API.md §16.5 (one JSON-encoded string), the dates, paging and the CSV
 * form, and the refusals a strict platform gives; recipients pinned and unpinned (`is_pinned`),
 * pinned ones first.
 */
const USDT = '0b6a7c1e-0000-4000-8000-000000000003';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';

const { h, demo } = demoUserForThisFile({ timeScale: 1 });

const list = (filters: OrderListFilter[] | null, extra: Record<string, string | number> = {}) =>
  call(ordersV2Api.list, {
    path: { wallet_uuid: demo.main },
    query: { limit: 50, offset: 0, ...(filters ? { filters: encodeOrderFilters(filters) } : {}), ...extra },
  });

describe('contract: order history (GET /v2/orders/list/{wallet_uuid})', () => {
  it('lists the demo wallet’s orders newest first; `filters` goes out as one JSON string', async () => {
    const all = await list(null);
    expect(all.count).toBe(5);
    const times = all.data.map((o) => o.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const filters = [
      { status: ['COMPLETE'] },
      { order_type: 'EXCHANGE_CRYPTO_INTERNAL' },
    ] as OrderListFilter[];
    const page = await list(filters);
    const req = expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/v2/orders/list/${demo.main}`,
      token: demo.token,
      status: 200,
    });
    expect(req.query.filters).toBe('[{"status":["COMPLETE"]},{"order_type":"EXCHANGE_CRYPTO_INTERNAL"}]');
    expect(page.data.map((o) => [o.order_type, o.status])).toEqual([
      ['EXCHANGE_CRYPTO_INTERNAL', 'COMPLETE'],
    ]);
  });

  it('status: one value and several', async () => {
    expect((await list([{ status: 'FAILED' }])).data.map((o) => o.order_type)).toEqual(['HIFI_ACH_OFFRAMP']);
    const settled = await list([{ status: ['FAILED', 'CANCELED'] }]);
    expect(settled.data.map((o) => o.status).sort()).toEqual(['CANCELED', 'FAILED']);
    expect((await list([{ status: ['NEW', 'PENDING', 'PROCESSING'] }])).count).toBe(0);
  });

  it('order_type: one value and several (a type group of the screen)', async () => {
    expect((await list([{ order_type: 'WITHDRAWAL_CRYPTO' }])).count).toBe(1);
    const buys = await list([{ order_type: [...typesOf('buy')] }]);
    expect(buys.data.map((o) => o.order_type).sort()).toEqual(['HIFI_SEPA_ONRAMP', 'HIFI_WIRE_ONRAMP']);
  });

  it('from_uuid and to_uuid (currencies), one value and several', async () => {
    expect((await list([{ from_uuid: USDT }])).data.every((o) => o.from_uuid === USDT)).toBe(true);
    expect((await list([{ from_uuid: USDT }])).count).toBe(2);
    expect((await list([{ to_uuid: [EUR, BTC] }])).data.map((o) => o.to_uuid).sort()).toEqual(
      [BTC, EUR].sort(),
    );
  });

  it('dates: date_from / date_to as instants and as whole days, both ends inclusive', async () => {
    const all = (await list(null)).data;
    const exchange = all.find((o) => o.order_type === 'EXCHANGE_CRYPTO_INTERNAL')!;
    const at = exchange.created_at;
    const exact = await list(null, { date_from: at, date_to: at });
    expect(exact.data.map((o) => o.order_uuid)).toEqual([exchange.order_uuid]);
    const day = at.slice(0, 10);
    expect((await list(null, { date_from: day, date_to: day })).data.map((o) => o.order_uuid)).toContain(
      exchange.order_uuid,
    );
    const recent = await list(null, { date_from: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    expect(recent.count).toBe(3);
    const older = await list(null, { date_to: new Date(Date.now() - 10 * 86_400_000).toISOString() });
    expect(older.count).toBe(2);
  });

  it('the screen’s filters become exactly this query (status, types, local days as instants)', async () => {
    const q = filterQuery({ status: 'failed', type: 'sell', from: '2026-11-01', to: '2026-11-30' });
    expect(JSON.parse(q.filters!)).toEqual([
      { status: ['FAILED', 'ERROR'] },
      { order_type: typesOf('sell') },
    ]);
    expect(new Date(q.date_from!).getDate()).toBe(1);
    expect(new Date(q.date_to!).getTime()).toBe(new Date(2026, 11, 1).getTime() - 1);
    expect(filterQuery(NO_FILTERS)).toEqual({});
    const page = await list(null, filterQuery({ ...NO_FILTERS, status: 'failed', type: 'sell' }));
    expect(page.data.map((o) => o.order_type)).toEqual(['HIFI_ACH_OFFRAMP']);
  });

  it('pages with limit/offset: count, has_more, no order twice', async () => {
    const first = await list(null, { limit: 2, offset: 0 });
    const second = await list(null, { limit: 2, offset: 2 });
    const third = await list(null, { limit: 2, offset: 4 });
    expect([first.has_more, second.has_more, third.has_more]).toEqual([true, true, false]);
    const ids = [...first.data, ...second.data, ...third.data].map((o) => o.order_uuid);
    expect(new Set(ids).size).toBe(5);
  });

  it('the CSV form takes the same filters and dates', async () => {
    const csv = await call(ordersV2Api.listCsv, {
      path: { wallet_uuid: demo.main },
      query: { filters: encodeOrderFilters([{ status: ['COMPLETE'] }]) },
    });
    const lines = csv.trim().split('\n');
    expect(lines[0]).toMatch(/^id,order_uuid,created_at,order_type,status,/);
    expect(lines.slice(1).every((l) => l.split(',')[4] === 'COMPLETE')).toBe(true);
    expect(lines).toHaveLength(1 + 3);
  });

  it.each([
    ['not JSON', { filters: '[{status' }],
    ['not an array', { filters: '{"status":"NEW"}' }],
    ['two keys in one element', { filters: '[{"status":"NEW","order_type":"EXCHANGE_OMNI"}]' }],
    ['an unknown key', { filters: '[{"amount":"5"}]' }],
    ['an unknown status', { filters: '[{"status":["DONE"]}]' }],
    ['an unknown order type', { filters: '[{"order_type":"TELEPORT"}]' }],
    ['a currency that is not a uuid', { filters: '[{"from_uuid":"usdt"}]' }],
    ['a prototype key', { filters: '[{"__proto__":{"status":"NEW"}}]' }],
    ['a date that is no date', { date_from: 'yesterday' }],
    ['an impossible date', { date_to: '2026-02-31' }],
    ['a month that does not exist', { date_from: '2026-13-01T00:00:00Z' }],
    ['a range that ends before it starts', { date_from: '2026-11-20', date_to: '2026-11-01' }],
    ['an upper-case sort order', { sort_order: 'DESC' }],
    ['an unknown sort field', { sort_by: 'password' }],
  ])('refuses %s with 422 (list and CSV)', async (_what, query) => {
    const path = { wallet_uuid: demo.main };
    const q = query as Record<string, string>;
    const err = await failure(call(ordersV2Api.list, { path, query: q as never }));
    expect(err.status).toBe(422);
    if (!('sort_order' in q) && !('sort_by' in q)) {
      expect((await failure(call(ordersV2Api.listCsv, { path, query: q as never }))).status).toBe(422);
    }
  });

  it('another user gets 403 for this wallet’s orders and their CSV; no session gets 401', async () => {
    await signInAs(`history-${Date.now()}@example.com`);
    expect((await failure(list(null))).status).toBe(403);
    expect((await failure(call(ordersV2Api.listCsv, { path: { wallet_uuid: demo.main } }))).status).toBe(403);
    const own = (await call(walletsApi.list, { query: { limit: 10, offset: 0 } })).data[0]!.uuid;
    expect(await call(ordersV2Api.list, { path: { wallet_uuid: own } })).toEqual({
      data: [],
      count: 0,
      has_more: false,
    });
    const res = await fetch(`${h.baseUrls.core}/v2/orders/list/${own}`, {
      headers: { 'x-tenant-id': h.tenantId },
    });
    expect(res.status).toBe(401);
  });
});

describe('contract: pinned recipients (is_pinned)', () => {
  const payee = (name: string) =>
    call(counterpartiesApi.create, {
      path: { wallet_id: demo.main },
      body: { name, email: '', phone: '', type: 'INDIVIDUAL', is_pinned: false, is_self: false },
    });
  const names = async () =>
    (
      await call(counterpartiesApi.list, {
        path: { wallet_id: demo.main },
        query: { limit: 100, offset: 0, sort_by: 'name', sort_order: 'ASC' },
      })
    ).data.map((c) => `${c.name}${c.is_pinned ? '*' : ''}`);

  it('a pin is stored and returned; pinned recipients come first, each part in the order asked', async () => {
    const stamp = Date.now();
    const a = await payee(`Aaron ${stamp}`);
    const z = await payee(`Zoe ${stamp}`);
    const pinned = await call(counterpartiesApi.update, {
      path: { wallet_id: demo.main, counterparty_account_id: z.id },
      body: { is_pinned: true, is_self: false },
    });
    expectLastRequest({
      method: 'PATCH',
      service: 'v2',
      path: `/counterparties/${demo.main}/${z.id}`,
      token: demo.token,
      body: { is_pinned: true, is_self: false },
      status: 200,
    });
    expect(pinned).toMatchObject({ id: z.id, is_pinned: true, is_self: false, name: `Zoe ${stamp}` });
    expect(
      (await call(counterpartiesApi.get, { path: { wallet_id: demo.main, counterparty_account_id: z.id } }))
        .is_pinned,
    ).toBe(true);
    const ordered = await names();
    expect(ordered[0]).toBe(`Zoe ${stamp}*`);
    expect(ordered.indexOf(`Aaron ${stamp}`)).toBeGreaterThan(0);
    // Created pinned: is_pinned on create is kept too.
    const b = await call(counterpartiesApi.create, {
      path: { wallet_id: demo.main },
      body: { name: `Bea ${stamp}`, email: '', phone: '', type: 'BUSINESS', is_pinned: true, is_self: false },
    });
    expect(b.is_pinned).toBe(true);
    expect((await names()).slice(0, 2)).toEqual([`Bea ${stamp}*`, `Zoe ${stamp}*`]);
    // Unpinned: back among the others, in name order.
    await call(counterpartiesApi.update, {
      path: { wallet_id: demo.main, counterparty_account_id: z.id },
      body: { is_pinned: false, is_self: false },
    });
    const after = await names();
    expect(after[0]).toBe(`Bea ${stamp}*`);
    expect(after.indexOf(`Zoe ${stamp}`)).toBeGreaterThan(after.indexOf(`Aaron ${stamp}`));
    expect(a.is_pinned).toBe(false);
  });

  it('a pin leaves the rest of the record as it was, the own-account mark included', async () => {
    const own = await call(counterpartiesApi.create, {
      path: { wallet_id: demo.main },
      body: { name: 'Me Myself', email: '', phone: '', type: 'INDIVIDUAL', is_pinned: false, is_self: true },
    });
    const after = await call(counterpartiesApi.update, {
      path: { wallet_id: demo.main, counterparty_account_id: own.id },
      body: { is_pinned: true, is_self: true },
    });
    expect(after).toMatchObject({ name: 'Me Myself', is_self: true, is_pinned: true });
  });

  it('refuses a pin that is not a boolean (422), another user’s recipient (403), an unknown one (404)', async () => {
    const cp = await payee(`Pin ${Date.now()}`);
    const path = { wallet_id: demo.main, counterparty_account_id: cp.id };
    const wrong = await failure(
      call(counterpartiesApi.update, { path, body: { is_pinned: 'yes' as never } }),
    );
    expect(wrong.status).toBe(422);
    expect(wrong.fields).toHaveProperty('is_pinned');
    const missing = await failure(
      call(counterpartiesApi.update, {
        path: { wallet_id: demo.main, counterparty_account_id: 'no-such-recipient' },
        body: { is_pinned: true },
      }),
    );
    expect(missing.status).toBe(404);
    await signInAs(`pin-${Date.now()}@example.com`);
    const other = await failure(call(counterpartiesApi.update, { path, body: { is_pinned: true } }));
    expect(other.status).toBe(403);
  });
});
