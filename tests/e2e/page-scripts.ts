import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The paths of the page scripts' start page and reports (never an app route). */
const PAGE_SCRIPTS_PREFIX = '/__e2e';
const COOKIE = 'e2e-page';

/**
 * Init scripts for browsers driven over WebDriver classic, which has no "run this before the
 * page's own scripts" command (Playwright and WebDriver BiDi have one). The server writes them
 * into every HTML page it sends to a browser holding a page key's cookie, right after
 * `<meta charset>`: ahead of the app's inline scripts and ahead of the CSP <meta>, which governs
 * only what follows it, as the browser-side init scripts of the other protocols are exempt too.
 * A page reports back (page errors, CSP violations) with a beacon to `/__e2e/report`.
 */
export class PageScripts {
  private scripts = new Map<string, string[]>();
  private reports = new Map<string, unknown[]>();
  private next = 0;
  constructor(private readonly outDir: string) {}

  /** A new page key; the browser takes its cookie at `startPath(key)`. */
  newKey(): string {
    const key = `p${++this.next}`;
    this.scripts.set(key, []);
    this.reports.set(key, []);
    return key;
  }

  startPath(key: string): string {
    return `${PAGE_SCRIPTS_PREFIX}/start?key=${key}`;
  }

  /** Where `key`'s pages send their reports (a same-origin beacon: the CSP's connect-src 'self'). */
  reportPath(key: string): string {
    return `${PAGE_SCRIPTS_PREFIX}/report?key=${key}`;
  }

  /** Adds a script (source text) to every later page load of `key`. */
  add(key: string, source: string): void {
    this.scripts.get(key)?.push(source);
  }

  /** What the pages of `key` reported so far (taken: each report is returned once). */
  take(key: string): unknown[] {
    const taken = this.reports.get(key) ?? [];
    this.reports.set(key, []);
    return taken;
  }

  forget(key: string): void {
    this.scripts.delete(key);
    this.reports.delete(key);
  }

  /** Serves the start page and reports; an HTML page of a known key gets its scripts. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    const url = new URL(req.url ?? '/', 'http://e2e');
    if (url.pathname === `${PAGE_SCRIPTS_PREFIX}/start`) {
      res.setHeader('set-cookie', `${COOKIE}=${url.searchParams.get('key')}; Path=/; SameSite=Lax`);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<!doctype html><meta charset="utf-8"><title>e2e</title>');
      return true;
    }
    if (url.pathname === `${PAGE_SCRIPTS_PREFIX}/report` && req.method === 'POST') {
      const key = url.searchParams.get('key') ?? '';
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      req.on('end', () => {
        try {
          this.reports.get(key)?.push(JSON.parse(body));
        } catch {
          this.reports.get(key)?.push({ kind: 'unreadable report', body });
        }
        res.statusCode = 204;
        res.end();
      });
      return true;
    }
    const key = cookieValue(req.headers.cookie, COOKIE);
    const scripts = key ? this.scripts.get(key) : undefined;
    if (!scripts?.length || req.method !== 'GET' || !servesAppPage(url.pathname, req.headers.accept)) {
      return false;
    }
    const html = readFileSync(join(this.outDir, 'index.html'), 'utf8');
    const tags = scripts.map((s) => `<script>${s.replace(/<\/script/gi, '<\\/script')}</script>`).join('');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.end(html.replace(/<meta charset=[^>]*>/i, (m) => `${m}${tags}`));
    return true;
  }
}

/** A document request the preview answers with index.html (the app's routes), not a file or API. */
function servesAppPage(path: string, accept: string | undefined): boolean {
  if (!accept?.includes('text/html')) return false;
  if (/^\/(__platform|__sandbox|assets)\//.test(path)) return false;
  return path === '/' || path === '/index.html' || !/\.[a-z0-9]+$/i.test(path);
}

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of header?.split(';') ?? []) {
    const [k, v] = part.trim().split('=');
    if (k === name && v) return v;
  }
  return null;
}

/** Puts `scripts` in front of the preview server's static files. */
export function pageScriptsPlugin(scripts: PageScripts): Plugin {
  return {
    name: 'e2e-page-scripts',
    configurePreviewServer(server) {
      // Ahead of the static files and the HTML fallback (a hook's own middlewares run first).
      server.middlewares.use((req, res, next) => {
        if (!scripts.handle(req, res)) next();
      });
    },
  };
}
