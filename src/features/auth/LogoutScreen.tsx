import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { hasSession } from '../../api/session';
import { t } from '../../i18n';
import { isTelegram } from '../../lib/platform';
import { paths } from '../../routing/paths';
import { signOutChosenInApp } from '../../session/sign-out-intent';
import { Screen } from '../../ui/Screen';
import { Splash } from '../../ui/Splash';
import { showToast } from '../../ui/toast';
import { signOut } from './sign-out';

/**
 * The logout route (config.logoutUrl; "Sign out" in Profile comes here, and so does the API layer
 * when a session can't be renewed). While the app still holds a session it first asks the
 * platform to revoke it (API.md §19, scope local), so the refresh token stops working; then it
 * wipes tokens, cached data and the session store, and shows sign-in — which, inside Telegram,
 * signs in again with the Telegram identity.
 *
 * A link to it from outside the app (typed, followed, embedded in another page) asks first: only
 * the app's own ways here (session/sign-out-intent.ts) and a forced logout sign out straight away.
 */
export default function LogoutScreen() {
  const [, navigate] = useLocation();
  // A sign-out the user asked for arrives with the tokens still there; a forced one (the session
  // could not be renewed) arrives after the API layer already dropped them: say what happened.
  const [forced] = useState(() => !hasSession());
  const [confirmed, setConfirmed] = useState(() => forced || signOutChosenInApp());
  useEffect(() => {
    if (!confirmed) return;
    let live = true;
    void signOut().then(() => {
      if (!live) return;
      if (forced)
        showToast(t('access.logout.ended'), {
          description: isTelegram() ? t('access.logout.endedTelegram') : t('access.logout.endedWeb'),
          duration: 6000,
        });
      navigate(paths.signIn(), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [navigate, forced, confirmed]);

  if (!confirmed)
    return (
      <Screen title={t('access.logout.askTitle')} root hideTitle>
        <div className="full-screen">
          <Placeholder
            header={t('access.logout.askTitle')}
            description={t('access.logout.askBody')}
            action={
              <div className="stack">
                <Button size="m" onClick={() => setConfirmed(true)}>
                  {t('access.logout.askConfirm')}
                </Button>
                <Button size="m" mode="plain" onClick={() => navigate(paths.home(), { replace: true })}>
                  {t('access.logout.askStay')}
                </Button>
              </div>
            }
          />
        </div>
      </Screen>
    );
  return <Splash label={isTelegram() ? t('access.logout.signingInAgain') : t('access.logout.signingOut')} />;
}
