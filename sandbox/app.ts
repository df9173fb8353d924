import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { OutboxMessage, SandboxContext, SandboxModule, SandboxOptions } from './context.ts';
import { errorResponse, SandboxError } from './errors.ts';
import { createFaults } from './faults.ts';
import { registerAuth } from './modules/auth.ts';
import { registerCards } from './modules/cards.ts';
import { registerCounterparties } from './modules/counterparties.ts';
import { registerDeveloper } from './modules/developer.ts';
import { registerKyc } from './modules/kyc.ts';
import { registerOrders } from './modules/orders.ts';
import { registerOtp } from './modules/otp.ts';
import { registerSystem } from './modules/system.ts';
import { registerUser } from './modules/user.ts';
import { registerVirtualAccounts } from './modules/virtual-accounts.ts';
import { registerWallets } from './modules/wallets.ts';
import { createSessions } from './sessions.ts';
import { createStore } from './store.ts';
import { SANDBOX_BOT_TOKEN, signInitData, type TelegramUser } from './telegram.ts';
import { createUsers } from './users.ts';
import { readBody } from './validate.ts';

export const PLATFORM_PREFIX = '/__platform';
export const CONTROL_PREFIX = '/__sandbox';

const MODULES: SandboxModule[] = [
  registerAuth,
  registerUser,
  registerSystem,
  registerWallets,
  registerVirtualAccounts,
  registerOrders,
  registerCounterparties,
  registerOtp,
  registerCards,
  registerKyc,
  registerDeveloper,
];

export const DEFAULT_OPTIONS: SandboxOptions = {
  dataDir: null,
  accessTtlMs: 15 * 60 * 1000,
  botToken: SANDBOX_BOT_TOKEN,
  logCodes: false,
  timeScale: 1,
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

  for (const register of MODULES) register(ctx);
  users.ensureDemo();

  registerControls();

  const app = new Hono();
  app.use('*', cors({ origin: (o) => o, credentials: false, exposeHeaders: ['content-disposition'] }));
  app.use(`${PLATFORM_PREFIX}/*`, async (c, next) => {
    const tenant = c.req.header('x-tenant-id');
    if (c.req.method !== 'OPTIONS' && tenant !== 'sandbox-tenant') {
      return errorResponse(c, 401, `Invalid tenant: send the header x-tenant-id: sandbox-tenant.`);
    }
    return next();
  });
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

  function registerControls() {
    control.get('/outbox', (c) => c.json({ data: ctx.outbox() }));
    control.post('/reset', (c) => {
      store.reset();
      faults.clear();
      for (const t of timers) clearTimeout(t);
      timers.clear();
      for (const hook of resetHooks) hook();
      users.ensureDemo();
      return c.json({ ok: true });
    });
    control.post('/faults', async (c) => {
      const body = await readBody(c);
      faults.add(body);
      return c.json({ faults: faults.list() });
    });
    control.delete('/faults', (c) => {
      faults.clear();
      return c.json({ faults: [] });
    });
    control.post('/expire-tokens', (c) => {
      sessions.expireAll();
      return c.json({ ok: true });
    });
    control.post('/revoke-refresh', (c) => {
      sessions.revokeRefresh();
      return c.json({ ok: true });
    });
    control.post('/token-ttl', async (c) => {
      const body = await readBody(c);
      ttl = Number(body.ms) || DEFAULT_OPTIONS.accessTtlMs;
      return c.json({ access_ttl_ms: ttl });
    });
    /** Mints a session for a user by email (created if new): lets tests skip the sign-in UI. */
    control.post('/session', async (c) => {
      const body = await readBody(c);
      const email = typeof body.email === 'string' ? body.email : users.ensureDemo().email!;
      const user = users.byEmail(email) ?? users.create({ email });
      return c.json({ user_id: user.id, user_data_id: user.user_data_id, ...sessions.issue(user.id) });
    });
    /** Signs Telegram init data with the sandbox bot token (the DEV "Open as Telegram user" switch). */
    control.post('/telegram/init-data', async (c) => {
      const body = await readBody(c);
      const user = (body.user as TelegramUser | undefined) ?? {
        id: 424242,
        first_name: 'Tess',
        last_name: 'Gram',
        username: 'tess_sandbox',
        language_code: 'en',
      };
      const authDate = typeof body.auth_date === 'number' ? body.auth_date : undefined;
      return c.json({ init_data: signInitData(user, options.botToken, authDate), user });
    });
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
