#!/usr/bin/env node
/**
 * What each module costs the chunk it lands in: builds into a temporary directory (dist/ is left
 * alone), then, for every chunk holding modules whose id matches the pattern, prints what those
 * modules add to the chunk's gzip size (the chunk's modules gzipped with and without them) and,
 * for the chunks named, each module's share (what the chunk's gzip loses without it alone).
 * Rolldown keeps a module whole in one chunk, so this also says where each one went.
 * Usage: node bench/chunk-modules.mjs [pattern=@tanstack] [chunk names… = start home]
 *   node bench/chunk-modules.mjs '^src/lib/server-state' start
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const [pattern = '@tanstack', ...named] = process.argv.slice(2);
const match = new RegExp(pattern);
const detail = named.length ? named : ['start', 'home'];
const outDir = mkdtempSync(join(tmpdir(), 'chunk-modules-'));
/** chunk name → [module id, rendered code][] in the chunk's order. */
const chunks = new Map();
try {
  await build({
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
    plugins: [
      {
        name: 'chunk-modules',
        generateBundle(_, bundle) {
          for (const c of Object.values(bundle)) {
            if (c.type !== 'chunk') continue;
            const short = (id) => id.replace(/.*[\\/]node_modules[\\/]/, '').replace(`${process.cwd()}/`, '');
            chunks.set(
              c.name,
              Object.entries(c.modules).map(([id, m]) => [short(id), m.code ?? '']),
            );
          }
        },
      },
    ],
  });
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const gz = (mods) => gzipSync(mods.map(([, code]) => code).join('\n'), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(2).padStart(6)} KB`;
for (const [name, mods] of chunks) {
  const hits = mods.filter(([id]) => match.test(id));
  if (!hits.length) continue;
  const all = gz(mods);
  const cost = all - gz(mods.filter(([id]) => !match.test(id)));
  console.log(`${name}: ${hits.length} modules matching ${pattern}, ${kb(cost)} of ${kb(all)} (gzip)`);
  if (!detail.includes(name)) continue;
  const rows = hits.map(([id]) => [id, all - gz(mods.filter(([other]) => other !== id))]);
  for (const [id, share] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(share)}  ${id}`);
}
