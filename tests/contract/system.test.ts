import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemApi } from '../../src/api/endpoints/system';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import { type ContractSandbox, expectLastRequest, failure, signInAs, startContractSandbox } from './harness';

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
  default_theme_mode: 'dark',
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
