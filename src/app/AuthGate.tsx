import { Fragment, type ReactNode, useEffect, useLayoutEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation, useSearch } from 'wouter';
import { hasSession } from '../api/session';
import { isLandingTarget } from '../routing/deep-links';
import { paths } from '../routing/paths';
import { useOwnerEpoch } from '../session/owner-change';
import { rememberReturnTo, SENT_BY_GATE, session } from '../session/session-store';
import { Splash } from '../ui/Splash';

/**
 * Screens that need a session render only when signed in. Otherwise the target is remembered
 * (a deep link survives sign-in) and the user goes to sign-in — on the web the form, inside
 * Telegram the automatic Telegram sign-in.
 *
 * They render for one owner: when the owner changes under them (another tab signed in as someone
 * else), they are mounted afresh — no form, sheet or revealed secret of the last owner survives —
 * and, since a screen of the last account (its wallet, its card) means nothing to the new one,
 * the new owner starts from home.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const { status } = useSnapshot(session);
  const [location, navigate] = useLocation();
  const search = useSearch();
  const signedIn = status === 'signed-in';
  const epoch = useOwnerEpoch();
  const mountedFor = useRef(epoch);

  useEffect(() => {
    // Another tab's sign-in as someone else passes through "signed out" here: by now it may be over.
    if (signedIn || hasSession()) return;
    const target = search ? `${location}?${search}` : location;
    if (isLandingTarget(target)) rememberReturnTo(target);
    navigate(paths.signIn(), { replace: true, state: SENT_BY_GATE });
  }, [signedIn, location, search, navigate]);

  useLayoutEffect(() => {
    if (epoch === mountedFor.current) return;
    mountedFor.current = epoch;
    if (signedIn && location !== paths.home()) navigate(paths.home(), { replace: true });
  }, [epoch, signedIn, location, navigate]);

  return signedIn ? <Fragment key={epoch}>{children}</Fragment> : <Splash />;
}
