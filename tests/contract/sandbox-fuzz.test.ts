import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createSandbox } from '../../sandbox/app.ts';
import { bodySchemas } from '../../sandbox/server/validate.ts';

/**
 * Issue 10: no sandbox route — platform or control — ever answers 5xx to bad input, and bad input
 * leaves the sandbox healthy. Every route is hit with malformed JSON, wrong JSON types, 1 MB
 * strings, NaN / 1e309 / negative / 18-decimal amounts, prototype keys in the body, the query and
 * the path, and wrong auth. Route list and body fields come from the sandbox itself (its Hono
 * route table and the body schema each route reads with, from src/contract or a control's own),
 * so a new route is fuzzed without editing this file. In process, through the fetch handler: bounded well under 60 s.
 */
const ORIGIN = 'http://sandbox.test';
const RAW = '@@raw@@';
const MEGA = 'x'.repeat(1024 * 1024);
/** Over every field's cap; the 1 MB string goes once per route, in every field at once. */
const LONG = 'x'.repeat(4097);

const sandbox = createSandbox({ dataDir: null, timeScale: 0.05 });
afterAll(() => sandbox.close());

const fiveHundreds: string[] = [];
let sent = 0;

async function send(method: string, url: string, opts: { body?: string; auth?: string | null } = {}) {
  const headers: Record<string, string> = {
    'x-tenant-id': 'sandbox-tenant',
    'content-type': 'application/json',
  };
  if (opts.auth) headers.authorization = opts.auth;
  const res = await sandbox.fetch(
    new Request(`${ORIGIN}${url}`, {
      method,
      headers,
      body: opts.body === undefined ? undefined : opts.body,
    }),
  );
  sent++;
  const text = await res.text();
  if (res.status >= 500)
    fiveHundreds.push(
      `${res.status} ${method} ${url.slice(0, 120)} ${(opts.body ?? '').slice(0, 160)} → ${text.slice(0, 200)}`,
    );
  return { status: res.status, text };
}

/** A JSON text where `${RAW}…${RAW}` strings become raw number literals (1e309, 0.1234…). */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(new RegExp(`"${RAW}([^"]*)${RAW}"`, 'g'), '$1');
}
const raw = (literal: string) => `${RAW}${literal}${RAW}`;

interface Ids {
  token: string;
  wallet: string;
  currency: string;
  card: string;
  subAccount: string;
  counterparty: string;
  destination: string;
  order: string;
}

async function demoIds(): Promise<Ids> {
  const session = JSON.parse((await send('POST', '/__sandbox/session', { body: '{}' })).text);
  const token = session.access_token as string;
  const get = async (url: string, auth: string) => JSON.parse((await send('GET', url, { auth })).text);
  const wallets = await get('/__platform/v2/wallets', `Bearer ${token}`);
  const wallet = wallets.data[0].uuid as string;
  const currencies = await get('/__platform/v2/system/currencies', `Bearer ${token}`);
  const cards = await get(`/__platform/core/issuing/cards?wallet_uuid=${wallet}&limit=10&offset=0`, token);
  const cps = await get(`/__platform/v2/counterparties/${wallet}`, `Bearer ${token}`);
  const counterparty = cps.data[0]?.id ?? 'none';
  const dests = await get(
    `/__platform/v2/counterparties/${wallet}/${counterparty}/destinations`,
    `Bearer ${token}`,
  );
  const orders = await get(`/__platform/core/v2/orders/list/${wallet}`, token);
  return {
    token,
    wallet,
    currency: currencies.data[0].uuid,
    card: cards.data?.[0]?.card_id ?? 'none',
    subAccount: cards.data?.[0]?.fiat_account?.id ?? 'none',
    counterparty,
    destination: dests.data?.[0]?.id ?? 'none',
    order: orders.data?.[0]?.order_uuid ?? 'none',
  };
}

/** The real value for a path parameter, by its name (so checks behind the first lookup run). */
function realParam(name: string, ids: Ids): string {
  if (/wallet/i.test(name)) return ids.wallet;
  if (name === 'cp') return ids.counterparty;
  if (name === 'dest') return ids.destination;
  if (name === 'chain') return '1';
  if (name === 'country_id' || name === 'transaction_id') return '1';
  if (name === 'rail_id') return 'rail_individual_basic';
  if (name === 'type') return 'individual';
  if (/order/.test(name)) return ids.order;
  if (/sub_account|subId/i.test(name)) return ids.subAccount;
  if (name === 'id' || /card/.test(name)) return ids.card;
  return randomUUID();
}

