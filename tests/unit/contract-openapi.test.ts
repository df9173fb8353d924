// @vitest-environment node
import { execFileSync } from 'node:child_process';
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { allEndpoints } from '../../src/api/endpoints';
import { openApiDocument } from '../../src/contract/openapi.ts';

/**
 * The OpenAPI document `npm run -s openapi` prints (src/contract/openapi.ts): valid OpenAPI 3.1
 * (the official schema, every $ref resolved), and it lists every route of the client's endpoint
 * table and every platform route the sandbox serves, with its parameters.
 */
// biome-ignore lint/suspicious/noExplicitAny: a JSON document walked by key, in a test
type Json = Record<string, any>;
const doc = openApiDocument() as Json;
const METHODS = ['get', 'post', 'patch', 'delete'];
const operations = Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, item, op: item[m] as Json })),
);
const SANDBOX_BASES = { core: '/__platform/core', v2: '/__platform/v2', totp: '/__platform/totp' };
const serviceOf = (item: Json) => item.servers[0].variables && Object.values(item.servers[0].variables)[0];

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (official schema; every $ref resolves)', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('declares every path placeholder as a required path parameter, and names each operation once', () => {
    for (const { path, op } of operations) {
      const declared = (op.parameters as Json[]).filter((p) => p.in === 'path').map((p) => p.name);
      const placeholders = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      expect(declared, path).toEqual(placeholders);
      for (const p of op.parameters as Json[]) if (p.in === 'path') expect(p.required).toBe(true);
    }
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every route of the client’s endpoint table, on its service', () => {
    const endpoints = Object.entries(allEndpoints);
    expect(endpoints.length).toBeGreaterThan(120);
    for (const [key, ep] of endpoints) {
      const item = doc.paths[ep.path] as Json | undefined;
      expect(item?.[ep.method.toLowerCase()], `${key}: ${ep.method} ${ep.path}`).toBeDefined();
      expect(serviceOf(item!), key).toEqual({ default: SANDBOX_BASES[ep.service] });
    }
  });

  it('lists every platform route the sandbox serves', () => {
    const sandbox = createSandbox({ dataDir: null });
    const documented = new Set(
      operations.map((o) => {
        const base = serviceOf(o.item).default as string;
        return `${o.method.toUpperCase()} ${base}${o.path.replace(/\{[^}]+\}/g, '{}')}`;
      }),
    );
    const served = sandbox.app.routes
      .filter((r) => r.path.startsWith('/__platform/') && r.method !== 'ALL' && !r.path.includes('*'))
      .map((r) => `${r.method} ${r.path.replace(/:[A-Za-z_]+/g, '{}')}`);
    sandbox.close();
    expect(served.length).toBeGreaterThan(120);
    expect(served.filter((r) => !documented.has(r))).toEqual([]);
  });

  it('carries bodies, queries and answers from the schemas: money as numbers, filters in brackets', () => {
    const txs = doc.paths['/wallets/{wallet_id}/transactions'].get as Json;
    const filter = (txs.parameters as Json[]).find((p) => p.name === 'filter')!;
    expect(filter).toMatchObject({ in: 'query', style: 'deepObject', explode: true });
    const create = doc.paths['/v2/orders/HIFI_ACH_ONRAMP'].post as Json;
    const body =
      doc.components.schemas[create.requestBody.content['application/json'].schema.$ref.split('/').pop()];
    expect(body.properties.amount.type).toBe('number');
    expect(body.additionalProperties).toBe(false);
    expect(create.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/RampOrder',
    );
    expect(doc.components.schemas.Wallet.properties.total_amount.type).toBe('number');
    const csv = doc.paths['/v2/orders/list/{wallet_uuid}/csv'].get as Json;
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
  });

  it('`npm run -s openapi` prints it as JSON', () => {
    const out = execFileSync('node_modules/.bin/tsx', ['src/build/print-openapi.ts'], { encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(doc)));
  }, 30_000);
});
