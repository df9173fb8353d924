import { isApiError } from '../../api/errors';

/** 423: the platform blocked this account; every auth screen sends the user to /auth/blocked. */
export function isBlocked(err: unknown): boolean {
  return isApiError(err) && err.status === 423;
}
