import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_CREATE_V1, ORDER_CREATE_V2, ordersApi, ordersV2Api } from '../../src/api/endpoints/orders';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { toWireJson, wireNumber } from '../../src/shared/wire-json';
import { approveOrder } from './approve-order';
import { expectLastRequest, failure, signInAs } from './harness';
import { balanceOf, sandboxForThisFile, signInDemoWallets } from './lifecycle';

/**
 * Every orders endpoint this issue serves (API.md §15, §16), through the real client against the
 * sandbox: calculators, order types, creation per route family, the second factor, idempotency
 * by request_id / Idempotency-Key, progress to a final status, and the order reads.
 */
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const USDT = '0b6a7c1e-0000-4000-8000-000000000003';
const POL = '0b6a7c1e-0000-4000-8000-00000000000b';
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';

const h = sandboxForThisFile({ timeScale: 0.02 }, { signedOut: false });
let token = '';
let main = '';
let acme = '';
beforeEach(async () => {
  const demo = await signInDemoWallets();
  token = demo.token;
  main = demo.walletNamed('Main');
  acme = demo.walletNamed('Acme Trading Ltd');
  h.clearRequests();
});

const balance = async (wallet: string, currency: string) => Number(await balanceOf(wallet, currency));
const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));
let seq = 0;
const rid = () => `contract-${Date.now()}-${++seq}`;

const approve = (requestId: string, orderType: string, amount: string) =>
  approveOrder(h, { requestId, orderType, walletId: main, amount, currencyId: USDT, symbol: 'USDT' });

describe('contract: calculators', () => {
  it('GET /v2/orders/calc answers a CalcResult with every fee kind, on core with the raw token', async () => {
    const q = await call(ordersV2Api.calc, {
      query: {
        from_currency_id: USDT,
        to_currency_id: BTC,
        amount: '100',
        order_type: 'EXCHANGE_CRYPTO_INTERNAL',
        is_reverse: false,
        is_subtract: true,
      },
    });
    expectLastRequest({ method: 'GET', service: 'core', path: '/v2/orders/calc', token, status: 200 });
    expect(q).toMatchObject({
      from_currency: USDT,
      to_currency: BTC,
      from_symbol: 'USDT',
      to_symbol: 'BTC',
      from_amount: '100',
      fees: expect.any(String),
      comission: expect.any(String),
      base_markup: expect.any(String),
      network_fee: '0',
      transaction_fee: '0',
      rate: expect.any(String),
      direction: 'c2c',
    });
    // The spread: the rate is below the mid price 1/97000.
    expect(Number(q.rate)).toBeLessThan(1 / 97000);
    expect(Number(q.result_amount)).toBeCloseTo(Number(q.net_amount) * Number(q.rate), 7);
  });

  it('is_reverse prices from the amount received', async () => {
    const q = await call(ordersV2Api.calc, {
      query: {
        from_currency_id: USDT,
        to_currency_id: BTC,
        amount: '0.001',
        order_type: 'EXCHANGE_CRYPTO_INTERNAL',
        is_reverse: true,
        is_subtract: false,
      },
    });
    expect(q.result_amount).toBe('0.001');
    expect(Number(q.from_amount)).toBeGreaterThan(97);
  });

  it('GET /orders/calc (v1) reads from_currency/to_currency; a withdrawal quotes the network fee', async () => {
    const q = await call(ordersApi.calc, {
      query: {
        from_currency: USDT,
        to_currency: USDT,
        from_currency_id: USDT,
        to_currency_id: USDT,
        amount: '50',
        order_type: 'WITHDRAWAL_CRYPTO',
      },
    });
    expectLastRequest({ method: 'GET', service: 'core', path: '/orders/calc', token, status: 200 });
    expect(Number(q.network_fee)).toBeGreaterThan(0);
    expect(Number(q.result_amount)).toBeCloseTo(50 - Number(q.network_fee), 6);
  });

  it('a pair without a rate answers 404', async () => {
    const err = await failure(
      call(ordersV2Api.calc, {
        query: {
          from_currency_id: POL,
          to_currency_id: USD,
          amount: '10',
          order_type: 'EXCHANGE_CRYPTO_INTERNAL',
          is_reverse: false,
          is_subtract: true,
        },
      }),
    );
    expect(err.status).toBe(404);
  });

  it('order types list their KYC rails (v1 and v2)', async () => {
    const v1 = await call(ordersApi.orderTypes);
    expectLastRequest({ method: 'GET', service: 'core', path: '/orders/order_types', token, status: 200 });
    const v2 = await call(ordersV2Api.orderTypes);
    const sepa = v2.find((t) => t.id === 'HIFI_SEPA_OFFRAMP')!;
    expect(sepa).toMatchObject({
      payment_method: 'SEPA',
      direction: 'withdrawal',
      is_internal: false,
      is_trusted: false,
    });
    expect(sepa.order_types_kyc_rails.map((r) => r.kyc_rail_id)).toEqual(['rail_eu_banking']);
    expect(v1.find((t) => t.id === 'EXCHANGE_CRYPTO_INTERNAL')?.order_types_kyc_rails).toEqual([]);
    expect(v1.every((t) => !('is_trusted' in t))).toBe(true);
  });
});

