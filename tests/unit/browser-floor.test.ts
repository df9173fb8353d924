// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorBrowsers, jsTargets } from '../../src/build/browser-floor';
import { floorOf } from './floor-compat';
import { scanCss } from './floor-css';
import { type Finding, scanBundle } from './floor-js';

/**
 * The browser floor holds: package.json's browserslist names the engines users have, the build
 * derives its targets from it, and the built app uses nothing those engines lack without a
 * fallback (browser-compat-data decides what they lack). FLOOR_DIST=<dir> scans an existing
 * build instead of building one.
 */

const floor = floorOf(floorBrowsers());

/**
 * Findings that are not defects, each with the reason. A name here must still be found, or the
 * entry is stale (checked below).
 */
const NOT_DEFECTS_JS: Record<string, string> = {
  'member:toArray': "React.Children.toArray, React's own, not Iterator.prototype.toArray",
  'member:notify':
    "the Telegram SDK's Windows Phone bridge, window.external.notify, called once it is seen to exist",
  // useMutation's and useInfiniteQuery's chunks call their observers, whose base classes
  // (Subscribable, QueryObserver) are defined in the start chunk, not in the calling file.
  'member:subscribe': "TanStack Query's MutationObserver subscribe() (from Subscribable), not PushManager's",
  'member:fetch':
    "TanStack Query's InfiniteQueryObserver fetch(), inherited from QueryObserver, not window.fetch",
  'member:destroy':
    "Persona's client destroy() beside TanStack's Query.destroy(), not a Web API's (the KYC screen lost its own definer to the shared chunk)",
};
const PROGRESSIVE_CSS: Record<string, string> = {
  'css.selectors.focus-visible':
    'keyboard focus rings: an engine without :focus-visible drops those rules and draws its own focus outline (no rule removes it)',
  'css.properties.scrollbar-width':
    'hides a sideways scrollbar (filter chips, telegram-ui HorizontalScroll); older engines show a thin one',
  'css.properties.scrollbar-width.none': 'as scrollbar-width',
  'css.properties.overscroll-behavior':
    "a sheet's scroll chains to the page behind it at its ends before Safari 16; nothing is hidden or misplaced",
  'css.properties.overscroll-behavior.contain': 'as overscroll-behavior',
  'css.properties.scale':
    "telegram-ui's SegmentedControl mirrors its pill with `scale` in right-to-left; before Chrome 104 it slides from the other side, onto the same selected segment",
};

let dist = process.env.FLOOR_DIST ?? '';
let built = false;
beforeAll(() => {
  if (dist) return;
  dist = mkdtempSync(join(tmpdir(), 'floor-dist-'));
  built = true;
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}, 120_000);
afterAll(() => {
  if (built) rmSync(dist, { recursive: true, force: true });
});

const assets = (ext: string) =>
  readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith(ext))
    .map((file) => ({ file, code: readFileSync(join(dist, 'assets', file), 'utf8') }));

/** The HTML's inline scripts: they run before any chunk, in the same engines. */
function inlineScripts() {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code], i) => ({
    file: `index.html#script${i + 1}`,
    code: code!,
  }));
}

const describeFinding = (f: Finding) => `${f.file}: ${f.feature} — ${f.missing.join(', ')}\n    …${f.near}…`;

describe('the browser floor', () => {
  it('is the engines users have: iOS/Safari 15, Chrome and Android WebView 93, Firefox ESR 115', () => {
    for (const [browser, version] of [
      ['safari_ios', 15],
      ['safari', 15],
      ['chrome', 93],
      ['firefox', 115],
    ] as const)
      expect(floor.get(browser)?.[0], browser).toBeLessThanOrEqual(version);
    expect(jsTargets(floorBrowsers())).toEqual(
      expect.arrayContaining(['chrome93', 'firefox115', 'ios15', 'safari15']),
    );
  });

  it('the built JavaScript and the inline scripts use no syntax or API beyond it without a fallback', () => {
    const findings = scanBundle([...assets('.js'), ...inlineScripts()], floor);
    const defects = findings.filter((f) => !NOT_DEFECTS_JS[f.feature]);
    expect(defects.map(describeFinding)).toEqual([]);
    const stale = Object.keys(NOT_DEFECTS_JS).filter((k) => !findings.some((f) => f.feature === k));
    expect(stale, 'entries that no longer match anything').toEqual([]);
  }, 30_000); // parses every built chunk: seconds on a loaded two-core runner

  it('the built CSS has no rule needing a newer engine without a fallback', () => {
    const findings = assets('.css').flatMap(({ file, code }) => scanCss(file, code, floor));
    const defects = findings.filter((f) => !PROGRESSIVE_CSS[f.feature]);
    expect(defects.map(describeFinding)).toEqual([]);
    const stale = Object.keys(PROGRESSIVE_CSS).filter((k) => !findings.some((f) => f.feature === k));
    expect(stale, 'entries that no longer match anything').toEqual([]);
  });
});

