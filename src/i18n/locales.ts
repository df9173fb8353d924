/** The languages the app speaks, as BCP 47 tags. English is the fallback for everyone else. */
export const LOCALES = ['en', 'ru', 'uk', 'es', 'pt-BR', 'id', 'tr', 'hi', 'ar', 'fa'] as const;
export type UserLocale = (typeof LOCALES)[number];
/** `pseudo`: English accented and lengthened, for layout tests only (src/build/pseudo-locale.ts). */
export type Locale = UserLocale | 'pseudo';

export const DEFAULT_LOCALE: UserLocale = 'en';

/** Each language by its own name, as a language picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  uk: 'Українська',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  id: 'Bahasa Indonesia',
  tr: 'Türkçe',
  hi: 'हिन्दी',
  ar: 'العربية',
  fa: 'فارسی',
  pseudo: 'Ƥšéûðö',
};

export function isRtl(locale: Locale): boolean {
  return locale === 'ar' || locale === 'fa';
}

/**
 * The digits each language shows numbers in, chosen, not left to the engine: for Arabic, WebKit
 * picks Arabic-Indic digits and Chromium and Firefox Latin ones, so the same amount read
 * differently in Telegram on an iPhone and on Android.
 *   - ar: Latin (0–9). Telegram's own Arabic interface, card numbers, IBANs, crypto amounts and
 *     the bank statements people compare amounts with are written with them, and the Maghreb
 *     writes nothing else. Arabic-Indic digits are still read wherever an amount is typed.
 *   - fa: Persian (۰–۹), as every Iranian bank and Intl in every engine writes Persian numbers.
 *   - hi: Latin, as Indian banking and payment apps write amounts (and CLDR's Hindi default).
 *   - the others: Latin, their only digits.
 */
export const NUMBERING_SYSTEMS: Record<UserLocale, 'latn' | 'arabext'> = {
  en: 'latn',
  ru: 'latn',
  uk: 'latn',
  es: 'latn',
  'pt-BR': 'latn',
  id: 'latn',
  tr: 'latn',
  hi: 'latn',
  ar: 'latn',
  fa: 'arabext',
};

/**
 * The tag Intl formats with: the language with its digits pinned (`ar-u-nu-latn`), so every
 * engine writes the same digits. The pseudo locale writes numbers and dates as English does.
 */
export function intlTag(locale: Locale): string {
  const language = locale === 'pseudo' ? 'en' : locale;
  return `${language}-u-nu-${NUMBERING_SYSTEMS[language]}`;
}

/** The plain language tag, for `lang` attributes (the pseudo locale is English underneath). */
export function langTag(locale: Locale): string {
  return locale === 'pseudo' ? 'en' : locale;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'pseudo' || (LOCALES as readonly unknown[]).includes(value);
}
