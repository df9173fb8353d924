import { isLocale, type Locale } from './locales';
import { pickLocale } from './pick-locale';

/**
 * The language a launch starts in, dependency-free: the app (choice.ts) and the HTML's route
 * preloader (src/boot/route-preload.ts, which fetches that language's sentences with the entry)
 * choose it with these same functions.
 */
const KEY = 'app/locale';

/** Where the user's own choice is kept on this device: per Telegram user inside Telegram. */
export const localeKey = (telegramUser: string | null) => (telegramUser ? `${KEY}:tg:${telegramUser}` : KEY);

function storedLocale(key: string): Locale | null {
  try {
    const value = localStorage.getItem(key);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/** A Telegram launch's user, as far as the language goes. */
export interface LocaleLaunch {
  user: { id: number | string; language_code?: string } | null;
}

/**
 * The user's stored choice, else inside Telegram their Telegram language, on the web the
 * browser's languages; English when none of them is one we speak.
 */
export function firstLocale(launch: LocaleLaunch | null): Locale {
  const choice = storedLocale(localeKey(launch?.user ? String(launch.user.id) : null));
  if (choice) return choice;
  if (launch) return pickLocale([launch.user?.language_code]);
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * A link past the first screens (a wallet, its history) needs every namespace: they load at once,
 * in parallel, rather than when that screen first renders.
 */
export const needsEveryNamespace = (path: string) => path !== '/' && !path.startsWith('/auth/');
