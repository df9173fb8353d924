import { List } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { config } from '../../config';
import { AuthLayout } from './AuthLayout';
import { AuthSubmit } from './AuthSubmit';
import { signInWithPassword } from './actions';
import { CredentialsFields } from './CredentialsFields';
import { DevTelegramSwitch } from './DevTelegramSwitch';
import { useAuthForm } from './useAuthForm';

/** Web sign-in by email and password, with the ways to a code sign-in and to sign-up. */
export default function SignInScreen() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const auth = useAuthForm();

  function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = 'Enter your email address.';
    if (!password) local.password = 'Enter your password.';
    void auth.submit(local, () => signInWithPassword(email, password), ['email', 'password']);
  }

  return (
    <AuthLayout title="Sign in" subtitle="Your wallets, cards and payments in one place.">
      <form onSubmit={submit} noValidate>
        <List>
          <CredentialsFields
            email={email}
            onEmail={setEmail}
            password={password}
            onPassword={setPassword}
            errors={auth.fields}
            passwordAutoComplete="current-password"
            passwordPlaceholder="Your password"
          />
          <AuthSubmit form={auth.form} busy={auth.busy} label="Sign in">
            <Link href={paths.signInCode()} className="auth-link">
              Sign in with a one-time code instead
            </Link>
            <p className="auth-alt">
              New here?{' '}
              <Link href={paths.signUp()} className="auth-link-inline">
                Create an account
              </Link>
            </p>
          </AuthSubmit>
        </List>
      </form>
      {(config.isDev || config.platformIsSandbox) && <DevTelegramSwitch />}
    </AuthLayout>
  );
}
