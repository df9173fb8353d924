/**
 * Build-time route preloading. A signed-out visit needs the sign-in screen's chunks, a signed-in
 * one home's, a Telegram launch the SDK and the Telegram sign-in; which one is only known in the
 * browser (stored token, launch hash). Without help those chunks are requested only after the
 * entry has downloaded and run: a second, serial wave over a slow network.
 *
 * This plugin writes a tiny classic script into the HTML holding a route → files map read from
 * the bundle. It runs as the HTML is parsed and adds `<link rel="modulepreload">` (and style
 * preloads) for the current route's chunk group and the locale's first sentences, so they
 * download in the same wave as the entry. Inline, not a file: a file would itself cost a round
 * trip before the links it adds (the CSP allows it by its hash, taken from the built page by
 * src/build/csp-plugin.ts). Vite's own loader later finds those links and does not request the
 * files again.
 */
import { resolve } from 'node:path';
import { minifySync, transformSync } from 'rolldown/utils';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { DECLINED_LAUNCH_KEY } from '../launch/launch-params.ts';
import { TELEGRAM_FRAME_ORIGIN } from '../launch/telegram-host.ts';
import { floorBrowsers, jsTargets } from './browser-floor.ts';

/** Where the preloader sends the first platform requests: the app's v2 base URL and tenant. */
export interface EarlyApi {
  v2: string;
  tenant: string;
}

/**
 * Whether the page runs inside a Telegram client, told the way src/launch/telegram-host.ts tells
 * it (a bridge, or a frame of Telegram's web client), for the early-requests script: it sends the
 * Telegram sign-in, so launch data in a link alone must not make it. (The route preloader only
 * guesses files: such a link makes it fetch Telegram's in vain, nothing more.) ES5.
 */
export const INSIDE_TELEGRAM = `function insideTelegram() {
    try {
      var proxy = window.TelegramWebviewProxy;
      if (proxy && typeof proxy.postEvent === 'function') return true;
      if (window.external && typeof window.external.notify === 'function') return true;
      if (window.self === window.top) return false;
    } catch (e) {}
    var ancestors = location.ancestorOrigins;
    var parent = (ancestors && ancestors[0]) || (/^https?:\\/\\/[^/]+/.exec(document.referrer) || [])[0] || '';
    return ${TELEGRAM_FRAME_ORIGIN}.test(parent);
  }`;

/**
 * The launch the SDK kept in sessionStorage, unless the user declined it in this tab
 * (launch/launch-params.ts fromStorage, DECLINED_LAUNCH_KEY). Throws where storage is unavailable.
 */
export const KEPT_LAUNCH = `function keptLaunch() {
    var kept = JSON.parse(sessionStorage.getItem('tapps/launchParams') || '""');
    var data = (/(?:^|&)tgWebAppData=([^&]*)/.exec(kept) || [])[1] || '';
    return kept && data === sessionStorage.getItem('${DECLINED_LAUNCH_KEY}') ? '' : kept;
  }`;

/** Group name → the modules (paths from the project root) whose chunks it preloads. */
export type RouteGroups = Record<string, string[]>;

/**
 * Runs in the page before the entry. Picks groups the way src/main.tsx and the route table will:
 * a Telegram launch (launch data in the hash, or kept by the SDK in sessionStorage), else a
 * stored token (signed in) or not. Keep it tiny; __MAP__ is replaced at build time. Written in
 * ES5, and shipped at the floor's level (see inlineScript).
 */
