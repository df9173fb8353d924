import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { destinationTable } from '../../sandbox/counterparties/tables.ts';

/**
 * Issue 19 (12a): a write whose body is still on its way while a DELETE of the same row lands must
 * not bring the row back. Each race sends the write with a body that arrives only after the
 * DELETE has been answered (a stream held open), then lets it arrive.
 *
 * What a real platform answers then, as it would to the same write sent after the DELETE: a card
 * that was closed still exists, closed, so a change to it is a 409 Conflict; a counterparty or a
 * destination that was deleted is gone, so a write to it (or under it) is a 404. A user blocked
 * meanwhile gets the blocked answer (423), as on any other request.
 */
const ORIGIN = 'http://sandbox.test';
let sandbox: Sandbox;
afterEach(() => sandbox?.close());

function headers(path: string, token: string) {
  return {
    'x-tenant-id': 'sandbox-tenant',
    'content-type': 'application/json',
    authorization: path.startsWith('/__platform/core') ? token : `Bearer ${token}`,
  };
}

async function answer(res: Response) {
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function send(method: string, path: string, token = '', body?: string) {
  const init = { method, headers: headers(path, token), body };
  return answer(await sandbox.fetch(new Request(`${ORIGIN}${path}`, init)));
}

/**
 * Starts `method path` with a body that is held back, runs `meanwhile` (the DELETE), then lets
 * the body arrive. Returns both answers.
 */
async function race<T>(
  write: { method: string; path: string; token: string; body: string },
  meanwhile: () => Promise<T>,
) {
  let release!: () => void;
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      await arrived;
      controller.enqueue(new TextEncoder().encode(write.body));
      controller.close();
    },
  });
  const init = { method: write.method, headers: headers(write.path, write.token), body, duplex: 'half' };
  const pending = sandbox.fetch(new Request(`${ORIGIN}${write.path}`, init as RequestInit));
  // Long enough for the write's route to have started (and reached its body) on a sandbox that
  // runs routes before their body is in.
  await new Promise((resolve) => setTimeout(resolve, 30));
  const first = await meanwhile();
  release();
  return { meanwhile: first, write: await answer(await pending) };
}

async function demo() {
  sandbox = createSandbox({ dataDir: null });
  const token: string = (await send('POST', '/__sandbox/session', '', '{}')).json.access_token;
  const wallet: string = (await send('GET', '/__platform/v2/wallets', token)).json.data[0].uuid;
  return { token, wallet };
}

async function liveCard(token: string, wallet: string): Promise<{ card_id: string; nick_name: string }> {
  const cards = (await send('GET', `/__platform/core/issuing/cards?wallet_uuid=${wallet}&limit=100`, token))
    .json.data as { card_id: string; card_status: string; nick_name: string }[];
  const card = cards.find((k) => k.card_status === 'ACTIVE');
  if (!card) throw new Error('The demo user has no active card.');
  return card;
}

describe('a card closed while a change to it is on its way stays closed', () => {
  const writes = [
    ['limits', 'PATCH', '/limits', '{"daily_cap":250}'],
    ['freeze', 'PATCH', '/freeze', '{}'],
    ['unfreeze', 'PATCH', '/unfreeze', '{}'],
    ['rename', 'PATCH', '/update', '{"nick_name":"Renamed","request_id":"race-rename-1"}'],
  ] as const;

  it.each(writes)(
    '%s: the write answers 409 and the card is still CLOSED',
    async (_, method, suffix, body) => {
      const { token, wallet } = await demo();
      const card = await liveCard(token, wallet);
      const path = `/__platform/core/issuing/cards/${card.card_id}`;
      const { meanwhile, write } = await race({ method, path: `${path}${suffix}`, token, body }, () =>
        send('DELETE', path, token, '{}'),
      );
      expect(meanwhile.status).toBe(200);
      expect(write.status).toBe(409);
      expect(write.json.message).toMatch(/closed/);
      const after = (await send('GET', path, token)).json;
      expect(after.card_status).toBe('CLOSED');
      expect(after.nick_name).toBe(card.nick_name);
      expect(after.limits.daily?.cap ?? null).not.toBe(250);
    },
  );
});

