import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { hasSession } from '../../api/session';
import { revokeSession } from '../../api/sign-out';
import { paths } from '../../app/paths';
import { Splash } from '../../app/Splash';
import { t } from '../../i18n';
import { isTelegram } from '../../lib/platform';
import { showToast } from '../../ui/toast';
import { signOutLocally } from './actions';

/** Leaving must not hang on a dead network: after this the tokens are dropped anyway. */
const REVOKE_WAIT_MS = 8000;

/**
 * The logout route (config.logoutUrl; "Sign out" in Profile comes here, and so does the API layer
 * when a session can't be renewed). While the app still holds a session it first asks the
 * platform to revoke it (API.md §19, scope local), so the refresh token stops working; then it
 * wipes tokens, cached queries and the session store, and shows sign-in — which, inside Telegram,
 * signs in again with the Telegram identity.
 */
export default function LogoutScreen() {
  const [, navigate] = useLocation();
  // A sign-out the user asked for arrives with the tokens still there; a forced one (the session
  // could not be renewed) arrives after the API layer already dropped them: say what happened.
  const [forced] = useState(() => !hasSession());
  useEffect(() => {
    let live = true;
    // A forced logout has no tokens left to revoke; a chosen one revokes before forgetting them.
    const revoked = forced ? Promise.resolve() : revokeSession('local', AbortSignal.timeout(REVOKE_WAIT_MS));
    revoked
      .catch(() => {
        // Unconfirmed (offline, already expired): the tokens are still forgotten on this device.
      })
      .then(() => {
        if (!live) return;
        signOutLocally();
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
  }, [navigate, forced]);
  return <Splash label={isTelegram() ? t('access.logout.signingInAgain') : t('access.logout.signingOut')} />;
}
