import { Button } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n';
import { isTelegram } from '../../lib/platform';
import { FullScreenMessage } from '../../ui/FullScreenMessage';

/**
 * The platform refused the Telegram sign-in (401): the init data is stale or was tampered with.
 * A launch that failed on our side (the SDK or its bridge) has its own screen,
 * TelegramUnavailableScreen.
 */
export default function TelegramErrorScreen() {
  return (
    <FullScreenMessage
      title={t('access.telegram.rejectedTitle')}
      body={t('access.telegram.rejectedBody')}
      action={
        isTelegram() ? (
          <Button size="m" onClick={() => closeMiniApp()}>
            {t('access.telegram.close')}
          </Button>
        ) : undefined
      }
      alert
    />
  );
}

function closeMiniApp() {
  void import('@telegram-apps/sdk').then(({ miniApp }) => miniApp.close.ifAvailable());
}
