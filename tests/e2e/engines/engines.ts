import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium, findOnPath } from '../chromium.ts';
import type { Driver } from './driver.ts';
import { driverReady, freePort, Processes } from './processes.ts';
import { BidiBrowser } from './webdriver-bidi.ts';
import { type ClassicDriver, classicSession, type ServerSideScripts } from './webdriver-classic.ts';

/**
 * The browser engines the engine journeys run in, each from Debian's packages (never a
 * downloaded browser or driver):
 * - webkit: WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic), today's WebKit,
 *   the engine of every iPhone and Mac Telegram client. Its MiniBrowser has no headless mode, so
 *   it draws on an Xvfb display of its own.
 * - firefox: Firefox ESR through its own remote agent (WebDriver BiDi; Debian has no geckodriver).
 * - wpe: WPE WebKit 2.38 (about Safari 16.0) through WPEWebDriver, headless; its window is a fixed
 *   1280×720 (the headless MiniBrowser cannot be resized). Only when asked for (E2E_ENGINES).
 * - chromium: Chromium through Debian's chromedriver, to hold the same journeys against the
 *   engine the rest of the suite runs in. Only when asked for.
 */
export type EngineName = 'webkit' | 'firefox' | 'wpe' | 'chromium';

export const PHONE = { width: 390, height: 844 };

export interface Requirement {
  /** The program looked for on PATH (any of the names), or an absolute path pattern. */
  programs: string[];
  debianPackage: string;
}

export interface Engine {
  newPage(): Promise<Driver>;
  close(): Promise<void>;
}

export interface EngineSpec {
  label: string;
  /** Runs in `npm test` (the others only when E2E_ENGINES names them). */
  byDefault: boolean;
  needs: Requirement[];
  launch(server: ServerSideScripts): Promise<Engine>;
}

/** The browsers' language: the journeys read English first and switch language in the app. */
const ENGLISH = { LANGUAGE: 'en_US', LANG: 'C.UTF-8', NO_AT_BRIDGE: '1' };

/** The first file matching an absolute path whose parts may hold `*` (multiarch library directories). */
function firstFile(pattern: string): string | null {
  let paths = ['/'];
  for (const part of pattern.split('/').filter(Boolean)) {
    const re = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
    paths = paths.flatMap((dir) => {
      if (!part.includes('*')) return [join(dir, part)];
      try {
        return readdirSync(dir)
          .filter((n) => re.test(n))
          .map((n) => join(dir, n));
      } catch {
        return [];
      }
    });
  }
  return paths.find((f) => existsSync(f)) ?? null;
}

export function findProgram(programs: string[], env: NodeJS.ProcessEnv = process.env): string | null {
  for (const p of programs) {
    const found = p.startsWith('/') ? firstFile(p) : findOnPath([p], env);
    if (found) return found;
  }
  return null;
}

export function missingPackages(specs: EngineSpec[], env: NodeJS.ProcessEnv = process.env): string[] {
  const needs = specs.flatMap((s) => s.needs);
  return [...new Set(needs.filter((n) => !findProgram(n.programs, env)).map((n) => n.debianPackage))];
}

function program(req: Requirement, engine: string): string {
  const found = findProgram(req.programs);
  if (!found) {
    throw new Error(
      `${engine} needs ${req.programs[0]} (Debian's ${req.debianPackage}): run \`npm test\` as root on Debian to have it installed, or \`sudo apt-get install -y ${req.debianPackage}\`.`,
    );
  }
  return found;
}

/** A WebDriver classic server started here; each page is a session of its own (a fresh browser). */
async function classicEngine(
  procs: Processes,
  name: string,
  command: string,
  env: NodeJS.ProcessEnv,
  capabilities: Record<string, unknown>,
  server: ServerSideScripts,
  resize: boolean,
): Promise<Engine> {
  const port = await freePort();
  procs.start(name, command, [`--port=${port}`], { env });
  const endpoint = `http://127.0.0.1:${port}`;
  await driverReady(endpoint, name, procs);
  return {
    async newPage() {
      const driver: ClassicDriver = await classicSession(endpoint, capabilities, server);
      if (resize) await driver.setViewport(PHONE.width, PHONE.height);
      return driver;
    },
    close: () => procs.stopAll(),
  };
}

/** An X display of its own (Xvfb picks a free number and writes it to fd 3 once it listens). */
async function startXvfb(procs: Processes, xvfb: string): Promise<string> {
  const { child } = procs.start(
    'Xvfb',
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      extraFd: true,
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    const fd = child.stdio[3] as NodeJS.ReadableStream;
    fd.once('data', (d: Buffer) => resolve(d.toString('utf8').trim()));
    child.once('exit', (code) => reject(procs.failure('Xvfb', `exited with ${code}`)));
  });
  return `:${display}`;
}

const XVFB: Requirement = { programs: ['Xvfb'], debianPackage: 'xvfb' };
const WEBKIT_DRIVER: Requirement = { programs: ['WebKitWebDriver'], debianPackage: 'webkit2gtk-driver' };
const FIREFOX: Requirement = { programs: ['firefox-esr', 'firefox'], debianPackage: 'firefox-esr' };
const WPE_DRIVER: Requirement = { programs: ['WPEWebDriver'], debianPackage: 'wpewebkit-driver' };
const WPE_BROWSER: Requirement = {
  programs: ['/usr/lib/*/wpe-webkit-*/MiniBrowser'],
  debianPackage: 'wpewebkit-driver',
};
const CHROMEDRIVER: Requirement = { programs: ['chromedriver'], debianPackage: 'chromium-driver' };

