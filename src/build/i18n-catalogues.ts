/**
 * Message catalogues, compiled at build time. Each `src/i18n/messages/<locale>/<namespace>.json`
 * holds ICU MessageFormat sources; this plugin turns every file into its own small ES module of
 * functions (@messageformat/core's compiler), so the browser never parses ICU and only downloads
 * the catalogues of the active locale.
 *
 * - `virtual:i18n/loaders` exports `{ [locale]: () => import(<that locale's table>) }`: the entry
 *   carries one line per locale, not one per catalogue (a hundred hashed file names).
 * - `virtual:i18n/locale/<locale>` (chunk `loc-<locale>`) holds the locale's start namespaces
 *   (what the first screens say: the shell, home, sign-in) compiled inline, as `start`, and
 *   `later`: `{ [namespace]: () => import(...) }` for the rest. The HTML's preloader fetches it
 *   with the entry.
 * - `virtual:i18n/later/<locale>` (chunk `later-<locale>`) holds the locale's other namespaces,
 *   each `later` loader's target. One file too: every screen after the first waits for all of
 *   them (src/i18n/index.ts), so separate files would only cost round trips.
 * - `virtual:i18n/catalogue/<locale>/<namespace>` is one compiled catalogue.
 * - The `pseudo` locale is English made longer and accented (pseudo-locale.ts), built from the
 *   English files, for layout tests; it is never offered to users.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/compile-module.js';
import type { Plugin } from 'vite';
import { pseudoMessage } from './pseudo-locale.ts';

const LOADERS_ID = 'virtual:i18n/loaders';
const LOCALE_PREFIX = 'virtual:i18n/locale/';
const LATER_PREFIX = 'virtual:i18n/later/';
const CATALOGUE_PREFIX = 'virtual:i18n/catalogue/';
/**
 * Resolved ids: `loc-<locale>` and `later-<locale>` (their chunks are named so),
 * `msg-<locale>_<namespace>`.
 */
const RESOLVED = '\0i18n/';
export const PSEUDO_LOCALE = 'pseudo';

/** `start`: the namespaces in each locale's own chunk. */
export function i18nCatalogues(start: readonly string[], dir = 'src/i18n/messages'): Plugin {
  const root = resolve(dir);
  const locales = () => readdirSync(root).filter((name) => statSync(join(root, name)).isDirectory());
  const namespaces = (locale: string) =>
    readdirSync(join(root, locale))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));

  return {
    name: 'i18n-catalogues',
    resolveId(id) {
      if (id === LOADERS_ID) return `${RESOLVED}loaders`;
      if (id.startsWith(LOCALE_PREFIX)) return `${RESOLVED}loc-${id.slice(LOCALE_PREFIX.length)}`;
      if (id.startsWith(LATER_PREFIX)) return `${RESOLVED}later-${id.slice(LATER_PREFIX.length)}`;
      if (id.startsWith(CATALOGUE_PREFIX))
        return `${RESOLVED}msg-${id.slice(CATALOGUE_PREFIX.length).replace('/', '_')}`;
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (name === 'loaders') {
        const entries = [...locales(), PSEUDO_LOCALE].map(
          (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(LOCALE_PREFIX + locale)})`,
        );
        return `export default { ${entries.join(',\n')} };`;
      }
      if (name.startsWith('loc-') || name.startsWith('later-')) {
        const later = name.startsWith('later-');
        const locale = name.slice(later ? 'later-'.length : 'loc-'.length);
        const source = locale === PSEUDO_LOCALE ? 'en' : locale;
        const all = namespaces(source);
        for (const ns of all) this.addWatchFile(join(root, source, `${ns}.json`));
        const id = (ns: string) => JSON.stringify(`${CATALOGUE_PREFIX}${locale}/${ns}`);
        const first = all.filter((ns) => start.includes(ns));
        const rest = all.filter((ns) => !start.includes(ns));
        /** `{ "<namespace>": c<i> }` over modules imported as c0, c1… */
        const table = (list: string[]) => {
          const imports = list.map((ns, i) => `import c${i} from ${id(ns)};`);
          return { imports, object: `{ ${list.map((ns, i) => `${JSON.stringify(ns)}: c${i}`).join(', ')} }` };
        };
        if (later) {
          const { imports, object } = table(rest);
          return [...imports, `export default ${object};`].join('\n');
        }
        const { imports, object } = table(first);
        const laterId = JSON.stringify(`${LATER_PREFIX}${locale}`);
        return [
          ...imports,
          `export const start = ${object};`,
          `const rest = () => import(${laterId});`,
          `export const later = { ${rest
            .map(
              (ns) =>
                `${JSON.stringify(ns)}: () => rest().then((m) => ({ default: m.default[${JSON.stringify(ns)}] }))`,
            )
            .join(',\n')} };`,
        ].join('\n');
      }
      const [locale = '', ns = ''] = name.slice('msg-'.length).split('_');
      const pseudo = locale === PSEUDO_LOCALE;
      const file = join(root, pseudo ? 'en' : locale, `${ns}.json`);
      this.addWatchFile(file);
      const sources = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const messages = pseudo
        ? Object.fromEntries(Object.entries(sources).map(([k, v]) => [k, pseudoMessage(v)]))
        : sources;
      // Plural rules and `#` digits follow the locale; the pseudo locale counts like English.
      return compileModule(new MessageFormat(pseudo ? 'en' : locale), messages);
    },
  };
}
