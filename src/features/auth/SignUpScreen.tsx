import { List } from '@telegram-apps/telegram-ui';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { AuthLayout } from './AuthLayout';
import { AuthSubmit } from './AuthSubmit';
import { CredentialsFields } from './CredentialsFields';
import { useCaptcha } from './captcha/use-captcha';
import { PASSWORD_RULES, passwordProblems } from './password-rules';
import { useAuthForm } from './useAuthForm';

/** The flow and the steps after the form (check your email, an invite code): one chunk, loaded on submit. */
const steps = () => import('./SignUpNext');
const SignUpNext = lazy(steps);

/** Web sign-up: email and a password, with the rules visible while typing. */
export default function SignUpScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const auth = useAuthForm({
    write: async (v: { email: string; password: string }, token) =>
      (await steps()).signUp(v.email, v.password, token),
    known: ['email', 'password'],
    captcha: useCaptcha(),
  });
  const problems = passwordProblems(password);

  function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = t('auth.form.enterEmail');
    if (problems.length)
      local.password = t('auth.signUp.passwordNeeds', {
        missing: problems.map((p) => t(p)).join(t('auth.signUp.listSeparator')),
      });
    auth.submit(local, { email, password });
  }

  // Not signed in yet: the confirmation email or the invite code; back here with the form as it was.
  if (auth.step)
    return (
      <Suspense fallback={null}>
        <SignUpNext step={auth.step} onBack={auth.reset} />
      </Suspense>
    );

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      root={false}
      backTo={paths.signIn()}
    >
      <form onSubmit={submit} noValidate>
        <List>
          <CredentialsFields
            email={email}
            onEmail={setEmail}
            password={password}
            onPassword={setPassword}
            errors={auth.fields}
            passwordAutoComplete="new-password"
            passwordPlaceholder={t('auth.signUp.passwordPlaceholder')}
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
          {auth.captcha}
          <AuthSubmit form={auth.form} busy={auth.busy} label={t('auth.signUp.submit')}>
            <p className="auth-alt">
              {t('auth.signUp.haveAccount')}{' '}
              <Link href={paths.signIn()} className="auth-link-inline">
                {t('auth.signUp.signIn')}
              </Link>
            </p>
          </AuthSubmit>
        </List>
      </form>
    </AuthLayout>
  );
}
