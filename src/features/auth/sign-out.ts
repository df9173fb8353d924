import { revokeSession } from '../../api/sign-out';
import { signOutLocally } from './sign-in';

/** Leaving must not hang on a dead network: after this the tokens are dropped anyway. */
const REVOKE_WAIT_MS = 8000;

/**
 * A sign-out the user chose (the logout route, or leaving a web session for Telegram's account):
 * the platform first ends the session (API.md §19, scope local), so a refresh token copied earlier
 * stops working; then this device forgets it, also when the platform could not confirm (offline,
 * already expired). Apart from actions.ts, which the first screens load, so the revocation's code
 * comes only with the screens that sign out.
 */
export async function signOut(): Promise<void> {
  await revokeSession('local', AbortSignal.timeout(REVOKE_WAIT_MS)).catch(() => {});
  signOutLocally();
}
