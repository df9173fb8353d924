import { Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { CheckEmail } from './CheckEmail';
import { useCaptcha } from './captcha/use-captcha';
import { EmailField } from './EmailField';
import { InviteCodeField } from './InviteCodeField';
import { inviteRequired } from './invite';
import { sendMagicLink } from './sign-up-flow';
import { useAuthForm } from './useAuthForm';

/**
 * Web sign-in by a link emailed to the user (API.md §19 `/auth/sign-in/omni/email/magic`): ask
 * for it, "check your email" with a resend on a countdown; the link lands on /auth/link
 * (AuthLinkScreen), which stores the session. A new account may need an invite code (403).
 */
export default function MagicLinkScreen() {
  const [email, setEmail] = useState(() => {
    const given = (history.state as { email?: unknown } | null)?.email;
    return typeof given === 'string' ? given : '';
  });
  const [invite, setInvite] = useState<string | null>(null);
  const send = (to: string, token: string | undefined) =>
    sendMagicLink(to, { captcha: token, invite_code: invite?.trim() || undefined });
  const auth = useAuthForm({
    write: async (to: string, token) => {
      await send(to, token);
      return { sentTo: to.trim() };
    },
    known: ['email', 'invite_code'],
    captcha: useCaptcha(),
    answer: (err) => {
      // A new account on an invitation-only platform: the field appears, nothing else is said.
      if (!inviteRequired(err) || invite !== null) return false;
      setInvite('');
      return true;
    },
  });

  function submit() {
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = t('auth.form.enterEmail');
    if (invite !== null && !invite.trim()) local.invite_code = t('signup.invite.enter');
    auth.submit(local, email);
  }

  const sentTo = auth.step?.sentTo;
  if (sentTo)
    return (
      <CheckEmail
        subtitle={t('signup.magic.sentSubtitle')}
        email={sentTo}
        body={t('signup.magic.sentBody')}
        resend={(token) => send(sentTo, token)}
        onOtherEmail={auth.reset}
      />
    );

  return (
    <AuthLayout title={t('signup.magic.title')} subtitle={t('signup.magic.subtitle')} backTo={paths.signIn()}>
      <AuthForm
        onSubmit={submit}
        auth={auth}
        label={t('signup.magic.send')}
        links={
          <Link href={paths.signIn()} className="auth-link">
            {t('access.code.passwordInstead')}
          </Link>
        }
      >
        <Section>
          <EmailField value={email} onChange={setEmail} error={auth.fields.email} />
        </Section>
        {invite !== null && (
          <InviteCodeField notice value={invite} error={auth.fields.invite_code} onChange={setInvite} />
        )}
      </AuthForm>
    </AuthLayout>
  );
}
