import { List, Section } from '@telegram-apps/telegram-ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { AuthLayout } from './AuthLayout';
import { AuthSubmit } from './AuthSubmit';
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
  const [sentTo, setSentTo] = useState<string | null>(null);
  const captcha = useCaptcha();
  const auth = useAuthForm({ formMessage: (err, m) => (captcha.refused(err) ? null : m) });
  const send = (to: string, token: string | undefined) =>
    sendMagicLink(to, { captcha: token, invite_code: invite?.trim() || undefined });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const local: Record<string, string> = {};
    if (!email.trim()) local.email = t('auth.form.enterEmail');
    if (invite !== null && !invite.trim()) local.invite_code = t('signup.invite.enter');
    auth.setFields(local);
    auth.setForm(null);
    if (Object.keys(local).length) return;
    const token = captcha.claim();
    if (token === false) return;
    auth.setBusy(true);
    try {
      await send(email, token);
      auth.setBusy(false);
      setSentTo(email.trim());
    } catch (err) {
      if (inviteRequired(err) && invite === null) {
        auth.setBusy(false);
        return setInvite('');
      }
      auth.fail(err, ['email', 'invite_code']);
    }
  }

  if (sentTo)
    return (
      <AuthLayout
        title={t('signup.email.title')}
        subtitle={t('signup.magic.sentSubtitle')}
        root={false}
        backTo={paths.signIn()}
      >
        <CheckEmail
          email={sentTo}
          body={t('signup.magic.sentBody')}
          resend={(token) => send(sentTo, token)}
          onOtherEmail={() => setSentTo(null)}
        />
      </AuthLayout>
    );

  return (
    <AuthLayout
      title={t('signup.magic.title')}
      subtitle={t('signup.magic.subtitle')}
      root={false}
      backTo={paths.signIn()}
    >
      <form onSubmit={submit} noValidate>
        <List>
          <Section>
            <EmailField value={email} onChange={setEmail} error={auth.fields.email} />
          </Section>
          {invite !== null && (
            <InviteCodeField notice value={invite} error={auth.fields.invite_code} onChange={setInvite} />
          )}
          {captcha.element}
          <AuthSubmit form={auth.form} busy={auth.busy} label={t('signup.magic.send')}>
            <Link href={paths.signIn()} className="auth-link">
              {t('access.code.passwordInstead')}
            </Link>
          </AuthSubmit>
        </List>
      </form>
    </AuthLayout>
  );
}
