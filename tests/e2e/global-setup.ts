import { existsSync } from 'node:fs';
import { chromiumMissing, findChromium } from './chromium.ts';

export default function setup() {
  // npm run test:e2e installs or asks for the browsers first (ensure-browsers.ts); this covers a
  // direct `vitest run --project e2e`.
  if (!findChromium()) throw new Error(chromiumMissing());
  if (!existsSync('dist/index.html'))
    throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
}
