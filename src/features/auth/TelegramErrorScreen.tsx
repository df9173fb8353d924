import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n';
import { isTelegram } from '../../lib/platform';
import { Screen } from '../../ui/Screen';

/**
 * The platform refused the Telegram sign-in (401): the init data is stale or was tampered with.
 * A launch that failed on our side (the SDK or its bridge) has its own screen,
 * TelegramUnavailableScreen.
 */
export default function TelegramErrorScreen() {
  return (
    <Screen title={t('access.telegram.rejectedTitle')} root hideTitle>
      <div className="full-screen" role="alert">
        <Placeholder
          header={t('access.telegram.rejectedTitle')}
          description={t('access.telegram.rejectedBody')}
          action={
            isTelegram() ? (
              <Button size="m" onClick={() => closeMiniApp()}>
                {t('access.telegram.close')}
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
