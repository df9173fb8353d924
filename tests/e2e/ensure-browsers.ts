/**
 * First step of `npm run test:e2e` (and so of `npm test`): makes sure the browsers the browser
 * tests drive are there: a Chromium, and the other engines' Debian packages (engines/engines.ts:
 * WebKitGTK's driver and Xvfb, Firefox ESR; others when E2E_ENGINES asks for them). All found:
 * nothing to do. Something missing, running as root on Debian: installs the missing packages in
 * one apt-get run (with fonts-liberation for Chromium, so pages render with real metrics).
 * Otherwise: stops with one sentence saying what to install.
 * Usage: tsx tests/e2e/ensure-browsers.ts
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumMissing, findChromium } from './chromium.ts';
import { ENGINES, missingPackages, selectedEngines } from './engines/engines.ts';

export interface EnsureDeps {
  env: NodeJS.ProcessEnv;
  findChromium: (env: NodeJS.ProcessEnv) => string | null;
  /** The Debian packages the selected other engines still need. */
  missingEnginePackages: (env: NodeJS.ProcessEnv) => string[];
  isRoot: () => boolean;
  isDebian: () => boolean;
  /** Runs a command with its output shown; true when it exits 0. */
  run: (command: string, args: string[]) => boolean;
  log: (line: string) => void;
}

export const CHROMIUM_PACKAGES = ['chromium', 'fonts-liberation'];

export function aptSteps(packages: string[]): [string, string[]][] {
  return [
    ['apt-get', ['update', '-qq']],
    ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages]],
  ];
}

/** Returns once every browser is there (installing what is missing), or throws the sentence to show. */
export function ensureBrowsers(deps: EnsureDeps): void {
  // A CHROME_PATH that points nowhere is a mistake to fix, not a reason to install a browser.
  if (deps.env.CHROME_PATH && !deps.findChromium(deps.env)) throw new Error(chromiumMissing(deps.env));
  const missing = [
    ...(deps.findChromium(deps.env) ? [] : CHROMIUM_PACKAGES),
    ...deps.missingEnginePackages(deps.env),
  ];
  if (missing.length === 0) return;
  if (!deps.isRoot() || !deps.isDebian()) {
    throw new Error(
      `The browser tests need Debian's ${missing.join(', ')}: run \`npm test\` as root on Debian to have them installed, or install them yourself (\`sudo apt-get install -y ${missing.join(' ')}\`)${
        deps.findChromium(deps.env) ? '' : ', or set CHROME_PATH to a Chromium or Chrome binary'
      }. E2E_ENGINES=none runs the Chromium journeys alone.`,
    );
  }
  deps.log(`Installing Debian's ${missing.join(', ')} for the browser tests…`);
  for (const [command, args] of aptSteps(missing)) {
    if (!deps.run(command, args)) {
      throw new Error(
        `Installing the browsers failed at \`${command} ${args.join(' ')}\`: fix the apt error above and run npm test again.`,
      );
    }
  }
  if (!deps.findChromium(deps.env)) throw new Error(chromiumMissing(deps.env));
  const still = deps.missingEnginePackages(deps.env);
  if (still.length) throw new Error(`apt-get installed, but ${still.join(', ')} brought no usable program.`);
}

const systemDeps: EnsureDeps = {
  env: process.env,
  findChromium,
  missingEnginePackages: (env) =>
    missingPackages(
      selectedEngines(env).map((e) => ENGINES[e]),
      env,
    ),
  isRoot: () => process.getuid?.() === 0,
  isDebian: () => existsSync('/etc/debian_version'),
  run: (command, args) =>
    spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      .status === 0,
  log: (line) => process.stdout.write(`${line}\n`),
};

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    ensureBrowsers(systemDeps);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
}
