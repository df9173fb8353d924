import { activeLocale, intlTag } from '../i18n';

/** "DE" → "🇩🇪 Germany", in the app's language (the code alone where the engine cannot name it). */
export function regionLabel(iso2: string): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return code;
  const flag = String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
  let name = code;
  try {
    name = new Intl.DisplayNames([intlTag(activeLocale())], { type: 'region' }).of(code) ?? code;
  } catch {
    // An engine without DisplayNames (or a code it refuses): the letters say enough.
  }
  return `${flag} ${name}`;
}
