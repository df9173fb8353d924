/**
 * The HTML's route preloader: adds `<link rel="modulepreload">` (and style preloads) for the
 * first screen's chunk group and the locale's first sentences, so they download in the same wave
 * as the entry (src/build/route-preload.ts says why it sits after the entry's tags). Which screen
 * and language, the first inline script (launch.ts) has chosen with the app's own functions.
 *
 * Compiled at build time (src/build/boot-scripts.ts) into a minified script at the browser
 * floor's level; `__MAP__`, `__CATALOGUES__`, `__LATER__` and `__AFTER_PAINT__` are this build's
 * files.
 */
import type { FirstScreenGroup } from './first-screen';

/** Route group → its files (vite.config.ts FIRST_SCREENS). */
declare const __MAP__: Partial<Record<FirstScreenGroup, string[]>>;
/**
 * Locale → the first screens' sentences (its start namespaces), and all the rest
 * (src/build/i18n-catalogues.ts).
 */
declare const __CATALOGUES__: Record<string, string[]>;
declare const __LATER__: Record<string, string[]>;
/** Files of a group its first paint does not wait for (the Telegram SDK: src/main-telegram.ts). */
declare const __AFTER_PAINT__: string[];
const AFTER_PAINT = __AFTER_PAINT__;

const screen = window.__firstScreen;
if (screen) {
  // The locale's first-screen sentences, then the group's files in the order given (on a host
  // serving six at a time, what renders first), then for a link past the first screens the other
  // sentences, which such a screen waits for (src/main.tsx loads them at once for the same paths).
  const map = __MAP__;
  const files = [
    ...(__CATALOGUES__[screen.locale] ?? []),
    ...((screen.group && map[screen.group]) || []),
    ...((screen.everyNamespace && __LATER__[screen.locale]) || []),
  ];
  for (const href of files) add(href);
}

function add(href: string): void {
  if (document.querySelector(`link[href="${href}"]`)) return;
  const link = document.createElement('link');
  if (href.endsWith('.css')) {
    link.rel = 'preload';
    link.as = 'style';
    // In CORS mode, as the stylesheet link Vite's loader adds for the chunk: a preload fetched
    // in another mode is not reused, and the file would download twice.
    link.crossOrigin = '';
  } else link.rel = 'modulepreload';
  // What the first paint does not wait for: after every file it does (six connections per host
  // over HTTP/1.1 go to the waiting request of highest priority). A screen's own stylesheet keeps
  // its high priority: Vite's loader resolves the screen's chunk only once it has loaded.
  if (AFTER_PAINT.includes(href)) link.setAttribute('fetchpriority', 'low');
  link.href = href;
  document.head.appendChild(link);
}
