/**
 * What the engine journeys need from a browser, whatever protocol drives it: WebDriver classic
 * over HTTP (webdriver-classic.ts: WebKitGTK, WPE WebKit, Chromium through chromedriver) or
 * WebDriver BiDi over a WebSocket (webdriver-bidi.ts: Firefox). engine-page.ts builds the
 * journeys' vocabulary (find by role, tap, fill, wait) on top of it.
 */

/** An element as the protocol names it: opaque to everything but the driver that returned it. */
export interface ElementRef {
  readonly ref: unknown;
}

export interface Driver {
  /** The engine and its version, as the browser reports it ("WebKitGTK 2.50.6"). */
  readonly engine: string;
  /** Loads a URL and waits for the page's load event. */
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * Runs `(fn)(arg, element)` in the page and awaits it; the result comes back through JSON (so
   * only plain data: elements go through `locate`). `fn` is source text: it runs in the browser.
   */
  evaluate<R>(fn: string, arg?: unknown, element?: ElementRef): Promise<R>;
  /** Runs `(fn)(arg)`, which returns an element or null. */
  locate(fn: string, arg: unknown): Promise<ElementRef | null>;
  /** A real pointer click at the element's centre (trusted events, as a tap). */
  click(element: ElementRef): Promise<void>;
  /** Empties a text field, then types `text` into it key by key. */
  type(element: ElementRef, text: string): Promise<void>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  /**
   * Runs `(fn)(arg, report)` in every page loaded from now on, before the page's own scripts;
   * what it passes to `report` comes back from `takeReports`.
   */
  addInitScript(fn: string, arg: unknown): Promise<void>;
  /** What init scripts reported since the last call (each report once). */
  takeReports(): Promise<unknown[]>;
  close(): Promise<void>;
}

/** An error the remote end answered with (WebDriver's error codes, shared by both protocols). */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

/** Errors that mean "the page moved under us, try again", not "the journey is wrong". */
export function isTransient(err: unknown): boolean {
  return (
    err instanceof WebDriverError &&
    /stale element|element click intercepted|element not interactable|no such node|move target out of bounds|javascript error.*(detached|navigat)/i.test(
      `${err.code} ${err.message}`,
    )
  );
}
