import { t } from '../../i18n';
import { ValueField } from './ValueField';

/** The email input of the auth forms (type, autocomplete and keyboard for an address). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <ValueField
      label={t('auth.fields.email')}
      type="email"
      name="email"
      autoComplete="email"
      // Addresses and codes read left to right, also in Arabic and Persian.
      dir="ltr"
      inputMode="email"
      placeholder={t('auth.fields.emailPlaceholder')}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