describe('the floor scans find what the floor lacks', () => {
  const js = (code: string) => scanBundle([{ file: 'x.js', code }], floor).map((f) => f.feature);
  const css = (code: string) => scanCss('x.css', code, floor).map((f) => f.feature);

  it('JavaScript: syntax and unguarded calls, not feature-detected ones or polyfilled ones', () => {
    expect(js('class A { static { this.x = 1 } }')).toEqual([
      'javascript.classes.static.initialization_blocks',
    ]);
    expect(js('export const r = /(?<=a)b/;')).toEqual([
      'javascript.regular_expressions.lookbehind_assertion',
    ]);
    expect(js('export const r = new RegExp("(?<!a)b");')).toEqual([
      'javascript.regular_expressions.lookbehind_assertion',
    ]);
    expect(js('export const f = (o, k) => Object.hasOwn(o, k);')).toEqual([
      'javascript.builtins.Object.hasOwn',
    ]);
    expect(js('export const f = (l) => l.at(-1);')).toEqual(['member:at']);
    expect(js('export const s = AbortSignal.timeout(5);')).toEqual(['api.AbortSignal.timeout_static']);
    expect(js('export const c = structuredClone({});')).toEqual(['api.structuredClone']);
    expect(
      js('export const s = typeof AbortSignal.timeout == "function" ? AbortSignal.timeout(5) : null;'),
    ).toEqual([]);
    expect(js('export const f = (l) => ("at" in Array.prototype ? l.at(-1) : l[l.length - 1]);')).toEqual([]);
    expect(js('try { Intl.supportedValuesOf("currency") } catch {}')).toEqual([]);
    const polyfilled = scanBundle(
      [
        {
          file: 'entry.js',
          code: 'if (typeof Object.hasOwn != "function") Object.hasOwn = (o, k) => k in o;',
        },
        { file: 'chunk.js', code: 'export const f = (o, k) => Object.hasOwn(o, k);' },
      ],
      floor,
    );
    expect(polyfilled).toEqual([]);
    // A method the file defines itself is its own.
    expect(js('const b = { at(i) { return i } }; export const x = b.at(1);')).toEqual([]);
  });

  it('CSS: values, selectors and custom properties beyond the floor, unless a fallback covers them', () => {
    expect(css('.a{color:color-mix(in srgb,red 50%,blue)}')).toEqual(['css.types.color.color-mix']);
    expect(css('.a{color:red;color:color-mix(in srgb,red 50%,blue)}')).toEqual([]);
    // With var() the earlier declaration is no fallback: the newer one wins and fails to `unset`.
    expect(css('.a{color:red;color:color-mix(in srgb,var(--x) 50%,blue)}')).toEqual([
      'css.types.color.color-mix',
    ]);
    expect(css('.a{--x:color-mix(in srgb,red 50%,blue)}')).toEqual(['css.types.color.color-mix']);
    expect(
      css('@supports (color:color-mix(in srgb,red 50%,blue)){.a{--x:color-mix(in srgb,var(--y) 5%,red)}}'),
    ).toEqual([]);
    expect(css('.a:has(+.b){padding:0}')).toEqual(['css.selectors.has']);
    expect(css('@supports selector(:has(a)){.a:has(+.b){padding:0}}')).toEqual([]);
    expect(css('.a{min-height:var(--h,100dvh)}')).toEqual([
      'css.types.length.viewport_percentage_units_dynamic',
    ]);
    expect(css('.a{overflow-wrap:anywhere}')).toEqual(['css.properties.overflow-wrap.anywhere']);
    expect(css('.a{overflow-wrap:break-word;overflow-wrap:anywhere}')).toEqual([]);
    expect(css('.a{cursor:pointer}')).toEqual([]); // iOS never had a cursor: no matter of the floor
  });
});
