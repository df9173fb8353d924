import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { isTelegram } from '../../lib/platform';
import { Screen } from '../../ui/Screen';

/** 423 from the platform: the account is blocked and nothing else will work until support acts. */
export const SUPPORT_EMAIL = 'support@sandbox.dev';

export default function BlockedScreen() {
  const [, navigate] = useLocation();
  return (
    <Screen title="Your account is blocked" root hideTitle>
      <div className="full-screen" role="alert">
        <Placeholder
          header="Your account is blocked"
          description="You can't sign in or move money while the account is blocked. Contact support to find out why and to restore access."
          action={
            <div className="stack">
              {/* The mail app directly: openExternal leaves the app for https: pages only. */}
              <Button size="m" onClick={() => window.location.assign(`mailto:${SUPPORT_EMAIL}`)}>
                Contact support
              </Button>
              {!isTelegram() && (
                <Button size="m" mode="plain" onClick={() => navigate(paths.logout(), { replace: true })}>
                  Use another account
                </Button>
              )}
            </div>
          }
        />
      </div>
    </Screen>
  );
}
