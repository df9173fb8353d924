import { type ReactNode, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { isLandingTarget } from '../launch/deep-links';
import { paths } from './paths';
import { Splash } from './Splash';
import { rememberReturnTo, session } from './session-store';

/**
 * Screens that need a session render only when signed in. Otherwise the target is remembered
 * (a deep link survives sign-in) and the user goes to sign-in — on the web the form, inside
 * Telegram the automatic Telegram sign-in.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status } = useSnapshot(session);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const signedIn = status === 'signed-in';

  useEffect(() => {
    if (signedIn) return;
    const target = search ? `${location}?${search}` : location;
    if (isLandingTarget(target)) rememberReturnTo(target);
    navigate(paths.signIn(), { replace: true });
  }, [signedIn, location, search, navigate]);

  return signedIn ? children : <Splash />;
}
