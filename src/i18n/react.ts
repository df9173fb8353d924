import { useSyncExternalStore } from 'react';
import { activeLocale, laterNamespacesLoaded, loadLaterNamespaces, onLocaleChange } from './catalogues';
import type { Locale } from './locales';

/** The active locale; the component re-renders when the user picks another language. */
export function useLocale(): Locale {
  return useSyncExternalStore(onLocaleChange, activeLocale);
}

/**
 * Suspends (the route's Suspense shows its fallback) until every namespace of the active locale
 * is here: screens after the first may use any of them.
 */
export function useLaterCatalogues(): void {
  useLocale();
  if (!laterNamespacesLoaded()) throw loadLaterNamespaces();
}
