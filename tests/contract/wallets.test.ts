import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import type { Wallet, WalletTransaction } from '../../src/api/types/wallets';
import { add, normalize } from '../../src/lib/money';
import { addressError } from '../../src/shared/address-rules';
import {
  type ContractSandbox,
  control,
  expectLastRequest,
  failure,
  lastRequest,
  type SessionAnswer,
  signInAs,
  startContractSandbox,
} from './harness';

/** Every wallet endpoint (API.md §7) through the real client, against the sandbox. */
let h: ContractSandbox;
let demo: SessionAnswer;
let mainId: string;

const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const ETH = '0b6a7c1e-0000-4000-8000-000000000002';
const USDT_TRON = '0b6a7c1e-0000-4000-8000-000000000004';
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';

// 0.1: the deposit's processing step lasts 150 ms, which a poll of two requests sees even on a loaded
// machine (at 0.02 it lasted 30 ms and was skipped under load).
beforeAll(async () => {
  h = await startContractSandbox({ timeScale: 0.1 });
});
afterAll(() => h.stop());
beforeEach(async () => {
  clearTokens();
  demo = await signInAs();
  h.clearRequests();
  const list = await call(walletsApi.list, { query: { include_shared: true } });
  mainId = list.data.find((w) => w.name === 'Main')!.uuid;
  h.clearRequests();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('contract: wallets', () => {
  it('list: { total, data, has_more } of WalletSummary, demo user has wallets of several types', async () => {
    const list = await call(walletsApi.list, { query: { include_shared: true, limit: 2, offset: 0 } });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: '/wallets',
      token: demo.access_token,
      query: { include_shared: 'true', limit: '2', offset: '0' },
      status: 200,
    });
    expect(list.total).toBeGreaterThanOrEqual(4);
    expect(list.data).toHaveLength(2);
    expect(list.has_more).toBe(true);
    expect(list.data[0]).toEqual({
      uuid: expect.any(String),
      name: 'Main',
      logo_url: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      role: 'owner',
      kyc_info: expect.objectContaining({ type: 'individual', status: 'APPROVED' }),
      type: 'personal',
    });
    const all = await call(walletsApi.list, { query: { include_shared: true } });
    expect(new Set(all.data.map((w) => w.type))).toEqual(
      new Set(['personal', 'business', 'trading', 'vault']),
    );
  });

  it('a new user starts with exactly one personal wallet', async () => {
    await signInAs('fresh-wallets@example.com');
    const list = await call(walletsApi.list, { query: { include_shared: true } });
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      type: 'personal',
      role: 'owner',
      kyc_info: { status: 'UNVERIFIED' },
    });
  });

  it('create: body { type, name } → WalletSummary of that type; every type is accepted', async () => {
    const created = await call(walletsApi.create, { body: { type: 'escrow', name: 'Deal #42' } });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/wallets',
      token: demo.access_token,
      body: { type: 'escrow', name: 'Deal #42' },
      status: 200,
    });
    expect(created).toMatchObject({ name: 'Deal #42', type: 'escrow', role: 'owner' });
    for (const type of [
      'business',
      'personal',
      'trading',
      'merchant',
      'exchange',
      'staking',
      'vault',
    ] as const) {
      expect((await call(walletsApi.create, { body: { type, name: null } })).type).toBe(type);
    }
    const fetched = await call(walletsApi.get, { path: { wallet_id: created.uuid } });
    expect(fetched).toMatchObject({ uuid: created.uuid, total_amount: '0', balance: [] });
  });

  it('create: a bad type or an over-long name is refused with the field named', async () => {
    const badType = await failure(call(walletsApi.create, { body: { type: 'piggy' as never, name: 'x' } }));
    expect(badType.status).toBe(422);
    expect(badType.fields).toHaveProperty('type');
    const longName = await failure(
      call(walletsApi.create, { body: { type: 'vault', name: 'n'.repeat(65) } }),
    );
    expect(longName.status).toBe(422);
    expect(longName.fields).toHaveProperty('name');
  });

  it('get: Wallet with totals and per-symbol balances with per-chain details', async () => {
    const wallet = await call(walletsApi.get, { path: { wallet_id: mainId } });
    expectLastRequest({ method: 'GET', service: 'v2', path: `/wallets/${mainId}`, token: demo.access_token });
    // JSON numbers on the wire reach the app as exact decimal strings (shared/wire-json.ts).
    expect(wallet.fiat_total).toMatch(/^-?\d+(\.\d+)?$/);
    expect(wallet.crypto_total).toMatch(/^-?\d+(\.\d+)?$/);
    expect(Number(wallet.total_amount)).toBeCloseTo(
      Number(wallet.fiat_total) + Number(wallet.crypto_total),
      2,
    );
    const usdt = wallet.balance.find((b) => b.symbol === 'USDT')!;
    expect(usdt).toMatchObject({ is_crypto: true, name: 'Tether USD', amount: '2080.5' });
    expect(usdt.details.map((d) => d.currency.is_crypto && d.currency.meta.chain_name).sort()).toEqual([
      'Ethereum',
      'Tron',
    ]);
    expect(usdt.details[0]).toMatchObject({ uuid: expect.any(String), amount: expect.any(String) });
    const usd = wallet.balance.find((b) => b.symbol === 'USD')!;
    expect(usd).toMatchObject({ is_crypto: false, amount: '4520.75', fiat_amount: '4520.75' });
  });

  it('get: an unknown wallet is 404, another user’s wallet is 403', async () => {
    const unknown = await failure(
      call(walletsApi.get, { path: { wallet_id: '00000000-0000-4000-8000-000000000000' } }),
    );
    expect(unknown.status).toBe(404);
    await signInAs('outsider@example.com');
    const foreign = await failure(call(walletsApi.get, { path: { wallet_id: mainId } }));
    expect(foreign.status).toBe(403);
    const tx = await failure(call(walletsApi.transactions, { path: { wallet_id: mainId }, query: {} }));
    expect(tx.status).toBe(403);
  });
});

