import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { unusedTelegramUiCss, withoutUnused } from '../../src/build/unused-tgui-css';

/**
 * The build drops telegram-ui's CSS for components no chunk contains (src/build/unused-tgui-css.ts).
 * Dropping a rule that a used component needs would break a screen's look; keeping everything
 * would ship the whole library's CSS on every first load.
 */
const USED = 'tgui-aaaaaaaaaaaaaaaa';
const UNUSED = 'tgui-bbbbbbbbbbbbbbbb';
const used = new Set([USED]);

describe('telegram-ui CSS the app never renders', () => {
  it('drops rules naming an unused class and keeps the used ones', () => {
    const css = `.${USED}{color:red}.${UNUSED}{color:blue}`;
    expect(withoutUnused(css, used)).toBe(`.${USED}{color:red}`);
  });

  it('keeps a rule for the selectors of it that can still match', () => {
    const out = withoutUnused(`.${USED} span,.${UNUSED} span{margin:0}`, used);
    expect(out).toContain(`.${USED} span`);
    expect(out).not.toContain(UNUSED);
  });

  it('a selector needing an unused class goes even beside a used one', () => {
    expect(withoutUnused(`.${USED}.${UNUSED}{margin:0}`, used)).toBe('');
  });

  it("keeps our own rules, the library's globals and its keyframes", () => {
    const css = `:root{--tgui--x:1px}.ui-money{white-space:nowrap}html[dir="rtl"] .${USED}{text-align:right}@keyframes spin{from{opacity:0}to{opacity:1}}`;
    expect(withoutUnused(css, used)).toBe(css);
  });

  it('removes a media block left empty', () => {
    expect(withoutUnused(`@media (min-width:1px){.${UNUSED}{color:red}}.a{color:red}`, used)).toBe(
      '.a{color:red}',
    );
  });

  it('drops telegram-ui variables nothing reads, keeps read ones and our own', () => {
    const css = ':root{--tgui--read:1px;--tgui--unread:2px;--app-own:3px}.a{margin:var(--tgui--read)}';
    expect(withoutUnused(css, used, new Set(['--tgui--read']))).toBe(
      ':root{--tgui--read:1px;--app-own:3px}.a{margin:var(--tgui--read)}',
    );
  });
});

/**
 * The plugin's hooks as the build calls them: every chunk renders, then each chunk's hash is
 * taken, then the bundle is written. A stylesheet the entry's script names (the shell's, which
 * lazy chunks list to load with them) is purged too, and the scripts name the purged file.
 */
describe('a purged stylesheet that scripts name', () => {
  type Hook = (...args: unknown[]) => unknown;
  const hook = (plugin: Plugin, name: keyof Plugin): Hook => {
    const h = plugin[name] as Hook | { handler: Hook };
    return typeof h === 'function' ? h : h.handler;
  };
  /** Runs a build of these chunks' code and stylesheets; returns each chunk's hash input and the bundle. */
  const build = (chunks: Record<string, string>, sheets: Record<string, string>) => {
    const plugin = unusedTelegramUiCss();
    hook(plugin, 'renderStart')();
    for (const code of Object.values(chunks)) hook(plugin, 'renderChunk')(code);
    const hashInput = hook(plugin, 'augmentChunkHash')() as string;
    const bundle: Record<string, { type: string; fileName: string; code?: string; source?: string }> = {};
    for (const [fileName, code] of Object.entries(chunks))
      bundle[fileName] = { type: 'chunk', fileName, code };
    for (const [fileName, source] of Object.entries(sheets))
      bundle[fileName] = { type: 'asset', fileName, source };
    const emitFile = (f: { fileName: string; source: string }) => {
      bundle[f.fileName] = { type: 'asset', ...f };
    };
    hook(plugin, 'generateBundle').call({ emitFile }, {}, bundle);
    return { hashInput, bundle };
  };
  const css = `.${USED}{color:red}.${UNUSED}{color:blue}`;
  const lazy = (names: string) => `const deps=["assets/start-AAAAAAAA.css"];${names}`;

  it('the scripts name the purged file, which holds only the rules in use', () => {
    const { bundle } = build({ 'lazy.js': lazy(`"${USED}"`) }, { 'assets/start-AAAAAAAA.css': css });
    const sheet = Object.values(bundle).find((f) => f.fileName.endsWith('.css'));
    expect(sheet?.fileName).not.toBe('assets/start-AAAAAAAA.css');
    expect(sheet?.source).toBe(`.${USED}{color:red}`);
    expect(bundle['lazy.js']?.code).toContain(sheet?.fileName);
    expect(bundle['lazy.js']?.code).not.toContain('start-AAAAAAAA');
  });

  it("each script's name covers what the purge kept: other classes in use, another hash", () => {
    const one = build({ 'lazy.js': lazy(`"${USED}"`) }, { 'assets/start-AAAAAAAA.css': css });
    const two = build({ 'lazy.js': lazy(`"${USED}","${UNUSED}"`) }, { 'assets/start-AAAAAAAA.css': css });
    expect(one.hashInput).not.toBe(two.hashInput);
  });
});
