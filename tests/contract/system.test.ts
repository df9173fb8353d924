import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemApi } from '../../src/api/endpoints/system';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import { readTenantConfig } from '../../src/lib/tenant-config';
import {
  type ContractSandbox,
  control,
  expectLastRequest,
  failure,
  requests,
  signInAs,
  startContractSandbox,
} from './harness';

/** Every system endpoint (API.md §6) through the real client: read before and after sign-in. */
let h: ContractSandbox;
beforeAll(async () => {
  h = await startContractSandbox();
});
afterAll(() => h.stop());
beforeEach(() => {
  clearTokens();
  h.clearRequests();
});

const CONFIG = {
  default_theme_mode: 'light',
  theme_switch: true,
  enable_kyc: true,
  enable_exchange: true,
  enable_auto_exchange: false,
  enable_crypto_withdrawal: true,
  enable_referral_program: false,
  tg_bot_name: 'SandboxMoneyBot',
  base_currency: 'USD',
};

describe('contract: system lists', () => {
  it('currencies: filters go out as a plain query string; the answer carries total and count', async () => {
    const list = await call(systemApi.currencies, {
      query: { is_crypto: true, chain_id: 1, symbol: 'USDT' },
    });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: '/system/currencies',
      token: null,
      query: { is_crypto: 'true', chain_id: '1', symbol: 'USDT' },
      status: 200,
    });
    expect(list.total).toBe(1);
    expect(list.count).toBe(1);
    expect(list.data[0]).toMatchObject({
      uuid: expect.any(String),
      is_crypto: true,
      is_enabled: true,
      type: 'token',
      meta: { symbol: 'USDT', chain_id: 1, chain_name: 'Ethereum', contract: expect.any(String) },
    });
    const all = await call(systemApi.currencies, {});
    expect(all.total).toBeGreaterThan(list.total);
    const fiat = all.data.find((c) => !c.is_crypto);
    expect(fiat?.meta).toMatchObject({
      code: expect.any(String),
      iso_code: expect.any(Number),
      sign: expect.any(String),
    });
  });

  it('chains: { total, count, data, has_more }', async () => {
    const chains = await call(systemApi.chains);
    expectLastRequest({ method: 'GET', service: 'v2', path: '/system/chains', token: null, status: 200 });
    expect(chains).toMatchObject({ total: chains.data.length, count: chains.data.length, has_more: false });
    expect(chains.data.find((c) => c.id === 1)).toEqual({
      id: 1,
      name: 'Ethereum',
      symbol: 'ETH',
      is_beta: false,
    });
  });

  it('countries and states: the id from one is the path of the other', async () => {
    const countries = await call(systemApi.countries);
    expectLastRequest({ method: 'GET', service: 'v2', path: '/system/countries', token: null, status: 200 });
    const germany = countries.data.find((c) => c.iso2 === 'DE');
    expect(germany).toMatchObject({
      name: 'Germany',
      iso3: 'DEU',
      phonecode: '49',
      currency: 'EUR',
      timezones: expect.any(Array),
    });
    const states = await call(systemApi.states, { path: { country_id: germany!.id } });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: `/system/states/${germany!.id}`,
      token: null,
      status: 200,
    });
    expect(states.total).toBe(states.data.length);
    expect(states.data.map((s) => s.iso2)).toContain('BY');
    expect(states.data.every((s) => s.country_id === germany!.id && s.country_code === 'DE')).toBe(true);
  });

  it('states of an unknown country are a 404 ApiError', async () => {
    const err = await failure(call(systemApi.states, { path: { country_id: 424242 } }));
    expect(err.status).toBe(404);
    expect(err.message).toMatch(/No country with id 424242/);
  });

  it('config is the same on /system/config and /tenants/config, signed in or not', async () => {
    const config = await call(systemApi.config);
    expect(config).toMatchObject(CONFIG);
    expectLastRequest({ method: 'GET', service: 'v2', path: '/system/config', token: null, status: 200 });
    const session = await signInAs();
    const legacy = await call(systemApi.tenantConfig);
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: '/tenants/config',
      token: session.access_token,
      status: 200,
    });
    expect(legacy).toEqual(config);
  });
});