function fillPath(path: string, pick: (name: string) => string): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(pick(name)));
}

function authFor(path: string, token: string): string {
  return path.startsWith('/__platform/core') ? token : `Bearer ${token}`;
}

/** A body schema as JSON Schema: what each field takes, read without zod's internals. */
interface Json {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Json>;
  anyOf?: Json[];
  oneOf?: Json[];
}

function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
}

/** The first branch of a union that is not `null`: the shape a field mostly takes. */
function main(js: Json): Json {
  const branches = js.anyOf ?? js.oneOf;
  return branches ? main(branches.find((b) => b.type !== 'null') ?? branches[0]!) : js;
}

/** A plausible value of the right JSON type, so one wrong field at a time reaches deep checks. */
function validValue(spec: Json, field: string, ids: Ids): unknown {
  const js = main(spec);
  if (js.const !== undefined) return js.const;
  if (js.enum) return js.enum[0];
  switch (js.type) {
    case 'object':
      return validObject(js, ids);
    case 'array':
      return [];
    case 'number':
      return raw('1.5');
    case 'integer':
      return 1;
    case 'boolean':
      return false;
    default:
      if (js.format === 'uuid') return /wallet/.test(field) ? ids.wallet : ids.currency;
      return /wallet/.test(field) ? ids.wallet : /email/.test(field) ? 'fuzz@example.com' : 'x';
  }
}

function validObject(spec: Json, ids: Ids): Record<string, unknown> {
  const props = main(spec).properties ?? {};
  return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, k, ids)]));
}

/** For number fields: the amounts a float or a lax parser gets wrong. */
const ODD_NUMBERS: unknown[] = [
  raw('1e309'),
  raw('-5'),
  raw('0.123456789012345678'),
  raw('1e-400'),
  raw('123456789012345678901234567890123456789012345678901234567890'),
];

/** Values of the wrong JSON type (and the odd right-typed ones) for a field of this schema. */
function badValues(spec: Json): unknown[] {
  const type = main(spec).type;
  if (type === 'string') return [12345, null, { a: 1 }, LONG];
  if (type === 'number' || type === 'integer') return ['1.5', null, ...ODD_NUMBERS];
  return ['x', null, []];
}

