import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { hasSession } from '../../api/session';
import { paths } from '../../app/paths';
import { Splash } from '../../app/Splash';
import { isTelegram } from '../../lib/platform';
import { showToast } from '../../ui/toast';
import { signOutLocally } from './actions';

/**
 * The logout route (config.logoutUrl; the API layer sends the browser here when a session can't
 * be renewed). Wipes tokens, cached queries and the session store, then shows sign-in — which,
 * inside Telegram, signs in again with the Telegram identity.
 */
export default function LogoutScreen() {
  const [, navigate] = useLocation();
  // A sign-out the user asked for arrives with the tokens still there; a forced one (the session
  // could not be renewed) arrives after the API layer already dropped them: say what happened.
  const [forced] = useState(() => !hasSession());
  useEffect(() => {
    signOutLocally();
    if (forced)
      showToast('Your session has ended', {
        description: isTelegram() ? 'Signing you in again.' : 'Please sign in again to continue.',
        duration: 6000,
      });
    navigate(paths.signIn(), { replace: true });
  }, [navigate, forced]);
  return <Splash label={isTelegram() ? 'Signing in again…' : 'Signing out…'} />;
}
