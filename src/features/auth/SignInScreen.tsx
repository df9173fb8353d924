import { List } from '@telegram-apps/telegram-ui';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { config } from '../../config';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { AuthLayout } from './AuthLayout';
import { AuthSubmit } from './AuthSubmit';
import { CredentialsFields } from './CredentialsFields';
import { useCaptcha } from './captcha/use-captcha';
import { signInWithPassword } from './sign-in';
import { useAuthForm } from './useAuthForm';

/** A sandbox convenience, never on a real platform's first screen: its own small chunk. */
const DevTelegramSwitch = lazy(() =>
  import('./DevTelegramSwitch').then((m) => ({ default: m.DevTelegramSwitch })),
);

/** Web sign-in by email and password, with the ways to a code sign-in and to sign-up. */
export default function SignInScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const auth = useAuthForm({
    write: (v: { email: string; password: string }, token) => signInWithPassword(v.email, v.password, token),
    known: ['email', 'password'],
    captcha: useCaptcha(),
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = t('auth.form.enterEmail');
    if (!password) local.password = t('auth.signIn.enterPassword');
    auth.submit(local, { email, password });
  }

  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <form onSubmit={submit} noValidate>
        <List>
          <CredentialsFields
            email={email}
            onEmail={setEmail}
            password={password}
            onPassword={setPassword}
            errors={auth.fields}
            passwordAutoComplete="current-password"
            passwordPlaceholder={t('auth.signIn.passwordPlaceholder')}
          />
          {auth.captcha}
          <AuthSubmit form={auth.form} busy={auth.busy} label={t('auth.signIn.submit')}>
            <Link href={paths.signInCode()} className="auth-link">
              {t('auth.signIn.codeInstead')}
            </Link>
            <p className="auth-alt">
              {t('auth.signIn.newHere')}{' '}
              <Link href={paths.signUp()} className="auth-link-inline">
                {t('auth.signIn.createAccount')}
              </Link>
            </p>
          </AuthSubmit>
        </List>
      </form>
      {config.telegramMock && (
        <Suspense fallback={null}>
          <DevTelegramSwitch />
        </Suspense>
      )}
    </AuthLayout>
  );
}
