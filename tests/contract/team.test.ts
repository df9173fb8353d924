import { describe, expect, it } from 'vitest';
import { teamApi } from '../../src/api/endpoints/team';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { expectLastRequest, failure, signInAs, tokens } from './harness';
import { sandboxForThisFile } from './lifecycle';

/** Team wallets (API.md §19): members, roles, active state, invites, accepting by code. */
const h = sandboxForThisFile();

let seq = 0;
const email = (who: string) => `team-${who}-${++seq}@example.com`;

async function ownWallet() {
  const { data } = await call(walletsApi.list, { query: { include_shared: true, limit: 100, offset: 0 } });
  return data[0]!.uuid;
}

/** An owner with a wallet, and a second person who joined it with `role` through an invite. */
async function teamOf(role: 'admin' | 'user') {
  const owner = email('owner');
  const memberEmail = email(role);
  await signInAs(owner);
  const wallet = await ownWallet();
  const invite = await call(teamApi.invite, {
    path: { wallet_id: wallet },
    body: { email: memberEmail, role },
  });
  const member = await signInAs(memberEmail);
  await call(teamApi.acceptInvite, { body: { code: invite.code } });
  await signInAs(owner);
  const list = await call(teamApi.members, { path: { wallet_id: wallet }, query: { limit: 10, offset: 0 } });
  const id = list.data.find((m) => m.user_info?.[0]?.email === memberEmail)!.user_info![0]!.id;
  return { owner, memberEmail, wallet, id, member };
}

