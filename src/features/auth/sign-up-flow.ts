import { authApi } from '../../api/endpoints/auth';
import { authLinksApi } from '../../api/endpoints/auth-links';
import { call } from '../../api/http';
import { paths } from '../../routing/paths';
import { referrer } from '../../session/referral';
import { asAuthCall } from '../../session/session-store';
import { inviteRequired } from './invite';
import { signedIn, signInWithPassword } from './sign-in';

/**
 * Email + password sign-up (API.md §4, §19), loaded when the form is sent. The account becomes a
 * platform user at finalize, which carries the extras the password body has no room for (invite
 * code, referrer); it is called with the new session's token before the session is stored, so a
 * tenant that asks for an invite code gets it before anything of the account is shown.
 *  - The answer has tokens: finalize, then signed in.
 *  - No tokens and the address is not confirmed: the platform confirms email first; the user gets a
 *    link (resend on a countdown), and finalize runs where it lands (AuthLinkScreen).
 *  - No tokens, address confirmed (⚠#2: the contract's bare UserEntity): sign in with the password.
 */
export interface TokenPair {
  access_token: string;
  refresh_token: string | null;
}

/** What the sign-up screen shows next when it is not done (signed in, a flow answers a path instead). */
export type SignUpStep = { kind: 'check-email'; email: string } | { kind: 'invite'; pair: TokenPair };

export async function signUp(
  email: string,
  password: string,
  captcha?: string,
): Promise<string | SignUpStep> {
  const address = email.trim();
  const answer = await asAuthCall(() =>
    call(authApi.signUpPassword, { body: { email: address, password }, captcha }),
  );
  if (answer.access_token) {
    return finishSignUp({ access_token: answer.access_token, refresh_token: answer.refresh_token ?? null });
  }
  if (!answer.email_confirmed_at) return { kind: 'check-email', email: address };
  return signInWithPassword(address, password);
}

/**
 * Finalize with the new session's token, then store the session. `inviteCode` undefined: the
 * first try, whose "invite code required" answers the invite step instead of an error.
 */
export async function finishSignUp(pair: TokenPair, inviteCode?: string): Promise<string | SignUpStep> {
  try {
    await asAuthCall(() =>
      call(authLinksApi.finalizeSignUp, {
        body: { invite_code: inviteCode, referrer: referrer() },
        token: pair.access_token,
      }),
    );
  } catch (err) {
    if (inviteCode === undefined && inviteRequired(err)) return { kind: 'invite', pair };
    throw err;
  }
  return signedIn(pair);
}

/** The confirmation email again (captcha-protected; 429 when asked too soon). */
export function resendConfirmation(email: string, captcha?: string): Promise<undefined> {
  return asAuthCall(() => call(authLinksApi.resendSignUpEmail, { body: { email }, captcha }));
}

/** Where a magic link lands: this app's landing route, on this origin (the platform allow-lists it). */
export const magicLinkLanding = () => `${window.location.origin}${paths.authLink()}`;

/** Asks for a magic sign-in link (captcha-protected; 403 = invite code required). */
export function sendMagicLink(
  email: string,
  extra: { captcha?: string | undefined; invite_code?: string | undefined },
): Promise<undefined> {
  return asAuthCall(() =>
    call(authLinksApi.sendEmailMagicLink, {
      body: {
        email: email.trim(),
        invite_code: extra.invite_code,
        referrer: referrer(),
        redirect_url: magicLinkLanding(),
      },
      captcha: extra.captcha,
    }),
  );
}
