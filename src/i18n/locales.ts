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

/** The tag Intl formats with (the pseudo locale writes numbers and dates as English does). */
export function intlTag(locale: Locale): string {
  return locale === 'pseudo' ? 'en' : locale;
}

export function isLocale(value: unknown): value is Locale {
  return value === 'pseudo' || (LOCALES as readonly unknown[]).includes(value);
}
