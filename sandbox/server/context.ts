import type { Context, Hono } from 'hono';
import type { Sessions } from '../auth/sessions.ts';
import type { Users } from '../user/users.ts';
import type { OriginPolicy } from './control-guard.ts';
import type { Store } from './store.ts';

/** One message the platform would have sent (email or SMS): read at GET /__sandbox/outbox. */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  purpose: string;
  code: string;
  /** A message carrying a link (magic-link sign-in, sign-up confirmation): the link to open. */
  link?: string;
  text: string;
  created_at: string;
}

export interface SandboxOptions {
  /** Folder for persisted state; null keeps everything in memory (tests). */
  dataDir: string | null;
  /** Access-token lifetime; short in tests. */
  accessTtlMs: number;
  /** The sandbox Telegram bot token used to validate init data. */
  botToken: string;
  /** Print one-time codes to the log (dev server). */
  logCodes: boolean;
  /** Multiplies the built-in progress delays (deposits, orders); 0.1 in tests to go faster. */
  timeScale: number;
  /** Which pages may use the controls under /__sandbox (server/control-guard.ts). */
  controlOrigins: OriginPolicy;
}

/** What every domain module receives. Modules register routes on the service they belong to. */
export interface SandboxContext {
  core: Hono;
  v2: Hono;
  totp: Hono;
  /** Test controls under /__sandbox/. */
  control: Hono;
  store: Store;
  sessions: Sessions;
  /** Users table and hooks; modules seed per-user data through users.onCreated. */
  users: Users;
  options: SandboxOptions;
  now(): number;
  /** Adds a message to the outbox (and the dev log). */
  send(message: Omit<OutboxMessage, 'id' | 'created_at'>): OutboxMessage;
  outbox(): OutboxMessage[];
  /** The signed-in user's id for a core request (raw token) or a v2/totp request (Bearer). */
  userId(c: Context, service: 'core' | 'v2' | 'totp'): string;
  /** Runs `fn` after `ms` (scaled by options.timeScale); timers are cleared on close(). */
  later(ms: number, fn: () => void): void;
  /** Hooks run by POST /__sandbox/reset after the store is cleared (re-seed). */
  onReset(fn: () => void): void;
}

export type SandboxModule = (ctx: SandboxContext) => void;
