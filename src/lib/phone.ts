/**
 * Phone numbers through libphonenumber-js (its "min" metadata): formatting for display, as-you-type
 * formatting and validation for input, and the digits-only form the platform takes (SPEC §5).
 * Imported only by lazily loaded screens (code sign-in, profile, recipients), so the metadata
 * never weighs on the first screen. Digits may be typed in any script (۰۹۱۲, ٠٧٧٠٠): they are read
 * through normaliseDigits and the formatted text is written back in the script the user typed.
 */
import {
  AsYouType,
  type CountryCode,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import { activeLocale, intlTag, t } from '../i18n';
import { ltrInRtl } from './format';
import { digitsIn, normaliseDigits, typedScript } from './locale-digits';

export type { CountryCode };

export interface PhoneCountry {
  code: CountryCode;
  name: string;
  /** "+44" */
  dial: string;
}

const cached = new Map<string, PhoneCountry[]>();
/** Every country the metadata knows, named and sorted in the app's language (or `locale`). */
export function phoneCountries(locale?: string): PhoneCountry[] {
  const tag = locale ?? intlTag(activeLocale());
  let list = cached.get(tag);
  if (list) return list;
  const names =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([tag], { type: 'region' }) : null;
  list = getCountries()
    .map((code) => ({
      code,
      name: names?.of(code) ?? code,
      dial: `+${getCountryCallingCode(code)}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, tag));
  cached.set(tag, list);
  return list;
}

const knownCodes = new Set<string>(getCountries());
export function isCountryCode(value: string): value is CountryCode {
  return knownCodes.has(value);
}

/** The user's region from the browser language ("en-GB" → GB), else the United States. */
export function guessCountry(languages: readonly string[] = navigator.languages ?? []): CountryCode {
  for (const tag of languages) {
    const region = tag.split('-')[1]?.toUpperCase();
    if (region && isCountryCode(region)) return region;
  }
  return 'US';
}

/** Calling codes shared by several countries: the one a number without more detail belongs to. */
const MAIN_COUNTRY: Record<string, CountryCode> = {
  '1': 'US',
  '7': 'RU',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '212': 'MA',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '590': 'GP',
  '599': 'CW',
};

/** The country a calling code points at, keeping `current` when it shares that code. */
function countryOfCallingCode(code: string | undefined, current: CountryCode): CountryCode | undefined {
  if (!code) return undefined;
  if (getCountryCallingCode(current) === code) return current;
  return MAIN_COUNTRY[code] ?? phoneCountries().find((c) => c.dial === `+${code}`)?.code;
}

/** What the field holds: the text as typed (formatted) and what it means. */
export interface PhoneValue {
  text: string;
  country: CountryCode;
  /** "+447700903802" when the digits form a number, else null. */
  e164: string | null;
  /** Possible and valid for its country per the metadata. */
  valid: boolean;
}

/**
 * Reads typed text: a leading "+" (or "00") picks the country by its calling code, otherwise the
 * digits are a national number of `country`. The text comes back formatted as the user types.
 */
export function readPhone(raw: string, country: CountryCode, format = true): PhoneValue {
  const trimmed = normaliseDigits(raw).replace(/^\s*00/, '+');
  const international = trimmed.trimStart().startsWith('+');
  const typer = international ? new AsYouType() : new AsYouType(country);
  // Formatted in the digits the user typed (Persian stays Persian).
  const formatted = digitsIn(typer.input(trimmed), typedScript(raw));
  // While deleting, formatting would put back the separator just removed: keep the raw text.
  const text = format ? formatted : raw;
  const number = typer.getNumber();
  const detected = international
    ? (number?.country ?? typer.getCountry() ?? countryOfCallingCode(typer.getCallingCode(), country))
    : country;
  return {
    text,
    country: detected ?? country,
    e164: number?.number ?? null,
    valid: number?.isValid() ?? false,
  };
}

/** A sentence for what is wrong with the number, or null. */
export function phoneProblem(value: PhoneValue, countryName: string): string | null {
  const digits = normaliseDigits(value.text).replace(/\D/g, '');
  if (digits === '') return t('ui.phone.empty');
  if (!value.e164) return t('ui.phone.noCountry');
  if (!value.valid) return t('ui.phone.invalid', { country: countryName });
  return null;
}

/**
 * "+447700903802" / "447700903802" → "+44 7700 903802" (a left-to-right isolate in Arabic and
 * Persian); anything unreadable comes back as given.
 */
export function formatPhoneNumber(phone: string | null | undefined): string {
  if (!phone) return '';
  const text = normaliseDigits(phone).trim();
  // The platform stores digits only: 8 to 15 of them can only be E.164 without its "+".
  const candidate = /^\d{8,15}$/.test(text) ? `+${text}` : text.replace(/^00/, '+');
  const parsed = parsePhoneNumberFromString(candidate);
  return parsed ? ltrInRtl(parsed.formatInternational()) : text;
}

/** The platform takes digits only: "+44 7700 903802" → "447700903802" (SPEC §5). */
export const phoneToWire = (e164: string) => e164.replace(/\D/g, '');