const RUNTIME = `(function () {
  var map = __MAP__;
  var catalogues = __CATALOGUES__;
  var later = __LATER__;
  var path = location.pathname;
  var raw = /tgWebApp(Data|Platform)/.test(location.hash) ? location.hash.slice(1) : '';
  var token = null;
  var stored = null;
  ${KEPT_LAUNCH}
  try {
    raw = raw || keptLaunch();
    token = localStorage.getItem('access_token');
  } catch (e) {}
  var telegram = !!raw || /tgWebApp(Data|Platform)/.test(location.search);
  var group;
  if (telegram) group = 'telegram';
  else if (!token) group = path === '/auth/sign-up' ? 'signUp' : 'signIn';
  else if (path === '/') group = 'home';
  else if (/^\\/wallets\\/[^/]+\\/?$/.test(path)) group = 'wallet';
  else if (/^\\/wallets\\/[^/]+\\/transactions\\/?$/.test(path)) group = 'transactions';
  // The locale's first-screen sentences, then the group's files in the order given (on a host
  // serving six at a time, what renders first), then for a link past the first screens the other
  // sentences, which such a screen waits for (src/main.tsx loads them at once for the same paths).
  var lang = locale();
  var deep = path !== '/' && path.indexOf('/auth/') !== 0;
  var files = (catalogues[lang] || []).concat(map[group] || [], (deep && later[lang]) || []);
  for (var i = 0; i < files.length; i++) {
    var href = files[i];
    if (document.querySelector('link[href="' + href + '"]')) continue;
    var link = document.createElement('link');
    if (/\\.css$/.test(href)) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }

  // The locale as src/i18n/choice.ts and pick-locale.ts choose it: the stored choice, else
  // Telegram's language_code, else the browser's languages, else English.
  function locale() {
    var user = null;
    try {
      var data = decodeURIComponent((/(?:^|&)tgWebAppData=([^&]*)/.exec(raw) || [])[1] || '');
      user = JSON.parse(decodeURIComponent((/(?:^|&)user=([^&]*)/.exec(data) || [])[1] || 'null'));
    } catch (e) {}
    try {
      stored = localStorage.getItem(user ? 'app/locale:tg:' + user.id : 'app/locale');
    } catch (e) {}
    // An own key only: a stored 'constructor' or '__proto__' names no catalogue.
    if (stored && Object.prototype.hasOwnProperty.call(catalogues, stored)) return stored;
    var tags = telegram ? [user && user.language_code] : navigator.languages || [navigator.language];
    for (var j = 0; j < tags.length; j++) {
      var tag = String(tags[j] || '').replace(/_/g, '-').toLowerCase();
      var found = pick(tag) || pick(tag.split('-')[0]);
      if (found) return found;
    }
    return 'en';
  }
  function pick(tag) {
    if (tag === 'in') return 'id';
    if (tag === 'pt' || tag === 'pt-br') return 'pt-BR';
    for (var name in catalogues) if (name.toLowerCase() === tag && name !== 'pseudo') return name;
    return null;
  }
})();
`;

/**
 * Inline in the HTML, before the stylesheets: the first platform requests (see below). Reads the
 * launch the way src/main.tsx does. ES5 (shipped at the floor's level); __API__ is replaced at
 * build time.
 */
