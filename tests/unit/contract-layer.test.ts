// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/api/endpoints';
import { allClientRoutes } from '../../src/contract/index.ts';
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
  it('name the same routes, each with the same service, method, path and answer kind', () => {
    const table = Object.fromEntries(
      Object.entries(allEndpoints).map(([key, ep]) => [
        key,
        { service: ep.service, method: ep.method, path: ep.path, responseType: ep.responseType },
      ]),
    );
    const contract = Object.fromEntries(
      Object.entries(allClientRoutes).map(([key, r]) => [
        key,
        {
          service: r.service,
          method: r.method,
          path: r.path,
          responseType: r.answer === 'text' || r.answer === 'blob' ? r.answer : undefined,
        },
      ]),
    );
    expect(Object.keys(table).length).toBeGreaterThan(120);
    expect(table).toEqual(contract);
  });

  it('takes every endpoint’s types from its contract route', () => {
    const offences: string[] = [];
    for (const file of filesUnder('src/api/endpoints')) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const m of text.matchAll(/\bendpoint<([^>(]*)/g))
        if (!/^typeof \w+(\.\w+)+$|^R$/.test(m[1]!.trim())) offences.push(`${file}: endpoint<${m[1]}>`);
    }
    expect(offences).toEqual([]);
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
