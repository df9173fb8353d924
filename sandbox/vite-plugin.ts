import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import { CONTROL_PREFIX, createSandbox, PLATFORM_PREFIX } from './app.ts';
import { SANDBOX_DATA_DIR, SANDBOX_KEYS_DIR } from './paths.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './user/users.ts';

/** Base64 of the sandbox public-key PEM, the value VITE_SERVER_PUBLIC_KEY_BASE64 takes by default. */
export function sandboxPublicKeyBase64(): string {
  return Buffer.from(readFileSync(join(SANDBOX_KEYS_DIR, 'public.pem'), 'utf8')).toString('base64');
}

/**
 * Mounts the sandbox platform on the Vite dev and preview servers. Same origin only: no CORS
 * headers at all (not even those Vite's own CORS added for localhost pages), and its controls
 * answer only pages of this server (server/control-guard.ts, by host: Vite has refused unknown
 * hosts before this runs).
 * Env: SANDBOX_MEMORY=1 keeps state in memory; SANDBOX_ACCESS_TTL_MS shortens token life;
 * SANDBOX_TIME_SCALE speeds up deposits and orders.
 */
export function sandboxPlugin(): Plugin {
  let sandbox: ReturnType<typeof createSandbox> | null = null;
  const listener = () => {
    sandbox ??= createSandbox({
      dataDir: process.env.SANDBOX_MEMORY ? null : SANDBOX_DATA_DIR,
      accessTtlMs: Number(process.env.SANDBOX_ACCESS_TTL_MS) || 15 * 60 * 1000,
      timeScale: Number(process.env.SANDBOX_TIME_SCALE) || 1,
      logCodes: true,
    });
    return getRequestListener(sandbox.fetch);
  };
  const mount = (middlewares: Connect.Server) => {
    const handle = listener();
    middlewares.use((req, res, next) => {
      const url = req.url ?? '';
      if (!url.startsWith(PLATFORM_PREFIX) && !url.startsWith(CONTROL_PREFIX)) return next();
      for (const name of res.getHeaderNames()) if (name.startsWith('access-control-')) res.removeHeader(name);
      handle(req, res);
    });
  };
  return {
    name: 'sandbox-platform',
    configureServer(server) {
      mount(server.middlewares);
      server.httpServer?.on('close', () => sandbox?.close());
      // After Vite's own address lines: where a newcomer signs in, and how.
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const url = server.resolvedUrls?.local[0] ?? 'http://localhost:5173/';
        for (const line of signInHelp(url)) server.config.logger.info(line);
      };
    },
    configurePreviewServer(server) {
      mount(server.middlewares);
      server.httpServer?.on('close', () => sandbox?.close());
    },
  };
}

/** What `npm run dev` prints under its address (README, "Quick start"). */
export function signInHelp(url: string): string[] {
  const at = url.replace(/\/$/, '');
  return [
    '',
    `  Sandbox   the app runs on the bundled sandbox platform (no VITE_API_URL set)`,
    `  Sign in   ${at}/ as ${DEMO_EMAIL} / ${DEMO_PASSWORD}, or create an account`,
    `  Codes     email and SMS codes are printed here, and listed at ${at}/__sandbox/outbox`,
    `  Telegram  "Open as Telegram user" on the sign-in screen: the app inside a mocked Telegram client`,
    `  Money     POST ${at}/__sandbox/deposit funds a wallet (README: "Add money to a new account")`,
    '',
  ];
}
