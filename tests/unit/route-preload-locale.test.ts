import { afterEach, describe, expect, it } from 'vitest';
import { launchScript, preloadScript } from '../../src/build/route-preload';
import { pickLocale } from '../../src/i18n/pick-locale';

/**
 * The HTML's preloader guesses the user's locale before any app code runs, to fetch the right
 * catalogues with the entry. A wrong guess costs a serial download, so it must pick exactly what
 * src/lib/locale-choice.ts + pick-locale.ts will.
 */
const LOCALES = ['en', 'ru', 'uk', 'es', 'pt-BR', 'id', 'tr', 'hi', 'ar', 'fa', 'pseudo'];
const catalogues = Object.fromEntries(LOCALES.map((l) => [l, [`/assets/loc-${l}.js`]]));
const launch = await launchScript(null);
const script = await preloadScript(
  { signIn: [], home: [], telegram: [], wallet: ['/assets/Wallet.js'] },
  catalogues,
);

function preloaded(): string[] {
  document.head.innerHTML = '';
  new Function(launch)();
  new Function(script)();
  return [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href') ?? '');
}
function setLanguages(languages: string[]) {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}
/** A Telegram launch: launch data in the hash, inside a Telegram client (its webview proxy). */
function telegramHash(user: object) {
  Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } });
  const initData = new URLSearchParams({ user: JSON.stringify(user), hash: 'x' }).toString();
  return `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppPlatform=android&tgWebAppVersion=8.0`;
}

afterEach(() => {
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = '';
});

describe('the preloader picks the locale the app will', () => {
  it.each([
    [['ru-RU', 'en'], 'ru'],
    [['pt-PT'], 'pt-BR'],
    [['zh-CN', 'uk'], 'uk'],
    [['de-DE'], 'en'],
    [['in'], 'id'],
    [['fa-IR'], 'fa'],
  ])('web, browser languages %j → %s', (languages, expected) => {
    setLanguages(languages);
    expect(pickLocale(languages)).toBe(expected);
    expect(preloaded()).toEqual([`/assets/loc-${expected}.js`]);
  });

  it('web: the stored choice wins over the browser', () => {
    setLanguages(['ru']);
    localStorage.setItem('app/locale', 'ar');
    expect(preloaded()).toEqual(['/assets/loc-ar.js']);
  });

  it("Telegram: the user's language_code, then their stored choice on this device", () => {
    setLanguages(['en-US']);
    window.location.hash = telegramHash({ id: 42, language_code: 'tr' });
    expect(preloaded()).toContain('/assets/loc-tr.js');
    localStorage.setItem('app/locale:tg:42', 'hi');
    expect(preloaded()).toContain('/assets/loc-hi.js');
  });

  it('launch data in a link opened in a plain browser: a web visit, in the browser’s language', () => {
    setLanguages(['es']);
    window.location.hash = telegramHash({ id: 42, language_code: 'tr' });
    delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
    expect(preloaded()).toEqual(['/assets/loc-es.js']);
  });

  it('a deep link to a later screen fetches the first sentences, then its code', () => {
    setLanguages(['es']);
    localStorage.setItem('access_token', 't');
    window.history.replaceState(null, '', '/wallets/abc');
    expect(preloaded()).toEqual(['/assets/loc-es.js', '/assets/Wallet.js']);
    window.history.replaceState(null, '', '/');
  });
});

describe('a stored locale that names an object property is no locale (issue 19)', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'web, stored %j: the browser language is preloaded, nothing throws',
    (stored) => {
      setLanguages(['ru']);
      localStorage.setItem('app/locale', stored);
      expect(preloaded()).toEqual(['/assets/loc-ru.js']);
    },
  );

  it('Telegram, stored "constructor" for this user: their language_code is preloaded', () => {
    window.location.hash = telegramHash({ id: 42, language_code: 'tr' });
    localStorage.setItem('app/locale:tg:42', 'constructor');
    expect(preloaded()).toContain('/assets/loc-tr.js');
  });
});

// A build with the first screens' chunk groups and the later sentences.
const later = Object.fromEntries(LOCALES.map((l) => [l, [`/assets/later-${l}.js`]]));
const withGroups = await preloadScript(
  { signIn: ['/assets/signin.js'], home: ['/assets/home.js'], wallet: ['/assets/Wallet.js'] },
  catalogues,
  later,
);

describe("a first screen's files come with its locale's first sentences, the rest only when needed", () => {
  const fetched = () => {
    document.head.innerHTML = '';
    new Function(launch)();
    new Function(withGroups)();
    return [...document.head.querySelectorAll('link')].map((l) => l.getAttribute('href') ?? '');
  };

  it('signed out: the sign-in form, in one file of sentences with its words', () => {
    setLanguages(['ru']);
    expect(fetched()).toEqual(['/assets/loc-ru.js', '/assets/signin.js']);
  });

  it('signed in at home: no later sentences', () => {
    setLanguages(['ru']);
    localStorage.setItem('access_token', 't');
    expect(fetched()).toEqual(['/assets/loc-ru.js', '/assets/home.js']);
  });

  it('a link past the first screens: every namespace', () => {
    setLanguages(['es']);
    localStorage.setItem('access_token', 't');
    window.history.replaceState(null, '', '/wallets/abc');
    expect(fetched()).toEqual(['/assets/loc-es.js', '/assets/Wallet.js', '/assets/later-es.js']);
    window.history.replaceState(null, '', '/');
  });
});
