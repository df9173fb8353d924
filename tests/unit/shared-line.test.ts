import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Holds the line src/shared/index.ts and src/contract/index.ts draw: src/shared, src/contract and
 * src/api/types are pure, and src/shared and src/contract are the only parts of src/ the sandbox
 * imports. The contract's schemas may use the schema library; nothing else here may.
 */
const root = resolve(import.meta.dirname, '../..');
const PURE = ['src/shared', 'src/contract', 'src/api/types'];
const PURE_PACKAGES = ['ibantools', '@scure/base', '@noble/hashes'];
/** The schema library: for the contract's schemas only (not its value lists). */
const SCHEMA_PACKAGE = 'zod';
const schemasMayUse = (file: string) =>
  file.startsWith('src/contract/') && !file.startsWith('src/contract/values/');
const SANDBOX_MAY_USE = ['src/shared', 'src/contract'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => join(dir, f));
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

const inPure = (path: string) => PURE.some((dir) => path === dir || path.startsWith(`${dir}/`));

describe('the pure line', () => {
  it('pure modules import only each other and small pure libraries', () => {
    const offences: string[] = [];
    for (const file of PURE.flatMap(filesUnder)) {
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.')) {
          const target = relative(root, resolve(root, dirname(file), spec));
          if (!inPure(target)) offences.push(`${file} → ${spec}`);
        } else if (
          spec === SCHEMA_PACKAGE
            ? !schemasMayUse(file)
            : !PURE_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`))
        ) {
          offences.push(`${file} → ${spec}`);
        }
      }
    }
    expect(offences).toEqual([]);
  });

  it('the sandbox reaches into src/ only for pure modules', () => {
    const offences: string[] = [];
    for (const file of filesUnder('sandbox')) {
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = relative(root, resolve(root, dirname(file), spec));
        const allowed = SANDBOX_MAY_USE.some((dir) => target === dir || target.startsWith(`${dir}/`));
        if (target.startsWith('src/') && !allowed) offences.push(`${file} → ${spec}`);
      }
    }
    expect(offences).toEqual([]);
  });
});
