import { describe, expect, it } from 'vitest';
import { revokeSession } from '../../src/api/sign-out';
import { expectLastRequest, type SessionAnswer, signInAs } from './harness';
import { sandboxForThisFile } from './lifecycle';

/**
 * POST /auth/sign-out (API.md §19) through the real client against the sandbox: the body the
 * client sends, and what each scope revokes. A revoked session's refresh token is refused (401),
 * which is what makes a stolen or forgotten token worthless after signing out.
 */
const h = sandboxForThisFile();

/** Another device of the same user: its own session family, not stored in the client. */
const otherDevice = () => h.control<SessionAnswer>('/session', {});

/** Spends a refresh token directly, as an attacker holding a copy would. */
async function refreshStatus(refreshToken: string): Promise<number> {
  const res = await fetch(`${h.baseUrls.v2}/auth/refresh/refresh-token`, {
    method: 'POST',
    headers: { 'x-tenant-id': h.tenantId, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return res.status;
}

describe('contract: sign-out', () => {
  it('local: sends both tokens and the scope, then this session’s refresh token is refused; other devices stay', async () => {
    const here = await signInAs();
    const there = await otherDevice();
    await revokeSession('local');
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: '/auth/sign-out',
      token: here.access_token,
      body: { access_token: here.access_token, refresh_token: here.refresh_token, scope: 'local' },
      status: 204,
    });
    expect(await refreshStatus(here.refresh_token)).toBe(401);
    expect(await refreshStatus(there.refresh_token)).toBe(200);
  });

  it('local also ends the session’s access token at once', async () => {
    const here = await signInAs();
    await revokeSession('local');
    const res = await fetch(`${h.baseUrls.v2}/user`, {
      headers: { 'x-tenant-id': h.tenantId, authorization: `Bearer ${here.access_token}` },
    });
    expect(res.status).toBe(401);
  });

  it('global: every session of the user is refused afterwards, this one included', async () => {
    const here = await signInAs();
    const there = await otherDevice();
    await revokeSession('global');
    expect(h.lastRequest().status).toBe(204);
    expect(await refreshStatus(here.refresh_token)).toBe(401);
    expect(await refreshStatus(there.refresh_token)).toBe(401);
  });

  it('others: every other session ends, this one keeps working', async () => {
    const here = await signInAs();
    const there = await otherDevice();
    await revokeSession('others');
    expect(h.lastRequest().status).toBe(204);
    expect(await refreshStatus(there.refresh_token)).toBe(401);
    expect(await refreshStatus(here.refresh_token)).toBe(200);
  });

  it('refuses an unknown scope with a 422 naming scope', async () => {
    const here = await signInAs();
    const res = await fetch(`${h.baseUrls.v2}/auth/sign-out`, {
      method: 'POST',
      headers: {
        'x-tenant-id': h.tenantId,
        'content-type': 'application/json',
        authorization: `Bearer ${here.access_token}`,
      },
      body: JSON.stringify({
        access_token: here.access_token,
        refresh_token: here.refresh_token,
        scope: 'all',
      }),
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(await res.json())).toContain('scope');
  });
});
