#!/usr/bin/env node
/** All benchmarks: bundle budget, then Lighthouse on the same build. `npm run bench`. */
import { measureBundle } from './bundle.mjs';
import { printLighthouse, runLighthouse } from './lighthouse.mjs';

const build = !process.argv.includes('--no-build');
const bundle = measureBundle({ build });
const { BUDGET_KB } = await import('./bundle.mjs');
console.log(
  `\nFirst screen ${bundle.firstKb.toFixed(1)} KB, with sign-in ${bundle.signInKb.toFixed(1)} KB (budget ${BUDGET_KB} KB)`,
);
const bundleOk = bundle.signInKb <= BUDGET_KB;
const lhOk = printLighthouse(await runLighthouse({ build: false }));
process.exitCode = bundleOk && lhOk ? 0 : 1;
