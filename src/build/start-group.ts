import type { CodeSplittingGroup, ModuleInfo } from 'rolldown';

type Context = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * The `start` chunk: everything the entry imports statically (the app shell), plus the modules
 * `also` matches (imported lazily but shown first) with their dependencies, plus what two
 * or more of the `apart` lists (first screens with chunk groups of their own) have in common.
 *
 * Why everything the entry reaches, not only what `also` reaches: a later group (home, the wallet
 * screens) takes its screen's dependencies, and a module that the entry imports too would go with
 * it — the entry would then import that whole group on every first load. Held in `start`
 * (highest priority), each such module stays on the path that needs it first. The same holds
 * between two first screens with groups of their own: a module both use (a list, a section) would
 * go to one of them and make the other import its whole group.
 *
 * `leanest`, one of the `apart` lists (home, whose budget is tightest): our own modules the others
 * share without it go to sharedApartGroup's chunk instead, which only they load. Packages they
 * share stay here: Rolldown would otherwise place one (react-dom) in whichever group it likes.
 *
 * The entry module joins too. Its chunk is then only imports (of `start` and Rolldown's helpers),
 * which Vite writes into the HTML as those chunks' script tags instead of a file of its own; and
 * its stylesheets (telegram-ui's, app.css) join `start`'s, after the components' as before. Over
 * HTTP/1.1 a browser fetches six files from a host at a time: two fewer in every first screen's
 * wave (the entry's script and stylesheet) is two fewer waiting a round trip for a free one.
 */
export function startGroup(
  entry: string,
  also: RegExp,
  apart: string[][] = [],
  leanest?: string[],
): CodeSplittingGroup {
  // One graph walk per chunking pass: Rolldown reuses its ModuleInfo objects within a pass.
  const passes = new WeakMap<ModuleInfo, Set<string>>();
  const taken = (ctx: Context): Set<string> => {
    const info = ctx.getModuleInfo(entry);
    if (!info) throw new Error(`start group: no module ${entry}`);
    let reached = passes.get(info);
    if (!reached) {
      reached = staticallyReached(ctx, entry);
      const uses = new Map<string, number>();
      for (const screens of apart)
        for (const id of usedBy(ctx, screens)) uses.set(id, (uses.get(id) ?? 0) + 1);
      const lean = leanest && usedBy(ctx, leanest);
      for (const [id, count] of uses)
        if (count > 1 && (!lean || lean.has(id) || isPackage(id))) reached.add(id);
      passes.set(info, reached);
    }
    return reached;
  };
  return {
    debugName: 'start',
    name: (id: string, ctx: Context) => (also.test(id) || taken(ctx).has(id) ? 'start' : null),
    priority: 3,
  };
}

/**
 * Our own modules two or more `apart` first screens share but `leanest` does not use (the sign-in
 * calls a web sign-in and a Telegram launch both make), with the modules `own` matches (a screen of
 * one of them): a chunk of its own, loaded by the screens that use it, so the leanest screen does
 * not download it with `start`. Below startGroup's priority: a module the entry reaches stays in
 * `start`.
 */
export function sharedApartGroup(
  name: string,
  apart: string[][],
  leanest: string[],
  own?: RegExp,
): CodeSplittingGroup {
  const passes = new WeakMap<object, Set<string>>();
  const shared = (ctx: Context, key: object): Set<string> => {
    let found = passes.get(key);
    if (!found) {
      const uses = new Map<string, number>();
      for (const screens of apart)
        for (const id of usedBy(ctx, screens)) uses.set(id, (uses.get(id) ?? 0) + 1);
      const lean = usedBy(ctx, leanest);
      found = new Set(
        [...uses].filter(([id, count]) => count > 1 && !lean.has(id) && !isPackage(id)).map(([id]) => id),
      );
      passes.set(key, found);
    }
    return found;
  };
  return {
    debugName: name,
    name: (id: string, ctx: Context) => {
      if (own?.test(id)) return name;
      const key = ctx.getModuleInfo(apart[0]?.[0] ?? '') ?? ctx;
      return shared(ctx, key).has(id) ? name : null;
    },
    priority: 2.5,
  };
}

const isPackage = (id: string) => /[\\/]node_modules[\\/]/.test(id);

/**
 * `from` and every script of ours it reaches through static imports. Packages are left to
 * Rolldown, which follows only the imports in use: a walk through a package's index would take
 * every component it re-exports (telegram-ui's index names its drawer too). Stylesheets stay
 * where they were: the entry's own (telegram-ui's, app.css) in a sheet after the components' in
 * `start`, which is the cascade every screen was built and tested against.
 */
function staticallyReached(ctx: Context, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length) {
    const id = queue.pop() as string;
    if (seen.has(id) || /[\\/]node_modules[\\/]|\.css$/.test(id)) continue;
    seen.add(id);
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * The scripts `roots` use through static imports, packages' included: through a package's index
 * (a file of re-exports only) only to the modules that export a name the importer imports, the
 * way Rolldown keeps only those. Stylesheets stay where they are (see above).
 */
export function usedBy(ctx: Context, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visitedIndexes = new Set<string>();
  const queue: [id: string, names: Set<string> | null][] = roots.map((id) => [id, null]);
  while (queue.length) {
    const [id, names] = queue.pop() as [string, Set<string> | null];
    if (seen.has(id) || id.endsWith('.css')) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    if (isIndex(info)) {
      const key = `${id}\0${[...(names ?? [])].join()}`;
      if (visitedIndexes.has(key)) continue;
      visitedIndexes.add(key);
      for (const next of info.importedIds) queue.push([next, names]);
      continue;
    }
    // Reached through an index: only if it exports a name the importer asked for.
    if (names && !info.exports.some((name) => names.has(name))) continue;
    seen.add(id);
    const imported = importedNames(info.code ?? '');
    for (const next of info.importedIds) {
      const child = ctx.getModuleInfo(next);
      queue.push([next, child && isIndex(child) ? imported : null]);
    }
  }
  return seen;
}

/**
 * A package's index: a module made only of re-exports, written as `export … from` lines
 * (telegram-ui) or as named imports gathered in one `export { … }` list (TanStack Query's build).
 */
function isIndex(info: ModuleInfo): boolean {
  if (!/[\\/]node_modules[\\/]/.test(info.id) || info.code === null) return false;
  const reexports = /export\s*(\*|\{[^}]*\})\s*from\s*["'][^"']+["'];?/g;
  const namedImports = /import\s*\{[^}]*\}\s*from\s*["'][^"']+["'];?/g;
  const exportList = /export\s*\{[^}]*\};?/g;
  const body = info.code.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  // Something re-exported: a module that only imports (a polyfill's setup) is no index.
  if (!reexports.test(body) && !exportList.test(body)) return false;
  return (
    body
      .replace(reexports, '')
      .replace(namedImports, '')
      .replace(exportList, '')
      .replace(/["']use client["'];?/g, '')
      .trim() === ''
  );
}

/** The names a module imports or re-exports by name (`import { a, b as c }` gives a and b). */
function importedNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of code.matchAll(/(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from/g))
    for (const part of (list as string).split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)[0]
          ?.replace(/^type\s+/, '') ?? '',
      );
  names.delete('');
  return names;
}
