import { telegram } from '../lib/platform';
import { isLocale, type Locale } from './locales';
import { pickLocale } from './pick-locale';

/**
 * Which language, and where the user's own choice is kept. On the web: localStorage. Inside
 * Telegram: the user's CloudStorage (it follows them to their other devices), mirrored in
 * localStorage per Telegram user so the next launch on this device starts in it without waiting.
 */
const KEY = 'app/locale';
const CLOUD_KEY = 'locale';

let telegramUser: string | null = null;
const storageKey = () => (telegramUser ? `${KEY}:tg:${telegramUser}` : KEY);

function stored(): Locale | null {
  try {
    const value = localStorage.getItem(storageKey());
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The boot locale: the user's stored choice, else inside Telegram their Telegram language, on the
 * web the browser's languages; English when none of them is one we speak.
 */
export function bootLocale(
  launch: { telegramUserId?: number | string; languageCode?: string } | null,
): Locale {
  telegramUser = launch?.telegramUserId !== undefined ? String(launch.telegramUserId) : null;
  const choice = stored();
  if (choice) return choice;
  if (launch) return pickLocale([launch.languageCode]);
  return pickLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
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
