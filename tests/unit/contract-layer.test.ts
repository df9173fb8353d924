// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints, apiDomains } from '../../src/api/endpoints';
import { projectEndpoints } from '../../src/build/endpoint-table.ts';
import { allClientRoutes, clientRoutes } from '../../src/contract/index.ts';
import { openApiDocument } from '../../src/contract/openapi.ts';
import { isMoneyKey, MONEY_KEYS } from '../../src/shared/wire-json';

/**
 * The contract (src/contract) is the one source of the wire: the client's endpoint table agrees
 * with it route by route, the app takes only types from it (no schema code ships), and the money
 * keys the answer parser keeps exact are the contract's money fields.
 */
const root = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

describe('the endpoint table and the contract', () => {
  it('name the same routes, each with the same service, method, path, answer kind, captcha and timeout', () => {
    const contract = Object.fromEntries(
      Object.entries(allClientRoutes).map(([key, r]) => [
        key,
        {
          service: r.service,
          method: r.method,
          path: r.path,
          ...(r.answer === 'text' || r.answer === 'blob' ? { responseType: r.answer } : {}),
          ...(r.captcha ? { captcha: true } : {}),
          ...(r.untimed ? { untimed: true } : {}),
        },
      ]),
    );
    expect(Object.keys(allEndpoints).length).toBeGreaterThan(120);
    expect(allEndpoints).toEqual(contract);
  });

  it('the table is plain data: what the executor reads, no schema', () => {
    const fields = new Set(['service', 'method', 'path', 'responseType', 'captcha', 'untimed']);
    for (const [key, ep] of Object.entries(allEndpoints))
      for (const [field, value] of Object.entries(ep)) {
        expect(fields.has(field), `${key}.${field}`).toBe(true);
        expect(typeof value === 'string' || value === true, `${key}.${field}`).toBe(true);
      }
  });

  it('has one group per clientRoutes group, each projected from it by the build', () => {
    expect(Object.keys(apiDomains).sort()).toEqual(Object.keys(clientRoutes).sort());
    for (const [group, routes] of Object.entries(clientRoutes))
      expect(apiDomains[group as keyof typeof apiDomains], group).toEqual(projectEndpoints(routes));
  });

  it('types each group by the routes it is built from', async () => {
    const contractExports: Record<string, unknown> = {};
    for (const file of filesUnder('src/contract').filter((f) => !f.includes('/values/')))
      Object.assign(contractExports, await import(join(root, file)));
    const typed: string[] = [];
    for (const file of filesUnder('src/api/endpoints')) {
      const text = readFileSync(join(root, file), 'utf8');
      const groupOf = new Map(
        [...text.matchAll(/^import (\w+) from 'virtual:endpoint-table\/(\w+)';$/gm)].map((m) => [
          m[1]!,
          m[2]!,
        ]),
      );
      for (const [, local, routes] of text.matchAll(/(\w+) as EndpointsOf<typeof (\w+)>/g)) {
        const group = groupOf.get(local!) as keyof typeof clientRoutes;
        expect(contractExports[routes!], `${file}: ${local} as ${routes}`).toBe(clientRoutes[group]);
        typed.push(group);
      }
    }
    expect(typed.sort()).toEqual(Object.keys(clientRoutes).sort());
  });
});

describe('the app takes only types from the contract', () => {
  const importLines = (file: string) =>
    [
      ...readFileSync(join(root, file), 'utf8').matchAll(
        /^\s*(import|export)\s+([^'"]*?)\s*from\s+['"]([^'"]+)['"]/gm,
      ),
    ].map((m) => ({ clause: m[2]!.replace(/\s+/g, ' ').trim(), spec: m[3]! }));

  it('no app module imports the schema library or a schema module at run time', () => {
    const offences: string[] = [];
    for (const file of filesUnder('src')) {
      if (file.startsWith('src/contract/') || file.startsWith('src/build/')) continue;
      for (const { clause, spec } of importLines(file)) {
        const target = spec.startsWith('.') ? relative(root, resolve(root, dirname(file), spec)) : spec;
        const schemaModule = target.startsWith('src/contract') && !target.startsWith('src/contract/values');
        const wholeTypeOnly = /^type\s/.test(clause) || clause.startsWith('type *');
        const everyNameTyped =
          /^\{[^}]*\}$/.test(clause) &&
          clause
            .slice(1, -1)
            .split(',')
            .every((n) => /^\s*type\s/.test(n) || !n.trim());
        if (target === 'zod' || target.startsWith('zod/')) offences.push(`${file} → ${spec}`);
        else if (schemaModule && !wholeTypeOnly && !everyNameTyped)
          offences.push(`${file} → ${spec} (${clause})`);
      }
    }
    expect(offences).toEqual([]);
  });
});

describe('money keys', () => {
  /** Every property the contract types as money (the `money` / `amount` building blocks). */
  function moneyFields(): Set<string> {
    const found = new Set<string>();
    const walk = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      if (Array.isArray(node)) {
        for (const item of node) walk(item);
        return;
      }
      const props = (node as { properties?: Record<string, { description?: string }> }).properties;
      for (const [key, value] of Object.entries(props ?? {})) {
        const branches = [value, ...((value as { anyOf?: object[] }).anyOf ?? [])] as {
          description?: string;
        }[];
        if (branches.some((b) => b.description?.startsWith('money'))) found.add(key);
      }
      for (const value of Object.values(node)) walk(value);
    };
    walk((openApiDocument() as { components: unknown }).components);
    return found;
  }

  it('the answer parser keeps every money field of the contract exact, and knows no other', () => {
    const fields = moneyFields();
    expect(fields.size).toBeGreaterThan(30);
    expect([...fields].filter((k) => !isMoneyKey(k))).toEqual([]);
    expect([...MONEY_KEYS].filter((k) => !fields.has(k))).toEqual([]);
  });
});
