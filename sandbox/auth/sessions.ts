import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { SignOutScope } from '../../src/contract/values/auth.ts';
import { fail } from '../server/errors.ts';
import type { Store } from '../server/store.ts';

/**
 * Opaque access and refresh tokens. Access tokens expire after `accessTtlMs`; refresh tokens
 * rotate on every use and a reused one is rejected (and revokes its family, as real platforms do
 * to contain a stolen token).
 */
interface AccessRow {
  token: string;
  userId: string;
  expiresAt: number;
  /** The refresh family it was issued with (one family = one signed-in device). */
  family?: string;
  /** When the family's sign-in happened (ms): refreshes keep it, a new sign-in starts a new one. */
  signedInAt?: number;
}
interface RefreshRow {
  token: string;
  userId: string;
  family: string;
  used: boolean;
  signedInAt?: number;
}

export interface SessionPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
}

export type AuthStyle = 'raw' | 'bearer';

export function createSessions(store: Store, opts: { accessTtlMs: () => number; now: () => number }) {
  const access = store.table<AccessRow>('access_tokens');
  const refresh = store.table<RefreshRow>('refresh_tokens');

  const issue = (
    userId: string,
    family = randomBytes(8).toString('hex'),
    signedInAt = opts.now(),
  ): SessionPair => {
    const accessToken = `sbx_at_${randomBytes(18).toString('base64url')}`;
    const refreshToken = `sbx_rt_${randomBytes(18).toString('base64url')}`;
    const expiresAt = opts.now() + opts.accessTtlMs();
    access.set(accessToken, { token: accessToken, userId, expiresAt, family, signedInAt });
    refresh.set(refreshToken, { token: refreshToken, userId, family, used: false, signedInAt });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: Math.round(opts.accessTtlMs() / 1000),
      expires_at: Math.floor(expiresAt / 1000),
    };
  };

  const rotate = (refreshToken: string): SessionPair => {
    const row = refresh.get(refreshToken);
    if (!row) fail(401, 'The refresh token is not valid. Please sign in again.');
    if (row.used) {
      for (const r of refresh.filter((x) => x.family === row.family))
        refresh.set(r.token, { ...r, used: true });
      fail(401, 'The refresh token was already used. Please sign in again.');
    }
    refresh.set(refreshToken, { ...row, used: true });
    return issue(row.userId, row.family, row.signedInAt);
  };

  /** The user id behind the request's Authorization header, in the service's style. */
  const userIdFrom = (c: Context, style: AuthStyle): string => {
    const header = c.req.header('authorization') ?? '';
    if (!header) fail(401, 'Authentication required.');
    let token = header;
    if (style === 'bearer') {
      if (!header.startsWith('Bearer ')) fail(401, 'This service expects "Authorization: Bearer <token>".');
      token = header.slice(7);
    } else if (header.startsWith('Bearer ')) {
      fail(401, 'This service expects the raw access token in Authorization, without "Bearer".');
    }
    const row = access.get(token);
    if (!row) fail(401, 'The access token is not valid.');
    if (row.expiresAt <= opts.now()) fail(401, 'The access token has expired.');
    return row.userId;
  };

  /** When the session behind the request's token signed in (ms), for "confirm it is you" checks. */
  const signedInAt = (c: Context, style: AuthStyle): number => {
    userIdFrom(c, style);
    const header = c.req.header('authorization') ?? '';
    const token = style === 'bearer' ? header.slice(7) : header;
    return access.get(token)?.signedInAt ?? 0;
  };

  const expireAll = () => {
    for (const row of access.values()) access.set(row.token, { ...row, expiresAt: 0 });
  };
  const revokeRefresh = (userId?: string) => {
    for (const row of refresh.values())
      if (!userId || row.userId === userId) refresh.set(row.token, { ...row, used: true });
  };
  const revokeUser = (userId: string) => {
    for (const row of access.filter((r) => r.userId === userId)) access.delete(row.token);
    revokeRefresh(userId);
  };

  /** Ends the sessions of one family (a device): its refresh tokens are spent, its access tokens gone. */
  const revokeFamily = (family: string) => {
    for (const r of refresh.filter((x) => x.family === family)) refresh.set(r.token, { ...r, used: true });
    for (const a of access.filter((x) => x.family === family)) access.delete(a.token);
  };

  /**
   * POST /auth/sign-out (API.md §19): `local` ends this device's session (the family of the tokens
   * in the body), `global` every session of the user, `others` all but this one.
   */
  const signOut = (userId: string, tokens: { access: string; refresh: string }, scope: SignOutScope) => {
    const own = refresh.get(tokens.refresh) ?? access.get(tokens.access);
    const family = own && own.userId === userId ? own.family : undefined;
    if (scope === 'global') return revokeUser(userId);
    if (!family)
      fail(422, 'These tokens do not belong to this session.', { refresh_token: 'Not this session.' });
    if (scope === 'local') return revokeFamily(family);
    const families = new Set(
      refresh.filter((r) => r.userId === userId && r.family !== family).map((r) => r.family),
    );
    for (const f of families) revokeFamily(f);
  };

  return { issue, rotate, userIdFrom, signedInAt, expireAll, revokeRefresh, revokeUser, signOut };
}

export type Sessions = ReturnType<typeof createSessions>;
