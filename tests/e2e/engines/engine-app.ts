import { type AppOptions, type AppServer, startAppServer } from '../app-server.ts';
import { EnginePage, sleep } from './engine-page.ts';
import { type EngineName, launchEngine } from './engines.ts';
import { type PageIssue, watchPage } from './page-watch.ts';

/**
 * The same server as the Chromium journeys (app-server.ts) with another engine in front: one per
 * test file. Each journey gets a fresh page (no storage, no cookies) at a phone's size, watched
 * for uncaught errors, CSP violations and missing sentences from before the app's first script;
 * it fails on any.
 */
export interface EngineApp {
  name: EngineName;
  server: AppServer;
  /**
   * Runs `steps` on a fresh page; a failure leaves a screenshot in ARTIFACTS. The page's reports
   * must be none, or pass `check` when one is given (the watch's own test).
   */
  journey(
    title: string,
    steps: (page: EnginePage) => Promise<void>,
    check?: (issues: PageIssue[]) => void,
  ): Promise<void>;
  stop(): Promise<void>;
}

export const ARTIFACTS = 'tests/e2e/artifacts/engines';

export async function startEngineApp(name: EngineName, opts: AppOptions = {}): Promise<EngineApp> {
  // One origin: the two-origin build reaches its platform through a host Chromium maps for it.
  const server = await startAppServer({ ...opts, twoOrigins: false });
  const engine = await launchEngine(name, server).catch(async (err: unknown) => {
    await server.stop();
    throw err;
  });
  return {
    name,
    server,
    async journey(title, steps, check) {
      const page = new EnginePage(await engine.newPage(), server.url);
      const shot = `${ARTIFACTS}/${name}-${title.replace(/\W+/g, '-')}`;
      try {
        await page.addInitScript(watchPage, null);
        await steps(page);
        // Reports travel on their own (a beacon, a BiDi message): give the last ones a moment.
        await sleep(300);
        const issues = (await page.driver.takeReports()) as PageIssue[];
        if (check) check(issues);
        else if (issues.length)
          throw new Error(`${page.engine}: the page reported problems:\n${summary(issues)}`);
        await page.screenshot(`${shot}.png`).catch(() => {});
      } catch (err) {
        await page.screenshot(`${shot}-failed.png`).catch(() => {});
        const issues = (await page.driver.takeReports().catch(() => [])) as PageIssue[];
        if (issues.length && err instanceof Error)
          err.message += `\nThe page also reported:\n${summary(issues)}`;
        throw err;
      } finally {
        await page.driver.close().catch(() => {});
      }
    },
    async stop() {
      await engine.close();
      await server.stop();
    },
  };
}

/** One line per distinct problem, with how often it happened (a spinner's violation repeats per frame). */
function summary(issues: PageIssue[]): string {
  const counts = new Map<string, number>();
  for (const i of issues) {
    const line = `${i.kind} on ${i.page}: ${i.message}`;
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [...counts].map(([line, n]) => `  ${n > 1 ? `${n}× ` : ''}${line}`).join('\n');
}
