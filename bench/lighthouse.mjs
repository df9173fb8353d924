#!/usr/bin/env node
/**
 * Lighthouse (mobile preset) against the production build on `vite preview`, with the system
 * Chromium, for the sign-in screen and (signed in as the demo user) home. Lighthouse 13 needs
 * Node ≥ 22, so v12 is fetched at run time (`npx -y lighthouse@12`) instead of being a dependency.
 * Target: ≥ 0.95 per category.
 * Usage: node bench/lighthouse.mjs [--no-build] [--signed-in] [path=/auth/sign-in]
 *
 * Signed in: Lighthouse drives a Chromium we started (remote debugging port) whose profile
 * already holds the sandbox tokens, with its storage reset turned off.
 */
import { execFile, execSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

export const TARGET = 0.95;

/** Same lookup as tests/e2e/chromium.ts (plain Node cannot import .ts). */
const findChromium = () =>
  [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => p && existsSync(p),
  ) ?? null;
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** A Chromium with the demo user's tokens in its default profile, reachable on a debugging port. */
async function signedInChromium(chrome, origin) {
  const res = await fetch(`${origin}/__sandbox/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { access_token, refresh_token } = await res.json();
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = mkdtempSync(join(tmpdir(), 'lh-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chrome,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`],
  });
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`); // same origin, without running the app
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('access_token', a);
      localStorage.setItem('refresh_token', r);
    },
    [access_token, refresh_token],
  );
  await page.close();
  return {
    port,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export async function runLighthouse({ build = true, path = '/auth/sign-in', signedIn = false } = {}) {
  if (build) execSync('npx vite build', { stdio: ['ignore', 'ignore', 'inherit'] });
  process.env.SANDBOX_MEMORY = '1';
  const server = await preview({ preview: { port: 0, host: '127.0.0.1' }, logLevel: 'warn' });
  const { port } = server.httpServer.address();
  const chrome = process.env.CHROME_PATH ?? findChromium();
  if (!chrome) throw new Error('No Chromium: install Debian chromium or set CHROME_PATH.');
  mkdirSync('bench/out', { recursive: true });
  const out = `bench/out/lighthouse${signedIn ? '-signed-in' : ''}.json`;
  const browser = signedIn ? await signedInChromium(chrome, `http://127.0.0.1:${port}`) : null;
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
        ...(browser
          ? [`--port=${browser.port}`, '--disable-storage-reset']
          : ['--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage']),
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    await browser?.close();
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
  return { path, signedIn, scores, metrics, failing };
}

export function printLighthouse(r) {
  console.log(`\nLighthouse (mobile) ${r.path}${r.signedIn ? ' (signed in)' : ''}`);
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
  const signedIn = process.argv.includes('--signed-in');
  const path = process.argv.slice(2).find((a) => a.startsWith('/')) ?? (signedIn ? '/' : '/auth/sign-in');
  const ok = printLighthouse(
    await runLighthouse({ build: !process.argv.includes('--no-build'), path, signedIn }),
  );
  process.exitCode = ok ? 0 : 1;
}
