import { rmSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createSandbox } from './app.ts';
import { SANDBOX_DATA_DIR } from './paths.ts';
import { allowedOriginsFromEnv, withStrictCors } from './server/cors.ts';

/** `npm run sandbox` runs the platform imitation alone; `npm run sandbox:reset` clears its state. */
if (process.argv.includes('--reset')) {
  rmSync(SANDBOX_DATA_DIR, { recursive: true, force: true });
  console.info(`[sandbox] cleared ${SANDBOX_DATA_DIR}`);
  process.exit(0);
}

const port = Number(process.env.SANDBOX_PORT ?? 8787);
const sandbox = createSandbox({ dataDir: SANDBOX_DATA_DIR, logCodes: true });
// A separate origin, like the real platform: strict CORS (sandbox/server/cors.ts).
const origins = allowedOriginsFromEnv();
serve({ fetch: withStrictCors(sandbox.fetch, () => origins), port }, () => {
  console.info(`[sandbox] platform on http://localhost:${port}/__platform/{core,v2,totp}`);
  console.info(`[sandbox] controls on http://localhost:${port}/__sandbox (outbox, reset, faults)`);
  console.info(`[sandbox] CORS: origins ${origins.join(', ')} (SANDBOX_ALLOWED_ORIGINS)`);
});
const stop = () => {
  sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
