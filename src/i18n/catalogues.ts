import loaders from 'virtual:i18n/loaders';
import {
  LATER_NAMESPACES,
  type MessageKey,
  type MessageValues,
  type Namespace,
  START_NAMESPACES,
} from './keys';
import { DEFAULT_LOCALE, isRtl, type Locale, langTag } from './locales';

type Compiled = Record<string, (values: MessageValues) => string>;

let active: Locale = DEFAULT_LOCALE;
/** `<locale>/<namespace>` → its compiled messages, once downloaded. */
const loaded = new Map<string, Compiled>();
const loading = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

function load(locale: Locale, ns: Namespace): Promise<void> {
  const id = `${locale}/${ns}`;
  if (loaded.has(id)) return Promise.resolve();
  let pending = loading.get(id);
  if (!pending) {
    const table = loaders[locale];
    if (!table) return Promise.reject(new Error(`No locale ${locale}`));
    pending = table()
      .then((t) => {
        // The start namespaces come inside the locale's own chunk; the rest separately.
        const inline = t.start[ns];
        if (inline) return inline;
        const loader = t.later[ns];
        if (!loader) throw new Error(`No catalogue ${id}`);
        return loader().then((m) => m.default);
      })
      .then(
        (messages) => {
          loaded.set(id, messages as Compiled);
          loading.delete(id);
        },
        (err: unknown) => {
          loading.delete(id); // a failed chunk may be retried
          throw err;
        },
      );
    loading.set(id, pending);
  }
  return pending;
}

function loadAll(locale: Locale, namespaces: readonly Namespace[]): Promise<void> {
  return Promise.all(namespaces.map((ns) => load(locale, ns))).then(() => undefined);
}

function applyToDocument(locale: Locale) {
  if (typeof document === 'undefined') return; // node-side tests
  const root = document.documentElement;
  root.lang = langTag(locale);
  root.dir = isRtl(locale) ? 'rtl' : 'ltr';
}

/** Boot: the locale and the shell's sentences, before anything renders. */
export async function startLocale(locale: Locale): Promise<void> {
  active = locale;
  applyToDocument(locale);
  await loadAll(locale, START_NAMESPACES);
}

/**
 * `screen` (a lazily loaded module) once the namespaces it shows of the active locale are here
 * too: its code and its sentences load in one step.
 */
export function withNamespaces<T>(namespaces: readonly Namespace[], screen: Promise<T>): Promise<T> {
  return Promise.all([screen, loadAll(active, namespaces)]).then(([m]) => m);
}

/** The remaining namespaces of the active locale: after the first render, or before another screen. */
export function loadLaterNamespaces(): Promise<void> {
  return loadAll(active, LATER_NAMESPACES);
}

export function laterNamespacesLoaded(): boolean {
  return LATER_NAMESPACES.every((ns) => loaded.has(`${active}/${ns}`));
}

/** Switches language once every namespace the app has shown is there in the new one. */
export async function switchLocale(locale: Locale): Promise<void> {
  if (locale === active) return;
  const shown = [...START_NAMESPACES, ...LATER_NAMESPACES].filter((ns) => loaded.has(`${active}/${ns}`));
  await loadAll(locale, shown);
  active = locale;
  applyToDocument(locale);
  for (const listener of listeners) listener();
}

export function activeLocale(): Locale {
  return active;
}

export function onLocaleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The sentence for `key` in the active language. A key whose namespace is not loaded is a bug
 * (a first screen using a later namespace): it is reported on the console, which the browser
 * journeys fail on, and the key itself is shown rather than nothing.
 */
export function t(key: MessageKey, values?: MessageValues): string {
  const dot = key.indexOf('.');
  const message = loaded.get(`${active}/${key.slice(0, dot)}`)?.[key.slice(dot + 1)];
  if (!message) {
    console.error(`i18n: no message ${key} in ${active}`);
    return key;
  }
  return message(values ?? {});
}