const MALFORMED = [
  '{',
  '{"amount": NaN}',
  '{"amount": Infinity}',
  '{"a":1}}',
  "{'a':1}",
  '[',
  'nul',
  '"\\x"',
  '[]',
  '"text"',
  '42',
  'null',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"meta":{"__proto__":{"polluted":"yes"}}}',
  `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
  `{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`,
  JSON.stringify({ request_id: MEGA, name: MEGA, nick_name: MEGA, email: MEGA, label: MEGA }),
];

const BAD_QUERIES = [
  'filter[__proto__][polluted]=yes',
  'filter[constructor][prototype][polluted]=yes',
  '__proto__[polluted]=yes',
  'filters=[{"__proto__":{"polluted":"yes"}}]',
  'filters={',
  'filters=[1,"a",null,[2]]',
  'limit=NaN&offset=-1&sort_by=__proto__&sort_order=sideways',
  'limit=1e309&offset=1e309',
  'amount=NaN&from_currency=__proto__&to_currency=constructor&order_type=__proto__',
  'amount=1e309&from_currency_id=x&to_currency_id=y&is_reverse=maybe',
  'wallet_id=__proto__&wallet_uuid=constructor&card_id=__proto__&fiat_account_id=prototype',
  `wallet_uuid=${MEGA.slice(0, 100_000)}`,
];

const WRONG_AUTH = [null, 'Bearer not-a-token', `${'x'.repeat(10_000)}`];

describe('sandbox fuzz: bad input never answers 5xx', () => {
  it('every route × malformed JSON, wrong types, 1 MB strings, odd amounts, prototype keys, wrong auth', async () => {
    const started = Date.now();
    const ids = await demoIds();
    const routes = [
      ...new Map(
        sandbox.app.routes
          .filter((r) => r.method !== 'ALL' && !r.path.includes('*'))
          .map((r) => [`${r.method} ${r.path}`, r] as const),
      ).values(),
    ]
      // The fault-injection control exists to answer 5xx on purpose; its body checks are fuzzed
      // below with bodies it refuses, never with a fault it would install.
      .filter((r) => !(r.path === '/__sandbox/faults' && r.method === 'POST'));
    expect(routes.length).toBeGreaterThan(100);

    // Pass 1: each route once with a valid session and real ids, so routes declare their body.
    for (const r of routes) {
      const token = ids.token;
      await send(
        r.method,
        fillPath(r.path, (n) => realParam(n, ids)),
        {
          body: r.method === 'GET' ? undefined : '{}',
          auth: authFor(r.path, token),
        },
      );
    }

    // Every route with a body reads it through a schema: each of those is fuzzed field by field.
    let bodied = 0;
    for (const r of routes) {
      // A control's valid body may have shortened token life (token-ttl): restore it, and since
      // some routes (reset, block) end sessions, each route gets a fresh one.
      await send('POST', '/__sandbox/token-ttl', { body: '{}' });
      const fresh = JSON.parse((await send('POST', '/__sandbox/session', { body: '{}' })).text);
      const auth = authFor(r.path, fresh.access_token as string);
      const url = fillPath(r.path, (n) => realParam(n, ids));
      const hasBody = r.method !== 'GET';

      for (const bad of ['__proto__', 'constructor', MEGA.slice(0, 4096)]) {
        await send(
          r.method,
          fillPath(r.path, () => bad),
          { body: hasBody ? '{}' : undefined, auth },
        );
      }
      for (const q of BAD_QUERIES)
        await send(r.method, `${url}?${q}`, { body: hasBody ? '{}' : undefined, auth });
      for (const wrong of WRONG_AUTH)
        await send(r.method, url, { body: hasBody ? '{}' : undefined, auth: wrong });
      if (!hasBody) continue;
      for (const body of MALFORMED) await send(r.method, url, { body, auth });

      const schema = bodySchemas.get(`${r.method} ${r.path}`);
      if (!schema) continue;
      bodied++;
      const spec = jsonSchemaOf(schema);
      const fields = main(spec).properties ?? {};
      const valid = validObject(spec, ids);
      await send(r.method, url, { body: jsonText({ ...valid, not_a_field: 1 }), auth });
      for (const [field, fieldSpec] of Object.entries(fields)) {
        const { [field]: _dropped, ...missing } = valid;
        await send(r.method, url, { body: jsonText(missing), auth });
        for (const value of badValues(fieldSpec)) {
          await send(r.method, url, { body: jsonText({ ...valid, [field]: value }), auth });
        }
      }
      // The 1 MB strings: each string field alone, then all fields together.
      for (const [field, fieldSpec] of Object.entries(fields)) {
        if (main(fieldSpec).type === 'string' && /request_id|name|label|email/.test(field)) {
          await send(r.method, url, { body: jsonText({ ...valid, [field]: MEGA }), auth });
        }
      }
      await send(r.method, url, {
        body: jsonText(Object.fromEntries(Object.keys(fields).map((k) => [k, MEGA]))),
        auth,
      });
    }
    // Bodies the fault control refuses (it never installs a fault here).
    for (const body of [
      ...MALFORMED,
      '{"error_rate":"all"}',
      '{"latency_ms":1e309}',
      '{"error_status":200}',
    ]) {
      await send('POST', '/__sandbox/faults', { body });
    }

    const seconds = (Date.now() - started) / 1000;
    console.info(
      `[fuzz] ${routes.length} routes, ${sent} requests, ${fiveHundreds.length} answered 5xx, ${seconds.toFixed(1)} s`,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(fiveHundreds).toEqual([]);
    expect(bodied).toBeGreaterThan(60);
    expect(seconds).toBeLessThan(60);

    // Healthy afterwards: sign in, read and write with a body.
    const after = JSON.parse(
      (await send('POST', '/__sandbox/session', { body: '{"email":"after.fuzz@example.com"}' })).text,
    );
    const auth = `Bearer ${after.access_token}`;
    const list = await send('GET', '/__platform/v2/wallets', { auth });
    expect(list.status).toBe(200);
    const created = await send('POST', '/__platform/v2/wallets', { body: '{"name":"After fuzz"}', auth });
    expect(created.status).toBe(200);
    expect(JSON.parse(created.text).name).toBe('After fuzz');
  }, 120_000);
});
