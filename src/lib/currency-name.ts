import { activeLocale, intlTag } from '../i18n';

/**
 * A currency's name in the user's language: an ISO currency through Intl.DisplayNames ("Доллар
 * США", "دلار امریکا"), which names every ISO code in every language the engine has; a token keeps
 * the platform's own name ("Tether USD"), which no language translates. `code` is the ISO code or
 * ticker; `platformName` is what the platform calls it.
 */
const names = new Map<string, Intl.DisplayNames | null>();

function displayNames(tag: string): Intl.DisplayNames | null {
  if (!names.has(tag)) {
    let made: Intl.DisplayNames | null = null;
    try {
      made = new Intl.DisplayNames([tag], { type: 'currency', fallback: 'none' });
    } catch {
      // An engine without DisplayNames (older than the floor): the platform's name stands.
    }
    names.set(tag, made);
  }
  return names.get(tag) ?? null;
}

export function currencyName(
  c: { code: string; platformName: string | null | undefined; isCrypto: boolean },
  locale?: string,
): string {
  const fallback = c.platformName || c.code;
  if (c.isCrypto || !/^[A-Z]{3}$/i.test(c.code)) return fallback;
  const name = displayNames(locale ?? intlTag(activeLocale()))?.of(c.code.toUpperCase());
  if (!name) return fallback;
  // Intl writes names as they sit mid-sentence ("доллар США"); a label starts with a capital.
  return name.charAt(0).toLocaleUpperCase(locale ?? intlTag(activeLocale())) + name.slice(1);
}
