import type { CodeSplittingGroup, ModuleInfo } from 'rolldown';

type Context = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * The `start` chunk: everything the entry imports statically (the app shell), plus the modules
 * `also` matches (the sign-in screens, imported lazily but shown first) with their dependencies.
 *
 * Why everything the entry reaches, not only what `also` reaches: a later group (home, the wallet
 * screens) takes its screen's dependencies, and a module that the entry imports too would go with
 * it — the entry would then import that whole group on every first load. Held in `start`
 * (highest priority), each such module stays on the path that needs it first.
 */
export function startGroup(entry: string, also: RegExp): CodeSplittingGroup {
  // One graph walk per chunking pass: Rolldown reuses its ModuleInfo objects within a pass.
  const passes = new WeakMap<ModuleInfo, Set<string>>();
  const shell = (ctx: Context): Set<string> => {
    const info = ctx.getModuleInfo(entry);
    if (!info) throw new Error(`start group: no module ${entry}`);
    let reached = passes.get(info);
    if (!reached) {
      reached = staticallyReached(ctx, entry);
      reached.delete(entry); // the entry module itself stays the entry chunk
      passes.set(info, reached);
    }
    return reached;
  };
  return {
    debugName: 'start',
    name: (id: string, ctx: Context) => (also.test(id) || shell(ctx).has(id) ? 'start' : null),
    priority: 3,
  };
}

/**
 * `from` and every script of ours it reaches through static imports. Packages are left to
 * Rolldown, which follows only the imports in use: a walk through a package's index would take
 * every component it re-exports (telegram-ui's index names its drawer too). Stylesheets stay
 * where they were: the entry's own (telegram-ui's, app.css) last in the one stylesheet, after
 * the components', which is the cascade every screen was built and tested against.
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
