import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterEach, expect } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';
import { signInitData, type TelegramUser } from '../../sandbox/auth/telegram.ts';
import type { OutboxMessage } from '../../sandbox/server/context.ts';
import { ApiError } from '../../src/api/errors';
import { setupApi, type TelegramIdentity } from '../../src/api/http';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from '../../src/api/session';
import { startLocale } from '../../src/i18n';
import { toWireJson } from '../../src/shared/wire-json';
import { checkAnswer, expectNoDrift } from './answer-check';

// The client's own sentences (network, blocked, …) come from the catalogues, as in the app.
await startLocale('en');

// Each answer the client got during a test is checked against its route's response schema.
afterEach(expectNoDrift);

/**
 * Contract-test harness: a fresh in-memory sandbox on a real port, and the REAL client
 * (src/api/http.ts) configured against it. Every request the client sends is recorded as it left
 * the client (method, path, headers, body) together with the status it got back, so tests assert
 * both sides of the wire; every answer is read back through its route's response schema
 * (answer-check.ts), so an answer that drifts from the contract fails the test. One harness per test file: start it in beforeAll, stop it in afterAll.
 */
export type ServiceName = 'core' | 'v2' | 'totp';

export interface RecordedRequest {
  method: string;
  url: string;
  /** The full pathname, e.g. `/__platform/v2/auth/refresh/refresh-token`. */
  pathname: string;
  /** Which platform service the URL went to (null for anything else). */
  service: ServiceName | null;
  /** The path after the service base URL, e.g. `/auth/refresh/refresh-token` (core: `/v2/orders/...`). */
  path: string;
  /** The decoded query string (`filter[status][0]` keys as sent). */
  query: Record<string, string>;
  /** Header names lower-cased, as the server sees them. */
  headers: Record<string, string>;
  /** The JSON body parsed, raw text when not JSON, undefined when absent. */
  body: unknown;
  /** The body exactly as sent ('' when absent): number literals keep their digits here. */
  rawBody: string;
  /** HTTP status of the answer; 0 when the request never got one. */
  status: number;
}

export interface ContractOptions {
  /** Access-token lifetime in the sandbox (default 15 min). */
  accessTtlMs?: number;
  /** Progress speed of deposits/orders in the sandbox (default 0.05 = twenty times faster). */
  timeScale?: number;
  /**
   * Make the client believe it runs in a browser (defines `window`): the 401 machinery of
   * API.md §1.4 (refresh, retry, forced logout) only runs there. Off by default: outside a
   * browser the client propagates 401 untouched.
   */
  browser?: boolean;
  environment?: 'web' | 'telegram';
}

export interface SessionAnswer {
  user_id: string;
  user_data_id: number;
  access_token: string;
  refresh_token: string;
}

export interface ContractSandbox {
  sandbox: Sandbox;
  origin: string;
  baseUrls: Record<ServiceName, string>;
  tenantId: string;
  requests(): RecordedRequest[];
  lastRequest(): RecordedRequest;
  clearRequests(): void;
  /** Calls a sandbox control route (`/__sandbox/...`) directly; not recorded. */
  control<T = unknown>(path: string, body?: unknown, method?: string): Promise<T>;
  /** Mints a session for `email` (the demo user by default) and stores the tokens in the client. */
  signInAs(email?: string): Promise<SessionAnswer>;
  signOut(): void;
  outbox(): OutboxMessage[];
  /** The last one-time code sent to an email or phone. */
  lastCode(to: string): string;
  /** How many times the client forced a logout (onLogout). */
  logouts(): number;
  setEnvironment(env: 'web' | 'telegram'): void;
  /** The identity the client uses to sign in again inside Telegram; null = none. */
  setTelegramIdentity(identity: TelegramIdentity | null): void;
  /** Signs init data for `user` with the sandbox bot token: a genuine Telegram identity. */
  telegramIdentityFor(user: TelegramUser, authDate?: number): TelegramIdentity;
  stop(): Promise<void>;
}

export const TENANT_ID = 'sandbox-tenant';

let current: ContractSandbox | null = null;

function requireCurrent(): ContractSandbox {
  if (!current) throw new Error('startContractSandbox() must run first (in beforeAll).');
  return current;
}

