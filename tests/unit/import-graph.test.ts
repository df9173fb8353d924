// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Imports point down (README "How it is built", DESIGN §2). Every relative import in src/ —
 * static, type-only, re-export or dynamic `import()` — goes from a layer to the same layer or one
 * below it, and a feature reaches another feature only through that feature's entry file
 * (features/<name>/index.ts). The layers, top first:
 *
 *   main.tsx, main-telegram.ts, boot/, build/   start the app (or build it): may import anything
 *   launch/                   reads the launch, mounts Telegram, chooses the sign-in path
 *   app/                      shell: route table, auth gate, error boundary
 *   features/<name>/          screens, sheets, the domain's reads and writes
 *   ui/                       shared widgets
 *   session/                  the signed-in owner and what hangs on them
 *   routing/                  paths, route definitions, deep links, history depth
 *   lib/, config.ts           pure helpers and shared hooks over the API
 *   api/                      endpoint tables, the executor, tokens, errors (which speak through i18n)
 *   i18n/                     the message catalogues and t()
 *   contract/                 the wire schemas
 *   shared/                   pure rules the sandbox imports too
 */
const root = resolve(import.meta.dirname, '../..');
const src = join(root, 'src');

const LAYERS: [layer: string, rank: number][] = [
  ['main.tsx', 90],
  ['main-telegram.ts', 90],
  ['boot', 90],
  ['build', 90],
  ['launch', 80],
  ['app', 70],
  ['features', 60],
  ['ui', 50],
  ['session', 40],
  ['routing', 30],
  ['lib', 20],
  ['config.ts', 20],
  ['api', 15],
  ['i18n', 10],
  ['contract', 5],
  ['shared', 0],
];

/** The layer of a file under src/ (its first path segment), or undefined for one the map lacks. */
function layerOf(file: string): { name: string; rank: number } | undefined {
  const first = relative(src, file).split('/')[0]!;
  const found = LAYERS.find(([name]) => name === first);
  return found && { name: found[0], rank: found[1] };
}

/** features/<name>, for a file inside a feature. */
function featureOf(file: string): string | null {
  const parts = relative(src, file).split('/');
  return parts[0] === 'features' && parts.length > 2 ? parts[1]! : null;
}

function resolveImport(from: string, spec: string): string {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return base;
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Every relative import of every source file: [importer, imported], both absolute. */
function importGraph(): [string, string][] {
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(ts|tsx|mts)$/.test(f) && !f.endsWith('.d.ts'))
    .map((f) => join(src, f));
  const edges: [string, string][] = [];
  for (const file of files) {
    // Comments are prose: an example import in a doc comment is not an import.
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm, '$1');
    for (const m of text.matchAll(IMPORT)) edges.push([file, resolveImport(file, (m[1] ?? m[2])!)]);
  }
  return edges;
}

const show = (from: string, to: string) => `${relative(src, from)} -> ${relative(src, to)}`;

/** A feature's public entry: what other features may import. */
const isEntry = (file: string) => /^features\/[^/]+\/index\.tsx?$/.test(relative(src, file));
/** What the layers that compose features (app, launch) may reach: an entry or the route list. */
const isComposable = (file: string) =>
  isEntry(file) || /^features\/[^/]+\/routes\.ts$/.test(relative(src, file));

describe('the import graph', () => {
  const edges = importGraph().filter(([, to]) => to.startsWith(src));

  it('is read: every source file has a layer and the graph is the size of the app', () => {
    expect(edges.length).toBeGreaterThan(1500);
    const unmapped = [
      ...new Set(
        edges
          .flat()
          .filter((f) => !layerOf(f))
          .map((f) => relative(src, f)),
      ),
    ];
    expect(unmapped).toEqual([]);
  });

  it('points down: no import reaches a higher layer', () => {
    const upward = edges
      .filter(([from, to]) => layerOf(to)!.rank > layerOf(from)!.rank)
      .map(([from, to]) => show(from, to));
    expect(upward).toEqual([]);
  });

  it('reaches another feature only through its entry file', () => {
    const internal = edges
      .filter(([from, to]) => {
        const target = featureOf(to);
        if (!target) return false;
        const source = featureOf(from);
        if (source === target) return false;
        if (source) return !isEntry(to);
        const layer = layerOf(from)!.name;
        return (layer === 'app' || layer === 'launch') && !isComposable(to);
      })
      .map(([from, to]) => show(from, to));
    expect(internal).toEqual([]);
  });

  it('would catch what it forbids', () => {
    // The rule itself, on made-up edges: a widget using the shell, a feature using another's file.
    const ui = join(src, 'ui/X.tsx');
    expect(layerOf(join(src, 'app/App.tsx'))!.rank).toBeGreaterThan(layerOf(ui)!.rank);
    expect(isEntry(join(src, 'features/orders/index.ts'))).toBe(true);
    expect(isEntry(join(src, 'features/orders/data.ts'))).toBe(false);
    const sample = `import { a } from './a';\nimport type { B } from "../b";\nexport * from './c';\nconst d = () => import('./d');\nimport './f.css';`;
    expect([...sample.matchAll(IMPORT)].map((m) => m[1] ?? m[2])).toEqual([
      './a',
      '../b',
      './c',
      './d',
      './f.css',
    ]);
  });
});
