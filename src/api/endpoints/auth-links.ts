/**
 * The §19 auth calls of the web's email flows: magic-link sign-in, and the confirmation email and
 * finalize of a platform that confirms an address first. A table of their own so that only the
 * screens that use them carry them (auth.ts is on every first screen). The two captcha-protected
 * ones bypass the 401 machinery like those of §1.4: they are made before a session exists.
 */
import type { authLinkRoutes as R } from '../../contract/auth';
import { endpoint } from '../endpoint';

export const authLinksApi = {
  /** Magic-link email sign-in (§19): 201, no body; 403 = invite code required. */
  sendEmailMagicLink: endpoint<typeof R.sendEmailMagicLink>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/omni/email/magic',
    bypassAuth: true,
    captcha: true,
  }),
  /** The sign-up confirmation email again (§19); 429 when too soon. */
  resendSignUpEmail: endpoint<typeof R.resendSignUpEmail>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-up/password/email/resend',
    bypassAuth: true,
    captcha: true,
  }),
  /** Makes a password account a platform user (§19); 403 = invite code required. */
  finalizeSignUp: endpoint<typeof R.finalizeSignUp>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-up/password/email/finalize',
  }),
};
