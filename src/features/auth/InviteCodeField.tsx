import { Section } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n';
import { ListForm } from './AuthForm';
import { ValueField } from './ValueField';

/**
 * The invite code a tenant that admits new accounts by invitation asks for (API.md §4: 403 on the
 * code and Telegram sign-ups and finalize, 400 on /auth/sign-up). Shown only once the platform
 * asked; what the user typed before stays where it is. `onSubmit`: Enter in a screen without its
 * own form (the Telegram sign-up, whose button is Telegram's).
 */
export function InviteCodeField({
  value,
  error,
  onChange,
  onSubmit,
  notice = false,
}: {
  /** Say first why the field is there (a form the question interrupts; other screens say it as their subtitle). */
  notice?: boolean;
  value: string;
  error?: string | undefined;
  onChange: (code: string) => void;
  onSubmit?: () => void;
}) {
  const field = (
    <ValueField
      label={t('signup.invite.label')}
      name="invite_code"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      dir="ltr"
      maxLength={64}
      value={value}
      onChange={onChange}
      error={error}
      hint={t('signup.invite.hint')}
      autoFocus
    />
  );
  if (!onSubmit)
    return (
      <>
        {notice && (
          <p className="auth-notice" role="status">
            {t('signup.invite.required')}
          </p>
        )}
        <Section>{field}</Section>
      </>
    );
  return (
    <ListForm onSubmit={onSubmit}>
      <Section>{field}</Section>
    </ListForm>
  );
}
