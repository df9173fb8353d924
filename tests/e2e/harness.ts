import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { type AppOptions, type AppServer, startAppServer } from './app-server.ts';
import { CHROMIUM_ARGS, findChromium } from './chromium.ts';
import { assertNoCspViolations, type CspViolation, watchCsp } from './csp-watch.ts';
import { assertContractHeaders, type HeaderViolation, watchContractHeaders } from './header-watch.ts';
import { assertNoMissingMessages, watchMissingMessages } from './i18n-watch.ts';

export type { AppOptions } from './app-server.ts';

/**
 * The production build and a fresh sandbox (app-server.ts) with a system Chromium at a phone
 * viewport in front. One app per test file; call `stop()` in afterAll. The same server with
 * WebKit or Firefox in front: engines/engine-app.ts.
 */
export interface TestApp extends Omit<AppServer, 'stop' | 'pageScripts' | 'chromiumArgs'> {
  browser: Browser;
  /** CSP violations seen by any phone() page; stop() fails when there are any. */
  cspViolations: CspViolation[];
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
  const server = await startAppServer(opts);
  const browser = await chromium.launch({
    executablePath: findChromium()!,
    args: [...CHROMIUM_ARGS, ...server.chromiumArgs],
    headless: true,
  });
  const headerViolations: HeaderViolation[] = [];
  const cspViolations: CspViolation[] = [];
  const missingMessages: string[] = [];
  return {
    url: server.url,
    platformUrl: server.platformUrl,
    twoOrigins: server.twoOrigins,
    outDir: server.outDir,
    control: server.control,
    browser,
    cspViolations,
    async phone(phoneOpts: PhoneOptions = {}) {
      const context = await browser.newContext({
        viewport: phoneOpts.viewport ?? { width: 390, height: 844 },
        ...(phoneOpts.locale ? { locale: phoneOpts.locale } : {}),
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        baseURL: server.url,
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
      await server.stop();
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
