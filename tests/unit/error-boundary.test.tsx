import { AppRoot } from '@telegram-apps/telegram-ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary, isChunkLoadError } from '../../src/app/ErrorBoundary';
import { click, flush, inAct, type Mounted, mount } from './react-harness';

/** The boundary around the routes: lazy screens that fail to load vs screens that crash. */
let view: Mounted | undefined;
async function render(node: ReactNode, resetKey = '/cards') {
  view = await mount(
    <AppRoot>
      <ErrorBoundary resetKey={resetKey}>
        <Suspense fallback={<p>Loading…</p>}>{node}</Suspense>
      </ErrorBoundary>
    </AppRoot>,
  );
  await flush();
  return view.container;
}

const buttons = (c: HTMLElement) => [...c.querySelectorAll('button')].map((b) => b.textContent?.trim());
const button = (c: HTMLElement, name: string) =>
  [...c.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

/** A lazy screen whose chunk cannot be fetched, the way the browser rejects the import. */
const missingChunk = (message: string, name = 'TypeError') =>
  lazy(() => {
    const err = new Error(message);
    err.name = name;
    return Promise.reject(err);
  });

let errors: ReturnType<typeof vi.spyOn>;
let warnings: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // React reports caught render errors on console.error; the boundary logs its own line.
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('isChunkLoadError', () => {
  it('knows each browser’s and bundler’s wording for a dynamic import that did not load', () => {
    const err = (message: string, name = 'TypeError') => Object.assign(new Error(message), { name });
    expect(
      isChunkLoadError(err('Failed to fetch dynamically imported module: https://a.b/assets/X-1.js')),
    ).toBe(true);
    expect(isChunkLoadError(err('error loading dynamically imported module: https://a.b/X.js'))).toBe(true);
    expect(isChunkLoadError(err('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(err('Unable to preload CSS for /assets/CardScreen-1.css', 'Error'))).toBe(true);
    expect(isChunkLoadError(err('Loading chunk 42 failed.', 'ChunkLoadError'))).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: '' })).toBe(true);
    // An ordinary crash, or a failed API fetch, is not a missing chunk.
    expect(isChunkLoadError(err("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(err('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(false);
  });
});

describe('ErrorBoundary', () => {
  it('a screen chunk that fails to load after a redeploy offers a reload, not "crashed"', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload } as Location);
    const Screen = missingChunk(
      'Failed to fetch dynamically imported module: http://x/assets/CardScreen-1.js',
    );
    const c = await render(<Screen />);
    expect(c.textContent).toContain('A new version is available');
    expect(c.textContent).not.toMatch(/crash|went wrong/i);
    expect(buttons(c)).toEqual(['Reload']); // "Try again" would replay the same failed import
    await click(button(c, 'Reload'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warnings).toHaveBeenCalledWith('Screen code did not load', expect.any(Error));
    expect(errors.mock.calls.some((args: unknown[]) => args[0] === 'Screen crashed')).toBe(false);
  });

  it('offline, the same failure says so, and the wording follows the connection', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const Screen = missingChunk('Importing a module script failed.');
    const c = await render(<Screen />);
    expect(c.textContent).toContain('You’re offline');
    expect(c.textContent).toContain('Connect to the internet, then reload.');
    expect(buttons(c)).toEqual(['Reload']);

    online.mockReturnValue(true);
    await inAct(() => window.dispatchEvent(new Event('online')));
    expect(c.textContent).toContain('A new version is available');
  });

  it('any other crash keeps a clear message with "Try again" and "Go home"', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error("Cannot read properties of undefined (reading 'id')");
      return <p>Card screen</p>;
    }
    const c = await render(<Flaky />);
    expect(c.textContent).toContain('Something went wrong');
    expect(buttons(c)).toEqual(['Try again', 'Go home']);
    expect(errors.mock.calls.some((args: unknown[]) => args[0] === 'Screen crashed')).toBe(true);

    // Still broken: trying again shows the message again, not a blank screen.
    await click(button(c, 'Try again'));
    expect(c.textContent).toContain('Something went wrong');

    broken = false;
    await click(button(c, 'Try again'));
    expect(c.textContent).toContain('Card screen');
  });

  it('"Go home" navigates inside the app to the home path and clears the error', async () => {
    window.history.replaceState(null, '', '/cards/abc#tgWebAppData=kept');
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>Home</p>;
    }
    const c = await render(<Flaky />);
    broken = false;
    await click(button(c, 'Go home'));
    expect(window.location.pathname).toBe('/');
    expect(c.textContent).toContain('Home');
  });

  it('navigating elsewhere (a new resetKey) clears the error', async () => {
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('boom');
      return <p>Other screen</p>;
    }
    const node = (key: string) => (
      <AppRoot>
        <ErrorBoundary resetKey={key}>
          <Flaky />
        </ErrorBoundary>
      </AppRoot>
    );
    view = await mount(node('/a'));
    expect(view.container.textContent).toContain('Something went wrong');
    broken = false;
    await view.rerender(node('/b'));
    expect(view.container.textContent).toContain('Other screen');
  });
});
