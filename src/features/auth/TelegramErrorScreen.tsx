import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n';
import { isTelegram } from '../../lib/platform';
import { Screen } from '../../ui/Screen';

/** Telegram sign-in answered 401: the init data is stale or was tampered with. */
export default function TelegramErrorScreen() {
  return (
    <Screen title={t('auth.telegram.rejectedTitle')} root hideTitle>
      <div className="full-screen" role="alert">
        <Placeholder
          header={t('auth.telegram.rejectedTitle')}
          description={t('auth.telegram.rejectedBody')}
          action={
            isTelegram() ? (
              <Button size="m" onClick={() => closeMiniApp()}>
                {t('auth.telegram.close')}
              </Button>
            ) : undefined
          }
        />
      </div>
    </Screen>
  );
}

function closeMiniApp() {
  void import('@telegram-apps/sdk').then(({ miniApp }) => miniApp.close.ifAvailable());
}
