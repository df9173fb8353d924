import WebSocket from 'ws';
import { type Driver, type ElementRef, WebDriverError } from './driver.ts';

/**
 * A WebDriver BiDi client (JSON over a WebSocket) with just what the journeys use. Firefox speaks
 * it natively through its remote agent (`--remote-debugging-port`), so no geckodriver is needed.
 * Unlike classic it has init scripts of its own (script.addPreloadScript) and a channel for them
 * to report through.
 */
interface Message {
  id?: number;
  type: 'success' | 'error' | 'event';
  method?: string;
  params?: Record<string, unknown>;
  result?: unknown;
  error?: string;
  message?: string;
}

type RemoteValue = { type: string; value?: unknown; sharedId?: string };
type EvaluateResult =
  | { type: 'success'; result: RemoteValue }
  | { type: 'exception'; exceptionDetails: { text: string } };

const REPORTS = 'e2e-report';

export class BidiConnection {
  private next = 0;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly listeners = new Map<string, ((params: Record<string, unknown>) => void)[]>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => this.receive(JSON.parse(String(data)) as Message));
    ws.on('close', () => {
      for (const p of this.pending.values())
        p.reject(new WebDriverError('session not created', 'socket closed'));
      this.pending.clear();
    });
  }

  static async open(url: string): Promise<BidiConnection> {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new BidiConnection(ws);
  }

  private receive(m: Message) {
    if (m.type === 'event') {
      for (const listener of this.listeners.get(m.method ?? '') ?? []) listener(m.params ?? {});
      return;
    }
    const waiting = m.id === undefined ? undefined : this.pending.get(m.id);
    if (!waiting) return;
    this.pending.delete(m.id!);
    if (m.type === 'error') waiting.reject(new WebDriverError(m.error ?? 'unknown error', m.message ?? ''));
    else waiting.resolve(m.result);
  }

  send<T = Record<string, unknown>>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = ++this.next;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  on(event: string, listener: (params: Record<string, unknown>) => void): void {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
  }

  close(): void {
    this.ws.close();
  }
}

/**
 * A BiDi session with a browser. Each page gets a user context of its own (BiDi's counterpart of
 * a Playwright browser context: its own storage and cookies), so journeys start signed out
 * without a browser start each.
 */
export class BidiBrowser {
  private readonly pages = new Map<string, BidiDriver>();

  private constructor(
    private readonly bidi: BidiConnection,
    readonly engine: string,
  ) {
    bidi.on('script.message', (params) => {
      const source = params.source as { context?: string };
      const data = params.data as RemoteValue;
      const page = this.pages.get(source.context ?? '');
      if (page && params.channel === REPORTS && data.type === 'string')
        page.report(JSON.parse(String(data.value)));
    });
  }

  /** `url` is the remote agent's ws://host:port. */
  static async connect(url: string): Promise<BidiBrowser> {
    const bidi = await BidiConnection.open(`${url}/session`);
    const { capabilities: caps } = await bidi.send<{ capabilities: Record<string, unknown> }>('session.new', {
      capabilities: {},
    });
    await bidi.send('session.subscribe', { events: ['script.message'] });
    return new BidiBrowser(bidi, `${String(caps.browserName)} ${String(caps.browserVersion)}`);
  }

  async newPage(viewport: { width: number; height: number; devicePixelRatio: number }): Promise<BidiDriver> {
    const { userContext } = await this.bidi.send<{ userContext: string }>('browser.createUserContext');
    const { context } = await this.bidi.send<{ context: string }>('browsingContext.create', {
      type: 'tab',
      userContext,
    });
    await this.bidi.send('browsingContext.setViewport', {
      context,
      viewport: { width: viewport.width, height: viewport.height },
      devicePixelRatio: viewport.devicePixelRatio,
    });
    const page = new BidiDriver(this.bidi, context, userContext, this.engine, () =>
      this.pages.delete(context),
    );
    this.pages.set(context, page);
    return page;
  }

