import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 21: the wire contract's schemas (src/contract, zod) never reach the browser. The app takes
 * its wire types from them as types only; this reads the real build (dist/, written by
 * `npm run build` before the browser tests) for the schema library's own code.
 */
const ZOD_CODE = /\$Zod[A-Z]\w+|ZodError|\b_zod\b/;

function scripts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, f));
}

describe('the build ships no schema code', () => {
  it('the marker finds the schema library in its own package (so its absence below means something)', () => {
    const own = scripts('node_modules/zod/v4/classic').concat(scripts('node_modules/zod/v4/core'));
    expect(own.some((f) => ZOD_CODE.test(readFileSync(f, 'utf8')))).toBe(true);
  });

  it('no script of dist/ holds the schema library', () => {
    const built = scripts('dist');
    expect(built.length).toBeGreaterThan(5);
    expect(built.filter((f) => ZOD_CODE.test(readFileSync(f, 'utf8')))).toEqual([]);
  });
});
