import { activeLocale, type Locale } from '../../../i18n';

/**
 * The app's language as each verification provider names it, so the SDK speaks the language the
 * user chose in the app (not the browser's). Sumsub takes ISO 639-1 codes
 * (docs.sumsub.com "Supported SDK languages"); it has no Brazilian variant we can rely on, so
 * pt-BR goes as `pt`. Persona takes its own list of BCP 47 tags (docs.withpersona.com
 * "Internationalization"): a locale it lacks (Persian) is left out, and Persona then follows the
 * device's language as it does by default.
 */
const SUMSUB: Record<Locale, string> = {
  en: 'en',
  ru: 'ru',
  uk: 'uk',
  es: 'es',
  'pt-BR': 'pt',
  id: 'id',
  tr: 'tr',
  hi: 'hi',
  ar: 'ar',
  fa: 'fa',
  pseudo: 'en',
};

const PERSONA: Record<Locale, string | undefined> = {
  en: 'en-US',
  ru: 'ru',
  uk: 'uk-UA',
  es: 'es-MX',
  'pt-BR': 'pt-BR',
  id: 'id-ID',
  tr: 'tr-TR',
  hi: 'hi',
  ar: 'ar-EG',
  fa: undefined,
  pseudo: 'en-US',
};

export const sumsubLanguage = (locale: Locale = activeLocale()): string => SUMSUB[locale];

export const personaLanguage = (locale: Locale = activeLocale()): string | undefined => PERSONA[locale];
