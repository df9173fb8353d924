import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type PreviewServer, preview } from 'vite';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { assertNoCspViolations, type CspViolation, watchCsp } from './csp-watch.ts';
import { assertContractHeaders, type HeaderViolation, watchContractHeaders } from './header-watch.ts';
import { assertNoMissingMessages, watchMissingMessages } from './i18n-watch.ts';
import { type PlatformServer, startPlatform, twoOriginBuild, twoOriginsRequested } from './two-origin.ts';

/**
 * Starts the production build on `vite preview` with a fresh in-memory sandbox, and a system
 * Chromium at a phone viewport. One app per test file; call `stop()` in afterAll.
 */
export interface AppOptions {
  /** Access-token lifetime in the sandbox (default 15 min). */
  accessTtlMs?: number;
  /** Speeds up sandbox progress (deposits, orders). Default 0.2 = five times faster. */
  timeScale?: number;
  /** App and platform on two origins with strict CORS (default: E2E_TWO_ORIGINS=1). */
  twoOrigins?: boolean;
}

export interface TestApp {
  url: string;
  /** Where the platform answers: the app's own origin, or the separate one in two-origin mode. */
  platformUrl: string;
  browser: Browser;
  /** The build being served (its `.vite/manifest.json` names the files). */
  outDir: string;
  /** CSP violations seen by any phone() page; stop() fails when there are any. */
  cspViolations: CspViolation[];
  /** Calls a sandbox control route (`/__sandbox/...`). */
  control<T = unknown>(path: string, body?: unknown, method?: string): Promise<T>;
  /**
   * A new phone-sized browser context (390×844 unless given, touch). `locale` is the browser's
   * language (navigator.languages, Accept-Language): the app picks its language from it.
   */
  phone(opts?: PhoneOptions): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

export interface PhoneOptions {
  locale?: string;
  viewport?: { width: number; height: number };
}

export async function startApp(opts: AppOptions = {}): Promise<TestApp> {
  process.env.SANDBOX_MEMORY = '1';
  process.env.SANDBOX_ACCESS_TTL_MS = String(opts.accessTtlMs ?? 15 * 60 * 1000);
  process.env.SANDBOX_TIME_SCALE = String(opts.timeScale ?? 0.2);
  // A private snapshot of dist/: another run rebuilding dist/ meanwhile (shared checkout) made
  // page loads fail mid-test with HTTP errors.
  const twoOrigins = twoOriginsRequested(opts.twoOrigins);
  const outDir = mkdtempSync(join(tmpdir(), 'e2e-dist-'));
  cpSync(twoOrigins ? await twoOriginBuild() : 'dist', outDir, { recursive: true });
  const server: PreviewServer = await preview({
    build: { outDir },
    preview: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'warn',
    // Two origins: static files only; the platform is the separate server below.
    ...(twoOrigins ? { configFile: false as const } : {}),
  });
  const port = (server.httpServer.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const platform: PlatformServer | null = twoOrigins
    ? await startPlatform(() => url, {
        accessTtlMs: Number(process.env.SANDBOX_ACCESS_TTL_MS),
        timeScale: Number(process.env.SANDBOX_TIME_SCALE),
      })
    : null;
  const browser = await chromium.launch({
    executablePath: findChromium()!,
    args: platform ? [...CHROMIUM_ARGS, platform.chromiumArg] : CHROMIUM_ARGS,
    headless: true,
  });
  const headerViolations: HeaderViolation[] = [];

  const control = async <T>(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') => {
    const res = await fetch(`${platform?.url ?? url}/__sandbox${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox control ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const cspViolations: CspViolation[] = [];
  const missingMessages: string[] = [];
  return {
    url,
    platformUrl: platform?.url ?? url,
    browser,
    outDir,
    control,
    cspViolations,
    async phone(phoneOpts: PhoneOptions = {}) {
      const context = await browser.newContext({
        viewport: phoneOpts.viewport ?? { width: 390, height: 844 },
        ...(phoneOpts.locale ? { locale: phoneOpts.locale } : {}),
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        baseURL: url,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await watchContractHeaders(context, headerViolations); // only API.md §1.2 headers; stop() fails otherwise
      await watchCsp(context, cspViolations); // the built app's CSP is enforced: any violation fails the file
      watchMissingMessages(context, missingMessages); // a raw message key on screen fails the file
      const page = await context.newPage();
      return { context, page };
    },
    async stop() {
      await browser.close();
      await platform?.stop();
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      rmSync(outDir, { recursive: true, force: true });
      assertContractHeaders(headerViolations);
      assertNoCspViolations(cspViolations);
      assertNoMissingMessages(missingMessages);
    },
  };
}

/** Signs a web visitor in without the UI: tokens minted by the sandbox, put in local storage. */
export async function signInWeb(app: TestApp, page: Page, email?: string) {
  const session = await app.control<{ access_token: string; refresh_token: string }>(
    '/session',
    email ? { email } : {},
  );
  await page.goto('/');
  await page.evaluate(
    ([a, r]) => {
      localStorage.setItem('access_token', a!);
      localStorage.setItem('refresh_token', r!);
    },
    [session.access_token, session.refresh_token],
  );
  return session;
}
