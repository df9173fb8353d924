import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';

/**
 * Issues 9 and 10: the sandbox is as strict as API.md. Bodies with a wrong JSON type, an unknown
 * or a missing field, or an over-long string are a 422 naming the field; amounts are JSON numbers
 * read digit for digit; prototype keys never reach the state.
 */
const sandbox = createSandbox({ dataDir: null });
let token = '';
let wallet = '';
let usdt = '';
afterAll(() => sandbox.close());

async function send(method: string, path: string, body?: string, auth = token) {
  const res = await sandbox.fetch(
    new Request(`http://sandbox.test${path}`, {
      method,
      headers: {
        'x-tenant-id': 'sandbox-tenant',
        'content-type': 'application/json',
        authorization: path.startsWith('/__platform/core') ? auth : `Bearer ${auth}`,
      },
      body,
    }),
  );
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

beforeAll(async () => {
  token = (await send('POST', '/__sandbox/session', '{}')).json.access_token;
  wallet = (await send('GET', '/__platform/v2/wallets')).json.data[0].uuid;
  const currencies = (await send('GET', '/__platform/v2/system/currencies?symbol=USDT')).json.data;
  usdt = currencies[0].uuid;
});

describe('strict bodies', () => {
  it('a 1 MB request_id is refused with a 422 naming request_id', async () => {
    const exchange = (requestId: string) =>
      send(
        'POST',
        '/__platform/core/v2/orders/TRANSFER_INTERNAL',
        `{"wallet_id":"${wallet}","to_wallet_id":"${wallet}","to_wallet_uuid":"${wallet}","from_crypto_uuid":"${usdt}","amount":1,"request_id":"${requestId}","is_subtract":false,"is_reverse":false}`,
      );
    const huge = await exchange('r'.repeat(1024 * 1024));
    expect(huge.status).toBe(422);
    expect(Object.keys(huge.json.errors)).toEqual(['request_id']);
    const over = await exchange('r'.repeat(129));
    expect(over.json.errors.request_id).toBe('request_id must be at most 128 characters.');
  });

  it('an amount sent as a string, an unknown field and a missing field are 422s naming the field', async () => {
    const order = (body: string) => send('POST', '/__platform/core/orders/EXCHANGE_CRYPTO_INTERNAL', body);
    const base = `"wallet_uuid":"${wallet}","from_uuid":"${usdt}","to_uuid":"${usdt}"`;
    const text = await order(`{"amount":"1000.25",${base}}`);
    expect(text.status).toBe(422);
    expect(text.json.errors).toEqual({ amount: 'amount must be a JSON number.' });
    const unknown = await order(`{"amount":1,${base},"Idempotency":"x"}`);
    expect(unknown.json.errors).toEqual({ Idempotency: 'Idempotency is not a field of this request.' });
    const missing = await order(`{${base}}`);
    expect(missing.json.errors).toEqual({ amount: 'amount is required.' });
    const nan = await order(`{"amount":NaN,${base}}`);
    expect(nan.status).toBe(400);
    const huge = await order(`{"amount":1e309,${base}}`);
    expect(huge.json.errors).toEqual({ amount: 'amount is out of range.' });
  });

  it('nested fields are named by their path; names are capped at 255', async () => {
    const cp = await send(
      'POST',
      `/__platform/v2/counterparties/${wallet}`,
      JSON.stringify({ name: 'n'.repeat(256), email: 'a@b.co', phone: '4930123456', type: 'INDIVIDUAL' }),
    );
    expect(cp.json.errors).toEqual({ name: 'name must be at most 255 characters.' });
    const made = await send(
      'POST',
      `/__platform/v2/counterparties/${wallet}`,
      JSON.stringify({ name: 'Erika', email: 'erika@example.de', phone: '4930123456', type: 'INDIVIDUAL' }),
    );
    expect(made.status).toBe(200);
    const destination = await send(
      'POST',
      `/__platform/v2/counterparties/${wallet}/${made.json.id}/destinations`,
      JSON.stringify({
        type: 'SEPA',
        nickname: null,
        external_banking_data: { bank_name: 'B', note: null, address: { country_id: '276' } },
      }),
    );
    expect(destination.json.errors).toEqual({
      'external_banking_data.address.country_id':
        'external_banking_data.address.country_id must be a whole JSON number.',
    });
  });
});

describe('prototype safety', () => {
  it('filter[__proto__] is refused and later requests with a body still work', async () => {
    const polluting = await send(
      'GET',
      `/__platform/v2/counterparties/${wallet}?filter[__proto__][polluted]=1`,
    );
    expect(polluting.status).toBe(422);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const created = await send('POST', '/__platform/v2/wallets', '{"name":"Still fine"}');
    expect(created.status).toBe(200);
  });

  it('a __proto__ key in a body is a 422 naming it; __proto__ as an id is just unknown', async () => {
    const body = await send('POST', '/__platform/v2/wallets', '{"name":"x","__proto__":{"polluted":1}}');
    expect(body.status).toBe(422);
    expect(Object.keys(body.json.errors)).toEqual(['__proto__']);
    const authorize = await send('POST', '/__sandbox/cards/__proto__/authorize', '{"amount":"abc"}');
    expect(authorize.status).toBe(404);
  });
});
