#!/usr/bin/env node
/**
 * Bundle budget: builds the app, then prints each first screen's JS + CSS (gzip) against the
 * 110 KB budget and every lazy chunk's size. A first screen is what the HTML has the browser
 * fetch in one wave (src/build/route-preload.ts): the scripts the HTML runs, their static imports
 * and their CSS (from dist/.vite/manifest.json), the HTML's stylesheets and inline scripts, the
 * screen's own chunk group, and its sentences: the start catalogue (common, home, auth) of one
 * locale, the largest counted. Sign-in (a web visit signed out) and home (signed in) hold the budget; a Telegram
 * launch, which adds the SDK, is shown beside them.
 * Usage: node bench/bundle.mjs [--no-build]
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 110;
/** Where the build is read from: dist/, or BUNDLE_DIST (measure without touching dist/). */
const DIST = process.env.BUNDLE_DIST ?? 'dist';

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

  // The shell: the scripts the HTML runs (the entry's chunk is only imports, which Vite writes as
  // their script tags: vite.config.ts) with their closures, and the stylesheets it links.
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  const first = new Set();
  for (const [, file] of html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)) {
    const key = Object.keys(manifest).find((k) => manifest[k].file === file);
    if (!key) throw new Error(`bundle: no manifest entry for ${file}`);
    closure(key, first);
  }
  for (const [, file] of html.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/g)) first.add(file);
  // The HTML's inline scripts (early requests, route preloading): code every first load parses.
  const inlineBytes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map(([, code]) => gzipSync(code, { level: 9 }).length)
    .reduce((a, b) => a + b, 0);
  /** The first screen made of these chunk groups (vite.config.ts's codeSplitting groups). */
  const screen = (...groups) => {
    const files = new Set(first);
    for (const g of groups) {
      const key = Object.keys(manifest).find((k) => k.startsWith('_') && manifest[k].name === g);
      if (!key) throw new Error(`bundle: no chunk group ${g}`);
      closure(key, files);
    }
    return files;
  };
  // Sign-in: its forms' group (the shell it shares with home is in the `start` chunk); a Telegram
  // launch: its own start (the bootstrap's Telegram half, its sign-in screen), the SDK and home.
  const screens = {
    'sign-in': screen('signin'),
    home: screen('home'),
    Telegram: screen('telegram-start', 'telegram', 'home'),
  };
  // Sentences per locale (src/build/i18n-catalogues.ts): loc-<locale> holds what the first
  // render waits for (src/i18n/keys.ts START_NAMESPACES), later-<locale> the rest.
  const catalogues = {};
  for (const key of Object.keys(manifest)) {
    const m = /\/(loc|later)-([^/_]+)$/.exec(key);
    if (!m) continue;
    const [, kind, locale] = m;
    catalogues[locale] ??= { start: new Set(), all: new Set() };
    const entry = catalogues[locale];
    // A catalogue with what it imports (the shared plural rules), minus what the shell has.
    const files = [...closure(key)].filter((f) => !first.has(f));
    for (const f of files) entry.all.add(f);
    if (kind === 'loc') for (const f of files) entry.start.add(f);
  }
  for (const c of Object.values(catalogues)) {
    c.startKb = sum(c.start) / 1024;
    c.allKb = sum(c.all) / 1024;
  }
  const real = Object.entries(catalogues).filter(([locale]) => locale !== 'pseudo');
  /** The locale whose first sentences weigh most (every first screen loads the same ones). */
  const worstLocale = real.sort(([, a], [, b]) => b.startKb - a.startKb)[0];

  const lazy = Object.entries(manifest)
    .filter(([key, c]) => c.isDynamicEntry && !/\/(loc|later)-/.test(key))
    .map(([key, c]) => {
      const own = [...closure(key)].filter((f) => !first.has(f));
      return { name: key.replace(/^src\//, ''), ownKb: gz(c.file) / 1024, withDepsKb: sum(own) / 1024 };
    })
    .sort((a, b) => b.withDepsKb - a.withDepsKb);

  const screenKb = (files) => (sum(files) + inlineBytes) / 1024 + (worstLocale?.[1].startKb ?? 0);
  return {
    worstLocale: worstLocale?.[0] ?? 'en',
    catalogues,
    /** Per first screen: its files and its size with the largest locale's start catalogues. */
    screens: Object.fromEntries(
      Object.entries(screens).map(([name, files]) => [name, { files: [...files], kb: screenKb(files) }]),
    ),
    inlineKb: inlineBytes / 1024,
    /** The budgeted first screens: a web visit signed out, and signed in. */
    signInKb: screenKb(screens['sign-in']),
    homeKb: screenKb(screens.home),
    lazy,
  };
}

function printReport(r) {
  const kb = (n) => `${n.toFixed(1).padStart(7)} KB`;
  const verdict = (n) => (n <= BUDGET_KB ? 'ok' : 'OVER BUDGET');
  console.log(
    `\nFirst screens (gzip, JS + CSS, with the HTML's inline scripts (${r.inlineKb.toFixed(1)} KB) and the start catalogues of the locale where they weigh most: ${r.worstLocale})`,
  );
  for (const [name, { files, kb: size }] of Object.entries(r.screens)) {
    const budget = name === 'Telegram' ? '(with the SDK)' : `budget ${BUDGET_KB} KB   ${verdict(size)}`;
    console.log(`  ${name.padEnd(10)} ${kb(size)}   ${files.length} files   ${budget}`);
    for (const f of files) console.log(`      ${f}`);
  }
  console.log('\nCatalogues per locale (gzip): start namespaces | all');
  for (const [locale, c] of Object.entries(r.catalogues))
    console.log(`  ${locale.padEnd(8)} ${kb(c.startKb)} ${kb(c.allKb)}`);
  console.log('\nLazy chunks (gzip): own chunk | with deps not already on the first screen');
  for (const c of r.lazy) console.log(`  ${c.name.padEnd(58)} ${kb(c.ownKb)} ${kb(c.withDepsKb)}`);
  return r.signInKb <= BUDGET_KB && r.homeKb <= BUDGET_KB;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = printReport(measureBundle({ build: !process.argv.includes('--no-build') }));
  process.exitCode = ok ? 0 : 1;
}
