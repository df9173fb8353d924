import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import { PageScripts, pageScriptsPlugin } from './page-scripts.ts';
import { type PlatformServer, startPlatform, twoOriginBuild, twoOriginsRequested } from './two-origin.ts';

/**
 * The server half of every browser journey, whatever drives the browser: the production build on
 * `vite preview` with a fresh in-memory sandbox (or the sandbox on its own origin in two-origin
 * mode). harness.ts puts Chromium in front of it; engines/ puts WebKit and Firefox.
 */
export interface AppOptions {
  /** Access-token lifetime in the sandbox (default 15 min). */
  accessTtlMs?: number;
  /** Speeds up sandbox progress (deposits, orders). Default 0.2 = five times faster. */
  timeScale?: number;
  /** App and platform on two origins with strict CORS (default: E2E_TWO_ORIGINS=1). */
  twoOrigins?: boolean;
  /** Serve this build instead of dist/ (a build with other settings, e.g. captcha-build.ts). */
  dist?: string;
}

export interface AppServer {
  url: string;
  /** Where the platform answers: the app's own origin, or the separate one in two-origin mode. */
  platformUrl: string;
  /** Whether the platform is on an origin of its own (two-origin mode). */
  twoOrigins: boolean;
  /** The build being served (its `.vite/manifest.json` names the files). */
  outDir: string;
  /** Calls a sandbox control route (`/__sandbox/...`). */
  control<T = unknown>(path: string, body?: unknown, method?: string): Promise<T>;
  /** Flags a Chromium needs to reach the platform (two-origin mode maps its host here). */
  chromiumArgs: string[];
  /** Scripts for pages of browsers whose protocol has none of its own (see PageScripts). */
  pageScripts: PageScripts;
  stop(): Promise<void>;
}

export async function startAppServer(opts: AppOptions = {}): Promise<AppServer> {
  process.env.SANDBOX_MEMORY = '1';
  process.env.SANDBOX_ACCESS_TTL_MS = String(opts.accessTtlMs ?? 15 * 60 * 1000);
  process.env.SANDBOX_TIME_SCALE = String(opts.timeScale ?? 0.2);
  // A private snapshot of dist/: another run rebuilding dist/ meanwhile (shared checkout) made
  // page loads fail mid-test with HTTP errors.
  const twoOrigins = twoOriginsRequested(opts.twoOrigins);
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  cpSync(opts.dist ?? (twoOrigins ? await twoOriginBuild() : 'dist'), outDir, { recursive: true });
  const pageScripts = new PageScripts(outDir);
  const server: PreviewServer = await preview({
    build: { outDir },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'warn',
    plugins: [pageScriptsPlugin(pageScripts)],
    // Two origins: static files only; the platform is the separate server below.
    ...(twoOrigins ? { configFile: false as const } : {}),
  });
  const port = (server.httpServer.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const platform: PlatformServer | null = twoOrigins
    ? await startPlatform(() => url, {
        accessTtlMs: Number(process.env.SANDBOX_ACCESS_TTL_MS),
        timeScale: Number(process.env.SANDBOX_TIME_SCALE),
      })
    : null;

  return {
    url,
    platformUrl: platform?.url ?? url,
    twoOrigins,
    outDir,
    pageScripts,
    async control<T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
      const res = await fetch(`${platform?.url ?? url}/__sandbox${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`sandbox control ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as T;
    },
    chromiumArgs: platform ? [platform.chromiumArg] : [],
    async stop() {
      await platform?.stop();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
