import { Button } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { t } from '../../i18n';
import { isTelegram } from '../../lib/platform';
import { openSignOut } from '../../session/sign-out-intent';
import { FullScreenMessage } from '../../ui/FullScreenMessage';

/** 423 from the platform: the account is blocked and nothing else will work until support acts. */
export const SUPPORT_EMAIL = 'support@sandbox.dev';

export default function BlockedScreen() {
  const [, navigate] = useLocation();
  return (
    <FullScreenMessage
      title={t('access.blocked.title')}
      body={t('access.blocked.body')}
      action={
        <div className="stack">
          {/* The mail app directly: openExternal leaves the app for https: pages only. */}
          <Button size="m" onClick={() => window.location.assign(`mailto:${SUPPORT_EMAIL}`)}>
            {t('access.blocked.contactSupport')}
          </Button>
          {!isTelegram() && (
            <Button size="m" mode="plain" onClick={() => openSignOut(navigate, true)}>
              {t('access.blocked.otherAccount')}
            </Button>
          )}
        </div>
      }
      alert
    />
  );
}
