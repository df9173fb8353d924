import { useState } from 'react';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { InviteCodeField } from './InviteCodeField';
import { finishSignUp, type SignUpStep, type TokenPair } from './sign-up-flow';
import { useAuthForm } from './useAuthForm';

/**
 * The invite code a tenant asks for at finalize (API.md §19: 403), for an account whose session
 * is already issued but not yet stored: finalize again with the code, then signed in. A screen of
 * its own (after the sign-up form, or where a confirmation link lands).
 */
export function InviteStep({ pair, onStep }: { pair: TokenPair; onStep: (step: SignUpStep) => void }) {
  const [code, setCode] = useState('');
  const auth = useAuthForm({
    write: (invite: string) => finishSignUp(pair, invite),
    known: ['invite_code'],
    onStep,
  });

  function submit() {
    auth.submit(code.trim() ? {} : { invite_code: t('signup.invite.enter') }, code.trim());
  }

  return (
    <AuthLayout
      title={t('signup.invite.title')}
      subtitle={t('signup.invite.required')}
      backTo={paths.signIn()}
    >
      <AuthForm onSubmit={submit} auth={auth} label={t('signup.invite.continue')}>
        <InviteCodeField value={code} error={auth.fields.invite_code} onChange={setCode} />
      </AuthForm>
    </AuthLayout>
  );
}
