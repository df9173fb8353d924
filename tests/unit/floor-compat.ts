import bcd, {
  type CompatStatement,
  type Identifier,
  type SimpleSupportStatement,
} from '@mdn/browser-compat-data';

/**
 * Which features the browser floor lacks, read from MDN's browser-compat-data: the floor (package
 * json's browserslist, src/build/browser-floor.ts) is compared with each feature's first version
 * in each engine. The scans of the built JS and CSS (floor-js.ts, floor-css.ts) ask it.
 */

/** browserslist agents → browser-compat-data's browser names. */
const BCD_BROWSER: Record<string, string> = {
  chrome: 'chrome',
  and_chr: 'chrome_android',
  android: 'webview_android',
  edge: 'edge',
  firefox: 'firefox',
  and_ff: 'firefox_android',
  safari: 'safari',
  ios_saf: 'safari_ios',
  samsung: 'samsunginternet_android',
  opera: 'opera',
};

type Version = number[];
export type Floor = Map<string, Version>;

const parse = (v: string): Version => v.split('.').map((n) => Number.parseInt(n, 10) || 0);
function compare(a: Version, b: Version): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The lowest version of each browser in the list (`ios_saf 15.0-15.1` → safari_ios 15.0). */
export function floorOf(browsers: readonly string[]): Floor {
  const floor: Floor = new Map();
  for (const entry of browsers) {
    const [agent = '', range = ''] = entry.split(' ');
    const name = BCD_BROWSER[agent];
    if (!name) throw new Error(`floor: no browser-compat-data name for ${entry}`);
    const version = parse(range.split('-')[0] ?? '');
    const known = floor.get(name);
    if (!known || compare(version, known) < 0) floor.set(name, version);
  }
  return floor;
}

/** An entry's sub-features (its `__compat` left out). */
export function children(node: Identifier): [string, Identifier][] {
  return Object.entries(node).filter(([key]) => key !== '__compat') as [string, Identifier][];
}

/** The feature's data at a dotted path (`css.selectors.has`), or undefined. */
export function compatAt(path: string): CompatStatement | undefined {
  let node: Identifier | undefined = bcd as unknown as Identifier;
  for (const key of path.split('.')) node = node?.[key] as Identifier | undefined;
  return node?.__compat;
}

/** Supported at `version`: shipped by then (flags and prefixes do not count), not yet removed. */
function supportedAt(statements: SimpleSupportStatement[], version: Version): boolean | null {
  let unknown = false;
  for (const s of statements) {
    if (s.flags || s.prefix || s.alternative_name) continue;
    const added = s.version_added;
    if (typeof added !== 'string') {
      // false: never shipped. Anything else is a version the data does not know, not something
      // to hold against the floor.
      if (added !== false) unknown = true;
      continue;
    }
    if (added === 'preview') continue;
    if (compare(parse(added.replace('≤', '')), version) > 0) continue;
    const removed = s.version_removed;
    if (typeof removed === 'string' && removed !== 'preview' && compare(parse(removed), version) <= 0)
      continue;
    return true;
  }
  return unknown ? null : false;
}

/**
 * The floor browsers that lack the feature at `path`, as `safari_ios 15.0 (needs 16.2)`; empty
 * when every floor browser has it or the data does not know. Throws on an unknown path, so a
 * renamed entry cannot silently pass.
 */
export function missingAt(floor: Floor, path: string, onlyNewer = false): string[] {
  const compat = compatAt(path);
  if (!compat) throw new Error(`floor: browser-compat-data has no ${path}`);
  return missingIn(floor, compat, onlyNewer);
}

/**
 * `onlyNewer`: count only browsers that shipped the feature later; one that never did (a cursor
 * on iOS) is no matter of the floor's.
 */
export function missingIn(floor: Floor, compat: CompatStatement, onlyNewer = false): string[] {
  const missing: string[] = [];
  for (const [browser, version] of floor) {
    const raw = compat.support[browser as keyof typeof compat.support];
    if (raw === undefined) continue;
    const statements = (Array.isArray(raw) ? raw : [raw]) as SimpleSupportStatement[];
    if (supportedAt(statements, version) !== false) continue;
    const first = statements.find((s) => typeof s.version_added === 'string' && !s.flags && !s.prefix);
    const needs = typeof first?.version_added === 'string' ? first.version_added : 'none';
    if (
      onlyNewer &&
      (needs === 'none' || needs === 'preview' || compare(parse(needs.replace('≤', '')), version) <= 0)
    )
      continue;
    missing.push(`${browser} ${version.join('.')} (needs ${needs})`);
  }
  return missing;
}

/** Whether any browser has shipped the feature (unflagged): an experiment's names do not count. */
export function shipped(compat: CompatStatement): boolean {
  return Object.values(compat.support).some((raw) =>
    (Array.isArray(raw) ? raw : [raw]).some(
      (s) => typeof s?.version_added === 'string' && s.version_added !== 'preview' && !s.flags,
    ),
  );
}