describe('contract: wallet addresses', () => {
  it('GET creates the default address once and returns the same one after; format valid per chain', async () => {
    const btc = await call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 8332 } });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: `/wallets/${mainId}/addresses/8332`,
      token: demo.access_token,
      status: 200,
    });
    expect(btc).toMatchObject({ wallet_uuid: mainId, chain: 8332, created_at: expect.any(String) });
    expect(btc.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(addressError(btc.address!, 'bech32')).toBeNull(); // the app's own check, checksum included
    expect((await call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 8332 } })).address).toBe(
      btc.address,
    );

    const eth = (await call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 1 } })).address!;
    expect(eth).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // EIP-55 checksum casing: mixed case, and the app's check verifies it.
    expect(eth).not.toBe(eth.toLowerCase());
    expect(addressError(eth, 'evm')).toBeNull();
    const tron = (await call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 728126428 } }))
      .address!;
    expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(addressError(tron, 'tron')).toBeNull();
    const sol = (await call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 101 } })).address!;
    expect(sol).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(addressError(sol, 'solana')).toBeNull();
    const xrp = await call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 144 } });
    expect(xrp.address).toMatch(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
    expect(addressError(xrp.address!, 'xrp')).toBeNull();
    expect((xrp as { memo?: string }).memo).toMatch(/^\d{9}$/);
  });

  it('POST creates a new labelled address that GET then returns; blank label allowed', async () => {
    const before = await call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 1 } });
    const created = await call(walletsApi.createAddress, {
      path: { wallet_id: mainId, chain: 1 },
      body: { label: 'From exchange' },
    });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: `/wallets/${mainId}/addresses/1`,
      token: demo.access_token,
      body: { label: 'From exchange' },
      status: 200,
    });
    expect(created.address).not.toBe(before.address);
    expect((created as { label?: string }).label).toBe('From exchange');
    const blank = await call(walletsApi.createAddress, {
      path: { wallet_id: mainId, chain: 1 },
      body: { label: '' },
    });
    expect(blank.address).toMatch(/^0x/);
    const latest = await call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 1 } });
    expect(latest.address).toBe(blank.address);
    const all = (latest as { addresses?: { address: string; label: string }[] }).addresses!;
    expect(all.map((a) => a.address)).toEqual(
      expect.arrayContaining([before.address, created.address, blank.address]),
    );
  });

  it('a label over 64 characters is refused naming `label`; an unknown chain is 404', async () => {
    const long = await failure(
      call(walletsApi.createAddress, {
        path: { wallet_id: mainId, chain: 1 },
        body: { label: 'x'.repeat(65) },
      }),
    );
    expect(long.status).toBe(422);
    expect(long.fields).toHaveProperty('label');
    const chain = await failure(call(walletsApi.getAddress, { path: { wallet_id: mainId, chain: 4242 } }));
    expect(chain.status).toBe(404);
    expect(chain.message).toMatch(/chain/i);
  });
});