const EARLY_RUNTIME = `(function () {
  var api = __API__;
  var path = location.pathname;
  var raw = /tgWebApp(Data|Platform)/.test(location.hash) ? location.hash.slice(1) : '';
  var token = null;
  var owner = null;
  ${KEPT_LAUNCH}
  try {
    raw = raw || keptLaunch();
    token = localStorage.getItem('access_token');
    owner = localStorage.getItem('app/balancesOwner');
  } catch (e) {}
  // Launch data counts only inside a Telegram client: a link alone is a web visit.
  var telegram = !!raw && insideTelegram();
  ${INSIDE_TELEGRAM}
  var group = path === '/' ? 'home' : '';
  // The first platform requests, sent now instead of after the entry has loaded and run. Each is
  // exactly the request the app will make (src/api/http.ts: same URL, body, token and only the
  // API.md §1.2 headers); the app adopts the answer once (src/api/early-responses.ts) or, on any
  // difference, sends its own. Home: the wallet list, then each wallet. Telegram: the sign-in
  // from the raw init data, then home's data with its token (or the stored one on a relaunch
  // showing cached balances, as src/main.tsx does).
  if (window.__appStarted || !window.fetch || !window.URLSearchParams) return; // the app asks itself
  startRequests();
  function startRequests() {
    var early = (window.__earlyRequests = []);
    function send(method, url, bearer, body) {
      var environment = telegram ? 'telegram' : 'web';
      var headers = {
        'x-tenant-id': api.tenant,
        'App-Enviroment': environment,
        'Content-Type': 'application/json',
      };
      if (bearer) headers.Authorization = 'Bearer ' + bearer;
      window.__earlyPending = (window.__earlyPending || 0) + 1;
      var response = fetch(url, { method: method, headers: headers, body: body }).then(function (r) {
        return r.text().then(function (text) {
          return { status: r.status, text: text };
        });
      });
      // Counted down a turn later, so a request this one's answer starts is counted first.
      var done = function () {
        setTimeout(function () {
          window.__earlyPending--;
        }, 0);
      };
      response.then(done, done);
      early.push({
        method: method,
        url: url,
        token: bearer,
        environment: environment,
        body: body,
        at: Date.now(),
        response: response,
      });
      return response;
    }
    function home(bearer) {
      send('GET', api.v2 + '/wallets?include_shared=true&limit=100&offset=0', bearer, null)
        .then(function (r) {
          var list = r.status === 200 ? JSON.parse(r.text).data || [] : [];
          for (var k = 0; k < list.length; k++)
            send('GET', api.v2 + '/wallets/' + encodeURIComponent(list[k].uuid), bearer, null);
        })
        ['catch'](function () {});
    }
    if (!telegram) {
      if (token && group === 'home') home(token);
      return;
    }
    var params = new URLSearchParams(raw);
    var data = params.get('tgWebAppData') || '';
    var init = new URLSearchParams(data);
    var user = null;
    try {
      user = JSON.parse(init.get('user') || 'null');
    } catch (e) {}
    if (!user || !init.get('hash')) return;
    // A web session is never replaced unasked (src/main.tsx asks first): no sign-in leaves now.
    if (token && !/^tg:/.test(owner || '')) return;
    var toHome = path === '/' && !(params.get('tgWebAppStartParam') || init.get('start_param'));
    var relaunch = toHome && token && cached('tg:' + user.id);
    var body = JSON.stringify({ tg_id: String(user.id), hash: init.get('hash'), init_data_raw: data });
    var signIn = send('POST', api.v2 + '/auth/sign-in/telegram', token, body);
    if (relaunch) home(token);
    else if (toHome)
      signIn
        .then(function (r) {
          var fresh = r.status === 200 && JSON.parse(r.text).access_token;
          if (fresh) home(fresh);
        })
        ['catch'](function () {});
  }
  // Whether src/app/balance-cache.ts holds balances of this owner (the app then shows them and
  // asks for home's data at once, with the stored token).
  function cached(owner) {
    try {
      var stored = JSON.parse(localStorage.getItem('app/balances') || 'null');
      return !!stored && stored.v === 1 && stored.owner === owner && localStorage.getItem('app/balancesOwner') === owner;
    } catch (e) {
      return false;
    }
  }

})();
`;

/**
 * An inline script as the floor's engines read it (`target`: src/build/browser-floor.ts, default
 * package.json's list): lowered, should its source use newer syntax, then minified without the
 * minifier raising it again (left alone, it writes `??=` and `?.` into ES5 source).
 */
function inlineScript(name: string, source: string, target: string[] = jsTargets(floorBrowsers())): string {
  const lowered = transformSync(name, source, { target });
  const helper = /^import\b/m.exec(lowered.code);
  if (lowered.errors.length > 0 || helper)
    throw new Error(`route-preload: ${name} cannot be lowered to ${target.join(', ')} as an inline script`);
  return minifySync(name, lowered.code, { compress: { target } }).code.trim();
}

/** The inline early-requests script for this platform (minified; the CSP allows it by its hash). */
export function earlyRequestsScript(api: EarlyApi, target?: string[]): string {
  return inlineScript('early-requests.js', EARLY_RUNTIME.replace('__API__', JSON.stringify(api)), target);
}

