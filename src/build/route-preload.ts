/**
 * Build-time route preloading. A signed-out visit needs the sign-in screen's chunks, a signed-in
 * one home's, a Telegram launch the SDK and the Telegram sign-in; which one is only known in the
 * browser (stored token, launch hash). Without help those chunks are requested only after the
 * entry has downloaded and run: a second, serial wave over a slow network.
 *
 * This plugin writes two tiny classic scripts into the HTML, compiled from src/boot/ by
 * src/build/boot-scripts.ts. The first, at the head's start (src/boot/launch.ts), reads the launch
 * and chooses the first screen and its language with the app's own functions, and sends the first
 * platform requests. The second, after the entry's tags (src/boot/preload.ts), holds a route →
 * files map read from the bundle and adds `<link rel="modulepreload">` (and style preloads) for
 * that screen's chunk group and the locale's first sentences, so they download in the same wave
 * as the entry. Inline, not files: a file would itself cost a round trip before the links it adds
 * (the CSP allows them by their hashes, taken from the built page by src/build/csp-plugin.ts).
 * Vite's own loader later finds those links and does not request the files again.
 */
import { resolve } from 'node:path';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import type { EndpointSpec } from '../api/endpoint.ts';
import { MY_WALLETS, RECENT_ROWS } from '../api/endpoints/my-wallets.ts';
import { requestUrl } from '../api/query-string.ts';
import type { FirstScreenGroup } from '../boot/first-screen.ts';
import type { EarlyEndpoint, EarlyPlatform } from '../boot/launch.ts';
import { clientRoutes } from '../contract/index.ts';
import { compileBootScript, withInjected } from './boot-scripts.ts';
import { projectEndpoints } from './endpoint-table.ts';

/** Where the preloader sends the first platform requests: the app's v2 base URL and tenant. */
export interface EarlyApi {
  v2: string;
  tenant: string;
}

/** First screen → the modules (paths from the project root) whose chunks it preloads. */
export type RouteGroups = Record<FirstScreenGroup, string[]>;

/**
 * The early requests' endpoints, from the app's endpoint table and URL writer: the same URL to the
 * byte, or the app would not adopt the answer (src/api/early-responses.ts). The config runs before
 * any plugin, so it projects the contract itself, with the function that builds the app's table.
 */
export function earlyPlatform(api: EarlyApi): EarlyPlatform {
  const at = (ep: EndpointSpec, query?: object): EarlyEndpoint => {
    if (ep.service !== 'v2') throw new Error(`route-preload: ${ep.path} is not on the v2 service`);
    return { service: ep.service, method: ep.method, url: requestUrl(api.v2, ep.path, query) };
  };
  const { auth, system, wallets } = projectEndpoints(clientRoutes);
  return {
    tenant: api.tenant,
    walletList: at(wallets.list, MY_WALLETS.query),
    wallet: at(wallets.get),
    walletRecent: at(wallets.transactions, RECENT_ROWS.query),
    telegramSignIn: at(auth.signInTelegram),
    tenantConfig: at(system.config),
  };
}

/**
 * The HTML's first script (src/boot/launch.ts): the first screen's choice, and the early requests
 * to this platform (none when null). Minified; the CSP allows it by its hash.
 */
export async function launchScript(api: EarlyApi | null, target?: string[], root?: string): Promise<string> {
  return withInjected(await compileBootScript('launch.ts', target, root), {
    EARLY: api && earlyPlatform(api),
  });
}

/** The route preloader (src/boot/preload.ts) with this build's files. */
export async function preloadScript(
  map: Partial<RouteGroups>,
  catalogues: Record<string, string[]>,
  later: Record<string, string[]> = {},
  afterPaint: string[] = [],
  target?: string[],
  root?: string,
): Promise<string> {
  return withInjected(await compileBootScript('preload.ts', target, root), {
    MAP: map,
    CATALOGUES: catalogues,
    LATER: later,
    AFTER_PAINT: afterPaint,
  });
}

/**
 * `groups`: route group → modules; each locale's first-screen sentences are preloaded for the
 * locale the page will pick; `api`: where the HTML's first requests go (none when null);
 * `target`: the engines the inline scripts are written for (the build's target); `afterPaint`:
 * modules of a group that its first paint does not wait for (the Telegram SDK), whose chunks are
 * preloaded at low priority, after everything it does.
 */
export function routePreload(
  groups: RouteGroups,
  api: EarlyApi | null = null,
  target?: string[],
  afterPaint: string[] = [],
): Plugin {
  let config: ResolvedConfig;
  let launch: string | null = null;
  let preload: string | null = null;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      launch = await launchScript(api, target, config.root);
    },
    // Before Vite writes the HTML (its own generateBundle runs transformIndexHtml): it needs this
    // script.
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) return;
        const initial = closure(bundle, entry, new Set());
        const chunkOf = (id: string) => {
          const abs = resolve(config.root, id);
          return chunks.find((c) => c.facadeModuleId === abs || c.moduleIds.includes(abs));
        };
        const map: Partial<RouteGroups> = {};
        for (const [name, modules] of Object.entries(groups) as [FirstScreenGroup, string[]][]) {
          const files = new Set<string>();
          for (const id of modules) {
            const chunk = chunkOf(id);
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
          const [, kind, locale] = /\/(loc|later)-([^/_]+)$/.exec(chunk.facadeModuleId ?? '') ?? [];
          if (!kind || !locale) continue;
          const files = [...closure(bundle, chunk, new Set())]
            .filter((f) => !initial.has(f))
            .map((f) => config.base + f);
          if (kind === 'loc') catalogues[locale] = files;
          else later[locale] = files;
        }
        const late = afterPaint.map((id) => {
          const chunk = chunkOf(id);
          if (!chunk) throw new Error(`route-preload: no chunk for ${id} (after paint)`);
          return config.base + chunk.fileName;
        });
        preload = await preloadScript(map, catalogues, later, late, target, config.root);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        let out = html;
        // The launch script (the first screen's choice, the first requests): at the head's start
        // (only the charset and the policy, written into the built page later, go first), before
        // any stylesheet (a classic script after a stylesheet waits for it), so the requests leave
        // as the HTML is parsed.
        if (launch) out = insertAfter(out, `<script>${launch}</script>`);
        // The route's files: after the entry's own tags, so on a host that serves six files at a
        // time the entry and its chunk take the first places; before the stylesheet, for the
        // same reason as above.
        // The shell's stylesheets below its scripts: over HTTP/1.1 a browser opens six
        // connections to a host and hands a free one to the waiting request of highest priority,
        // which a stylesheet in the head is. These only need to download before the paint (still
        // render-blocking); the scripts must download and then run, the start chunk the largest.
        // (A screen's own stylesheet keeps its priority: src/boot/preload.ts.)
        out = out.replace(
          /<link rel="stylesheet"(?![^>]*fetchpriority)/gi,
          '<link rel="stylesheet" fetchpriority="low"',
        );
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
