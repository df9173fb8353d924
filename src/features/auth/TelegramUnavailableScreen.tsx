import { Button } from '@telegram-apps/telegram-ui';
import { t } from '../../i18n';
import { paths } from '../../routing/paths';
import { FullScreenMessage } from '../../ui/FullScreenMessage';

/**
 * A Telegram launch the app could not start on its side: the SDK's code did not load, or it could
 * not connect to Telegram's bridge. Not the platform refusing the session (TelegramErrorScreen):
 * the init data may be fine, so the way forward is to start again. The launch data stays in
 * sessionStorage (launch-params.ts), so "Try again" relaunches the same Telegram session.
 */
export default function TelegramUnavailableScreen() {
  return (
    <FullScreenMessage
      title={t('access.telegram.unavailableTitle')}
      body={t('access.telegram.unavailableBody')}
      action={
        <Button size="m" onClick={() => window.location.replace(paths.home())}>
          {t('common.action.tryAgain')}
        </Button>
      }
      alert
    />
  );
}
