import { createHash } from 'node:crypto';
import postcss from 'postcss';
import type { Plugin, Rollup } from 'vite';

/**
 * telegram-ui ships one stylesheet for all of its ~60 components; the app uses about twenty. Every
 * first load downloaded the rest (a third of the app's CSS, 4.8 KB gzip) before it could paint.
 *
 * Its classes are CSS-module names (`tgui-` and 16 hex digits) that reach the page only through
 * the string maps in its components' JS, and a component the app does not use is not in the
 * bundle. So once the bundle exists: a CSS selector naming a telegram-ui class that no JS chunk
 * contains can never match, and goes. Our own rules that target telegram-ui classes (app.css)
 * follow the same test. Keyframes and rules without telegram-ui classes stay as they are.
 *
 * The stylesheet gets a new content hash (its file name), and every reference to the old name
 * (the HTML, the manifest, the scripts that load it with a lazy chunk) follows. Assets are cached
 * as immutable under their name, so a name must never stand for two contents: a script that names
 * a purged stylesheet changes, so every script's name also covers what the purge read (the classes
 * and variables in use, added to each chunk's hash before names are given). A script's name thus
 * fixes the stylesheets it names, purged or not.
 */
const TGUI_CLASS = /tgui-[0-9a-f]{16}/g;
/**
 * Its theme variables (`--tgui--headline--font_size`, …) are declared for every component; one
 * that no stylesheet reads through var() and no script names is never used. Conservative: a read
 * anywhere counts, even from a rule that goes.
 */
const TGUI_VAR_USE = /(?<=var\(\s*|["'`])--tgui--[\w-]+/g;

export function unusedTelegramUiCss(): Plugin {
  // Variables read by any stylesheet in the build (their sources; a read anywhere counts). Never
  // cleared: a watch rebuild does not transform a cached stylesheet again.
  const readByCss = new Set<string>();
  let inUse: InUse = { classes: new Set(), vars: new Set() };
  let digest = '';
  return {
    name: 'unused-telegram-ui-css',
    apply: 'build',
    transform: {
      order: 'pre',
      handler(code, id) {
        if (/\.css($|\?)/.test(id)) for (const [name] of code.matchAll(TGUI_VAR_USE)) readByCss.add(name);
        return null;
      },
    },
    renderStart() {
      inUse = { classes: new Set(), vars: new Set(readByCss) };
      digest = '';
    },
    // Every chunk renders before any chunk's hash is taken: the usage is whole by then.
    renderChunk(code) {
      for (const [name] of code.matchAll(TGUI_CLASS)) inUse.classes.add(name);
      for (const [name] of code.matchAll(TGUI_VAR_USE)) inUse.vars.add(name);
      return null;
    },
    augmentChunkHash() {
      digest ||= createHash('sha256')
        .update([...inUse.classes].sort().join())
        .update([...inUse.vars].sort().join())
        .digest('base64url');
      return digest;
    },
    // After Vite has written the HTML, the manifest and the scripts' lists of what to load with a
    // lazy chunk (all in its own generateBundle).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const renamed = new Map<string, string>();
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const css = String(asset.source);
          const purged = withoutUnused(css, inUse.classes, inUse.vars);
          if (purged === css) continue;
          const hash = createHash('sha256').update(purged).digest('base64url').slice(0, 8);
          const fileName = asset.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
          if (fileName === asset.fileName) throw new Error(`unused-telegram-ui-css: no hash in ${fileName}`);
          this.emitFile({ type: 'asset', fileName, source: purged });
          delete bundle[asset.fileName];
          renamed.set(asset.fileName, fileName);
        }
        if (renamed.size) rewriteReferences(bundle, renamed);
      },
    },
  };
}

type InUse = { classes: Set<string>; vars: Set<string> };

/**
 * The stylesheet without the selectors that name a telegram-ui class outside `used`, and (given
 * `usedVars`) without declarations of telegram-ui variables nothing reads.
 */
export function withoutUnused(css: string, used: Set<string>, usedVars?: Set<string>): string {
  const root = postcss.parse(css);
  if (usedVars)
    root.walkDecls(/^--tgui--/, (decl) => {
      if (!usedVars.has(decl.prop)) decl.remove();
    });
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name)) return;
    const live = rule.selectors.filter((s) => (s.match(TGUI_CLASS) ?? []).every((c) => used.has(c)));
    if (live.length === 0) rule.remove();
    else if (live.length < rule.selectors.length) rule.selectors = live;
  });
  // A media or supports block whose every rule went.
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  return root.toString();
}

function rewriteReferences(bundle: Rollup.OutputBundle, renamed: Map<string, string>) {
  const swap = (text: string) => {
    let out = text;
    for (const [from, to] of renamed) out = out.split(from).join(to);
    return out;
  };
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk') file.code = swap(file.code);
    else if (typeof file.source === 'string') file.source = swap(file.source);
  }
}
