/**
 * A phone number: a country picker (flag, name, calling code) and the number, formatted as it is
 * typed (libphonenumber-js, via lib/phone). Typing "+44…" switches the country; digits without a
 * "+" are read as a national number of the chosen country.
 *
 *   const [phone, setPhone] = useState(() => emptyPhone());
 *   <PhoneField label="Phone number" value={phone} onChange={setPhone} error={err} />
 *   … phone.e164 && phone.valid → send phoneToWire(phone.e164)
 */
import { useMemo } from 'react';
import { t, useLocale } from '../i18n';
import { normaliseDigits } from '../lib/locale-digits';
import {
  type CountryCode,
  guessCountry,
  isCountryCode,
  type PhoneValue,
  phoneCountries,
  readPhone,
} from '../lib/phone';
import { TextField } from './Field';
import { Flag } from './Flag';
import { ListPicker } from './ListPicker';
import { ltrText } from './Ltr';
import './field.css';

export type { PhoneValue };

/** An empty number in the user's likely country; or an existing number read back. */
export function emptyPhone(initial?: string | null): PhoneValue {
  const country = guessCountry();
  if (!initial) return { text: '', country, e164: null, valid: false };
  const text = /^\d{8,15}$/.test(initial) ? `+${initial}` : initial;
  return readPhone(text, country);
}

export function countryName(code: CountryCode): string {
  return phoneCountries().find((c) => c.code === code)?.name ?? code;
}

export interface PhoneFieldProps {
  label: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | null | undefined;
  hint?: string;
  /** Right of the label, e.g. "Optional". */
  aside?: string;
  name?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  onEnter?: () => void;
}

export function PhoneField({
  label,
  value,
  onChange,
  error,
  hint,
  aside,
  name,
  autoFocus,
  disabled,
  onEnter,
}: PhoneFieldProps) {
  const locale = useLocale();
  // Country names in the app's language; a language switch renames and re-sorts them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: phoneCountries reads the locale itself
  const countries = useMemo(
    () =>
      phoneCountries().map((c) => ({
        value: c.code,
        title: c.name,
        icon: <Flag code={c.code} />,
        // The calling code isolated left to right, so "+44" keeps its order in Arabic.
        after: ltrText(c.dial),
        keywords: `${c.dial} ${c.code}`,
      })),
    [locale],
  );

  const pickCountry = (code: string) => {
    if (!isCountryCode(code)) return;
    // A number typed with its own "+code" would contradict the new choice: keep the national part.
    const national = value.text.trim().startsWith('+') && value.e164 ? nationalDigits(value) : value.text;
    onChange(readPhone(national, code));
  };

  return (
    <div className="ui-phone">
      <ListPicker
        name={`${name ?? 'phone'}_country`}
        label={t('ui.phone.country')}
        value={value.country}
        options={countries}
        placeholder={t('ui.phone.country')}
        disabled={disabled}
        searchable
        onChange={pickCountry}
      />
      <TextField
        label={label}
        aside={aside}
        type="tel"
        inputMode="tel"
        dir="ltr"
        autoComplete="tel"
        name={name}
        autoFocus={autoFocus}
        disabled={disabled}
        placeholder={placeholderFor(value.country)}
        value={value.text}
        error={error}
        hint={hint}
        onChange={(e) => {
          const next = e.target.value;
          onChange(readPhone(next, value.country, next.length >= value.text.length));
        }}
        onKeyDown={onEnter ? (e) => e.key === 'Enter' && onEnter() : undefined}
      />
    </div>
  );
}

function nationalDigits(value: PhoneValue): string {
  const dial = phoneCountries().find((c) => c.code === value.country)?.dial ?? '+';
  return normaliseDigits(value.text)
    .replace(/\D/g, '')
    .slice(dial.length - 1);
}

function placeholderFor(code: CountryCode): string {
  const dial = phoneCountries().find((c) => c.code === code)?.dial ?? '+1';
  return `${dial} …`;
}
