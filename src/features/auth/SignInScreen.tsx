import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { config } from '../../config';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { AuthForm, OtherWayIn } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { type Credentials, CredentialsFields, NO_CREDENTIALS } from './CredentialsFields';
import { useCaptcha } from './captcha/use-captcha';
import { signInWithPassword } from './sign-in';
import { useAuthForm } from './useAuthForm';

/** A sandbox convenience, never on a real platform's first screen: its own small chunk. */
const DevTelegramSwitch = lazy(() =>
  import('./DevTelegramSwitch').then((m) => ({ default: m.DevTelegramSwitch })),
);

/** Web sign-in by email and password, with the ways to a code sign-in and to sign-up. */
export default function SignInScreen() {
  const [credentials, setCredentials] = useState(NO_CREDENTIALS);
  const auth = useAuthForm({
    write: ({ email, password }: Credentials, token) => signInWithPassword(email, password, token),
    known: ['email', 'password'],
    captcha: useCaptcha(),
  });

  function submit() {
    const local: Record<string, string> = {};
    if (!credentials.email.trim()) local.email = t('auth.form.enterEmail');
    if (!credentials.password) local.password = t('auth.signIn.enterPassword');
    auth.submit(local, credentials);
  }

  return (
    <AuthLayout title={t('auth.signIn.title')} subtitle={t('auth.signIn.subtitle')}>
      <AuthForm
        onSubmit={submit}
        auth={auth}
        label={t('auth.signIn.submit')}
        links={
          <>
            <Link href={paths.signInCode()} className="auth-link">
              {t('auth.signIn.codeInstead')}
            </Link>
            <OtherWayIn
              question={t('auth.signIn.newHere')}
              href={paths.signUp()}
              action={t('auth.signIn.createAccount')}
            />
          </>
        }
      >
        <CredentialsFields
          value={credentials}
          onChange={setCredentials}
          errors={auth.fields}
          purpose="sign-in"
        />
      </AuthForm>
      {config.telegramMock && (
        <Suspense fallback={null}>
          <DevTelegramSwitch />
        </Suspense>
      )}
    </AuthLayout>
  );
}
