import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { Splash } from '../../app/Splash';
import { isTelegram } from '../../lib/platform';
import { signOutLocally } from './actions';

/**
 * The logout route (config.logoutUrl; the API layer sends the browser here when a session can't
 * be renewed). Wipes tokens, cached queries and the session store, then shows sign-in — which,
 * inside Telegram, signs in again with the Telegram identity.
 */
export default function LogoutScreen() {
  const [, navigate] = useLocation();
  useEffect(() => {
    signOutLocally();
    navigate(paths.signIn(), { replace: true });
  }, [navigate]);
  return <Splash label={isTelegram() ? 'Signing in again…' : 'Signing out…'} />;
}
