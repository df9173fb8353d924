import { Placeholder } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { config } from '../../config';
import { t } from '../../i18n';
import { isolateInRtl } from '../../lib/format';
import { readLaunchParams } from '../../lib/launch-params';
import { haptic } from '../../lib/platform';
import { useMainButton } from '../../ui/MainButton';
import { Screen } from '../../ui/Screen';
import { FormMessage } from './AuthLayout';
import { signUpWithTelegram } from './sign-in';
import { requestPhone } from './telegram-contact';
import { followTelegramOutcome } from './telegram-outcome';

/**
 * A Telegram user the platform doesn't know yet: one tap shares the phone number Telegram
 * already has (requestContact), and the account is created with the Telegram identity.
 */
export default function TelegramSignUpScreen() {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const lp = readLaunchParams();
  const name = lp?.user?.first_name;

  async function share() {
    if (busy || !lp) return;
    setBusy(true);
    setMessage(null);
    const phone = await requestPhone();
    if (!phone) {
      haptic('error');
      setBusy(false);
      setMessage(t('access.telegramSignUp.needPhone'));
      return;
    }
    const failure = followTelegramOutcome(await signUpWithTelegram({ phone, lp }), navigate);
    if (failure) {
      setMessage(failure);
      setBusy(false);
    }
  }

  useMainButton({ text: t('access.telegramSignUp.share'), onClick: share, loading: busy });

  return (
    <Screen title={t('access.telegramSignUp.title')} root hideTitle>
      <div className="auth">
        <Placeholder
          header={
            name
              ? t('access.telegramSignUp.welcomeName', { name: isolateInRtl(name) })
              : t('access.telegramSignUp.welcome')
          }
          description={t('access.telegramSignUp.body')}
        >
          <img className="auth-logo" src={config.logoUrl} alt="" width="72" height="72" />
        </Placeholder>
        <FormMessage message={message} />
      </div>
    </Screen>
  );
}
