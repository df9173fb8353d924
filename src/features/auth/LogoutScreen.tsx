import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { revokeSession } from '../../api/sign-out';
import { paths } from '../../app/paths';
import { Splash } from '../../app/Splash';
import { isTelegram } from '../../lib/platform';
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
  useEffect(() => {
    let live = true;
    revokeSession('local', AbortSignal.timeout(REVOKE_WAIT_MS))
      .catch(() => {
        // Unconfirmed (offline, already expired): the tokens are still forgotten on this device.
      })
      .then(() => {
        if (!live) return;
        signOutLocally();
        navigate(paths.signIn(), { replace: true });
      });
    return () => {
      live = false;
    };
  }, [navigate]);
  return <Splash label={isTelegram() ? 'Signing in again…' : 'Signing out…'} />;
}
