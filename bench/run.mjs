#!/usr/bin/env node
/**
 * All benchmarks: bundle budget, Lighthouse on sign-in and on home (signed in) on the same build,
 * then the throttled run (4× CPU + slow 4G, next to a bare floor shell; bench/throttled.mjs, run
 * by tsx since it reuses the e2e Telegram stub). `npm run bench [-- --no-throttled] [-- --runs=5]`.
 */
import { spawnSync } from 'node:child_process';
import { measureBundle } from './bundle.mjs';
import { printLighthouse, runLighthouse } from './lighthouse.mjs';

const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const bundle = measureBundle({ build });
const { BUDGET_KB } = await import('./bundle.mjs');
console.log(
  `\nFirst screens (with the heaviest locale’s first sentences): sign-in ${bundle.signInKb.toFixed(1)} KB, home ${bundle.homeKb.toFixed(1)} KB (budget ${BUDGET_KB} KB)`,
);
const bundleOk = bundle.signInKb <= BUDGET_KB && bundle.homeKb <= BUDGET_KB;
const signInOk = printLighthouse(await runLighthouse({ build: false }));
const homeOk = printLighthouse(await runLighthouse({ build: false, path: '/', signedIn: true }));
if (!args.includes('--no-throttled')) {
  const runs = args.find((a) => a.startsWith('--runs=')) ?? '--runs=5';
  spawnSync('npx', ['tsx', 'bench/throttled.mjs', runs], { stdio: 'inherit' });
}
process.exitCode = bundleOk && signInOk && homeOk ? 0 : 1;