export const ENGINES: Record<EngineName, EngineSpec> = {
  webkit: {
    label: 'WebKitGTK',
    byDefault: true,
    needs: [WEBKIT_DRIVER, XVFB],
    async launch(server) {
      const procs = new Processes();
      try {
        const display = await startXvfb(procs, program(XVFB, 'WebKitGTK'));
        const env = { ...ENGLISH, DISPLAY: display, GDK_BACKEND: 'x11' };
        return await classicEngine(
          procs,
          'WebKitWebDriver',
          program(WEBKIT_DRIVER, 'WebKitGTK'),
          env,
          { 'webkitgtk:browserOptions': { args: ['--automation', '--full-screen'] } },
          server,
          true,
        );
      } catch (err) {
        await procs.stopAll();
        throw err;
      }
    },
  },

  firefox: {
    label: 'Firefox',
    byDefault: true,
    needs: [FIREFOX],
    async launch() {
      const procs = new Processes();
      const profile = mkdtempSync(join(tmpdir(), 'e2e-firefox-'));
      writeFileSync(join(profile, 'user.js'), FIREFOX_PREFS);
      try {
        const firefox = procs.start(
          'Firefox',
          program(FIREFOX, 'Firefox'),
          ['--headless', '--no-remote', '--remote-debugging-port=0', '--profile', profile, 'about:blank'],
          { env: { ...ENGLISH, MOZ_CRASHREPORTER_DISABLE: '1' } },
        );
        const [, url] = await procs.waitForLine(
          'Firefox',
          firefox,
          /WebDriver BiDi listening on (ws:\/\/\S+)/,
        );
        const browser = await BidiBrowser.connect(url!);
        return {
          newPage: () => browser.newPage({ ...PHONE, devicePixelRatio: 2 }),
          async close() {
            await browser.close();
            await procs.stopAll();
            rmSync(profile, { recursive: true, force: true });
          },
        };
      } catch (err) {
        await procs.stopAll();
        rmSync(profile, { recursive: true, force: true });
        throw err;
      }
    },
  },

  wpe: {
    label: 'WPE WebKit',
    byDefault: false,
    needs: [WPE_DRIVER, WPE_BROWSER],
    async launch(server) {
      const procs = new Processes();
      const capabilities = {
        'wpe:browserOptions': {
          binary: program(WPE_BROWSER, 'WPE WebKit'),
          args: ['--automation', '--headless'],
        },
      };
      try {
        return await classicEngine(
          procs,
          'WPEWebDriver',
          program(WPE_DRIVER, 'WPE WebKit'),
          ENGLISH,
          capabilities,
          server,
          false,
        );
      } catch (err) {
        await procs.stopAll();
        throw err;
      }
    },
  },

  chromium: {
    label: 'Chromium',
    byDefault: false,
    needs: [CHROMEDRIVER],
    async launch(server) {
      const procs = new Processes();
      const capabilities = {
        browserName: 'chrome',
        'goog:chromeOptions': {
          binary: findChromium(),
          args: ['--headless=new', ...CHROMIUM_ARGS, '--lang=en-US'],
        },
      };
      try {
        return await classicEngine(
          procs,
          'chromedriver',
          program(CHROMEDRIVER, 'Chromium'),
          ENGLISH,
          capabilities,
          server,
          true,
        );
      } catch (err) {
        await procs.stopAll();
        throw err;
      }
    },
  },
};

/**
 * Firefox's remote agent sets the usual automation preferences itself (remote.prefs.recommended);
 * these add English, and keep a closed network closed (no update, telemetry or remote settings).
 */
const FIREFOX_PREFS = `${[
  ['intl.accept_languages', 'en-US'],
  ['intl.locale.requested', 'en-US'],
  ['app.update.disabledForTesting', true],
  ['browser.shell.checkDefaultBrowser', false],
  ['browser.startup.homepage_override.mstone', 'ignore'],
  ['datareporting.policy.dataSubmissionEnabled', false],
  ['toolkit.telemetry.reportingpolicy.firstRun', false],
  ['services.settings.server', 'data:,#remote-settings-dummy/v1'],
  ['network.captive-portal-service.enabled', false],
  ['network.connectivity-service.enabled', false],
  ['browser.safebrowsing.update.enabled', false],
  ['extensions.update.enabled', false],
]
  .map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`)
  .join('\n')}\n`;

/**
 * The engines this run covers besides the Chromium suite: E2E_ENGINES (comma-separated names, or
 * `none`), else the default ones.
 */
export function selectedEngines(env: NodeJS.ProcessEnv = process.env): EngineName[] {
  const asked = env.E2E_ENGINES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!asked?.length) return (Object.keys(ENGINES) as EngineName[]).filter((e) => ENGINES[e].byDefault);
  if (asked.length === 1 && asked[0] === 'none') return [];
  const unknown = asked.filter((e) => !(e in ENGINES));
  if (unknown.length) {
    throw new Error(
      `E2E_ENGINES names ${unknown.join(', ')}: the engines are ${Object.keys(ENGINES).join(', ')} (or none).`,
    );
  }
  return asked as EngineName[];
}