describe('a counterparty deleted while a change to it is on its way stays deleted', () => {
  const person = { name: 'Erika Race', email: 'erika@example.de', phone: '4930123456', type: 'INDIVIDUAL' };
  const sepa = {
    type: 'SEPA',
    nickname: 'Main account',
    external_banking_data: {
      bank_name: 'Commerzbank',
      note: null,
      iban: 'DE89370400440532013000',
      address: { street1: 'Kaiserstrasse 16', city: 'Frankfurt', postcode: '60311', country_id: 82 },
    },
  };

  async function counterparty() {
    const { token, wallet } = await demo();
    const base = `/__platform/v2/counterparties/${wallet}`;
    const cp = await send('POST', base, token, JSON.stringify(person));
    expect(cp.status).toBe(200);
    return { token, wallet, base, cp: `${base}/${cp.json.id}`, id: cp.json.id as string };
  }

  it('an edit answers 404 and the counterparty is not back', async () => {
    const { token, base, cp, id } = await counterparty();
    const { meanwhile, write } = await race(
      { method: 'PATCH', path: cp, token, body: '{"name":"Erika Back"}' },
      () => send('DELETE', cp, token, '{}'),
    );
    expect(meanwhile.status).toBe(200);
    expect(write.status).toBe(404);
    expect((await send('GET', cp, token)).status).toBe(404);
    const list = (await send('GET', `${base}?limit=100`, token)).json.data as { id: string }[];
    expect(list.map((c) => c.id)).not.toContain(id);
  });

  it('a destination added under it answers 404 and leaves no destination behind', async () => {
    const { token, cp, id } = await counterparty();
    const { meanwhile, write } = await race(
      { method: 'POST', path: `${cp}/destinations`, token, body: JSON.stringify(sepa) },
      () => send('DELETE', cp, token, '{}'),
    );
    expect(meanwhile.status).toBe(200);
    expect(write.status).toBe(404);
    expect(destinationTable(sandbox.ctx).filter((d) => d.counterparty_account_id === id)).toEqual([]);
  });

  it('a destination renamed while it is deleted answers 404 and stays deleted', async () => {
    const { token, cp } = await counterparty();
    const made = await send('POST', `${cp}/destinations`, token, JSON.stringify(sepa));
    expect(made.status).toBe(200);
    const dest = `${cp}/destinations/${made.json.id}`;
    const { meanwhile, write } = await race(
      { method: 'PATCH', path: dest, token, body: '{"nickname":"Back again"}' },
      () => send('DELETE', dest, token, '{}'),
    );
    expect(meanwhile.status).toBe(200);
    expect(write.status).toBe(404);
    expect((await send('GET', dest, token)).status).toBe(404);
    expect((await send('GET', `${cp}/destinations`, token)).json.data).toEqual([]);
  });
});

describe('the state a write checks is the state when its body is in', () => {
  it('a profile edit from a user blocked meanwhile is refused (423) and changes nothing', async () => {
    sandbox = createSandbox({ dataDir: null });
    const email = 'racer@example.com';
    const token: string = (await send('POST', '/__sandbox/session', '', JSON.stringify({ email }))).json
      .access_token;
    const block = (blocked: boolean) =>
      send('POST', '/__sandbox/users/block', '', JSON.stringify({ email, blocked }));
    const { meanwhile, write } = await race(
      { method: 'PATCH', path: '/__platform/v2/user/user-data', token, body: '{"first_name":"Blocked"}' },
      () => block(true),
    );
    expect(meanwhile.status).toBe(200);
    expect(write.status).toBe(423);
    await block(false);
    expect((await send('GET', '/__platform/v2/user/user-data', token)).json.first_name).not.toBe('Blocked');
  });

  it('no sandbox route can pause between reading its rows and writing them', () => {
    // The body is read before any route runs (sandbox/server/request-body.ts), so a route has
    // nothing to wait for: a route that awaited would let another request change the rows it read.
    const root = join(import.meta.dirname, '..', '..', 'sandbox');
    // Every domain folder; server/ holds the plumbing (the body reader, the write-through).
    const files = (readdirSync(root, { recursive: true }) as string[])
      .filter((f) => f.endsWith('.ts') && f.includes('/') && !f.startsWith('server/'))
      .map((f) => join(root, f));
    const pausing = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
        .filter(({ line }) => /\bawait\b|\basync\b/.test(line) && !line.trim().startsWith('//'))
        .map(({ at }) => at),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(pausing).toEqual([]);
  });
});
