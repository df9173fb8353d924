import { Hono } from 'hono';
import { registerAuth } from './auth/routes.ts';
import { createSessions } from './auth/sessions.ts';
import { SANDBOX_BOT_TOKEN } from './auth/telegram.ts';
import { registerCards } from './cards/routes.ts';
import { registerControls } from './controls/routes.ts';
import { registerCounterparties } from './counterparties/routes.ts';
import { registerDeveloper } from './developer/routes.ts';
import { registerKyc } from './kyc/routes.ts';
import { STAND_IN_PATH } from './kyc/stand-in-page.ts';
import { registerOrders } from './orders/routes.ts';
import { registerOtp } from './otp/routes.ts';
import { PLATFORM_PREFIX } from './paths.ts';
import { registerReferrals } from './referrals/routes.ts';
import type { OutboxMessage, SandboxContext, SandboxModule, SandboxOptions } from './server/context.ts';
import { guardControls, sameHost } from './server/control-guard.ts';
import { errorResponse, SandboxError } from './server/errors.ts';
import { createFaults } from './server/faults.ts';
import { commitBeforeAnswer, exactJsonAnswers, refusePrototypeQuery } from './server/middleware.ts';
import { readBodyFirst } from './server/request-body.ts';
import { createStore } from './server/store.ts';
import { PUBLIC_LOGO_READ, registerStorage } from './storage/routes.ts';
import { registerSystem } from './system/routes.ts';
import { registerTeam } from './team/routes.ts';
import { registerUser } from './user/routes.ts';
import { createUsers } from './user/users.ts';
import { registerVirtualAccounts } from './virtual-accounts/routes.ts';
import { registerWallets } from './wallets/routes.ts';

export { PLATFORM_PREFIX };
export const CONTROL_PREFIX = '/__sandbox';

/**
 * The whole platform: each domain folder owns its routes.ts, the sandbox composes them here the
 * way src/app/routes.ts composes the app's features. Order only matters for seeding hooks.
 */
const DOMAINS: SandboxModule[] = [
  registerAuth,
  registerUser,
  registerSystem,
  registerWallets,
  // After wallets: its seed hook adds a team to the demo's business wallet.
  registerTeam,
  // After wallets: a wallet's logo is checked against its owner.
  registerStorage,
  registerVirtualAccounts,
  registerOrders,
  registerCounterparties,
  registerOtp,
  registerCards,
  registerKyc,
  registerDeveloper,
  registerReferrals,
];

export const DEFAULT_OPTIONS: SandboxOptions = {
  dataDir: null,
  accessTtlMs: 15 * 60 * 1000,
  // A real bot's token (SANDBOX_BOT_TOKEN) lets a real Telegram client open the dev server: the
  // sandbox then checks the init data Telegram signed for that bot (README, "Inside real Telegram").
  botToken: process.env.SANDBOX_BOT_TOKEN?.trim() || SANDBOX_BOT_TOKEN,
  logCodes: false,
  timeScale: 1,
  controlOrigins: sameHost,
};

/**
 * Builds the sandbox platform: three services (core, v2, totp) under /__platform/<service>,
 * test controls under /__sandbox. Returns a fetch handler usable by Node, Vite or tests.
 */
export function createSandbox(overrides: Partial<SandboxOptions> = {}) {
  const options: SandboxOptions = { ...DEFAULT_OPTIONS, ...overrides };
  const store = createStore(options.dataDir);
  const now = () => Date.now();
  let ttl = options.accessTtlMs;
  const sessions = createSessions(store, { accessTtlMs: () => ttl, now });
  const users = createUsers(store, now);
  const faults = createFaults();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const resetHooks: (() => void)[] = [];

  const services = { core: new Hono(), v2: new Hono(), totp: new Hono() };
  const control = new Hono();

  const ctx: SandboxContext = {
    ...services,
    control,
    store,
    sessions,
    users,
    options,
    now,
    send(message) {
      const list = (store.meta.outbox as OutboxMessage[] | undefined) ?? [];
      const full: OutboxMessage = {
        ...message,
        id: list.length + 1,
        created_at: new Date(now()).toISOString(),
      };
      store.meta.outbox = [...list, full];
      store.changed();
      if (options.logCodes) console.info(`[sandbox] ${full.channel} to ${full.to}: ${full.text}`);
      return full;
    },
    outbox: () => (store.meta.outbox as OutboxMessage[] | undefined) ?? [],
    userId(c, service) {
      const userId = sessions.userIdFrom(c, service === 'core' ? 'raw' : 'bearer');
      const user = users.get(userId);
      if (!user) throw new SandboxError(401, 'The account behind this token no longer exists.');
      if (user.blocked) throw new SandboxError(423, 'This account is blocked. Contact support.');
      return userId;
    },
    later(ms, fn) {
      const t = setTimeout(() => {
        timers.delete(t);
        fn();
      }, ms * options.timeScale);
      t.unref?.();
      timers.add(t);
    },
    onReset: (fn) => resetHooks.push(fn),
  };

  for (const register of DOMAINS) register(ctx);
  users.ensureDemo();

  registerControls(ctx, {
    faults,
    reset() {
      store.reset();
      faults.clear();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const hook of resetHooks) hook();
      users.ensureDemo();
    },
    setAccessTtl(ms) {
      ttl = ms ?? DEFAULT_OPTIONS.accessTtlMs;
      return ttl;
    },
  });

  // No CORS here: mounted on the dev and preview servers the sandbox shares the app's origin and
  // answers no other; run on its own port (main.ts) it is wrapped in server/cors.ts.
  const app = new Hono();
  app.use('*', exactJsonAnswers);
  app.use('*', refusePrototypeQuery);
  app.use('*', commitBeforeAnswer(store));
  app.use(
    `${CONTROL_PREFIX}/*`,
    guardControls(options.controlOrigins, [`${CONTROL_PREFIX}${STAND_IN_PATH}`]),
  );
  app.use(`${PLATFORM_PREFIX}/*`, async (c, next) => {
    const tenant = c.req.header('x-tenant-id');
    // A logo is read by an <img>, which sends no headers: public (storage/routes.ts).
    const publicRead = c.req.method === 'GET' && PUBLIC_LOGO_READ.test(new URL(c.req.url).pathname);
    if (c.req.method !== 'OPTIONS' && !publicRead && tenant !== 'sandbox-tenant') {
      return errorResponse(c, 401, `Invalid tenant: send the header x-tenant-id: sandbox-tenant.`);
    }
    return next();
  });
  app.use('*', readBodyFirst);
  app.use(`${PLATFORM_PREFIX}/*`, faults.middleware);
  app.route(`${PLATFORM_PREFIX}/core`, services.core);
  app.route(`${PLATFORM_PREFIX}/v2`, services.v2);
  app.route(`${PLATFORM_PREFIX}/totp`, services.totp);
  app.route(CONTROL_PREFIX, control);
  app.notFound((c) => errorResponse(c, 404, `No route ${c.req.method} ${new URL(c.req.url).pathname}.`));
  app.onError((err, c) => {
    if (err instanceof SandboxError) return errorResponse(c, err.status, err.message, err.fields, err.code);
    console.error('[sandbox] unexpected error', err);
    return errorResponse(c, 500, 'The sandbox hit an unexpected error.');
  });
  for (const [name, svc] of Object.entries(services)) {
    svc.notFound((c) =>
      errorResponse(c, 404, `No ${name} route ${c.req.method} ${new URL(c.req.url).pathname}.`),
    );
  }

  return {
    app,
    fetch: app.fetch,
    ctx,
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      store.flush();
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
