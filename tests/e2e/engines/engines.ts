import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium, findOnPath } from '../chromium.ts';
import type { Driver } from './driver.ts';
import { driverReady, freePort, Processes } from './processes.ts';
import { BidiBrowser } from './webdriver-bidi.ts';
import { classicSession, type ServerSideScripts } from './webdriver-classic.ts';

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
  /** What is looked for, as the error names it. */
  program: string;
  find(env: NodeJS.ProcessEnv): string | null;
  debianPackage: string;
}

export interface Engine {
  /** A fresh page: its own storage and cookies, at a phone's size (WPE: its fixed window). */
  newPage(): Promise<Driver>;
  /** Ends the browser session; the engine's processes are stopped after it. */
  close?(): Promise<void>;
}

export interface EngineSpec {
  label: string;
  /** Runs in `npm test` (the others only when E2E_ENGINES names them). */
  byDefault: boolean;
  needs: Requirement[];
  /** Starts the engine; every process goes into `procs`, which the caller stops (also on a throw). */
  start(server: ServerSideScripts, procs: Processes): Promise<Engine>;
}

/** The browsers' language: the journeys read English first and switch language in the app. */
const ENGLISH = { LANGUAGE: 'en_US', LANG: 'C.UTF-8', NO_AT_BRIDGE: '1' };

const onPath = (program: string, debianPackage: string, ...aliases: string[]): Requirement => ({
  program,
  debianPackage,
  find: (env) => findOnPath([program, ...aliases], env),
});

/** A program Debian keeps in its multiarch library directory (/usr/lib/x86_64-linux-gnu/…). */
const inLibDir = (program: string, debianPackage: string): Requirement => ({
  program,
  debianPackage,
  find: () => {
    const dirs = existsSync('/usr/lib')
      ? readdirSync('/usr/lib').filter((d) => d.endsWith('-linux-gnu'))
      : [];
    return dirs.map((d) => join('/usr/lib', d, program)).find((p) => existsSync(p)) ?? null;
  },
});

const XVFB = onPath('Xvfb', 'xvfb');
const WEBKIT_DRIVER = onPath('WebKitWebDriver', 'webkit2gtk-driver');
const FIREFOX = onPath('firefox-esr', 'firefox-esr', 'firefox');
const WPE_DRIVER = onPath('WPEWebDriver', 'wpewebkit-driver');
const WPE_BROWSER = inLibDir('wpe-webkit-1.1/MiniBrowser', 'wpewebkit-driver');
const CHROMEDRIVER = onPath('chromedriver', 'chromium-driver');

export function missingPackages(specs: EngineSpec[], env: NodeJS.ProcessEnv = process.env): string[] {
  const needs = specs.flatMap((s) => s.needs);
  return [...new Set(needs.filter((n) => !n.find(env)).map((n) => n.debianPackage))];
}

function program(req: Requirement, engine: string): string {
  const found = req.find(process.env);
  if (!found) {
    throw new Error(
      `${engine} needs ${req.program} (Debian's ${req.debianPackage}): run \`npm test\` as root on Debian to have it installed, or \`sudo apt-get install -y ${req.debianPackage}\`.`,
    );
  }
  return found;
}

/** Starts an engine; its processes stop when it closes, or at once when it fails to start. */
export async function launchEngine(name: EngineName, server: ServerSideScripts): Promise<Required<Engine>> {
  const procs = new Processes();
  try {
    const engine = await ENGINES[name].start(server, procs);
    return {
      newPage: () => engine.newPage(),
      async close() {
        await engine.close?.().catch(() => {});
        await procs.stopAll();
      },
    };
  } catch (err) {
    await procs.stopAll();
    throw err;
  }
}

