import { lazy, Suspense, useState } from 'react';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { AuthForm, OtherWayIn } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { type Credentials, CredentialsFields, NO_CREDENTIALS } from './CredentialsFields';
import { useCaptcha } from './captcha/use-captcha';
import { PASSWORD_RULES, passwordProblems } from './password-rules';
import { useAuthForm } from './useAuthForm';

/** The flow and the steps after the form (check your email, an invite code): one chunk, loaded on submit. */
const steps = () => import('./SignUpNext');
const SignUpNext = lazy(steps);

/** Web sign-up: email and a password, with the rules visible while typing. */
export default function SignUpScreen() {
  const [credentials, setCredentials] = useState(NO_CREDENTIALS);
  const { password } = credentials;
  const auth = useAuthForm({
    write: async ({ email, password }: Credentials, token) => (await steps()).signUp(email, password, token),
    known: ['email', 'password'],
    captcha: useCaptcha(),
  });
  const problems = passwordProblems(password);

  function submit() {
    const local: Record<string, string> = {};
    if (!credentials.email.trim()) local.email = t('auth.form.enterEmail');
    if (problems.length)
      local.password = t('auth.signUp.passwordNeeds', {
        missing: problems.map((p) => t(p)).join(t('auth.signUp.listSeparator')),
      });
    auth.submit(local, credentials);
  }

  // Not signed in yet: the confirmation email or the invite code; back here with the form as it was.
  if (auth.step)
    return (
      <Suspense fallback={null}>
        <SignUpNext step={auth.step} onBack={auth.reset} />
      </Suspense>
    );

  return (
    <AuthLayout title={t('auth.signUp.title')} subtitle={t('auth.signUp.subtitle')} backTo={paths.signIn()}>
      <AuthForm
        onSubmit={submit}
        auth={auth}
        label={t('auth.signUp.submit')}
        links={
          <OtherWayIn
            question={t('auth.signUp.haveAccount')}
            href={paths.signIn()}
            action={t('auth.signUp.signIn')}
          />
        }
      >
        <CredentialsFields
          value={credentials}
          onChange={setCredentials}
          errors={auth.fields}
          purpose="sign-up"
        />
        <ul className="password-rules" aria-label={t('auth.signUp.rulesLabel')}>
          {PASSWORD_RULES.map((rule) => {
            const ok = password !== '' && rule.test(password);
            return (
              <li key={rule.id} className={ok ? 'rule-ok' : undefined}>
                <span aria-hidden="true">{ok ? '✓' : '•'}</span> {t(rule.labelKey)}
                {ok && <span className="visually-hidden"> {t('auth.signUp.ruleDone')}</span>}
              </li>
            );
          })}
        </ul>
      </AuthForm>
    </AuthLayout>
  );
}
