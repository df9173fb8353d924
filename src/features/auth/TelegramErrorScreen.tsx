import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { isTelegram } from '../../lib/platform';
import { Screen } from '../../ui/Screen';

/** Telegram sign-in answered 401: the init data is stale or was tampered with. */
export default function TelegramErrorScreen() {
  return (
    <Screen title="We couldn't verify your Telegram session" root hideTitle>
      <div className="full-screen" role="alert">
        <Placeholder
          header="We couldn't verify your Telegram session"
          description="For your security we only accept sessions Telegram signed. Close the app and open it again from the bot's menu button or a fresh link in the chat."
          action={
            isTelegram() ? (
              <Button size="m" onClick={() => closeMiniApp()}>
                Close the app
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
