import { afterEach, describe, expect, it } from 'vitest';
import { LAUNCH_PARAMS_STORAGE_KEY, readLaunchParams } from '../../src/lib/launch-params';
import { insideTelegram } from '../../src/lib/telegram-host';

/**
 * Launch data only from Telegram (issue 19, finding 2): a link's launch data counts only inside
 * a Telegram client — its bridge, or Telegram's web client framing the app.
 */
function fakeWindow(opts: {
  proxy?: boolean;
  notify?: boolean;
  framed?: boolean;
  ancestor?: string;
  referrer?: string;
}): Window {
  const w: Record<string, unknown> = {
    location: { ancestorOrigins: opts.ancestor ? [opts.ancestor] : undefined },
    document: { referrer: opts.referrer ?? '' },
    external: opts.notify ? { notify() {} } : {},
    ...(opts.proxy ? { TelegramWebviewProxy: { postEvent() {} } } : {}),
  };
  w.self = w;
  w.top = opts.framed ? {} : w;
  return w as unknown as Window;
}

const initData = new URLSearchParams({ user: JSON.stringify({ id: 42, first_name: 'A' }), hash: 'h' });
const launch = `tgWebAppData=${encodeURIComponent(initData.toString())}&tgWebAppPlatform=ios&tgWebAppVersion=8.0`;

afterEach(() => {
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  window.history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('inside a Telegram client', () => {
  it.each([
    ['the native clients’ webview proxy', { proxy: true }, true],
    ['an older client’s external.notify', { notify: true }, true],
    [
      'a frame of Telegram Web (ancestor origin)',
      { framed: true, ancestor: 'https://web.telegram.org' },
      true,
    ],
    [
      'a frame of Telegram Web (referrer, no ancestorOrigins)',
      { framed: true, referrer: 'https://web.telegram.org/k/' },
      true,
    ],
    ['a plain browser tab', {}, false],
    ['a frame of another site', { framed: true, ancestor: 'https://evil.example' }, false],
    ['a frame of a look-alike', { framed: true, referrer: 'https://web.telegram.org.evil.example/' }, false],
    ['a frame of Telegram Web over http', { framed: true, ancestor: 'http://web.telegram.org' }, false],
  ])('%s → %s', (_name, opts, expected) => {
    expect(insideTelegram(fakeWindow(opts))).toBe(expected);
  });
});

describe('launch data', () => {
  it.each([
    ['hash', `/#${launch}`],
    ['query', `/?${launch}`],
  ])('in the %s of a link in a plain browser: a web visit, and nothing kept for later', (_form, url) => {
    window.history.replaceState(null, '', url);
    expect(readLaunchParams()).toBeNull();
    expect(sessionStorage.getItem(LAUNCH_PARAMS_STORAGE_KEY)).toBeNull();
  });

  it('inside Telegram: read from the link, then from what was kept once the hash is gone', () => {
    Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } });
    window.history.replaceState(null, '', `/#${launch}`);
    expect(readLaunchParams()?.user?.id).toBe(42);
    window.history.replaceState(null, '', '/');
    expect(readLaunchParams()?.user?.id).toBe(42);
  });

  it('kept launch data counts for nothing once the page is not in Telegram', () => {
    sessionStorage.setItem(LAUNCH_PARAMS_STORAGE_KEY, JSON.stringify(launch));
    expect(readLaunchParams()).toBeNull();
  });
});
