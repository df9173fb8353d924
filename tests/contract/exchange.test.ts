import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeApi } from '../../src/api/endpoints/exchange';
import { call } from '../../src/api/http';
import { type ContractSandbox, expectLastRequest, signInAs, startContractSandbox } from './harness';

/** GET /exchange/ (API.md §11): rates with a spread for the currency pickers. */
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const USDT = '0b6a7c1e-0000-4000-8000-000000000003';
const POL = '0b6a7c1e-0000-4000-8000-00000000000b';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';

let h: ContractSandbox;
let token = '';
beforeAll(async () => {
  h = await startContractSandbox();
  token = (await signInAs()).access_token;
});
afterAll(() => h.stop());

describe('contract: exchange rates', () => {
  it('answers ExchangeRate[] from one currency, with the trailing-slash path on core', async () => {
    const rates = await call(exchangeApi.rates, {
      query: { order_type: 'EXCHANGE_CRYPTO_INTERNAL', from_uuid: USDT },
    });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: '/exchange/',
      token,
      query: { order_type: 'EXCHANGE_CRYPTO_INTERNAL', from_uuid: USDT },
      status: 200,
    });
    const btc = rates.find((r) => r.to_uuid === BTC)!;
    expect(btc).toMatchObject({
      from: 'USDT',
      to: 'BTC',
      from_uuid: USDT,
      rate_source: expect.any(String),
      min_amount: expect.any(String),
    });
    // rate × inverted_rate ≈ 1, and the spread keeps the rate under the mid price.
    expect(Number(btc.rate) * Number(btc.inverted_rate)).toBeCloseTo(1, 6);
    expect(Number(btc.rate)).toBeLessThan(1 / 97000);
    expect(rates.every((r) => r.from_uuid === USDT)).toBe(true);
  });

  it('lists rates into a currency, only for pairs the order type moves; POL has no fiat rate', async () => {
    const into = await call(exchangeApi.rates, { query: { order_type: 'HIFI_SEPA_OFFRAMP', to_uuid: EUR } });
    expect(into.length).toBeGreaterThan(0);
    expect(into.every((r) => r.to_uuid === EUR && r.offramp_enabled)).toBe(true);
    expect(into.some((r) => r.from_uuid === POL)).toBe(false);
  });
});
