import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Names a Chromium or Chrome goes by on PATH (Debian, Ubuntu, Google's packages). */
const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome'];

/**
 * The Chromium the browser tests drive: $CHROME_PATH when set (and only it, so a wrong value is
 * reported rather than silently replaced), else the first Chromium or Chrome on PATH.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return findOnPath(BROWSER_NAMES, env);
}

/** The first of `names` found in a directory of PATH (directories first, then names, in order). */
export function findOnPath(names: string[], env: NodeJS.ProcessEnv = process.env): string | null {
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  for (const dir of dirs) {
    for (const name of names) {
      const candidate = join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

/** The one sentence a machine without Chromium is told (tests/e2e/ensure-browsers.ts). */
export function chromiumMissing(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROME_PATH
    ? `CHROME_PATH is ${env.CHROME_PATH}, but no file is there: point it at a Chromium or Chrome binary, or unset it to use the chromium on PATH.`
    : 'No Chromium found for the browser tests: run `npm test` as root on Debian to have it installed, or install it yourself (`sudo apt-get install -y chromium fonts-liberation`), or set CHROME_PATH to a Chromium or Chrome binary.';
}

/** Flags for a closed-network, root-run, headless Chromium. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
