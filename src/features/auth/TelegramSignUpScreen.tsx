import { Placeholder } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { config } from '../../config';
import { t } from '../../i18n';
import { isolateInRtl } from '../../lib/format';
import { type LaunchParams, readLaunchParams } from '../../lib/launch-params';
import { haptic } from '../../lib/platform';
import { useWrite } from '../../lib/server-state/use-write';
import { useMainButton } from '../../ui/MainButton';
import { Screen } from '../../ui/Screen';
import { FormMessage } from './AuthLayout';
import { InviteCodeField } from './InviteCodeField';
import { signUpWithTelegram } from './sign-in';
import { requestPhone } from './telegram-contact';
import { followTelegramOutcome } from './telegram-outcome';

/**
 * A Telegram user the platform doesn't know yet: one tap shares the phone number Telegram
 * already has (requestContact), and the account is created with the Telegram identity.
 */
export default function TelegramSignUpScreen() {
  const [, navigate] = useLocation();
  const [message, setMessage] = useState<string | null>(null);
  /** The number shared once: asking for an invite code does not ask for it again. */
  const [phone, setPhone] = useState<string | null>(null);
  /** Set once the platform answered that new accounts need an invite code (API.md §4: 403). */
  const [invite, setInvite] = useState<{ code: string; error?: string } | null>(null);
  const lp = readLaunchParams();
  const name = lp?.user?.first_name;

  /** The number (Telegram asks the user once), then the sign-up; no number, no call. */
  const signUp = useWrite({
    mutationFn: async ({ launch, code }: { launch: LaunchParams; code: string | undefined }) => {
      const shared = phone ?? (await requestPhone());
      if (!shared) return null;
      return { shared, outcome: await signUpWithTelegram({ phone: shared, lp: launch, inviteCode: code }) };
    },
    onSuccess: (answer, { code }) => {
      if (!answer) {
        haptic('error');
        return setMessage(t('access.telegramSignUp.needPhone'));
      }
      setPhone(answer.shared);
      if (answer.outcome.kind === 'invite') {
        haptic('error');
        return setInvite({ code: code ?? '', ...(code ? { error: t('signup.invite.notAccepted') } : {}) });
      }
      setMessage(followTelegramOutcome(answer.outcome, navigate));
    },
  });

  function share() {
    if (signUp.running() || !lp) return;
    setMessage(null);
    const code = invite?.code.trim();
    if (invite && !code) return setInvite({ code: '', error: t('signup.invite.enter') });
    signUp.mutate({ launch: lp, code });
  }

  useMainButton({
    text: invite ? t('signup.invite.continue') : t('access.telegramSignUp.share'),
    onClick: share,
    loading: signUp.isPending,
  });

  return (
    <Screen title={t('access.telegramSignUp.title')} root hideTitle>
      <div className="auth">
        <Placeholder
          header={
            name
              ? t('access.telegramSignUp.welcomeName', { name: isolateInRtl(name) })
              : t('access.telegramSignUp.welcome')
          }
          description={invite ? t('signup.invite.required') : t('access.telegramSignUp.body')}
        >
          <img className="auth-logo" src={config.logoUrl} alt="" width="72" height="72" />
        </Placeholder>
        {invite && (
          <InviteCodeField
            value={invite.code}
            error={invite.error}
            onChange={(code) => setInvite({ code })}
            onSubmit={() => void share()}
          />
        )}
        <FormMessage message={message} />
      </div>
    </Screen>
  );
}
