import { existsSync } from 'node:fs';
import { CHROMIUM_MISSING, findChromium } from './chromium.ts';

export default function setup() {
  if (!findChromium()) throw new Error(CHROMIUM_MISSING);
  if (!existsSync('dist/index.html'))
    throw new Error('No production build in dist/: run `npm run build` first (npm test does).');
}
