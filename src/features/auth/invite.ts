import { isApiError } from '../../api/errors';

/**
 * The platform's "invite code required" (API.md §4): 403 on the code, magic-link and Telegram
 * sign-ups and on finalize, 400 on /auth/sign-up. The body is not shown; a platform that names it
 * (`code: invite_code_required`) is read by the code, any other 403 of these calls by its status.
 */
export function inviteRequired(err: unknown): boolean {
  return isApiError(err) && (err.code === 'invite_code_required' || err.status === 403);
}
