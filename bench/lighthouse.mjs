#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) against the production build on `vite preview`, with the system
 * Chromium, for the sign-in screen. Lighthouse 13 needs Node ≥ 22, so v12 is fetched at run time
 * (`npx -y lighthouse@12`) instead of being a dependency. Target: ≥ 0.95 per category.
 * Usage: node bench/lighthouse.mjs [--no-build] [path=/auth/sign-in]
 */
import { execFile, execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { preview } from 'vite';

export const TARGET = 0.95;

/** Same lookup as tests/e2e/chromium.ts (plain Node cannot import .ts). */
const findChromium = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  ) ?? null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

export async function runLighthouse({ build = true, path = '/auth/sign-in' } = {}) {
  if (build) execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
  process.env.SANDBOX_MEMORY = '1';
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  const { port } = server.httpServer.address();
  const chrome = process.env.CHROME_PATH ?? findChromium();
  if (!chrome) throw new Error('No Chromium: install Debian chromium or set CHROME_PATH.');
  mkdirSync('bench/out', { recursive: true });
  const out = 'bench/out/lighthouse.json';
  try {
    // Async: the preview server lives in this process and must keep answering meanwhile.
    await promisify(execFile)(
      'npx',
      [
        '-y',
        'lighthouse@12',
        `http://127.0.0.1:${port}${path}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    await new Promise((r) => server.httpServer.close(r));
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? 0]));
  const failing = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ].map((id) => `${id} ${report.audits[id]?.displayValue ?? '?'}`);
  return { path, scores, metrics, failing };
}

export function printLighthouse(r) {
  console.log(`\nLighthouse (mobile) ${r.path}`);
  for (const [c, s] of Object.entries(r.scores)) {
    console.log(
      `  ${c.padEnd(16)} ${s.toFixed(2)}   target ${TARGET}   ${s >= TARGET ? 'ok' : 'BELOW TARGET'}`,
    );
  }
  console.log(`  ${r.metrics.join(' · ')}`);
  if (r.failing.length) console.log(`  audits below 0.9:\n    ${r.failing.join('\n    ')}`);
  return Object.values(r.scores).every((s) => s >= TARGET);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv.slice(2).find((a) => a.startsWith('/')) ?? '/auth/sign-in';
  const ok = printLighthouse(await runLighthouse({ build: !process.argv.includes('--no-build'), path }));
  process.exitCode = ok ? 0 : 1;
}
