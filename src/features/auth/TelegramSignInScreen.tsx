import { Button, Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../i18n';
import { readLaunchParams } from '../../lib/launch-params';
import { Screen } from '../../ui/Screen';
import { signInWithTelegram } from './sign-in';
import { takeTelegramSignIn } from './telegram-early';
import { followTelegramOutcome } from './telegram-outcome';

/** Inside Telegram there is no form: the Telegram identity signs the user in. */
export default function TelegramSignInScreen() {
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(async () => {
    setFailure(null);
    const outcome = await (takeTelegramSignIn() ?? signInWithTelegram(readLaunchParams()));
    setFailure(followTelegramOutcome(outcome, navigate));
  }, [navigate]);

  useEffect(() => {
    void run();
  }, [run]);

  return (
    <Screen title={t('auth.telegram.signingInTitle')} root hideTitle>
      <div className="full-screen">
        {failure ? (
          <Placeholder
            header={t('auth.telegram.failed')}
            description={failure}
            action={
              <Button size="m" onClick={() => void run()}>
                {t('auth.telegram.tryAgain')}
              </Button>
            }
          />
        ) : (
          <Placeholder header={t('auth.telegram.signingIn')} description={t('auth.telegram.usingAccount')}>
            <Spinner size="l" />
          </Placeholder>
        )}
      </div>
    </Screen>
  );
}