/** The page script for this build's files. Minified: it is on every first load, before the entry. */
export function preloadScript(
  map: Record<string, string[]>,
  catalogues: Record<string, string[]>,
  later: Record<string, string[]> = {},
  target?: string[],
): string {
  const source = RUNTIME.replace('__MAP__', JSON.stringify(map))
    .replace('__CATALOGUES__', JSON.stringify(catalogues))
    .replace('__LATER__', JSON.stringify(later));
  return inlineScript('route-preload.js', source, target);
}

/**
 * `groups`: route group → modules; each locale's first-screen sentences are preloaded for the
 * locale the page will pick; `api`: where the HTML's first requests go (none when null);
 * `target`: the engines the inline scripts are written for (the build's target).
 */
export function routePreload(groups: RouteGroups, api: EarlyApi | null = null, target?: string[]): Plugin {
  const early = api ? earlyRequestsScript(api, target) : null;
  let config: ResolvedConfig;
  let preload: string | null = null;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // Before Vite writes the HTML (its own generateBundle runs transformIndexHtml): it needs this
    // script.
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const initial = closure(bundle, entry, new Set());
        const map: Record<string, string[]> = {};
        for (const [name, modules] of Object.entries(groups)) {
          const files = new Set<string>();
          for (const id of modules) {
            const abs = resolve(config.root, id);
            const chunk = chunks.find((c) => c.facadeModuleId === abs || c.moduleIds.includes(abs));
            if (!chunk) throw new Error(`route-preload: no chunk for ${id} (group ${name})`);
            closure(bundle, chunk, files);
          }
          map[name] = [...files].filter((f) => !initial.has(f)).map((f) => config.base + f);
        }
        // Each locale's sentences (src/build/i18n-catalogues.ts): the first screens' in its
        // `loc-<locale>` chunk, the others in `later-<locale>`, each with what it imports (the
        // shared plural rules), so nothing waits for a second wave.
        const catalogues: Record<string, string[]> = {};
        const later: Record<string, string[]> = {};
        for (const chunk of chunks) {
          const [, kind, locale] = /\/(loc|later)-([^/]+)$/.exec(chunk.facadeModuleId ?? '') ?? [];
          if (!kind || !locale) continue;
          (kind === 'loc' ? catalogues : later)[locale] = [...closure(bundle, chunk, new Set())]
            .filter((f) => !initial.has(f))
            .map((f) => config.base + f);
        }
        preload = preloadScript(map, catalogues, later, target);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let out = html;
        // The first requests: at the head's start (only the charset and the policy, written into
        // the built page later, go first), before any stylesheet (a classic script after a
        // stylesheet waits for it), so they leave as the HTML is parsed.
        if (early) out = insertAfter(out, `<script>${early}</script>`);
        // The route's files: after the entry's own tags, so on a host that serves six files at a
        // time the entry and its chunk take the first places; before the stylesheet, for the
        // same reason as above.
        if (preload) {
          const tag = `<script>${preload}</script>`;
          const sheet = /<link rel="stylesheet"/i.exec(out);
          out = sheet
            ? `${out.slice(0, sheet.index)}${tag}\n    ${out.slice(sheet.index)}`
            : out.replace(/<\/head>/i, `  ${tag}\n  </head>`);
        }
        return out;
      },
    },
  };
}

/** Puts `tag` right after the charset (else the head's start). */
function insertAfter(html: string, tag: string): string {
  const anchor = [/<meta charset=[^>]*>/i, /<head>/i].find((a) => a.test(html));
  return anchor ? html.replace(anchor, (m) => `${m}\n    ${tag}`) : `${tag}${html}`;
}

/** A chunk's file, its CSS and, recursively, its static imports. */
function closure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, into: Set<string>): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const dep of chunk.imports) {
    const next = bundle[dep];
    if (next?.type === 'chunk') closure(bundle, next, into);
  }
  return into;
}