describe('contract: wallet transactions', () => {
  it('list: limit/offset paging with { total, data, has_more }, newest first', async () => {
    const first = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 10, offset: 0 },
    });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: `/wallets/${mainId}/transactions`,
      token: demo.access_token,
      query: { limit: '10', offset: '0' },
      status: 200,
    });
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(first.data).toHaveLength(10);
    expect(first.has_more).toBe(true);
    const dates = first.data.map((t) => t.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 10, offset: 20 },
    });
    expect(last.has_more).toBe(false);
    expect(last.data.length).toBe(first.total - 20);
    const ids = new Set([...first.data, ...last.data].map((t) => t.id));
    expect(ids.size).toBe(first.data.length + last.data.length);
    const tx = first.data[0]!;
    expect(Object.keys(tx).sort()).toEqual(
      [
        'id',
        'created_at',
        'type',
        'method',
        'status',
        'record_type',
        'amount',
        'from',
        'to',
        'txid',
        'info',
        'wallet_id',
        'currency',
        'meta',
      ].sort(),
    );
    expect(typeof tx.id).toBe('number');
    expect(tx.amount).toMatch(/^-?\d+(\.\d+)?$/);
  });

  it('filters in bracket notation: status[], type, method, currency.uuid, dates, address; sort', async () => {
    const statuses = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 50, offset: 0, filter: { status: ['pending', 'processing'] } },
    });
    expect(lastRequest().query).toMatchObject({
      'filter[status][0]': 'pending',
      'filter[status][1]': 'processing',
    });
    expect(statuses.data.length).toBeGreaterThanOrEqual(2);
    expect(statuses.data.every((t) => t.status === 'pending' || t.status === 'processing')).toBe(true);

    const withdrawals = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 50, offset: 0, filter: { type: 'withdrawal', method: 'crypto' } },
    });
    expect(withdrawals.total).toBeGreaterThan(0);
    expect(withdrawals.data.every((t) => t.type === 'withdrawal' && t.method === 'crypto')).toBe(true);

    const btc = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 50, offset: 0, filter: { 'currency.uuid': BTC } },
    });
    expect(lastRequest().query['filter[currency.uuid]']).toBe(BTC);
    expect(btc.data.every((t) => t.currency.uuid === BTC)).toBe(true);
    expect(btc.total).toBeGreaterThan(0);

    const since = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const recent = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 50, offset: 0, filter: { from_created_at: since } },
    });
    expect(recent.data.every((t) => t.created_at >= since)).toBe(true);
    expect(recent.total).toBeLessThan(btc.total + 25);

    const someAddress = btc.data.find((t) => t.from)!.from!;
    const byAddress = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 50, offset: 0, filter: { address: someAddress } },
    });
    expect(byAddress.data.every((t) => t.from === someAddress || t.to === someAddress)).toBe(true);

    const byAmount = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 5, offset: 0, sort_by: 'amount', sort_order: 'ASC' },
    });
    const amounts = byAmount.data.map((t) => Number(t.amount));
    expect([...amounts].sort((a, b) => a - b)).toEqual(amounts);

    const bad = await failure(
      call(walletsApi.transactions, { path: { wallet_id: mainId }, query: { sort_by: 'colour' as never } }),
    );
    expect(bad.status).toBe(422);
  });

  it('an empty history is an empty page, not an error', async () => {
    const created = await call(walletsApi.create, { body: { type: 'staking', name: 'Empty' } });
    const page = await call(walletsApi.transactions, {
      path: { wallet_id: created.uuid },
      query: { limit: 10, offset: 0 },
    });
    expect(page).toEqual({ total: 0, data: [], has_more: false });
  });

  it('detail: the full WalletTransaction with meta; a foreign id is 404', async () => {
    const page = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 1, offset: 0 },
    });
    const id = page.data[0]!.id;
    const tx = await call(walletsApi.transaction, { path: { wallet_id: mainId, transaction_id: id } });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: `/wallets/${mainId}/transactions/${id}`,
      token: demo.access_token,
      status: 200,
    });
    expect(tx.id).toBe(id);
    expect(tx.meta).toBeTypeOf('object');
    expect(tx.meta).toHaveProperty('fee');
    expect(tx.currency).toMatchObject({ uuid: expect.any(String), meta: { symbol: expect.any(String) } });
    const missing = await failure(
      call(walletsApi.transaction, { path: { wallet_id: mainId, transaction_id: 999_999 } }),
    );
    expect(missing.status).toBe(404);
  });

  it('CSV: v2 export and legacy core route carry the same columns and every row of the history', async () => {
    const csv = await call(walletsApi.exportCsv, { path: { wallet_id: mainId } });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: `/wallets/${mainId}/transactions/export/csv`,
      token: demo.access_token,
      status: 200,
    });
    const legacy = await call(walletsApi.legacyCsv, { path: { wallet_uuid: mainId } });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/wallets/transactions/${mainId}/csv`,
      token: demo.access_token,
      status: 200,
    });
    const rows = csv.trim().split(/\r\n/);
    expect(rows[0]).toBe(
      'id,created_at,type,method,status,record_type,amount,currency,chain,from,to,txid,info',
    );
    expect(legacy.trim().split(/\r\n/)[0]).toBe(rows[0]);
    const page = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 100, offset: 0 },
    });
    expect(rows.length - 1).toBe(page.total);
    const first = page.data[0]!;
    expect(rows[1]!.startsWith(`${first.id},${first.created_at},${first.type},`)).toBe(true);
    const filtered = await call(walletsApi.exportCsv, {
      path: { wallet_id: mainId },
      query: { filter: { status: ['failed'] } },
    });
    const failedRows = filtered.trim().split(/\r\n/).slice(1);
    expect(failedRows.length).toBeGreaterThan(0);
    expect(failedRows.every((r) => r.split(',')[4] === 'failed')).toBe(true);
  });
});

describe('contract: simulated deposit (POST /__sandbox/deposit)', () => {
  /** The deposit once it has stopped moving (complete or failed), polled for up to 5 s. */
  async function settled(id: WalletTransaction['id']) {
    for (const end = Date.now() + 5000; ; await sleep(20)) {
      const tx = await call(walletsApi.transaction, { path: { wallet_id: mainId, transaction_id: id } });
      if (['complete', 'failed'].includes(tx.status) || Date.now() > end) return tx;
    }
  }

  it('goes new → pending → processing → complete and credits the balance only at the end', async () => {
    const before = await call(walletsApi.get, { path: { wallet_id: mainId } });
    const usdtBefore = before.balance.find((b) => b.symbol === 'USDT')!.amount;
    const created = await control<WalletTransaction>('/deposit', {
      wallet_id: mainId,
      currency_id: USDT_TRON,
      amount: '25.5',
    });
    expect(created).toMatchObject({ status: 'new', type: 'deposit', method: 'crypto', amount: 25.5 });
    const seen = new Set<string>();
    for (let i = 0; i < 100 && !seen.has('complete'); i++) {
      // Balance first, status second: if the deposit is still unfinished after the balance was
      // read, it was unfinished when it was read too, so the balance must not include it yet.
      const mid = await call(walletsApi.get, { path: { wallet_id: mainId } });
      const tx = await call(walletsApi.transaction, {
        path: { wallet_id: mainId, transaction_id: created.id },
      });
      seen.add(tx.status);
      if (tx.status !== 'complete') {
        expect(mid.balance.find((b) => b.symbol === 'USDT')!.amount).toBe(usdtBefore);
      }
      await sleep(10);
    }
    expect(seen).toContain('processing');
    expect(seen).toContain('complete');
    const after = await call(walletsApi.get, { path: { wallet_id: mainId } });
    expect(normalize(after.balance.find((b) => b.symbol === 'USDT')!.amount)).toBe(add(usdtBefore, '25.5'));
  });

  it('keeps every digit: 0.123456789012345678 ETH comes back as sent, in the transaction and the balance', async () => {
    // API.md types amounts as JSON numbers: written or read through a double, this one became
    // 0.12345678901234568. The real client reads it here on Node 20, which, like Safari before
    // 18.4, gives JSON.parse no number source text.
    const amount = '0.123456789012345678';
    const eth = (w: Wallet) => String(w.balance.find((b) => b.symbol === 'ETH')?.amount ?? '0');
    const before = eth(await call(walletsApi.get, { path: { wallet_id: mainId } }));
    const created = await control<WalletTransaction>('/deposit', {
      wallet_id: mainId,
      currency_id: ETH,
      amount,
    });
    let tx = await call(walletsApi.transaction, { path: { wallet_id: mainId, transaction_id: created.id } });
    expect(tx.amount).toBe(amount);
    tx = await settled(created.id);
    expect(tx.status).toBe('complete');
    expect(tx.amount).toBe(amount);
    expect(tx.meta).toMatchObject({ billing_amount: amount, transaction_amount: amount });
    const after = await call(walletsApi.get, { path: { wallet_id: mainId } });
    expect(eth(after)).toBe(add(before, amount));
    const page = await call(walletsApi.transactions, {
      path: { wallet_id: mainId },
      query: { limit: 5, offset: 0 },
    });
    expect(page.data.find((t) => t.id === created.id)?.amount).toBe(amount);
  });

  it('a fiat deposit arrives by bank transfer; a failing one credits nothing', async () => {
    const before = (await call(walletsApi.get, { path: { wallet_id: mainId } })).balance.find(
      (b) => b.symbol === 'USD',
    )!;
    const failing = await control<WalletTransaction>('/deposit', {
      wallet_id: mainId,
      currency_id: USD,
      amount: '10',
      fail: true,
    });
    expect(failing.method).toBe('bank_transfer');
    const tx = await settled(failing.id);
    expect(tx.status).toBe('failed');
    const after = (await call(walletsApi.get, { path: { wallet_id: mainId } })).balance.find(
      (b) => b.symbol === 'USD',
    )!;
    expect(after.amount).toBe(before.amount);
  });
});