/** A tiny in-memory Storage: node has no localStorage, and session.ts keeps tokens there. */
function installLocalStorage(): void {
  if (typeof globalThis.localStorage !== 'undefined') return;
  const items = new Map<string, string>();
  const shim: Storage = {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, String(v)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: shim, configurable: true, writable: true });
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startContractSandbox(opts: ContractOptions = {}): Promise<ContractSandbox> {
  installLocalStorage();
  clearTokens();
  const definedWindow = opts.browser && typeof (globalThis as { window?: unknown }).window === 'undefined';
  if (definedWindow) Object.defineProperty(globalThis, 'window', { value: globalThis, configurable: true });

  const sandbox = createSandbox({
    dataDir: null,
    accessTtlMs: opts.accessTtlMs ?? 15 * 60 * 1000,
    timeScale: opts.timeScale ?? 0.05,
  });
  const server = serve({ fetch: sandbox.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => {
    if (server.listening) resolve();
    else server.once('listening', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const baseUrls: Record<ServiceName, string> = {
    core: `${origin}/__platform/core`,
    v2: `${origin}/__platform/v2`,
    totp: `${origin}/__platform/totp`,
  };

  let recorded: RecordedRequest[] = [];
  let environment: 'web' | 'telegram' = opts.environment ?? 'web';
  let identity: TelegramIdentity | null = null;
  let logoutCount = 0;

  /** The fetch the client uses: records what leaves the client, then really sends it. */
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const match = url.pathname.match(/^\/__platform\/(core|v2|totp)(\/.*)?$/);
    const text = request.body ? await request.clone().text() : '';
    const entry: RecordedRequest = {
      method: request.method,
      url: request.url,
      pathname: url.pathname,
      service: (match?.[1] as ServiceName | undefined) ?? null,
      path: match ? (match[2] ?? '/') : url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries([...request.headers].map(([k, v]) => [k.toLowerCase(), v])),
      body: parseBody(text),
      rawBody: text,
      status: 0,
    };
    recorded.push(entry);
    const response = await fetch(request);
    entry.status = response.status;
    if (entry.service)
      checkAnswer(entry.service, entry.method, entry.path, response.status, await response.clone().text());
    return response;
  };

  setupApi({
    baseUrls,
    tenantId: TENANT_ID,
    environment: () => environment,
    telegramIdentity: () => identity,
    onLogout: () => {
      logoutCount += 1;
    },
    fetch: recordingFetch,
  });

  const control = async <T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const res = await fetch(`${origin}/__sandbox${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox control ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const harness: ContractSandbox = {
    sandbox,
    origin,
    baseUrls,
    tenantId: TENANT_ID,
    requests: () => [...recorded],
    lastRequest: () => {
      const last = recorded.at(-1);
      if (!last) throw new Error('The client has sent no request yet.');
      return last;
    },
    clearRequests: () => {
      recorded = [];
    },
    control,
    async signInAs(email) {
      const session = await control<SessionAnswer>('/session', email ? { email } : {});
      storeTokens(session);
      return session;
    },
    signOut: () => clearTokens(),
    outbox: () => sandbox.ctx.outbox(),
    lastCode: (to) => [...sandbox.ctx.outbox()].reverse().find((m) => m.to === to)?.code ?? '',
    logouts: () => logoutCount,
    setEnvironment: (env) => {
      environment = env;
    },
    setTelegramIdentity: (next) => {
      identity = next;
    },
    telegramIdentityFor(user, authDate) {
      const raw = signInitData(user, sandbox.ctx.options.botToken, authDate);
      return { tg_id: String(user.id), hash: new URLSearchParams(raw).get('hash') ?? '', init_data_raw: raw };
    },
    async stop() {
      clearTokens();
      sandbox.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (definedWindow) delete (globalThis as { window?: unknown }).window;
      if (current === harness) current = null;
    },
  };
  current = harness;
  return harness;
}

/** Helpers bound to the harness started last in this test file. */
export const signInAs = (email?: string) => requireCurrent().signInAs(email);
export const requests = () => requireCurrent().requests();
export const lastRequest = () => requireCurrent().lastRequest();
export const clearRequests = () => requireCurrent().clearRequests();
export const control = <T = unknown>(path: string, body?: unknown, method?: string) =>
  requireCurrent().control<T>(path, body, method);
export const tokens = () => ({ access_token: getAccessToken(), refresh_token: getRefreshToken() });

/**
 * The headers every client request carries (API.md §1.2), with the auth style of its service:
 * raw token on core, `Bearer` on v2 and totp, no Authorization without a stored token.
 */
export function expectedHeaders(
  service: ServiceName,
  accessToken: string | null,
  environment: 'web' | 'telegram' = 'web',
): Record<string, string> {
  const headers: Record<string, string> = {
    'x-tenant-id': TENANT_ID,
    'app-enviroment': environment,
    'content-type': 'application/json',
  };
  if (accessToken) headers.authorization = service === 'core' ? accessToken : `Bearer ${accessToken}`;
  return headers;
}

export interface WireExpectation {
  method: string;
  service: ServiceName;
  path: string;
  /** The access token the request must carry; null = no Authorization header at all. */
  token: string | null;
  environment?: 'web' | 'telegram';
  /** When given, the exact JSON body sent. */
  body?: unknown;
  query?: Record<string, string>;
  status?: number;
}

/** Asserts one recorded request: method, service, path, headers with the right auth style, body. */
export function expectWire(req: RecordedRequest, want: WireExpectation): RecordedRequest {
  expect({ method: req.method, service: req.service, path: req.path }).toEqual({
    method: want.method,
    service: want.service,
    path: want.path,
  });
  // Exactly the headers of API.md §1.2, nothing more (recorded before the network adds its own).
  expect(req.headers).toEqual(expectedHeaders(want.service, want.token, want.environment));
  // The expected body as the one serializer writes it (WireNumbers become number literals).
  if ('body' in want)
    expect(req.body).toEqual(want.body === undefined ? undefined : JSON.parse(toWireJson(want.body)));
  if (want.query) expect(req.query).toEqual(want.query);
  if (want.status !== undefined) expect(req.status).toBe(want.status);
  return req;
}

/** expectWire on the last request the client sent. */
export const expectLastRequest = (want: WireExpectation) => expectWire(lastRequest(), want);

/** Awaits a call that must fail and returns its error (an ApiError from the real client). */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}