  async close(): Promise<void> {
    await this.bidi.send('browser.close').catch(() => {});
    this.bidi.close();
  }
}

export class BidiDriver implements Driver {
  private reports: unknown[] = [];

  constructor(
    private readonly bidi: BidiConnection,
    private readonly context: string,
    private readonly userContext: string,
    readonly engine: string,
    private readonly closed: () => void,
  ) {}

  report(value: unknown): void {
    this.reports.push(value);
  }

  async navigate(url: string): Promise<void> {
    await this.bidi.send('browsingContext.navigate', { context: this.context, url, wait: 'complete' });
  }

  async reload(): Promise<void> {
    await this.bidi.send('browsingContext.reload', { context: this.context, wait: 'complete' });
  }

  private async callFunction(fn: string, args: unknown[], awaitPromise: boolean): Promise<RemoteValue> {
    const out = await this.bidi.send<EvaluateResult>('script.callFunction', {
      functionDeclaration: fn,
      arguments: args,
      target: { context: this.context },
      awaitPromise,
      resultOwnership: 'none',
    });
    if (out.type === 'exception') throw new WebDriverError('javascript error', out.exceptionDetails.text);
    return out.result;
  }

  async evaluate<R>(fn: string, arg?: unknown, element?: ElementRef): Promise<R> {
    // The argument and the result cross as JSON text: plain data, as in the classic driver.
    const wrapper = `(json, element) => Promise.resolve().then(() => (${fn})(JSON.parse(json), element))
      .then((v) => JSON.stringify(v === undefined ? null : v))`;
    const result = await this.callFunction(
      wrapper,
      [{ type: 'string', value: JSON.stringify(arg ?? null) }, element ? element.ref : { type: 'undefined' }],
      true,
    );
    return JSON.parse(String(result.value)) as R;
  }

  async locate(fn: string, arg: unknown): Promise<ElementRef | null> {
    const result = await this.callFunction(
      `(json) => (${fn})(JSON.parse(json))`,
      [{ type: 'string', value: JSON.stringify(arg) }],
      false,
    );
    return result.type === 'node' && result.sharedId ? { ref: { sharedId: result.sharedId } } : null;
  }

  private async actions(actions: Record<string, unknown>[]): Promise<void> {
    await this.bidi.send('input.performActions', { context: this.context, actions });
  }

  async click(element: ElementRef): Promise<void> {
    // BiDi moves the pointer where told; a user scrolls the target into view first.
    await this.evaluate("(_, el) => el.scrollIntoView({ block: 'center', inline: 'center' })", null, element);
    await this.actions([
      {
        type: 'pointer',
        id: 'pointer',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', x: 0, y: 0, origin: { type: 'element', element: element.ref } },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ]);
  }

  async type(element: ElementRef, text: string): Promise<void> {
    await this.click(element);
    // Select what is there, so the first key replaces it (Backspace when nothing is typed).
    await this.evaluate('(_, el) => el.select()', null, element);
    const keys = text ? Array.from(text) : ['\uE003'];
    await this.actions([
      {
        type: 'key',
        id: 'keyboard',
        actions: keys.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      },
    ]);
  }

  async screenshot(): Promise<Buffer> {
    const { data } = await this.bidi.send<{ data: string }>('browsingContext.captureScreenshot', {
      context: this.context,
    });
    return Buffer.from(data, 'base64');
  }

  async addInitScript(fn: string, arg: unknown): Promise<void> {
    await this.bidi.send('script.addPreloadScript', {
      functionDeclaration: `(send) => (${fn})(${JSON.stringify(arg ?? null)}, (v) => send(JSON.stringify(v)))`,
      arguments: [{ type: 'channel', value: { channel: REPORTS } }],
      userContexts: [this.userContext],
    });
  }

  async takeReports(): Promise<unknown[]> {
    const taken = this.reports;
    this.reports = [];
    return taken;
  }

  async close(): Promise<void> {
    this.closed();
    await this.bidi.send('browser.removeUserContext', { userContext: this.userContext });
  }
}
