import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, createConnection, createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PreviewServer, preview } from 'vite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';

/**
 * Issue 19 (12b): the test controls under /__sandbox change the whole sandbox (reset, token
 * lifetime, blocking, revoking) or hand out secrets (minted sessions, one-time codes). A web page
 * on another origin must not reach them: CORS only hides the answer, and a "simple" cross-origin
 * POST (text/plain, no preflight) used to run the control all the same. Now a control refuses a
 * foreign Origin before it runs (403) and takes only a JSON body (415 otherwise), which no page
 * can send across origins without a preflight the sandbox does not grant. The dev/preview mount
 * answers its own origin only (no CORS at all), and the servers listen on loopback by default.
 */
const EVIL = 'https://evil.example';
let sandbox: Sandbox;
afterEach(() => sandbox?.close());

async function send(
  method: string,
  path: string,
  opts: { token?: string; body?: string; origin?: string; type?: string } = {},
) {
  const headers: Record<string, string> = { 'x-tenant-id': 'sandbox-tenant' };
  if (opts.type !== '') headers['content-type'] = opts.type ?? 'application/json';
  if (opts.origin) headers.origin = opts.origin;
  if (opts.token)
    headers.authorization = path.startsWith('/__platform/core') ? opts.token : `Bearer ${opts.token}`;
  const res = await sandbox.fetch(
    new Request(`http://sandbox.test${path}`, { method, headers, body: opts.body }),
  );
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
}

/** A user with a session, a wallet of their own, and what each control would change. */
async function observed() {
  const email = 'victim@example.com';
  const session = JSON.parse(
    (await send('POST', '/__sandbox/session', { body: JSON.stringify({ email }) })).text,
  );
  const made = await send('POST', '/__platform/v2/wallets', {
    token: session.access_token,
    body: '{"name":"Kept"}',
  });
  expect(made.status).toBe(200);
  return {
    email,
    session,
    async state() {
      const user = await send('GET', '/__platform/v2/user', { token: session.access_token });
      const wallets = await send('GET', '/__platform/v2/wallets?limit=100', { token: session.access_token });
      const fresh = JSON.parse((await send('POST', '/__sandbox/session', { body: '{}' })).text);
      return {
        // expire-tokens, block: the user's access token still works
        user: user.status,
        // reset: the user's own wallet is still there
        wallets:
          wallets.status === 200 ? JSON.parse(wallets.text).data.map((w: { name: string }) => w.name) : [],
        // token-ttl: a new session still lives 15 minutes
        ttl: fresh.expires_in,
        // faults: nothing injected
        platform: (await send('GET', '/__platform/v2/system/currencies?limit=1')).status,
      };
    },
  };
}

/** Each control a page could abuse, with a body it accepts. */
const CONTROLS = (email: string) =>
  [
    ['/reset', '{}'],
    ['/token-ttl', '{"ms":1}'],
    ['/users/block', JSON.stringify({ email, blocked: true })],
    ['/expire-tokens', '{}'],
    ['/revoke-refresh', '{}'],
    ['/faults', '{"error_rate":1}'],
    ['/session', JSON.stringify({ email })],
  ] as const;

describe('controls refuse a page on another origin before they run', () => {
  it('a simple cross-origin POST (text/plain) to each control: 403, and nothing happened', async () => {
    sandbox = createSandbox({ dataDir: null });
    const victim = await observed();
    const before = await victim.state();
    expect(before).toEqual({ user: 200, wallets: expect.arrayContaining(['Kept']), ttl: 900, platform: 200 });
    for (const [path, body] of CONTROLS(victim.email)) {
      const res = await send('POST', `/__sandbox${path}`, { origin: EVIL, type: 'text/plain', body });
      expect(res.status, path).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), path).toBeNull();
      // Even with the JSON type (which would need a preflight first) the origin decides.
      expect((await send('POST', `/__sandbox${path}`, { origin: EVIL, body })).status, path).toBe(403);
      expect((await send('POST', `/__sandbox${path}`, { origin: 'null', body })).status, path).toBe(403);
    }
    expect(await victim.state()).toEqual(before);
    // The refresh token was not revoked either.
    const renewed = await send('POST', '/__platform/v2/auth/refresh/refresh-token', {
      body: JSON.stringify({ refresh_token: victim.session.refresh_token }),
    });
    expect(renewed.status).toBe(200);
  });

  it('a control read from another origin (the outbox, with its codes) is refused too', async () => {
    sandbox = createSandbox({ dataDir: null });
    const res = await send('GET', '/__sandbox/outbox', { origin: EVIL });
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('"data"');
  });

  it('a control without a JSON body type is refused (415) and has no effect, whoever sends it', async () => {
    sandbox = createSandbox({ dataDir: null });
    const victim = await observed();
    const before = await victim.state();
    for (const [path, body] of CONTROLS(victim.email)) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', '']) {
        const res = await send('POST', `/__sandbox${path}`, { type, body });
        expect(res.status, `${path} ${type}`).toBe(415);
      }
    }
    expect((await send('DELETE', '/__sandbox/faults', { type: 'text/plain' })).status).toBe(415);
    expect(await victim.state()).toEqual(before);
  });

  it('the same origin and scripts (no Origin) still use the controls with JSON', async () => {
    sandbox = createSandbox({ dataDir: null });
    const own = await send('POST', '/__sandbox/token-ttl', {
      origin: 'http://sandbox.test',
      body: '{"ms":60000}',
    });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.text)).toEqual({ access_ttl_ms: 60000 });
    const typed = await send('POST', '/__sandbox/token-ttl', {
      type: 'application/json; charset=utf-8',
      body: '{"ms":null}',
    });
    expect(typed.status).toBe(200);
  });
});