describe('contract: creating orders', () => {
  it('POST /orders/EXCHANGE_CRYPTO_INTERNAL sends amount as a JSON number, debits at once, credits at COMPLETE', async () => {
    const usdt = await balance(main, USDT);
    const body = { amount: wireNumber('40.25'), wallet_uuid: main, from_uuid: USDT, to_uuid: BTC };
    const first = await call(ORDER_CREATE_V1.EXCHANGE_CRYPTO_INTERNAL, { body });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/orders/EXCHANGE_CRYPTO_INTERNAL',
      token,
      body,
      status: 200,
    });
    // API.md §15.2 types amount as a number: the digits go out as a number literal, not "40.25".
    expect(h.lastRequest().rawBody).toBe(
      `{"amount":40.25,"wallet_uuid":"${main}","from_uuid":"${USDT}","to_uuid":"${BTC}"}`,
    );
    expect(await balance(main, USDT)).toBeCloseTo(usdt - 40.25, 6);
    await settle();
    const detail = await call(ordersV2Api.get, {
      path: { order_uuid: (first as unknown as { order_uuid: string }).order_uuid },
    });
    expect(detail.status).toBe('COMPLETE');
  });

  it('never lets a balance go negative: 422 "Insufficient balance" naming amount', async () => {
    const err = await failure(
      call(ORDER_CREATE_V1.EXCHANGE_CRYPTO_INTERNAL, {
        body: { amount: wireNumber('99999999'), wallet_uuid: main, from_uuid: USDT, to_uuid: BTC },
      }),
    );
    expect(err.status).toBe(422);
    expect(err.message).toMatch(/Insufficient balance/);
    expect(err.fields.amount).toBeDefined();
  });

  it('WITHDRAWAL_CRYPTO asks for a second factor (403 OTP_REQUIRED), then succeeds once the verification describing it is approved', async () => {
    const key = rid();
    const body = {
      amount: wireNumber('12'),
      wallet_uuid: main,
      crypto_uuid: USDT,
      to_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      is_subsctract: true,
      is_reverse: false,
    };
    const asked = await failure(call(ORDER_CREATE_V1.WITHDRAWAL_CRYPTO, { body }));
    expect(asked.status).toBe(403);
    expect(asked.code).toBe('OTP_REQUIRED');
    await approve(key, 'WITHDRAWAL_CRYPTO', '12');
    const order = await call(ORDER_CREATE_V1.WITHDRAWAL_CRYPTO, { body });
    // The body has no request_id and no header carries one (API.md §1.2, §15.2).
    expect(h.lastRequest().rawBody).not.toContain('request_id');
    expect(order).toMatchObject({
      id: expect.any(Number),
      crypto_uuid: USDT,
      to_address: body.to_address,
      network: 'Ethereum',
    });
  });

  it('refuses a malformed address with a 422 naming to_address', async () => {
    const err = await failure(
      call(ORDER_CREATE_V1.WITHDRAWAL_CRYPTO, {
        body: {
          amount: wireNumber('12'),
          wallet_uuid: main,
          crypto_uuid: USDT,
          to_address: '0x1234',
          is_subsctract: true,
          is_reverse: false,
        },
      }),
    );
    expect(err.status).toBe(422);
    expect(err.fields.to_address).toMatch(/not a valid Ethereum address/);
  });

  it('the documented failing address ends FAILED with a reason, and the debit is refunded', async () => {
    const before = await balance(main, USDT);
    const key = rid();
    await approve(key, 'WITHDRAWAL_CRYPTO', '7');
    const order = await call(ORDER_CREATE_V1.WITHDRAWAL_CRYPTO, {
      body: {
        amount: wireNumber('7'),
        wallet_uuid: main,
        crypto_uuid: USDT,
        to_address: '0x000000000000000000000000000000000000dEaD',
        is_subsctract: true,
        is_reverse: false,
      },
    });
    await settle();
    const detail = await call(ordersV2Api.get, { path: { order_uuid: order.order_uuid } });
    expect(detail.status).toBe('FAILED');
    expect(detail.info).toMatch(/rejected/);
    expect(await balance(main, USDT)).toBeCloseTo(before, 6);
  });

  it('POST /v2/orders/TRANSFER_INTERNAL (and the literal /v2/orders/TRA) moves money between own wallets', async () => {
    const before = await balance(acme, USD);
    const body = {
      request_id: rid(),
      wallet_id: main,
      to_wallet_id: acme,
      to_wallet_uuid: acme,
      from_crypto_uuid: USD,
      amount: wireNumber('5'),
      is_subtract: true,
      is_reverse: false,
    };
    await call(ORDER_CREATE_V2.TRANSFER_INTERNAL, { body });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/v2/orders/TRANSFER_INTERNAL',
      token,
      body,
      status: 200,
    });
    const res = await fetch(`${h.baseUrls.core}/v2/orders/TRA`, {
      method: 'POST',
      headers: { 'x-tenant-id': 'sandbox-tenant', authorization: token, 'content-type': 'application/json' },
      body: toWireJson({ ...body, request_id: rid() }),
    });
    expect(res.status).toBe(200);
    await settle();
    expect(await balance(acme, USD)).toBeCloseTo(before + 10, 2);
  });

  it('the order list finds an order by request_id (reconciliation) and filters by status', async () => {
    const key = rid();
    await call(ORDER_CREATE_V2.TRANSFER_INTERNAL, {
      body: {
        request_id: key,
        wallet_id: main,
        to_wallet_id: acme,
        to_wallet_uuid: acme,
        from_crypto_uuid: USD,
        amount: wireNumber('3'),
        is_subtract: true,
        is_reverse: false,
      },
    });
    const page = await call(ordersV2Api.list, {
      path: { wallet_uuid: main },
      query: { limit: 50, offset: 0, sort_order: 'desc' },
    });
    expect(page).toMatchObject({ count: expect.any(Number), has_more: expect.any(Boolean) });
    expect(page.data.find((o) => o.request_id === key)?.meta.request_id).toBe(key);
    await settle();
    const failed = await call(ordersV2Api.list, {
      path: { wallet_uuid: main },
      query: { filters: JSON.stringify([{ status: ['FAILED'] }]) },
    });
    expect(failed.data.every((o) => o.status === 'FAILED')).toBe(true);
    const csv = await call(ordersV2Api.listCsv, { path: { wallet_uuid: main } });
    expect(csv.split('\n')[0]).toMatch(/^id,order_uuid,created_at,order_type,status/);
  });

  it('a wallet without the rail cannot use a banking type (403 KYC_REQUIRED)', async () => {
    await signInAs(`fresh-${Date.now()}@example.com`);
    const own = (await call(walletsApi.list, { query: { limit: 10, offset: 0 } })).data[0]!.uuid;
    const err = await failure(
      call(ORDER_CREATE_V2.HIFI_SEPA_ONRAMP, {
        body: {
          request_id: rid(),
          wallet_id: own,
          from_currency_id: EUR,
          to_currency_id: USDT,
          amount: wireNumber('100'),
          is_subtract: true,
          is_reverse: false,
          counterparty_destination_id: 'x',
        },
      }),
    );
    expect(err.status).toBe(403);
    expect(err.code).toBe('KYC_REQUIRED');
  });
});
