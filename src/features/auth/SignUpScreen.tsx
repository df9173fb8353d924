import { List } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { AuthLayout } from './AuthLayout';
import { AuthSubmit } from './AuthSubmit';
import { signUpWithPassword } from './actions';
import { CredentialsFields } from './CredentialsFields';
import { PASSWORD_RULES, passwordProblems } from './password-rules';
import { useAuthForm } from './useAuthForm';

/** Web sign-up: email and a password, with the rules visible while typing. */
export default function SignUpScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const auth = useAuthForm();
  const problems = passwordProblems(password);

  function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = 'Enter your email address.';
    if (problems.length) local.password = `The password needs ${problems.join(', ')}.`;
    void auth.submit(local, () => signUpWithPassword(email, password), ['email', 'password']);
  }

  return (
    <AuthLayout
      title="Create account"
      subtitle="It takes a minute. You can add a phone later."
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
            passwordPlaceholder="Choose a password"
          />
          <ul className="password-rules" aria-label="Password rules">
            {PASSWORD_RULES.map((rule) => {
              const ok = password !== '' && rule.test(password);
              return (
                <li key={rule.id} className={ok ? 'rule-ok' : undefined}>
                  <span aria-hidden="true">{ok ? '✓' : '•'}</span> {rule.label}
                  <span className="visually-hidden">{ok ? ' (done)' : ''}</span>
                </li>
              );
            })}
          </ul>
          <AuthSubmit form={auth.form} busy={auth.busy} label="Create account">
            <p className="auth-alt">
              Already have an account?{' '}
              <Link href={paths.signIn()} className="auth-link-inline">
                Sign in
              </Link>
            </p>
          </AuthSubmit>
        </List>
      </form>
    </AuthLayout>
  );
}
