import { firstLocale, type LocaleLaunch, localeKey } from '../i18n/first-locale';
import { isLocale, type Locale } from '../i18n/locales';
import { telegram } from './platform';

/**
 * Which language, and where the user's own choice is kept. On the web: localStorage. Inside
 * Telegram: the user's CloudStorage (it follows them to their other devices), mirrored in
 * localStorage per Telegram user so the next launch on this device starts in it without waiting.
 */
const CLOUD_KEY = 'locale';

let telegramUser: string | null = null;
const storageKey = () => localeKey(telegramUser);

/** The boot locale (first-locale.ts); the user's choices from now on are kept as this launch's. */
export function bootLocale(launch: LocaleLaunch | null): Locale {
  telegramUser = launch?.user ? String(launch.user.id) : null;
  return firstLocale(launch);
}

/** The choice made in Profile, kept for the next launch (and, in Telegram, the next device). */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(storageKey(), locale);
  } catch {
    // private mode: the choice lasts this visit
  }
  void telegram()?.cloud.set(CLOUD_KEY, locale);
}

/** Inside Telegram: the choice the user made on another device, if it differs from this one's. */
export async function cloudLocale(): Promise<Locale | null> {
  const value = await telegram()?.cloud.get(CLOUD_KEY);
  if (!isLocale(value)) return null;
  try {
    localStorage.setItem(storageKey(), value);
  } catch {
    // fine: read from the cloud again next time
  }
  return value;
}
