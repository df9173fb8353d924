import { Section } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n';
import { EmailField } from './EmailField';
import { ValueField } from './ValueField';

export interface Credentials {
  email: string;
  password: string;
}

export const NO_CREDENTIALS: Credentials = { email: '', password: '' };

/**
 * Email and password, each with its own error under it. `purpose` tells password managers which
 * password this is ("current-password" to sign in, "new-password" to sign up).
 */
export function CredentialsFields({
  value,
  onChange,
  errors,
  purpose,
}: {
  value: Credentials;
  onChange: (next: Credentials) => void;
  errors: Record<string, string>;
  purpose: 'sign-in' | 'sign-up';
}) {
  return (
    <Section>
      <EmailField
        value={value.email}
        onChange={(email) => onChange({ ...value, email })}
        error={errors.email}
      />
      <ValueField
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete={purpose === 'sign-in' ? 'current-password' : 'new-password'}
        placeholder={
          purpose === 'sign-in' ? t('auth.signIn.passwordPlaceholder') : t('auth.signUp.passwordPlaceholder')
        }
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        error={errors.password}
      />
    </Section>
  );
}