describe('contract: the app reads the tenant config (lib/tenant-config.ts)', () => {
  beforeEach(() => control('/reset', {}));

  it('from /system/config, without the token even when signed in (it is the tenant’s)', async () => {
    await signInAs();
    h.clearRequests();
    expect(await readTenantConfig()).toMatchObject(CONFIG);
    expect(requests().map((r) => r.path)).toEqual(['/system/config']);
    expectLastRequest({ method: 'GET', service: 'v2', path: '/system/config', token: null, status: 200 });
  });

  it('an older platform without /system/config: the legacy path, only after its 404', async () => {
    await control('/tenant-config', { legacy_only: true, enable_exchange: false });
    const config = await readTenantConfig();
    expect(config.enable_exchange).toBe(false);
    expect(requests().map((r) => `${r.path} ${r.status}`)).toEqual([
      '/system/config 404',
      '/tenants/config 200',
    ]);
    expectLastRequest({ method: 'GET', service: 'v2', path: '/tenants/config', token: null, status: 200 });
  });

  it('any other failure is not a reason to read the legacy path', async () => {
    await control('/faults', { match: '/system/config', error_rate: 1, error_status: 503, times: 1 });
    const err = await failure(readTenantConfig());
    expect(err.status).toBe(503);
    expect(requests().map((r) => r.path)).toEqual(['/system/config']);
    await control('/faults', undefined, 'DELETE');
  });
});

describe('contract: the sandbox tenant-config control (POST /__sandbox/tenant-config)', () => {
  beforeEach(() => control('/reset', {}));

  it('sets every field; both paths answer the new config; a reset brings the seeded one back', async () => {
    const change = {
      default_theme_mode: 'dark',
      theme_switch: false,
      enable_kyc: false,
      enable_exchange: false,
      enable_auto_exchange: true,
      enable_crypto_withdrawal: false,
      enable_referral_program: true,
      tg_bot_name: 'OtherBot',
      base_currency: 'EUR',
      metrics_data: { google_analytics_id: 'G-1' },
    } as const;
    expect(await control('/tenant-config', change)).toEqual({ ...change, legacy_only: false });
    expect(await call(systemApi.config)).toEqual(change);
    expect(await call(systemApi.tenantConfig)).toEqual(change);
    await control('/reset', {});
    expect(await call(systemApi.config)).toMatchObject(CONFIG);
  });

  it('refuses what the contract would not carry', async () => {
    const refused = async (body: unknown) => (await failure422(body)).toString();
    expect(await refused({ enable_exchange: 'no' })).toMatch(/422.*enable_exchange/);
    expect(await refused({ default_theme_mode: 'blue' })).toMatch(/422.*default_theme_mode/);
    expect(await refused({ enable_everything: true })).toMatch(/422.*enable_everything/);
    expect(await refused({ base_currency: 'BTC' })).toMatch(/422.*base_currency/);
    expect(await call(systemApi.config)).toMatchObject(CONFIG);
  });

  it('base_currency: the wallet totals are counted in it', async () => {
    await signInAs();
    const { data } = await call(walletsApi.list, { query: { include_shared: true, limit: 100, offset: 0 } });
    const id = data[0]!.uuid;
    const inUsd = await call(walletsApi.get, { path: { wallet_id: id } });
    await control('/tenant-config', { base_currency: 'EUR' });
    const inEur = await call(walletsApi.get, { path: { wallet_id: id } });
    expect(Number(inUsd.total_amount)).toBeGreaterThan(0);
    // The catalogue prices EUR at 1.08 USD.
    expect(Number(inEur.total_amount)).toBeCloseTo(Number(inUsd.total_amount) / 1.08, 0);
    expect(Number(inEur.fiat_total) + Number(inEur.crypto_total)).toBeCloseTo(Number(inEur.total_amount), 2);
  });
});

async function failure422(body: unknown): Promise<Error> {
  try {
    await control('/tenant-config', body);
  } catch (err) {
    return err as Error;
  }
  throw new Error('the control accepted it');
}
