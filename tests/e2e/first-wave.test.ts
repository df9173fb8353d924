import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWeb, startApp, type TestApp } from './harness.ts';
import { platformAs } from './helpers/platform.ts';
import { openInTelegram, signedInitData } from './telegram-env.ts';

/**
 * On a slow network every wave of requests costs a round trip (over half a second on slow 4G).
 * The first screen's files, with the sentences of the user's language, must all be asked for
 * while the HTML is parsed, before the app's own code runs, not discovered by it once it does:
 * src/build/route-preload.ts. No timings: the order of each request against the entry's start,
 * and the files named by the build's manifest. Nothing is asked for twice either.
 */
let app: TestApp;
let manifest: Record<string, { file: string; name?: string; imports?: string[]; css?: string[] }>;
beforeAll(async () => {
  app = await startApp();
  manifest = JSON.parse(readFileSync(join(app.outDir, '.vite/manifest.json'), 'utf8'));
});
afterAll(() => app?.stop());

/** A manifest entry's file, its CSS and, recursively, its static imports. */
function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no manifest entry ${key}`);
  if (into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const dep of chunk.imports ?? []) closure(dep, into);
  return into;
}

/**
 * The shell every first screen loads: the scripts the HTML runs (the entry's chunk is only imports,
 * so Vite writes those as the HTML's script tags: vite.config.ts) with their closures, and the
 * stylesheets it links.
 */
function shell(into = new Set<string>()): Set<string> {
  const html = readFileSync(join(app.outDir, 'index.html'), 'utf8');
  const keyOf = (file: string) => Object.keys(manifest).find((k) => manifest[k]?.file === file);
  for (const [, file = ''] of html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g)) {
    const key = keyOf(file);
    if (!key) throw new Error(`no manifest entry for ${file}`);
    closure(key, into);
  }
  for (const [, file] of html.matchAll(/<link rel="stylesheet"[^>]*\shref="(\/[^"]+)"/g))
    into.add(file as string);
  return into;
}

/**
 * What a first screen needs: the shell with its stylesheets, the English first sentences (the
 * shell's, home's and the sign-in screens') and these chunk groups with theirs (`later` is the
 * rest of the sentences, which a screen past the first ones waits for).
 */
function needed(...groups: string[]): string[] {
  const key = (test: (k: string) => boolean, what: string) => {
    const found = Object.keys(manifest).find(test);
    if (!found) throw new Error(`no ${what} in the manifest`);
    return found;
  };
  const files = shell();
  closure(
    key((k) => /loc-en$/.test(k), 'English catalogue'),
    files,
  );
  for (const g of groups) {
    if (g === 'later')
      closure(
        key((k) => /later-en$/.test(k), 'English later catalogue'),
        files,
      );
    else
      closure(
        key((k) => k.startsWith(`_${g}-`), `group ${g}`),
        files,
      );
  }
  return [...files];
}

/** Records when the entry starts running (src/api/early-responses.ts sets `__appStarted`). */
async function watchEntryStart(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    Object.defineProperty(w, '__appStarted', {
      configurable: true,
      get: () => undefined,
      set(value) {
        w.__entryStartedAt = performance.now();
        Object.defineProperty(w, '__appStarted', { value, writable: true, configurable: true });
      },
    });
  });
}

async function requestsBeforeEntry(page: Page) {
  return page.evaluate(() => {
    const started = (window as unknown as { __entryStartedAt: number }).__entryStartedAt;
    const assets = performance
      .getEntriesByType('resource')
      .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime }))
      .filter((e) => e.path.startsWith('/assets/'));
    return { started, assets };
  });
}

function expectOneWave(seen: { started: number; assets: { path: string; at: number }[] }, files: string[]) {
  expect(seen.started, 'the entry ran').toBeGreaterThan(0);
  const early = seen.assets.filter((a) => a.at < seen.started).map((a) => a.path);
  for (const f of files) expect(early, `${f} requested with the HTML`).toContain(f);
  const paths = seen.assets.map((a) => a.path);
  expect(
    paths.filter((p, i) => paths.indexOf(p) !== i),
    'files requested twice',
  ).toEqual([]);
}

/**
 * Over HTTP/1.1 a browser opens six connections to a host; a first screen's seventh file waits a
 * round trip for one to free. So the shell every first screen loads is as few files as it can be:
 * the bundler's runtime and `start`, which holds the entry (vite.config.ts), with one stylesheet;
 * no entry file of its own, no helper of its own (the class-fields helpers TanStack Query's client
 * needs live in `start`).
 */
it("the shell is the bundler's runtime and start, with one stylesheet", () => {
  const names = [...shell()].map((f) => f.replace(/^\/assets\/(.*)-[\w-]{8}\.(js|css)$/, '$1.$2')).sort();
  expect(names).toEqual(['rolldown-runtime.js', 'start.css', 'start.js']);
});

/** Chromium's load priorities, lowest first (CDP `Network.ResourcePriority`). */
const PRIORITY = ['VeryLow', 'Low', 'Medium', 'High', 'VeryHigh'];

/** Each asset's priority as the page asks for it (its first request). */
async function watchPriorities(page: Page): Promise<Map<string, number>> {
  const seen = new Map<string, number>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    const path = new URL(e.request.url).pathname;
    if (path.startsWith('/assets/') && !seen.has(path))
      seen.set(path, PRIORITY.indexOf(e.request.initialPriority));
  });
  return seen;
}

/**
 * Over HTTP/1.1 a browser opens six connections to a host and gives a free one to the waiting
 * request of highest priority (the oldest among equals). A first screen's wave is more than six
 * files. The shell's stylesheets (the entry's closure) only need to download before the paint;
 * the scripts must download and then run: no shell stylesheet may take a connection before a
 * script (else the start chunk, the largest, waited a round trip behind them, as it did for
 * home). A screen's own stylesheet is needed before its chunk resolves and keeps its priority.
 * What the first paint does not wait for (the Telegram SDK) comes below every script.
 */
function expectScriptsFirst(seen: Map<string, number>, files: string[], afterPaint: string[] = []) {
  const priority = (f: string) => {
    const p = seen.get(f);
    expect(p, `${f} requested`).toBeGreaterThanOrEqual(0);
    return p as number;
  };
  const scripts = files.filter((f) => f.endsWith('.js') && !afterPaint.includes(f)).map(priority);
  const lowestScript = Math.min(...scripts);
  for (const sheet of [...shell()].filter((f) => f.endsWith('.css')))
    expect(PRIORITY[priority(sheet)], `${sheet} not ahead of a script`).toBeOneOf(
      PRIORITY.slice(0, lowestScript + 1),
    );
  for (const late of afterPaint)
    expect(PRIORITY[priority(late)], `${late} after the scripts`).toBeOneOf(PRIORITY.slice(0, lowestScript));
}

describe('the first screen downloads in one wave', () => {
  it('a web visit, signed out: the sign-in screen', async () => {
    const { context, page } = await app.phone();
    await watchEntryStart(page);
    const priorities = await watchPriorities(page);
    await page.goto('/auth/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const seen = await requestsBeforeEntry(page);
    expectOneWave(seen, needed('signin'));
    expectScriptsFirst(priorities, needed('signin'));
    // Over HTTP/1.1 a host serves six files at a time: a seventh waited a round trip for one.
    const wave = new Set(seen.assets.filter((a) => a.at < seen.started).map((a) => a.path));
    expect([...wave].length, `files in the wave: ${[...wave].join(', ')}`).toBeLessThanOrEqual(6);
    // Home's code is not on that path: it loads once the form is up (where a sign-in ends).
    const home = new Set(needed('home'));
    for (const f of needed('signin')) home.delete(f);
    const homeEarly = seen.assets.filter((a) => home.has(a.path) && a.at < seen.started);
    expect(homeEarly, "home's files with the sign-in form").toEqual([]);
    await context.close();
  });

  it('a web visit, signed in: home', async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    const fresh = await context.newPage(); // the same storage, a new document
    await watchEntryStart(fresh);
    const priorities = await watchPriorities(fresh);
    await fresh.goto('/');
    await fresh.getByTestId('total-balance').waitFor();
    const seen = await requestsBeforeEntry(fresh);
    expectOneWave(seen, needed('home'));
    expectScriptsFirst(priorities, needed('home'));
    // Nor the sign-in screens' code and sentences on that one.
    const signIn = new Set(needed('signin'));
    for (const f of needed('home')) signIn.delete(f);
    expect(
      seen.assets.filter((a) => signIn.has(a.path) && a.at < seen.started),
      "the sign-in screens' files with home",
    ).toEqual([]);
    await context.close();
  });

  it("a support agent's link to a wallet: its screen and every sentence", async () => {
    const { context, page } = await app.phone();
    const { access_token } = await signInWeb(app, page);
    const list = await platformAs(app, access_token)<{ data: { uuid: string }[] }>(
      'v2',
      '/wallets?include_shared=true',
    );
    const walletId = list.data[0]!.uuid;
    const fresh = await context.newPage();
    await watchEntryStart(fresh);
    const priorities = await watchPriorities(fresh);
    const calls: string[] = [];
    fresh.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/__platform/')) calls.push(`${r.method()} ${r.url()}`);
    });
    await fresh.goto(`/wallets/${walletId}`);
    await fresh.getByTestId('wallet-total').waitFor();
    const seen = await requestsBeforeEntry(fresh);
    expectOneWave(seen, needed('home', 'wallet', 'later'));
    expectScriptsFirst(priorities, needed('home', 'wallet', 'later'));
    // Its data left with the HTML, not after the code: the wallet and its latest rows, each once.
    const platformEarly = await fresh.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/__platform/'))
        .filter((e) => e.startTime < (window as unknown as { __entryStartedAt: number }).__entryStartedAt)
        .map((e) => new URL(e.name).pathname),
    );
    expect(platformEarly).toContain(`/__platform/v2/wallets/${walletId}`);
    expect(platformEarly).toContain(`/__platform/v2/wallets/${walletId}/transactions`);
    expect(calls.filter((c) => c.endsWith(`/wallets/${walletId}`))).toHaveLength(1);
    expect(
      calls.filter((c) => c.includes(`/wallets/${walletId}/transactions?limit=5&offset=0`)),
    ).toHaveLength(1);
    await context.close();
  });

  it('a Telegram launch: home and the SDK', async () => {
    const { context, page } = await app.phone();
    await watchEntryStart(page);
    const priorities = await watchPriorities(page);
    const { init_data } = await signedInitData(app);
    await openInTelegram(page, { initData: init_data });
    await page.waitForLoadState('networkidle');
    expectOneWave(await requestsBeforeEntry(page), needed('home', 'telegram'));
    // The SDK: home paints before it (src/launch/deferred-bridge.ts).
    const sdk = Object.values(manifest).find((chunk) => chunk.name === 'telegram');
    expect(sdk, 'the SDK chunk').toBeDefined();
    expectScriptsFirst(priorities, needed('home', 'telegram'), [`/${sdk?.file}`]);
    await context.close();
  });
});

describe('what the platform is sent', () => {
  it("no cookie of the app's origin, from the early requests or the app's own: the platform reads the header alone", async () => {
    const { context, page } = await app.phone();
    await signInWeb(app, page);
    // A cookie the app's host set (a load balancer's, a shop's on the same domain).
    await context.addCookies([{ name: 'host-session', value: 'not-the-platforms', url: app.url }]);
    const calls: Promise<string | undefined>[] = [];
    context.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/__platform/'))
        calls.push(request.allHeaders().then((headers) => headers.cookie));
    });
    const fresh = await context.newPage(); // home cold: the early list and wallets, then the app's
    await fresh.goto('/');
    await fresh.getByTestId('total-balance').waitFor();
    await fresh.waitForLoadState('networkidle');
    const cookies = await Promise.all(calls);
    expect(cookies.length, 'platform calls seen').toBeGreaterThan(2);
    expect(cookies.filter(Boolean)).toEqual([]);
    // The page itself still has it: the cookie was there to be sent.
    expect(await fresh.evaluate(() => document.cookie)).toContain('host-session');
    await context.close();
  });
});
