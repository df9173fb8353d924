import { normaliseDigits } from '../lib/locale-digits';
import { TextField } from './Field';

/**
 * The box a one-time or authenticator code is typed into: digits only (any script's digits become
 * ASCII, anything else is dropped), at most `length`, and left to right also in Arabic and
 * Persian. `onChange` gets the cleaned digits; `onEnter` runs on the Enter key.
 */
export function CodeField({
  label,
  value,
  onChange,
  onEnter,
  invalid = false,
  length = 6,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (digits: string) => void;
  onEnter?: () => void;
  invalid?: boolean;
  length?: number;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      aria-label={label}
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus={autoFocus}
      maxLength={length}
      placeholder={'0'.repeat(length)}
      value={value}
      status={invalid ? 'error' : 'default'}
      onChange={(e) => onChange(normaliseDigits(e.target.value).replace(/\D/g, '').slice(0, length))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onEnter?.();
      }}
    />
  );
}
