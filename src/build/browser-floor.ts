/**
 * The browser floor: package.json's `browserslist` is the one statement of the engines the app
 * runs in, and everything the build lowers for derives from it: the JS target (oxc, through Vite's
 * build.target), the inline boot scripts (src/build/route-preload.ts) and the CSS (Lightning CSS).
 * tests/unit/browser-floor.test.ts checks the built output against the same list.
 */
import browserslist from 'browserslist';
import { browserslistToTargets, type Targets } from 'lightningcss';

/** The floor's browsers, as browserslist names them (`chrome 93`, `ios_saf 15.0-15.1`, …). */
export function floorBrowsers(root: string = process.cwd()): string[] {
  // Without a list browserslist falls back to its defaults: the floor would move by itself.
  const queries = browserslist.loadConfig({ path: root });
  if (!queries) throw new Error(`browser floor: no browserslist in ${root}/package.json`);
  return browserslist(queries);
}

/**
 * browserslist agents → the engine names oxc and Vite's target take. Android's WebView and
 * Chrome for Android carry Chromium's version numbers; Firefox for Android Firefox's.
 */
const ENGINE: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome',
  android: 'chrome',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox',
  safari: 'safari',
  ios_saf: 'ios',
  opera: 'opera',
};

/**
 * Samsung Internet numbers its own releases; oxc does not know it and would silently lower for
 * nothing. Its 17 was built on Chromium 96, above the Chrome floor: a list that reaches lower must
 * add the Chromium version it stands for here first.
 */
const SAMSUNG_COVERED_FROM = 17;

/** The lowest version of each engine: `['chrome93', 'edge93', 'firefox115', 'ios15', 'safari15']`. */
export function jsTargets(browsers: readonly string[]): string[] {
  const lowest = new Map<string, number[]>();
  for (const entry of browsers) {
    const [agent = '', range = ''] = entry.split(' ');
    // `15.0-15.1` is a range of releases: its first one is the floor.
    const version = (range.split('-')[0] ?? '').split('.').map(Number);
    if (agent === 'samsung') {
      if ((version[0] ?? 0) < SAMSUNG_COVERED_FROM)
        throw new Error(`browser floor: ${entry} needs its Chromium version in browser-floor.ts`);
      continue;
    }
    const engine = ENGINE[agent];
    if (!engine) throw new Error(`browser floor: no JS target for ${entry}`);
    // Android's entries below 5 are the pre-Chromium WebView, which no query here reaches.
    if (agent === 'android' && (version[0] ?? 0) < 37)
      throw new Error(`browser floor: ${entry} predates Chromium`);
    const known = lowest.get(engine);
    if (!known || compare(version, known) < 0) lowest.set(engine, version);
  }
  return [...lowest.entries()].map(([engine, version]) => `${engine}${trimVersion(version)}`).sort();
}

/** Lightning CSS's targets for the same browsers (its own mapping, samsung and android included). */
export function cssTargets(browsers: readonly string[]): Targets {
  return browserslistToTargets([...browsers]);
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** `[15, 0]` → `15`, `[15, 4]` → `15.4`. */
function trimVersion(version: number[]): string {
  const parts = [...version];
  while (parts.length > 1 && parts[parts.length - 1] === 0) parts.pop();
  return parts.join('.');
}
