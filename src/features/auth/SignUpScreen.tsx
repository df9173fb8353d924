import { List } from '@telegram-apps/telegram-ui';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { AuthLayout } from './AuthLayout';
import { AuthSubmit } from './AuthSubmit';
import { CredentialsFields } from './CredentialsFields';
import { useCaptcha } from './captcha/use-captcha';
import { PASSWORD_RULES, passwordProblems } from './password-rules';
import type { SignUpStep } from './sign-up-flow';
import { useAuthForm } from './useAuthForm';

/** The flow and the steps after the form (check your email, an invite code): one chunk, loaded on submit. */
const steps = () => import('./SignUpNext');
const SignUpNext = lazy(steps);

/** Web sign-up: email and a password, with the rules visible while typing. */
export default function SignUpScreen() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [next, setNext] = useState<SignUpStep | null>(null);
  const captcha = useCaptcha();
  const auth = useAuthForm({ formMessage: (err, m) => (captcha.refused(err) ? null : m) });
  const problems = passwordProblems(password);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = t('auth.form.enterEmail');
    if (problems.length)
      local.password = t('auth.signUp.passwordNeeds', {
        missing: problems.map((p) => t(p)).join(t('auth.signUp.listSeparator')),
      });
    auth.setFields(local);
    auth.setForm(null);
    if (Object.keys(local).length) return;
    const token = captcha.claim();
    if (token === false) return;
    auth.setBusy(true);
    try {
      const result = await (await steps()).signUp(email, password, token);
      if (result.kind === 'signed-in') return navigate(result.to, { replace: true });
      auth.setBusy(false);
      setNext(result);
    } catch (err) {
      auth.fail(err, ['email', 'password']);
    }
  }

  if (next)
    return (
      <Suspense fallback={null}>
        <SignUpNext step={next} onBack={() => setNext(null)} />
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
          {captcha.element}
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
