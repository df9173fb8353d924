import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 10, "never forgets": a sandbox run as `npm run sandbox` does (tsx sandbox/main.ts, its own
 * data folder, a loopback port) is killed with SIGKILL while wallets are being created, ten
 * times. Every write it acknowledged (a 200 received in full) must be there after the restart,
 * the state file must always parse, and no temp file may be left behind.
 */
const ROUNDS = 10;
const WRITERS = 4;
const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-durability-'));
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function start(port: number): Promise<ChildProcess> {
  // Node itself with tsx's loader, not the tsx CLI: the CLI runs the server in a grandchild,
  // which a SIGKILL to the CLI would leave running (and saving) behind the test's back.
  const proc = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, SANDBOX_DATA_DIR: dataDir, SANDBOX_PORT: String(port) },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/__sandbox/outbox`);
      if (res.ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  proc.kill('SIGKILL');
  throw new Error('The sandbox did not start within 30 s.');
}

function killHard(proc: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
    proc.once('exit', () => resolve());
    proc.kill('SIGKILL');
  });
}

async function session(base: string): Promise<string> {
  const res = await fetch(`${base}/__sandbox/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'durable@example.com' }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

async function walletNames(base: string, token: string): Promise<Set<string>> {
  const names = new Set<string>();
  for (let offset = 0; ; offset += 1000) {
    const res = await fetch(`${base}/__platform/v2/wallets?limit=1000&offset=${offset}`, {
      headers: { 'x-tenant-id': 'sandbox-tenant', authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as { data: { name: string }[]; has_more: boolean };
    for (const w of page.data) names.add(w.name);
    if (!page.has_more) return names;
  }
}

function tempFiles(): string[] {
  return readdirSync(dataDir).filter((f) => f.endsWith('.tmp'));
}

describe('sandbox durability: kill -9 mid-write loses no acknowledged write', () => {
  it(`${ROUNDS} SIGKILL rounds`, async () => {
    const started = Date.now();
    const acknowledged: string[] = [];
    let attempted = 0;
    let lost: string[] = [];
    for (let round = 0; round <= ROUNDS; round++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      child = await start(port);
      // A start cleans up what an interrupted save left, and the state it loaded is complete.
      expect(tempFiles()).toEqual([]);
      const token = await session(base);
      const present = await walletNames(base, token);
      lost = acknowledged.filter((name) => !present.has(name));
      expect(lost).toEqual([]);
      if (round === ROUNDS) break;

      // Writers create wallets until the process dies under them.
      let alive = true;
      const writer = async (w: number) => {
        for (let i = 0; alive; i++) {
          const name = `r${round}-w${w}-${i}`;
          attempted++;
          try {
            const res = await fetch(`${base}/__platform/v2/wallets`, {
              method: 'POST',
              headers: {
                'x-tenant-id': 'sandbox-tenant',
                authorization: `Bearer ${token}`,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ name }),
            });
            const body = (await res.json()) as { name?: string };
            if (res.status === 200 && body.name === name) acknowledged.push(name);
          } catch {
            return; // the connection died with the process: not acknowledged
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, w) => writer(w));
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 500));
      await killHard(child);
      alive = false;
      await Promise.all(writers);
      // Readable at every kill: the state file is always a whole JSON document.
      expect(() => JSON.parse(readFileSync(join(dataDir, 'state.json'), 'utf8'))).not.toThrow();
    }
    await killHard(child!);
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `[durability] ${ROUNDS} SIGKILL rounds, ${attempted} writes sent, ${acknowledged.length} acknowledged, ${lost.length} lost, ${seconds.toFixed(1)} s`,
    );
    expect(acknowledged.length).toBeGreaterThan(ROUNDS * 5);
  }, 240_000);
});
