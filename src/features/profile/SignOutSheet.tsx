import { Text } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { t } from '../../i18n';
import { isTelegram } from '../../lib/platform';
import { openSignOut } from '../../session/sign-out-intent';
import { Sheet } from '../../ui/Sheet';

/**
 * "Sign out?" before leaving: a stray tap next to Language must not end the session. What
 * follows differs: on the web, signing in again takes the password or a code; inside Telegram,
 * the app signs in again with the Telegram account.
 */
export function SignOutSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [, navigate] = useLocation();
  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('profile.signOutAsk.title')}
      primary={{ text: t('profile.signOutAsk.confirm'), onClick: () => openSignOut(navigate) }}
    >
      <div className="profile-pad">
        <Text>{isTelegram() ? t('profile.signOutAsk.bodyTelegram') : t('profile.signOutAsk.bodyWeb')}</Text>
      </div>
    </Sheet>
  );
}
