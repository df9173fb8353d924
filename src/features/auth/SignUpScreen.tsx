import { Button, List, Section } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { AuthLayout, FormMessage } from './AuthLayout';
import { signUpWithPassword } from './actions';
import { Field } from './Field';
import { formErrors } from './form-errors';
import { isBlocked } from './is-blocked';
import { PASSWORD_RULES, passwordProblems } from './password-rules';

/** Web sign-up: email and a password, with the rules visible while typing. */
export default function SignUpScreen() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problems = passwordProblems(password);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = 'Enter your email address.';
    if (problems.length) local.password = `The password needs ${problems.join(', ')}.`;
    setFields(local);
    setForm(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      navigate(await signUpWithPassword(email, password), { replace: true });
    } catch (err) {
      if (isBlocked(err)) return navigate(paths.blocked(), { replace: true });
      const { fields: f, form: m } = formErrors(err, ['email', 'password']);
      setFields(f);
      setForm(m);
      setBusy(false);
    }
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
          <Section>
            <Field
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              placeholder="name@example.com"
              value={email}
              onChange={setEmail}
              error={fields.email}
            />
            <Field
              label="Password"
              type="password"
              name="password"
              autoComplete="new-password"
              placeholder="Choose a password"
              value={password}
              onChange={setPassword}
              error={fields.password}
            />
          </Section>
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
          <FormMessage message={form} />
          <div className="auth-actions">
            <Button type="submit" size="l" stretched loading={busy} disabled={busy}>
              Create account
            </Button>
            <p className="auth-alt">
              Already have an account?{' '}
              <Link href={paths.signIn()} className="auth-link-inline">
                Sign in
              </Link>
            </p>
          </div>
        </List>
      </form>
    </AuthLayout>
  );
}
