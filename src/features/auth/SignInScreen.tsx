import { Button, List, Section } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { config } from '../../config';
import { AuthLayout, FormMessage } from './AuthLayout';
import { signInWithPassword } from './actions';
import { DevTelegramSwitch } from './DevTelegramSwitch';
import { Field } from './Field';
import { formErrors } from './form-errors';
import { isBlocked } from './is-blocked';

/** Web sign-in by email and password, with the ways to a code sign-in and to sign-up. */
export default function SignInScreen() {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = 'Enter your email address.';
    if (!password) local.password = 'Enter your password.';
    setFields(local);
    setForm(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      navigate(await signInWithPassword(email, password), { replace: true });
    } catch (err) {
      if (isBlocked(err)) return navigate(paths.blocked(), { replace: true });
      const { fields: f, form: m } = formErrors(err, ['email', 'password']);
      setFields(f);
      setForm(m);
      setBusy(false);
    }
  }

  return (
    <AuthLayout title="Sign in" subtitle="Your wallets, cards and payments in one place.">
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
              autoComplete="current-password"
              placeholder="Your password"
              value={password}
              onChange={setPassword}
              error={fields.password}
            />
          </Section>
          <FormMessage message={form} />
          <div className="auth-actions">
            <Button type="submit" size="l" stretched loading={busy} disabled={busy}>
              Sign in
            </Button>
            <Link href={paths.signInCode()} className="auth-link">
              Sign in with a one-time code instead
            </Link>
            <p className="auth-alt">
              New here?{' '}
              <Link href={paths.signUp()} className="auth-link-inline">
                Create an account
              </Link>
            </p>
          </div>
        </List>
      </form>
      {(config.isDev || config.isSandbox) && <DevTelegramSwitch />}
    </AuthLayout>
  );
}
