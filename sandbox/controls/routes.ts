import * as z from 'zod';
import { int, num, text } from '../../src/contract/wire.ts';
import { isTelegramUserId, signInitData, type TelegramUser } from '../auth/telegram.ts';
import type { SandboxContext } from '../server/context.ts';
import { invalid } from '../server/errors.ts';
import type { FaultConfig, Faults } from '../server/faults.ts';
import { readBody } from '../server/validate.ts';

/** What only the composition root can do: the controls below reach it through this handle. */
export interface SandboxAdmin {
  faults: Faults;
  /** Clears all state, timers and faults, then re-seeds the demo user. */
  reset(): void;
  setAccessTtl(ms: number | null): number;
}

/** Control bodies: ours, not the contract's. */
const FAULT = z.strictObject({
  latency_ms: int.optional(),
  error_rate: num.optional(),
  error_status: int.optional(),
  lose_response: z.boolean().optional(),
  only_id: z.boolean().optional(),
  match: text(512).optional(),
  method: text(16).optional(),
  times: int.optional(),
});

/** Telegram's WebAppUser, field for field: what the init-data control signs. */
const TELEGRAM_USER = z.strictObject({
  id: int,
  first_name: text(64),
  last_name: text(64).optional(),
  username: text(32).optional(),
  language_code: text(35).optional(),
  is_premium: z.boolean().optional(),
  is_bot: z.boolean().optional(),
  added_to_attachment_menu: z.boolean().optional(),
  allows_write_to_pm: z.boolean().optional(),
  photo_url: text(2048).optional(),
});
const INIT_DATA = z.strictObject({ user: TELEGRAM_USER.optional(), auth_date: int.optional() });
const TOKEN_TTL = z.strictObject({ ms: int.nullable().optional() });
const SESSION = z.strictObject({ email: text(320).optional() });

/** Test controls under /__sandbox: outbox, reset, faults, token expiry, minted sessions. */
export function registerControls(ctx: SandboxContext, admin: SandboxAdmin) {
  const { control, sessions, users } = ctx;
  control.get('/outbox', (c) => c.json({ data: ctx.outbox() }));
  control.post('/reset', (c) => {
    admin.reset();
    return c.json({ ok: true });
  });
  control.post('/faults', (c) => {
    const body = readBody(c, FAULT);
    if (body.latency_ms !== undefined && (body.latency_ms < 0 || body.latency_ms > 60_000))
      invalid('latency_ms', 'latency_ms must be from 0 to 60000.');
    if (body.error_rate !== undefined && (body.error_rate < 0 || body.error_rate > 1))
      invalid('error_rate', 'error_rate must be from 0 to 1.');
    if (body.error_status !== undefined && (body.error_status < 400 || body.error_status > 599))
      invalid('error_status', 'error_status must be an HTTP error status (400–599).');
    admin.faults.add(body as FaultConfig);
    return c.json({ faults: admin.faults.list() });
  });
  control.delete('/faults', (c) => {
    admin.faults.clear();
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
  control.post('/token-ttl', (c) => {
    const ms = readBody(c, TOKEN_TTL).ms ?? null;
    if (ms !== null && (ms < 1 || ms > 7 * 24 * 3600_000)) invalid('ms', 'ms must be from 1 to one week.');
    return c.json({ access_ttl_ms: admin.setAccessTtl(ms) });
  });
  /** Mints a session for a user by email (created if new): lets tests skip the sign-in UI. */
  control.post('/session', (c) => {
    const email = readBody(c, SESSION).email ?? users.ensureDemo().email!;
    const user = users.byEmail(email) ?? users.create({ email });
    return c.json({ user_id: user.id, user_data_id: user.user_data_id, ...sessions.issue(user.id) });
  });
  /** Signs Telegram init data with the sandbox bot token (the DEV "Open as Telegram user" switch). */
  control.post('/telegram/init-data', (c) => {
    const body = readBody(c, INIT_DATA);
    const given: TelegramUser | undefined = body.user;
    if (given && !isTelegramUserId(given.id)) {
      invalid('user.id', 'user.id must be a positive whole number, as Telegram user ids are.');
    }
    // Any date may be signed (tests sign stale and future ones); the platform judges it.
    if (body.auth_date !== undefined && body.auth_date < 0) {
      invalid('auth_date', 'auth_date must be Unix time in seconds (0 or more).');
    }
    const user = given ?? {
      id: 424242,
      first_name: 'Tess',
      last_name: 'Gram',
      username: 'tess_sandbox',
      language_code: 'en',
    };
    return c.json({ init_data: signInitData(user, ctx.options.botToken, body.auth_date), user });
  });
}
