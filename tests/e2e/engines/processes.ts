import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import type { Readable } from 'node:stream';
import { sleep } from './engine-page.ts';

/** Every process started here and still running: killed if the test run ends without stopAll. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * The processes behind an engine (a display server, a WebDriver, a browser): started here, each
 * stopped by its own pid when the engine closes, and their output kept for the error a failed
 * start reports.
 */
export class Processes {
  private readonly children: { name: string; child: ChildProcess; output: string[] }[] = [];
  private readonly cleanups: (() => void)[] = [];

  /** Runs once every process has stopped (a profile directory to remove). */
  onStop(cleanup: () => void): void {
    this.cleanups.push(cleanup);
  }

  /** Starts a process, keeping its last lines of output; `extraFd` opens a pipe on its fd 3. */
  start(
    name: string,
    command: string,
    args: string[],
    opts: { env?: NodeJS.ProcessEnv; extraFd?: boolean } = {},
  ): { child: ChildProcess; output: string[] } {
    const child = spawn(command, args, {
      env: { ...process.env, ...opts.env },
      stdio: opts.extraFd ? ['ignore', 'pipe', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    child.once('exit', () => running.delete(child));
    const output: string[] = [];
    const keep = (stream: Readable | null) =>
      stream?.on('data', (d: Buffer) => {
        output.push(...d.toString('utf8').split('\n').filter(Boolean));
        if (output.length > 200) output.splice(0, output.length - 200);
      });
    keep(child.stdout);
    keep(child.stderr);
    this.children.push({ name, child, output });
    return { child, output };
  }

  /** Waits until a line of the process's output matches, returning the match. */
  async waitForLine(
    name: string,
    entry: { child: ChildProcess; output: string[] },
    pattern: RegExp,
    timeout = 30_000,
  ): Promise<RegExpMatchArray> {
    const deadline = Date.now() + timeout;
    for (;;) {
      for (const line of entry.output) {
        const m = line.match(pattern);
        if (m) return m;
      }
      if (entry.child.exitCode !== null) throw this.failure(name, `exited with ${entry.child.exitCode}`);
      if (Date.now() > deadline)
        throw this.failure(name, `said nothing matching ${pattern} in ${timeout} ms`);
      await sleep(50);
    }
  }

  failure(name: string, what: string): Error {
    const entry = this.children.find((c) => c.name === name);
    return new Error(`${name} ${what}:\n  ${(entry?.output ?? []).slice(-15).join('\n  ')}`);
  }

  /** Stops every process started here, newest first (the browser before its driver and display). */
  async stopAll(): Promise<void> {
    for (const { child } of this.children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(3_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    this.children.length = 0;
    for (const cleanup of this.cleanups.splice(0)) cleanup();
  }
}

/** A TCP port nothing listens on right now (for a WebDriver that needs one named). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Polls a WebDriver's /status until it says it is ready. */
export async function driverReady(endpoint: string, name: string, procs: Processes, timeout = 20_000) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      const res = await fetch(`${endpoint}/status`);
      const body = (await res.json()) as { value?: { ready?: boolean } };
      if (body.value?.ready !== false) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw procs.failure(name, `did not answer on ${endpoint}/status in ${timeout} ms`);
    await sleep(100);
  }
}
