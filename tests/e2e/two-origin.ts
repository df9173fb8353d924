import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { createSandbox } from '../../sandbox/app.ts';
import { sameHost } from '../../sandbox/server/control-guard.ts';
import { withStrictCors } from '../../sandbox/server/cors.ts';
import { sandboxPublicKeyBase64 } from '../../sandbox/vite-plugin.ts';

/**
 * Two-origin mode for the browser journeys (issue 9): the app and the platform on different
 * origins, as in production, so the sandbox's strict CORS (sandbox/server/cors.ts) makes Chromium refuse
 * any request with a header outside API.md §1.2.
 *
 * The app is built once into dist-two-origin/ with its three base URLs on the host `platform.test`;
 * each test run maps that host to its own sandbox port with Chromium's --host-resolver-rules, so
 * the build never needs to know the port.
 */
export const PLATFORM_HOST = 'platform.test';
export const TWO_ORIGIN_DIST = 'dist-two-origin';

const PLATFORM_ENV = {
  VITE_API_URL: `http://${PLATFORM_HOST}/__platform/core`,
  VITE_API_V2_URL: `http://${PLATFORM_HOST}/__platform/v2`,
  VITE_API_TOTP_URL: `http://${PLATFORM_HOST}/__platform/totp`,
  VITE_TENANT_ID: 'sandbox-tenant',
  // The platform is the sandbox: its KYC stand-in page (on platform.test) may be framed, and its
  // test aids (a short card reveal) are on.
  VITE_PLATFORM_IS_SANDBOX: 'true',
};

export function twoOriginsRequested(flag: boolean | undefined): boolean {
  return flag ?? process.env.E2E_TWO_ORIGINS === '1';
}

const run = promisify(execFile);
let building: Promise<string> | null = null;

/**
 * Builds dist-two-origin/ unless it is newer than dist/ (the same sources, other base URLs). In a
 * child process, as `npm run build` does: inside the test worker NODE_ENV is `test`, and Vite then
 * made a development bundle (React's dev JSX, `import.meta.env.DEV` true, dev-only UI on screen).
 */
export function twoOriginBuild(): Promise<string> {
  building ??= (async () => {
    const fresh =
      existsSync(`${TWO_ORIGIN_DIST}/index.html`) &&
      existsSync('dist/index.html') &&
      statSync(`${TWO_ORIGIN_DIST}/index.html`).mtimeMs >= statSync('dist/index.html').mtimeMs;
    if (fresh) return TWO_ORIGIN_DIST;
    const env = {
      ...process.env,
      ...PLATFORM_ENV,
      VITE_SERVER_PUBLIC_KEY_BASE64: sandboxPublicKeyBase64(),
      NODE_ENV: 'production',
    };
    const vite = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
    await run(
      process.execPath,
      [vite, 'build', '--logLevel', 'warn', '--outDir', TWO_ORIGIN_DIST, '--emptyOutDir'],
      {
        env,
      },
    );
    return TWO_ORIGIN_DIST;
  })();
  return building;
}

export interface PlatformServer {
  /** http://127.0.0.1:<port>, for test controls from Node. */
  url: string;
  /** The Chromium flag that sends platform.test to this server. */
  chromiumArg: string;
  stop(): Promise<void>;
}

/**
 * The sandbox alone on its own port, answering CORS for `appOrigin` only; its controls answer
 * the app and its own pages (the KYC stand-in on platform.test).
 */
export async function startPlatform(
  appOrigin: () => string,
  opts: { accessTtlMs: number; timeScale: number },
) {
  const sandbox = createSandbox({
    dataDir: null,
    accessTtlMs: opts.accessTtlMs,
    timeScale: opts.timeScale,
    controlOrigins: (origin, url) => origin === appOrigin() || sameHost(origin, url),
  });
  const server = serve({
    fetch: withStrictCors(sandbox.fetch, () => [appOrigin()]),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    chromiumArg: `--host-resolver-rules=MAP ${PLATFORM_HOST} 127.0.0.1:${port}`,
    async stop() {
      sandbox.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  } satisfies PlatformServer;
}