describe('contract: team wallets', () => {
  it('the owner invites by email; the invite is listed, mailed with its code, and accepted once', async () => {
    const owner = email('owner');
    const s = await signInAs(owner);
    const wallet = await ownWallet();
    const invitee = email('new');
    const invite = await call(teamApi.invite, {
      path: { wallet_id: wallet },
      body: { email: invitee, role: 'user' },
    });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: `/wallets/${wallet}/invites`,
      token: s.access_token,
      body: { email: invitee, role: 'user' },
    });
    expect(invite).toMatchObject({ email: invitee, role: 'user', used_at: null, code: expect.any(String) });
    expect(invite.code).toMatch(/^[A-Za-z0-9]+$/);
    expect(Date.parse(invite.expires_at)).toBeGreaterThan(Date.now());
    expect(h.outbox().some((m) => m.to === invitee && m.text.includes(invite.code))).toBe(true);

    const listed = await call(teamApi.invites, {
      path: { wallet_id: wallet },
      query: { limit: 10, offset: 0 },
    });
    expect(listed).toEqual({ total: 1, data: [invite], has_more: false });
    expect(await call(teamApi.getInvite, { path: { wallet_id: wallet, id: invite.id } })).toEqual(invite);

    await signInAs(invitee);
    const accepted = await call(teamApi.acceptInvite, { body: { code: invite.code } });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      token: tokens().access_token,
      path: '/wallets/accept-invite',
      body: { code: invite.code },
    });
    expect(accepted).toEqual({ wallet_id: wallet });
    const mine = await call(walletsApi.list, { query: { include_shared: true, limit: 100, offset: 0 } });
    expect(mine.data.find((w) => w.uuid === wallet)?.role).toBe('user');

    // Used once: a second person with the same code gets a refusal naming it.
    await signInAs(email('late'));
    const again = await failure(call(teamApi.acceptInvite, { body: { code: invite.code } }));
    expect(again.status).toBe(422);
    expect(again.fields.code).toMatch(/already been used/);
  });

  it('refuses a wrong, an expired and an empty code', async () => {
    await signInAs(email('owner'));
    const wallet = await ownWallet();
    const invite = await call(teamApi.invite, {
      path: { wallet_id: wallet },
      body: { email: email('x'), role: 'user' },
    });
    await signInAs(email('guest'));
    expect((await failure(call(teamApi.acceptInvite, { body: { code: 'NoSuchCode123' } }))).status).toBe(404);
    const blank = await failure(call(teamApi.acceptInvite, { body: { code: '' } }));
    expect(blank.status).toBe(422);
    expect(blank.fields.code).toBeTruthy();
    const row = h.sandbox.ctx.store
      .table<{ id: string; expires_at: string }>('wallet_invites')
      .get(invite.id)!;
    h.sandbox.ctx.store
      .table('wallet_invites')
      .set(invite.id, { ...row, expires_at: new Date(Date.now() - 1000).toISOString() });
    const expired = await failure(call(teamApi.acceptInvite, { body: { code: invite.code } }));
    expect(expired.status).toBe(422);
    expect(expired.fields.code).toMatch(/expired/);
  });

  it('refuses bad invite bodies: an unknown role, the owner role, a bad email, an extra field', async () => {
    await signInAs(email('owner'));
    const wallet = await ownWallet();
    const path = { wallet_id: wallet };
    for (const body of [
      { email: 'a@b.example', role: 'owner' },
      { email: 'a@b.example', role: 'boss' },
      { email: 'not-an-email', role: 'user' },
      { email: 'a@b.example', role: 'user', note: 'x' },
      { role: 'user' },
    ]) {
      const err = await failure(call(teamApi.invite, { path, body: body as never }));
      expect(err.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('lists members with roles and active state; pauses, resumes, changes a role and removes', async () => {
    const { wallet, id, memberEmail, member } = await teamOf('user');
    const path = { wallet_id: wallet, user_data_id: id };
    const listed = await call(teamApi.members, {
      path: { wallet_id: wallet },
      query: { limit: 10, offset: 0 },
    });
    expect(listed.total).toBe(2);
    expect(listed.data.map((m) => [m.role, m.is_active])).toEqual([
      ['owner', true],
      ['user', true],
    ]);

    const paused = await call(teamApi.deactivate, { path });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      token: tokens().access_token,
      path: `/wallets/${wallet}/users/${id}/deactivate`,
      body: {},
    });
    expect(paused).toMatchObject({ role: 'user', is_active: false });
    expect((await call(teamApi.member, { path })).is_active).toBe(false);
    const onlyPaused = await call(teamApi.members, {
      path: { wallet_id: wallet },
      query: { limit: 10, offset: 0, filter: { is_active: false } },
    });
    expect(onlyPaused.data.map((m) => m.user_info?.[0]?.email)).toEqual([memberEmail]);

    // A paused member no longer reaches the wallet.
    const { storeTokens } = await import('../../src/api/session');
    const ownerTokens = { ...tokens() };
    storeTokens(member);
    expect((await failure(call(walletsApi.get, { path: { wallet_id: wallet }, query: {} }))).status).toBe(
      403,
    );
    storeTokens(ownerTokens as never);

    expect(await call(teamApi.activate, { path })).toMatchObject({ is_active: true });
    const promoted = await call(teamApi.setRole, { path, body: { role: 'admin' } });
    expectLastRequest({
      method: 'PATCH',
      service: 'v2',
      token: tokens().access_token,
      path: `/wallets/${wallet}/users/${id}/role`,
      body: { role: 'admin' },
    });
    expect(promoted.role).toBe('admin');
    expect(await call(teamApi.removeMember, { path })).toBeFalsy();
    expectLastRequest({
      method: 'DELETE',
      service: 'v2',
      token: tokens().access_token,
      path: `/wallets/${wallet}/users/${id}`,
      status: 200,
    });
    expect((await failure(call(teamApi.member, { path }))).status).toBe(404);
  });

  it('enforces roles: a user sees no team; an admin cannot change roles, invite admins or touch the owner', async () => {
    const asUser = await teamOf('user');
    await signInAs(asUser.memberEmail);
    const w = { wallet_id: asUser.wallet };
    expect((await failure(call(teamApi.members, { path: w, query: {} }))).status).toBe(403);
    expect((await failure(call(teamApi.invites, { path: w, query: {} }))).status).toBe(403);
    expect(
      (await failure(call(teamApi.invite, { path: w, body: { email: 'z@z.example', role: 'user' } }))).status,
    ).toBe(403);

    const asAdmin = await teamOf('admin');
    const a = { wallet_id: asAdmin.wallet };
    await signInAs(asAdmin.owner);
    const owners = await call(teamApi.members, { path: a, query: { filter: { role: 'owner' } } });
    const ownerId = owners.data[0]!.user_info![0]!.id;
    await signInAs(asAdmin.memberEmail);
    expect((await call(teamApi.members, { path: a, query: {} })).total).toBe(2);
    const roleChange = await failure(
      call(teamApi.setRole, { path: { ...a, user_data_id: ownerId }, body: { role: 'user' } }),
    );
    expect(roleChange.status).toBe(403);
    expect((await failure(call(teamApi.deactivate, { path: { ...a, user_data_id: ownerId } }))).status).toBe(
      403,
    );
    expect(
      (await failure(call(teamApi.removeMember, { path: { ...a, user_data_id: ownerId } }))).status,
    ).toBe(403);
    expect(
      (await failure(call(teamApi.invite, { path: a, body: { email: 'q@q.example', role: 'admin' } })))
        .status,
    ).toBe(403);
    // …but may invite a plain member.
    expect((await call(teamApi.invite, { path: a, body: { email: 'q@q.example', role: 'user' } })).role).toBe(
      'user',
    );
  });

  it('revokes a waiting invite: it leaves the list and its code stops working', async () => {
    const owner = email('owner');
    await signInAs(owner);
    const wallet = await ownWallet();
    const invite = await call(teamApi.invite, {
      path: { wallet_id: wallet },
      body: { email: email('y'), role: 'user' },
    });
    await call(teamApi.revokeInvite, { path: { wallet_id: wallet, id: invite.id } });
    expectLastRequest({
      method: 'DELETE',
      service: 'v2',
      token: tokens().access_token,
      path: `/wallets/${wallet}/invites/${invite.id}`,
      status: 200,
    });
    expect((await call(teamApi.invites, { path: { wallet_id: wallet }, query: {} })).total).toBe(0);
    await signInAs(email('z'));
    expect((await failure(call(teamApi.acceptInvite, { body: { code: invite.code } }))).status).toBe(404);
  });

  it('a stranger reaches no team route of a wallet they are not in', async () => {
    await signInAs(email('owner'));
    const wallet = await ownWallet();
    await signInAs(email('stranger'));
    expect((await failure(call(teamApi.members, { path: { wallet_id: wallet }, query: {} }))).status).toBe(
      403,
    );
  });
});
