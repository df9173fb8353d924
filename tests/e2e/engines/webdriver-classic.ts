import type { PageScripts } from '../page-scripts.ts';
import { type Driver, type ElementRef, WebDriverError } from './driver.ts';

/**
 * A WebDriver classic (W3C, HTTP) client with just what the journeys use. WebKit's drivers
 * (WebKitWebDriver, WPEWebDriver) and chromedriver speak it. Classic has no init scripts: those go
 * through the app server, which writes them into the pages it sends (app-server.ts PageScripts).
 */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** The app server's side of init scripts, for one browser session. */
export interface ServerSideScripts {
  url: string;
  pageScripts: PageScripts;
}

export async function classicSession(
  endpoint: string,
  capabilities: Record<string, unknown>,
  server: ServerSideScripts,
): Promise<ClassicDriver> {
  const created = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(
    endpoint,
    'POST',
    '/session',
    { capabilities: { alwaysMatch: capabilities } },
  );
  const caps = created.capabilities;
  const driver = new ClassicDriver(
    `${endpoint}/session/${created.sessionId}`,
    `${String(caps.browserName)} ${String(caps.browserVersion)}`,
    server,
  );
  await driver.start();
  return driver;
}

async function call<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let payload: { value?: unknown } = {};
  try {
    payload = JSON.parse(text) as { value?: unknown };
  } catch {
    throw new WebDriverError('unknown error', `${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  }
  const value = payload.value as { error?: string; message?: string } | null;
  if (!res.ok || (value && typeof value === 'object' && 'error' in value && value.error)) {
    throw new WebDriverError(
      value?.error ?? String(res.status),
      `${method} ${path}: ${value?.message ?? text}`,
    );
  }
  return payload.value as T;
}

export class ClassicDriver implements Driver {
  private readonly key: string;

  constructor(
    private readonly session: string,
    readonly engine: string,
    private readonly server: ServerSideScripts,
  ) {
    this.key = server.pageScripts.newKey();
  }

  private call<T>(method: string, path: string, body?: unknown): Promise<T> {
    return call<T>(this.session, method, path, body);
  }

  /** Takes the page-scripts cookie on the app's origin (the first page this browser loads). */
  async start(): Promise<void> {
    await this.call('POST', '/timeouts', { script: 30_000, pageLoad: 60_000 });
    await this.navigate(`${this.server.url}${this.server.pageScripts.startPath(this.key)}`);
  }

  async navigate(url: string): Promise<void> {
    await this.call('POST', '/url', { url });
  }

  async reload(): Promise<void> {
    await this.call('POST', '/refresh', {});
  }

  async evaluate<R>(fn: string, arg?: unknown, element?: ElementRef): Promise<R> {
    // Execute Async: every driver supports it, and it awaits a promise the same way everywhere.
    const script = `var args = arguments, done = args[args.length - 1];
Promise.resolve().then(function () { return (${fn})(args[0], args[1]); }).then(
  function (v) { done({ ok: JSON.stringify(v === undefined ? null : v) }); },
  function (e) { done({ error: String((e && e.stack) || e) }); });`;
    const args = element ? [arg ?? null, element.ref] : [arg ?? null];
    const out = await this.call<{ ok?: string; error?: string }>('POST', '/execute/async', { script, args });
    if (out.error !== undefined) throw new WebDriverError('javascript error', out.error);
    return JSON.parse(out.ok ?? 'null') as R;
  }

  async locate(fn: string, arg: unknown): Promise<ElementRef | null> {
    const found = await this.call<Record<string, string> | null>('POST', '/execute/sync', {
      script: `return (${fn})(arguments[0]);`,
      args: [arg],
    });
    return found?.[ELEMENT] ? { ref: found } : null;
  }

  private elementPath(element: ElementRef): string {
    return `/element/${(element.ref as Record<string, string>)[ELEMENT]}`;
  }

  /**
   * A pointer press and release at the element's centre (Perform Actions), like BiDi's: Element
   * Click refuses when any other element is on top, even a cell's own ripple layer over its text;
   * engine-page.ts checks what a tap there would hit instead.
   */
  async click(element: ElementRef): Promise<void> {
    await this.call('POST', '/actions', {
      actions: [
        {
          type: 'pointer',
          id: 'pointer',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, x: 0, y: 0, origin: element.ref },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ],
    });
    await this.call('DELETE', '/actions');
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await this.call('POST', `${this.elementPath(element)}/clear`, {});
    if (text) await this.call('POST', `${this.elementPath(element)}/value`, { text });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.call<string>('GET', '/screenshot'), 'base64');
  }

  async addInitScript(fn: string, arg: unknown): Promise<void> {
    const reportPath = JSON.stringify(this.server.pageScripts.reportPath(this.key));
    const report = `function (v) { navigator.sendBeacon(${reportPath}, JSON.stringify(v)); }`;
    this.server.pageScripts.add(this.key, `(${fn})(${JSON.stringify(arg ?? null)}, ${report});`);
  }

  async takeReports(): Promise<unknown[]> {
    return this.server.pageScripts.take(this.key);
  }

  /**
   * Sizes the window so that the page's viewport is `width`×`height` CSS pixels: the window's
   * own frame differs by engine, so it is measured and taken off.
   */
  async setViewport(width: number, height: number): Promise<void> {
    let target = { width, height };
    for (let i = 0; i < 3; i++) {
      await this.call('POST', '/window/rect', target);
      const inner = await this.evaluate<{ w: number; h: number }>(
        '() => ({ w: innerWidth, h: innerHeight })',
      );
      if (inner.w === width && inner.h === height) return;
      target = { width: target.width + width - inner.w, height: target.height + height - inner.h };
    }
  }

  async close(): Promise<void> {
    this.server.pageScripts.forget(this.key);
    await this.call('DELETE', '').catch(() => {});
  }
}
