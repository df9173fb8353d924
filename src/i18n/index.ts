/**
 * The i18n layer: every sentence the app shows comes from `t('<namespace>.<key>', values)`, with
 * ICU MessageFormat catalogues in messages/<locale>/<namespace>.json compiled at build time
 * (src/build/i18n-catalogues.ts). Formats (money, dates) read `activeLocale()` through lib/format.
 */
export {
  activeLocale,
  loadLaterNamespaces,
  onLocaleChange,
  startLocale,
  switchLocale,
  t,
  withNamespaces,
} from './catalogues';
export type { MessageKey, MessageValues, Namespace } from './keys';
export {
  DEFAULT_LOCALE,
  intlTag,
  isLocale,
  isRtl,
  LOCALE_NAMES,
  LOCALES,
  type Locale,
  langTag,
  type UserLocale,
} from './locales';
export { pickLocale } from './pick-locale';
export { useLaterCatalogues, useLocale } from './react';
