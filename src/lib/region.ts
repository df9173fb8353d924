import { activeLocale, intlTag } from '../i18n';

/** "DE" → "🇩🇪" (regional indicator letters, which phones draw as the flag). */
export const flagOf = (iso2: string): string =>
  String.fromCodePoint(...[...iso2.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));

/** "DE" → "Germany", in the app's language (the code alone where the engine cannot name it). */
export function regionName(iso2: string): string {
  const code = iso2.toUpperCase();
  try {
    return new Intl.DisplayNames([intlTag(activeLocale())], { type: 'region' }).of(code) ?? code;
  } catch {
    // An engine without DisplayNames (or a code it refuses): the letters say enough.
    return code;
  }
}

/** "DE" → "🇩🇪 Germany", in the app's language. */
export function regionLabel(iso2: string): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return `${flagOf(code)} ${regionName(code)}`;
}
