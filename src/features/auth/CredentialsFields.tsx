import { Section } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n';
import { EmailField } from './EmailField';
import { ValueField } from './ValueField';

/** Email and password, each with its own error under it. */
export function CredentialsFields({
  email,
  onEmail,
  password,
  onPassword,
  errors,
  passwordAutoComplete,
  passwordPlaceholder,
}: {
  email: string;
  onEmail: (v: string) => void;
  password: string;
  onPassword: (v: string) => void;
  errors: Record<string, string>;
  /** "current-password" to sign in, "new-password" to sign up (password managers rely on it). */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordPlaceholder: string;
}) {
  return (
    <Section>
      <EmailField value={email} onChange={onEmail} error={errors.email} />
      <ValueField
        label={t('auth.fields.password')}
        type="password"
        name="password"
        autoComplete={passwordAutoComplete}
        placeholder={passwordPlaceholder}
        value={password}
        onChange={onPassword}
        error={errors.password}
      />
    </Section>
  );
}
