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
 * (the HTML, the manifest) follows: assets are cached as immutable under their name, so a name
 * must never stand for two contents. The stylesheets a script names (a lazy chunk's, since each
 * chunk has its own) are not purged in place for that reason: the build stops if one would be.
 */
const TGUI_CLASS = /tgui-[0-9a-f]{16}/g;
/**
 * Its theme variables (`--tgui--headline--font_size`, …) are declared for every component; one
 * that no stylesheet reads through var() and no script names is never used. Conservative: a read
 * anywhere counts, even from a rule that goes.
 */
const TGUI_VAR_USE = /(?<=var\(\s*|["'`])--tgui--[\w-]+/g;

export function unusedTelegramUiCss(): Plugin {
  return {
    name: 'unused-telegram-ui-css',
    apply: 'build',
    // After Vite has written the HTML and the stylesheet (both in its own generateBundle).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const used = new Set<string>();
        const usedVars = new Set<string>();
        for (const file of Object.values(bundle)) {
          const text = file.type === 'chunk' ? file.code : String(file.source);
          if (file.type === 'chunk') for (const [name] of text.matchAll(TGUI_CLASS)) used.add(name);
          if (file.type === 'chunk' || file.fileName.endsWith('.css'))
            for (const [name] of text.matchAll(TGUI_VAR_USE)) usedVars.add(name);
        }
        const renamed = new Map<string, string>();
        for (const asset of Object.values(bundle)) {
          if (asset.type !== 'asset' || !asset.fileName.endsWith('.css')) continue;
          const css = String(asset.source);
          const purged = withoutUnused(css, used, usedVars);
          if (purged === css) continue;
          const hash = createHash('sha256').update(purged).digest('base64url').slice(0, 8);
          const fileName = asset.fileName.replace(/-[\w-]{8}\.css$/, `-${hash}.css`);
          if (fileName === asset.fileName) throw new Error(`unused-telegram-ui-css: no hash in ${fileName}`);
          this.emitFile({ type: 'asset', fileName, source: purged });
          delete bundle[asset.fileName];
          renamed.set(asset.fileName, fileName);
        }
        // A script that names a renamed stylesheet (a lazy chunk's CSS, in the loader's list of
        // what to fetch with it) would change under its own hashed name: refuse rather than ship
        // one name for two contents. The HTML and the manifest are not cached under a hash.
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          const named = [...renamed.keys()].find((from) => file.code.includes(from));
          if (named)
            throw new Error(`unused-telegram-ui-css: ${file.fileName} names ${named}, whose content changed`);
        }
        if (renamed.size) rewriteReferences(bundle, renamed);
      },
    },
  };
}

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
