#!/usr/bin/env node
/**
 * Bundle budget: builds the app, then prints the first screen's JS + CSS (gzip) against the
 * 110 KB budget and every lazy chunk's size. First screen = the entry chunk, its static imports
 * and their CSS, from dist/.vite/manifest.json; the sign-in row adds the sign-in screen's chunk,
 * which a signed-out browser visit loads right after the entry. The first screen also needs its
 * sentences: the start catalogues (common, auth, home) of one locale, counted for each locale.
 * Usage: node bench/bundle.mjs [--no-build]
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 110;
const DIST = 'dist';

export function measureBundle({ build = true } = {}) {
  if (build) execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

  /** Files (JS and CSS) a chunk needs before it runs: itself, its static imports, their CSS. */
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const css of chunk.css ?? []) seen.add(css);
    for (const dep of chunk.imports ?? []) closure(dep, seen);
    return seen;
  };
  const sum = (files) => [...files].reduce((n, f) => n + gz(f), 0);

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const first = closure(entryKey);
  // Scripts the HTML loads besides the entry (the route preloader: src/build/route-preload.ts).
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  for (const [, src] of html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)) first.add(src);
  const signInKey = Object.keys(manifest).find((k) => /features\/auth\/SignInScreen\.tsx$/.test(k));
  const signIn = signInKey ? closure(signInKey, new Set(first)) : first;

  // Sentences the first render waits for, per locale (src/i18n/keys.ts START_NAMESPACES).
  const START = ['common', 'auth', 'home'];
  const catalogues = {};
  for (const [key, c] of Object.entries(manifest)) {
    const m = /msg-(.+)_([a-z]+)$/.exec(key);
    if (!m) continue;
    const entry = catalogues[m[1]] ?? { startKb: 0, allKb: 0 };
    catalogues[m[1]] = entry;
    const kb = gz(c.file) / 1024;
    entry.allKb += kb;
    if (START.includes(m[2])) entry.startKb += kb;
  }
  const worstLocale = Object.entries(catalogues)
    .filter(([locale]) => locale !== 'pseudo')
    .sort(([, a], [, b]) => b.startKb - a.startKb)[0];

  const lazy = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && !/msg-/.test(key))
    .map(([key, c]) => {
      const own = [...closure(key)].filter((f) => !first.has(f));
      return { name: key.replace(/^src\//, ''), ownKb: gz(c.file) / 1024, withDepsKb: sum(own) / 1024 };
    })
    .sort((a, b) => b.withDepsKb - a.withDepsKb);

  const codeKb = sum(first) / 1024;
  const enKb = catalogues.en?.startKb ?? 0;
  return {
    codeKb,
    /** Code plus the largest locale's start catalogues: the figure the budget holds. */
    firstKb: codeKb + (worstLocale?.[1].startKb ?? 0),
    firstEnKb: codeKb + enKb,
    worstLocale: worstLocale?.[0] ?? 'en',
    catalogues,
    firstFiles: [...first],
    signInKb: sum(signIn) / 1024 + (worstLocale?.[1].startKb ?? 0),
    lazy,
  };
}

function printReport(r) {
  const kb = (n) => `${n.toFixed(1).padStart(7)} KB`;
  const verdict = (n) => (n <= BUDGET_KB ? 'ok' : 'OVER BUDGET');
  console.log('\nFirst screen (gzip, JS + CSS)');
  console.log(`  entry + static imports + CSS   ${kb(r.codeKb)}`);
  console.log(
    `  … plus English start catalogues ${kb(r.firstEnKb)}   budget ${BUDGET_KB} KB   ${verdict(r.firstEnKb)}`,
  );
  console.log(
    `  … plus ${r.worstLocale.padEnd(6)} (largest)       ${kb(r.firstKb)}   budget ${BUDGET_KB} KB   ${verdict(r.firstKb)}`,
  );
  console.log(
    `  … plus the sign-in screen      ${kb(r.signInKb)}   budget ${BUDGET_KB} KB   ${verdict(r.signInKb)}`,
  );
  for (const f of r.firstFiles) console.log(`      ${f}`);
  console.log('\nCatalogues per locale (gzip): start namespaces | all');
  for (const [locale, c] of Object.entries(r.catalogues)) {
    console.log(`  ${locale.padEnd(8)} ${kb(c.startKb)} ${kb(c.allKb)}`);
  }
  console.log('\nLazy chunks (gzip): own chunk | with deps not already on the first screen');
  for (const c of r.lazy) console.log(`  ${c.name.padEnd(58)} ${kb(c.ownKb)} ${kb(c.withDepsKb)}`);
  return r.firstKb <= BUDGET_KB && r.signInKb <= BUDGET_KB;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = printReport(measureBundle({ build: !process.argv.includes('--no-build') }));
  process.exitCode = ok ? 0 : 1;
}
