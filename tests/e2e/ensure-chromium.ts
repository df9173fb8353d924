/**
 * First step of `npm run test:e2e` (and so of `npm test`): makes sure a Chromium is there for the
 * browser tests. Found: nothing to do. Missing, running as root on Debian: installs Debian's
 * `chromium` package (and fonts-liberation, so pages render with real metrics). Otherwise: stops
 * with one sentence saying how to get one.
 * Usage: tsx tests/e2e/ensure-chromium.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumMissing, findChromium } from './chromium.ts';

export interface EnsureDeps {
  env: NodeJS.ProcessEnv;
  find: (env: NodeJS.ProcessEnv) => string | null;
  isRoot: () => boolean;
  isDebian: () => boolean;
  /** Runs a command with its output shown; true when it exits 0. */
  run: (command: string, args: string[]) => boolean;
  log: (line: string) => void;
}

export const APT_STEPS: [string, string[]][] = [
  ['apt-get', ['update', '-qq']],
  ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation']],
];

/** Resolves to the browser's path, or throws an Error whose message is the sentence to show. */
export function ensureChromium(deps: EnsureDeps): string {
  const found = deps.find(deps.env);
  if (found) return found;
  // A CHROME_PATH that points nowhere is a mistake to fix, not a reason to install a browser.
  if (deps.env.CHROME_PATH || !deps.isRoot() || !deps.isDebian()) throw new Error(chromiumMissing(deps.env));
  deps.log('No Chromium found: installing Debian’s chromium package for the browser tests…');
  for (const [command, args] of APT_STEPS) {
    if (!deps.run(command, args)) {
      throw new Error(
        `Installing Chromium failed at \`${command} ${args.join(' ')}\`: fix the apt error above and run npm test again.`,
      );
    }
  }
  const installed = deps.find(deps.env);
  if (!installed) throw new Error(chromiumMissing(deps.env));
  return installed;
}

const systemDeps: EnsureDeps = {
  env: process.env,
  find: findChromium,
  isRoot: () => process.getuid?.() === 0,
  isDebian: () => existsSync('/etc/debian_version'),
  run: (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0,
  log: (line) => process.stdout.write(`${line}\n`),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureChromium(systemDeps);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
}