/** A raw HTTP request (Node's fetch may not send Origin or Host as given). */
function raw(port: number, method: string, path: string, headers: Record<string, string>, body = '') {
  return new Promise<{ status: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on('error', reject);
      req.end(body);
    },
  );
}

/** True when a TCP connection to host:port is accepted. */
function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** This machine's first non-loopback IPv4 address, if it has one. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

describe('the dev and preview servers (the sandbox mounted on the app origin)', () => {
  let server: PreviewServer | null = null;
  const outDir = mkdtempSync(join(tmpdir(), 'controls-preview-'));
  writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>t</title>');
  afterAll(async () => {
    await new Promise<void>((resolve) => (server ? server.httpServer.close(() => resolve()) : resolve()));
    rmSync(outDir, { recursive: true, force: true });
  });

  it('answers no CORS to another origin, refuses its control calls, and listens on loopback', async () => {
    process.env.SANDBOX_MEMORY = '1';
    // The project's own configuration (vite.config.ts and its sandbox mount), as `npm run preview`.
    server = await preview({ build: { outDir }, preview: { port: 0 }, logLevel: 'silent' });
    const address = server.httpServer.address() as AddressInfo;
    expect(['127.0.0.1', '::1']).toContain(address.address);
    if (outside) expect(await reachable(outside, address.port)).toBe(false);
    const port = address.port;
    const host = `localhost:${port}`;
    const platform = await raw(port, 'GET', '/__platform/v2/system/currencies?limit=1', {
      host,
      origin: EVIL,
      'x-tenant-id': 'sandbox-tenant',
    });
    expect(platform.status).toBe(200);
    expect(platform.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await raw(port, 'OPTIONS', '/__platform/v2/auth/sign-in', {
      host,
      origin: EVIL,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-tenant-id',
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const ttl = (origin: string) =>
      raw(port, 'POST', '/__sandbox/token-ttl', { host, origin, 'content-type': 'text/plain' }, '{"ms":1}');
    const refused = await ttl(EVIL);
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const outbox = await raw(port, 'GET', '/__sandbox/outbox', { host, origin: EVIL });
    expect(outbox.status).toBe(403);
    // The page the server itself serves may call its controls (with JSON).
    const own = await raw(
      port,
      'POST',
      '/__sandbox/session',
      { host, origin: `http://${host}`, 'content-type': 'application/json' },
      '{}',
    );
    expect(own.status).toBe(200);
    expect(JSON.parse(own.text).expires_in).toBe(900);
  });
});

describe('npm run sandbox (the platform alone, on its own origin)', () => {
  let child: ChildProcess | null = null;
  const dataDir = mkdtempSync(join(tmpdir(), 'controls-sandbox-'));
  afterAll(() => {
    child?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  function freePort(): Promise<number> {
    return new Promise((resolve) => {
      const probe = createServer();
      probe.listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
  }

  it('listens on loopback and runs no control for a page on another origin', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, SANDBOX_DATA_DIR: dataDir, SANDBOX_PORT: String(port) };
    delete env.SANDBOX_HOST;
    delete env.SANDBOX_ALLOWED_ORIGINS;
    child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
      cwd: join(import.meta.dirname, '..', '..'),
      env,
      stdio: 'ignore',
    });
    const deadline = Date.now() + 30_000;
    while (!(await reachable('127.0.0.1', port))) {
      if (Date.now() > deadline) throw new Error('The sandbox did not start within 30 s.');
      await new Promise((r) => setTimeout(r, 100));
    }
    if (outside) expect(await reachable(outside, port)).toBe(false);
    const host = `127.0.0.1:${port}`;
    const ttl = (origin: string, type: string) =>
      raw(port, 'POST', '/__sandbox/token-ttl', { host, origin, 'content-type': type }, '{"ms":1000}');
    expect((await ttl(EVIL, 'text/plain')).status).toBe(403);
    // Not even a page that pretends to be this host by DNS (rebinding): its Origin names its host.
    expect((await ttl(`http://attacker.example:${port}`, 'application/json')).status).toBe(403);
    const session = async (origin: string) =>
      raw(port, 'POST', '/__sandbox/session', { host, origin, 'content-type': 'application/json' }, '{}');
    expect(JSON.parse((await session('http://localhost:5173')).text).expires_in).toBe(900);
    // The app's dev server (an allowed origin) may; what it sets is then in force.
    const allowed = await ttl('http://localhost:5173', 'application/json');
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(JSON.parse((await session('http://localhost:5173')).text).expires_in).toBe(1);
  }, 60_000);
});
