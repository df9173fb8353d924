import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { type Driver, type ElementRef, isTransient } from './driver.ts';
import { describeQuery, locateAll, type Query } from './query.ts';

const LOCATE_ALL = locateAll.toString();
const LOCATE = `(q) => { const all = (${LOCATE_ALL})(q); return (q.last ? all[all.length - 1] : all[0]) ?? null; }`;
const COUNT = `(q) => (${LOCATE_ALL})(q).length`;

/**
 * The page the engine journeys drive, the same in every engine: things are found as a user finds
 * them (query.ts), waited for, tapped and typed into through the driver's real input, and read
 * back. Every wait has a deadline and says what it waited for when it runs out.
 */
export class EnginePage {
  constructor(
    readonly driver: Driver,
    readonly baseUrl: string,
    private readonly timeout = 15_000,
  ) {}

  get engine(): string {
    return this.driver.engine;
  }

  goto(path: string): Promise<void> {
    return this.driver.navigate(new URL(path, this.baseUrl).href);
  }

  reload(): Promise<void> {
    return this.driver.reload();
  }

  /** Runs `fn(arg)` in the page. `fn` must be self-contained: it is sent as text. */
  evaluate<R, A = undefined>(fn: (arg: A) => R, arg?: A): Promise<Awaited<R>> {
    return this.driver.evaluate<Awaited<R>>(fn.toString(), arg);
  }

  /** Runs `fn(arg, report)` in every page loaded from now on, before the page's own scripts. */
  addInitScript<A>(fn: (arg: A, report: (value: unknown) => void) => void, arg: A): Promise<void> {
    return this.driver.addInitScript(fn.toString(), arg);
  }

  /** The page's path, e.g. "/wallets/…/transactions". */
  path(): Promise<string> {
    return this.evaluate(() => location.pathname);
  }

  count(q: Query): Promise<number> {
    return this.driver.evaluate<number>(COUNT, q);
  }

  /** Polls `check` until it returns a truthy value (returned), or fails saying `what` after the timeout. */
  async until<T>(what: string, check: () => Promise<T>, timeout = this.timeout): Promise<NonNullable<T>> {
    const deadline = Date.now() + timeout;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value) return value as NonNullable<T>;
        last = value;
      } catch (err) {
        if (!isTransient(err)) throw err;
        last = err;
      }
      if (Date.now() > deadline) {
        throw new Error(
          `${this.engine}: timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`,
        );
      }
      await sleep(100);
    }
  }

  /** Waits until the query matches a visible element and returns it. */
  waitFor(q: Query, timeout = this.timeout): Promise<ElementRef> {
    return this.until(describeQuery(q), () => this.driver.locate(LOCATE, q), timeout);
  }

  /** Waits until nothing visible matches. */
  async waitForGone(q: Query, timeout = this.timeout): Promise<void> {
    await this.until(`${describeQuery(q)} to go`, async () => (await this.count(q)) === 0, timeout);
  }

  async text(q: Query): Promise<string> {
    return this.withElement(q, (el) =>
      this.driver.evaluate<string>('(_, el) => el.innerText ?? el.textContent', null, el),
    );
  }

  /** Runs `fn(element, arg)` on the query's element (self-contained: it is sent as text). */
  evaluateOn<R, A = undefined>(q: Query, fn: (element: Element, arg: A) => R, arg?: A): Promise<Awaited<R>> {
    return this.withElement(q, (el) =>
      this.driver.evaluate<Awaited<R>>(`(arg, el) => (${fn.toString()})(el, arg)`, arg, el),
    );
  }

  async attribute(q: Query, name: string): Promise<string | null> {
    return this.withElement(q, (el) =>
      this.driver.evaluate<string | null>('(name, el) => el.getAttribute(name)', name, el),
    );
  }

  /**
   * Taps the element as a finger would: once it is visible, and once nothing covers its centre
   * (a sheet still sliding in, a toast, the tab bar) and it has stopped moving, with the driver's
   * real pointer.
   */
  async tap(q: Query): Promise<void> {
    await this.until(`${describeQuery(q)} to take a tap`, async () => {
      const el = await this.waitFor(q);
      const free = await this.driver.evaluate<boolean>(UNCOVERED, null, el);
      if (!free) return false;
      await this.driver.click(el);
      return true;
    });
  }

  /** Replaces a field's text by typing (the driver's real keys). */
  async fill(q: Query, text: string): Promise<void> {
    await this.withElement(q, (el) => this.driver.type(el, text));
  }

  /**
   * Chooses `value` in the list picker named `field` (ui/ListPicker.tsx) as a finger would: the
   * row, then the option in its sheet; then waits for the row to show it and the sheet to go. A
   * choice already made is left as it is.
   */
  async pick(field: string, value: string): Promise<void> {
    const row: Query = { css: `button[name="${field}"]` };
    await this.until(`${field} to be enabled`, async () => (await this.attribute(row, 'disabled')) === null);
    if ((await this.attribute(row, 'value')) === value) return;
    await this.tap(row);
    await this.tap({ css: `[role="dialog"] [data-value="${value}"]` });
    await this.until(`${field} to show ${value}`, async () => (await this.attribute(row, 'value')) === value);
    await this.waitForGone({ css: '[role="dialog"] .ui-picker__option' });
  }

  /** Scrolls the element into view the way a swipe would bring it there. */
  async scrollTo(q: Query): Promise<void> {
    await this.withElement(q, (el) =>
      this.driver.evaluate("(_, el) => el.scrollIntoView({ block: 'end' })", null, el),
    );
  }

  async screenshot(path: string): Promise<void> {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await this.driver.screenshot());
  }

  /** Runs `act` on the query's element, finding it again when the page re-rendered it meanwhile. */
  private async withElement<T>(q: Query, act: (el: ElementRef) => Promise<T>): Promise<T> {
    let result: T;
    await this.until(describeQuery(q), async () => {
      result = await act(await this.waitFor(q));
      return true;
    });
    return result!;
  }
}

/**
 * Brings the element to the middle of the screen, as a user scrolls to what they want to tap (at
 * an edge, fixed bars cover it); true when a tap there lands on it: on the element, or on the
 * control it is part of (a list cell draws its ripple layer over its own text). The element must
 * also have held still for 50 ms: the driver clicks its centre as it is when the click lands, so
 * one still sliding in with its sheet can hand the tap to a neighbour (a WebKitGTK run picked the
 * wrong currency). A timer, not animation frames: a window out of sight may draw none.
 */
const UNCOVERED = `(_, el) => new Promise((resolve) => {
  el.scrollIntoView({ block: 'center', inline: 'nearest' });
  const before = el.getBoundingClientRect();
  setTimeout(() => {
    const r = el.getBoundingClientRect();
    if (r.top !== before.top || r.left !== before.left) return resolve(false);
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return resolve(false);
    const top = document.elementFromPoint(x, y);
    if (!top) return resolve(false);
    const control = el.closest('a, button, label, input, select, textarea, [role], [tabindex]') || el;
    resolve(el === top || el.contains(top) || control.contains(top));
  }, 50);
})`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