/** A WebDriver classic server; each page is a session of its own (a fresh browser). */
async function classicEngine(
  procs: Processes,
  opts: {
    driver: string;
    command: string;
    env: NodeJS.ProcessEnv;
    capabilities: Record<string, unknown>;
    server: ServerSideScripts;
    /** Sizes the window to a phone's viewport (WPE's headless window cannot be sized). */
    phone: boolean;
  },
): Promise<Engine> {
  const port = await freePort();
  procs.start(opts.driver, opts.command, [`--port=${port}`], { env: opts.env });
  const endpoint = `http://127.0.0.1:${port}`;
  await driverReady(endpoint, opts.driver, procs);
  return {
    async newPage() {
      const driver = await classicSession(endpoint, opts.capabilities, opts.server);
      if (opts.phone) await driver.setViewport(PHONE.width, PHONE.height);
      return driver;
    },
  };
}

/** An X display of its own (Xvfb picks a free number and writes it to fd 3 once it listens). */
async function startXvfb(procs: Processes): Promise<string> {
  const args = ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'];
  const { child } = procs.start('Xvfb', program(XVFB, 'WebKitGTK'), args, { extraFd: true });
  const display = await new Promise<string>((resolve, reject) => {
    (child.stdio[3] as NodeJS.ReadableStream).once('data', (d: Buffer) => resolve(d.toString('utf8').trim()));
    child.once('exit', (code) => reject(procs.failure('Xvfb', `exited with ${code}`)));
  });
  return `:${display}`;
}

export const ENGINES: Record<EngineName, EngineSpec> = {
  webkit: {
    label: 'WebKitGTK',
    byDefault: true,
    needs: [WEBKIT_DRIVER, XVFB],
    async start(server, procs) {
      const display = await startXvfb(procs);
      return classicEngine(procs, {
        driver: 'WebKitWebDriver',
        command: program(WEBKIT_DRIVER, 'WebKitGTK'),
        env: { ...ENGLISH, DISPLAY: display, GDK_BACKEND: 'x11' },
        // Full screen: no toolbar, whose width kept the window wider than a phone.
        capabilities: { 'webkitgtk:browserOptions': { args: ['--automation', '--full-screen'] } },
        server,
        phone: true,
      });
    },
  },

  firefox: {
    label: 'Firefox',
    byDefault: true,
    needs: [FIREFOX],
    async start(_server, procs) {
      const profile = mkdtempSync(join(tmpdir(), 'e2e-firefox-'));
      procs.onStop(() => rmSync(profile, { recursive: true, force: true }));
      writeFileSync(join(profile, 'user.js'), FIREFOX_PREFS);
      const firefox = procs.start(
        'Firefox',
        program(FIREFOX, 'Firefox'),
        ['--headless', '--no-remote', '--remote-debugging-port=0', '--profile', profile, 'about:blank'],
        { env: { ...ENGLISH, MOZ_CRASHREPORTER_DISABLE: '1' } },
      );
      const [, url] = await procs.waitForLine('Firefox', firefox, /WebDriver BiDi listening on (ws:\/\/\S+)/);
      const browser = await BidiBrowser.connect(url!);
      return {
        newPage: () => browser.newPage({ ...PHONE, devicePixelRatio: 2 }),
        close: () => browser.close(),
      };
    },
  },

  wpe: {
    label: 'WPE WebKit',
    byDefault: false,
    needs: [WPE_DRIVER, WPE_BROWSER],
    start: (server, procs) =>
      classicEngine(procs, {
        driver: 'WPEWebDriver',
        command: program(WPE_DRIVER, 'WPE WebKit'),
        env: ENGLISH,
        capabilities: {
          'wpe:browserOptions': {
            binary: program(WPE_BROWSER, 'WPE WebKit'),
            args: ['--automation', '--headless'],
          },
        },
        server,
        phone: false,
      }),
  },

  chromium: {
    label: 'Chromium',
    byDefault: false,
    needs: [CHROMEDRIVER],
    start: (server, procs) =>
      classicEngine(procs, {
        driver: 'chromedriver',
        command: program(CHROMEDRIVER, 'Chromium'),
        env: ENGLISH,
        capabilities: {
          browserName: 'chrome',
          'goog:chromeOptions': {
            binary: findChromium(),
            args: ['--headless=new', ...CHROMIUM_ARGS, '--lang=en-US'],
          },
        },
        server,
        phone: true,
      }),
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
