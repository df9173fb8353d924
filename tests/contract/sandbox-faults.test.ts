import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';

/**
 * The fault controls the browser journeys lean on: `lose_response` lets the write happen and
 * answers 504 in the platform's error shape, `only_id` answers the created thing's id alone. Both
 * replace an answer a handler already gave; they used to fail inside the sandbox (500 "unexpected
 * error") instead.
 */
let sandbox: Sandbox;
afterEach(() => sandbox?.close());

async function send(path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = {
    'x-tenant-id': 'sandbox-tenant',
    'content-type': 'application/json',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await sandbox.fetch(
    new Request(`http://sandbox.test${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  );
  return { status: res.status, body: await res.json() };
}

async function walletsOf(token: string) {
  const res = await sandbox.fetch(
    new Request('http://sandbox.test/__platform/v2/wallets?limit=100', {
      headers: { 'x-tenant-id': 'sandbox-tenant', authorization: `Bearer ${token}` },
    }),
  );
  return ((await res.json()) as { data: { name: string }[] }).data.map((w) => w.name);
}

describe('fault injection replaces an answer cleanly', () => {
  it('lose_response: the wallet is made, the answer is a 504 in the error shape', async () => {
    sandbox = createSandbox({ dataDir: null });
    const { access_token } = (await send('/__sandbox/session', { email: 'faults@example.com' })).body;
    await send('/__sandbox/faults', { lose_response: true, match: '/v2/wallets', method: 'POST', times: 1 });
    const lost = await send('/__platform/v2/wallets', { name: 'Lost answer' }, access_token);
    expect(lost.status).toBe(504);
    expect(lost.body).toMatchObject({ statusCode: 504, message: expect.stringContaining('lost') });
    expect(await walletsOf(access_token)).toContain('Lost answer');
  });

  it('only_id: the answer is the id alone', async () => {
    sandbox = createSandbox({ dataDir: null });
    const { access_token } = (await send('/__sandbox/session', { email: 'faults@example.com' })).body;
    await send('/__sandbox/faults', { only_id: true, match: '/v2/wallets', method: 'POST', times: 1 });
    const made = await send('/__platform/v2/wallets', { name: 'Id only' }, access_token);
    expect(made.status).toBe(200);
    expect(Object.keys(made.body)).toEqual(['id']);
  });
});
