import { paths } from '../routing/paths';

/**
 * The app's own ways to the logout route ("Sign out" in Profile, the blocked screen, the end of
 * "Sign out of all devices", leaving the mocked Telegram) mark their history entry. A link from
 * outside — typed, followed, embedded in a page — cannot carry that mark, so the logout route
 * asks before it signs anyone out (LogoutScreen). A forced logout needs no mark: by the time it
 * arrives the tokens are already gone.
 */
const MARK = 'signOutInApp';

type Navigate = (to: string, options?: { replace?: boolean; state?: unknown }) => void;

/** Goes to the logout route as the user's own choice. */
export function openSignOut(navigate: Navigate, replace = false): void {
  navigate(paths.logout(), { replace, state: { [MARK]: true } });
}

/** Loads the logout route afresh (leaving the mocked Telegram needs a new page), as the user's choice. */
export function reloadIntoSignOut(): void {
  history.replaceState({ [MARK]: true }, '', paths.logout());
  window.location.reload();
}

/** Whether this visit to the logout route came from the app itself. */
export function signOutChosenInApp(): boolean {
  const state: unknown = history.state;
  return typeof state === 'object' && state !== null && (state as Record<string, unknown>)[MARK] === true;
}
