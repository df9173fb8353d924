import { Button, Caption } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { t } from '../../i18n';
import { isolateInRtl } from '../../lib/format';
import { forgetTelegramLaunch, readLaunchParams } from '../../lib/launch-params';
import { formatPhoneNumber } from '../../lib/phone';
import { userQuery } from '../../lib/server-state/account-queries';
import { useRead } from '../../lib/server-state/use-read';
import { useWrite } from '../../lib/server-state/use-write';
import { paths } from '../../routing/paths';
import { takeReturnTo } from '../../session/session-store';
import { FullScreenMessage } from '../../ui/FullScreenMessage';
import { useMainButton } from '../../ui/MainButton';
import { signOut } from './sign-out';

/**
 * Telegram opened the app on a device where another account is signed in from the web. A launch
 * never replaces that session unasked (src/main.tsx): the user chooses.
 * - Continue with Telegram's account (the Main Button): the web session is revoked and forgotten,
 *   then the Telegram sign-in runs as on any launch, landing where the launch was going.
 * - Keep the signed-in account: this tab forgets the launch and loads again as a web visit, in
 *   that account; the next launch from Telegram asks again.
 */
export default function TelegramSwitchScreen() {
  const [, navigate] = useLocation();
  /** Continue with Telegram's account: the web session is ended first. */
  const leave = useWrite({
    mutationFn: signOut,
    onSuccess: () => navigate(paths.signIn(), { replace: true }),
  });
  const name = isolateInRtl(readLaunchParams()?.user?.first_name ?? '');
  const user = useRead(userQuery());
  const contact = user.data?.email || formatPhoneNumber(user.data?.phone);

  function keepSignedIn() {
    forgetTelegramLaunch();
    history.replaceState(null, '', takeReturnTo() ?? paths.home());
    window.location.reload();
  }

  useMainButton({
    text: t('access.telegramSwitch.continue', { name }),
    onClick: () => leave.mutate(),
    loading: leave.isPending,
  });

  return (
    <FullScreenMessage
      title={t('access.telegramSwitch.title')}
      body={
        contact
          ? t('access.telegramSwitch.body', { account: isolateInRtl(contact), name })
          : t('access.telegramSwitch.bodyUnknown', { name })
      }
      action={
        <div className="stack">
          <Caption>{t('access.telegramSwitch.continueNote')}</Caption>
          <Button size="m" mode="plain" disabled={leave.isPending} onClick={keepSignedIn}>
            {t('access.telegramSwitch.keep')}
          </Button>
        </div>
      }
    />
  );
}
