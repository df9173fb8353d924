import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';
import { SANDBOX_DATA_DIR } from './paths.ts';
import { listedOrigins } from './server/control-guard.ts';
import { allowedOriginsFromEnv, withStrictCors } from './server/cors.ts';
import { listenHost, ownOrigins } from './server/listen.ts';

/** `npm run sandbox` runs the platform imitation alone; `npm run sandbox:reset` clears its state. */
if (process.argv.includes('--reset')) {
  rmSync(SANDBOX_DATA_DIR, { recursive: true, force: true });
  console.info(`[sandbox] cleared ${SANDBOX_DATA_DIR}`);
  process.exit(0);
}

const port = Number(process.env.SANDBOX_PORT ?? 8787);
const hostname = listenHost(process.argv, process.env);
// A separate origin, like the real platform: strict CORS (sandbox/server/cors.ts). Its controls
// answer the app's origins and its own pages (the KYC stand-in), no other page.
const origins = allowedOriginsFromEnv();
let own: string[] = [];
const sandbox = createSandbox({
  dataDir: SANDBOX_DATA_DIR,
  logCodes: true,
  controlOrigins: listedOrigins(() => [...origins, ...own]),
});
serve({ fetch: withStrictCors(sandbox.fetch, () => origins), port, hostname }, (info: AddressInfo) => {
  own = ownOrigins(info.port);
  const base = `http://localhost:${info.port}`;
  console.info(`[sandbox] listening on ${info.address}:${info.port} (SANDBOX_HOST or --host to change)`);
  console.info(`[sandbox] platform on ${base}/__platform/{core,v2,totp}`);
  console.info(`[sandbox] controls on ${base}/__sandbox (outbox, reset, faults)`);
  console.info(`[sandbox] CORS: origins ${origins.join(', ')} (SANDBOX_ALLOWED_ORIGINS)`);
});
const stop = () => {
  sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
