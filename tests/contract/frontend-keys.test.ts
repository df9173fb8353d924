import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../sandbox/developer/keys.ts';
import { ledgerFor } from '../../sandbox/wallets/ledger.ts';
import { developerApi } from '../../src/api/endpoints/developer';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { control, expectLastRequest, failure, signInAs } from './harness';
import { sandboxForThisFile } from './lifecycle';

/** Frontend access keys (API.md §18): core service, raw token, per wallet with a role. */
const h = sandboxForThisFile();

let seq = 0;
const email = () => `frontend-keys-${++seq}@example.com`;
const firstWallet = async () => (await call(walletsApi.list, { query: {} })).data[0]!.uuid;

describe('contract: frontend access keys', () => {
  it('creates a key for a wallet with a role: the secret once, only its hash stored', async () => {
    const s = await signInAs(email());
    const wallet_id = await firstWallet();
    expect(await call(developerApi.frontendKeys)).toEqual({ success: true, data: [] });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: '/frontend/access/keys',
      token: s.access_token,
    });

    const created = await call(developerApi.createFrontendKey, {
      body: { name: 'Shop widget', role: 'READ_ONLY', wallet_id },
    });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/frontend/access/keys',
      token: s.access_token,
      body: { name: 'Shop widget', role: 'READ_ONLY', wallet_id },
      status: 200,
    });
    expect(created).toEqual({
      success: true,
      data: {
        id: expect.any(String),
        name: 'Shop widget',
        role: 'READ_ONLY',
        wallet_id,
        created_at: expect.any(String),
        is_enabled: true,
        key: expect.stringMatching(/^fk_sandbox_/),
      },
    });
    const { key, ...listed } = created.data;
    expect((await call(developerApi.frontendKeys)).data).toEqual([listed]);
    const stored = JSON.stringify(h.sandbox.ctx.store.table('frontend_access_keys').values());
    expect(stored).not.toContain(key);
    expect(stored).toContain(hashSecret(key));
  });

  it('regenerates a new secret (the old one is replaced) and revokes a key for good', async () => {
    const s = await signInAs(email());
    const wallet_id = await firstWallet();
    const { data: made } = await call(developerApi.createFrontendKey, {
      body: { name: 'Checkout', role: 'DEVELOPER', wallet_id },
    });
    const { data: again } = await call(developerApi.regenerateFrontendKey, {
      path: { key_id: made.id },
    });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: `/frontend/access/keys/${made.id}/regenerate`,
      token: s.access_token,
      body: {},
    });
    expect(again).toMatchObject({
      id: made.id,
      name: 'Checkout',
      role: 'DEVELOPER',
      wallet_id,
      is_enabled: true,
    });
    expect(again.key).toMatch(/^fk_sandbox_/);
    expect(again.key).not.toBe(made.key);
    const stored = JSON.stringify(h.sandbox.ctx.store.table('frontend_access_keys').values());
    expect(stored).not.toContain(hashSecret(made.key));

    const revoked = await call(developerApi.revokeFrontendKey, { path: { key_id: made.id } });
    expectLastRequest({
      method: 'DELETE',
      service: 'core',
      path: `/frontend/access/keys/${made.id}`,
      token: s.access_token,
      body: {},
    });
    expect(revoked).toEqual({ success: true, data: { id: made.id, revoked_at: expect.any(String) } });
    expect((await call(developerApi.frontendKeys)).data).toEqual([]);
    const gone = await failure(call(developerApi.regenerateFrontendKey, { path: { key_id: made.id } }));
    expect(gone.status).toBe(404);
    expect((await failure(call(developerApi.revokeFrontendKey, { path: { key_id: made.id } }))).status).toBe(
      404,
    );
  });

  it('refuses a missing or unknown role, a missing wallet, an empty name and a duplicate name', async () => {
    await signInAs(email());
    const wallet_id = await firstWallet();
    const bad = async (body: object) =>
      failure(
        call(developerApi.createFrontendKey, {
          body: body as { name: string; role: 'READ_ONLY'; wallet_id: string },
        }),
      );
    const noRole = await bad({ name: 'A', wallet_id });
    expect(noRole.status).toBe(422);
    expect(noRole.fields).toHaveProperty('role');
    expect((await bad({ name: 'A', role: 'OWNER', wallet_id })).fields).toHaveProperty('role');
    expect((await bad({ name: 'A', role: 'READ_ONLY' })).fields).toHaveProperty('wallet_id');
    expect((await bad({ role: 'READ_ONLY', wallet_id })).fields).toHaveProperty('name');
    expect((await bad({ name: '   ', role: 'READ_ONLY', wallet_id })).fields).toHaveProperty('name');
    expect((await bad({ name: 'A', role: 'READ_ONLY', wallet_id, extra: 1 })).status).toBe(422);
    await call(developerApi.createFrontendKey, { body: { name: 'Same', role: 'READ_ONLY', wallet_id } });
    const twice = await bad({ name: 'same', role: 'PRODUCTION', wallet_id });
    expect(twice.status).toBe(422);
    expect(twice.fields).toHaveProperty('name');
  });

  it("refuses another person's wallet, a member without a managing role, and their keys", async () => {
    await signInAs(email());
    const ownerWallet = await firstWallet();
    const { data: ownerKey } = await call(developerApi.createFrontendKey, {
      body: { name: 'Owner key', role: 'READ_ONLY', wallet_id: ownerWallet },
    });

    const other = await signInAs(email());
    const stranger = await failure(
      call(developerApi.createFrontendKey, {
        body: { name: 'X', role: 'READ_ONLY', wallet_id: ownerWallet },
      }),
    );
    expect(stranger.status).toBe(403);
    expect(
      (await failure(call(developerApi.revokeFrontendKey, { path: { key_id: ownerKey.id } }))).status,
    ).toBe(403);
    expect((await call(developerApi.frontendKeys)).data).toEqual([]);

    // A member with the `user` role sees nothing and may create nothing; an admin manages the keys.
    const ledger = ledgerFor(h.sandbox.ctx);
    ledger.addMember(ownerWallet, other.user_id, 'user');
    expect((await call(developerApi.frontendKeys)).data).toEqual([]);
    const member = await failure(
      call(developerApi.createFrontendKey, {
        body: { name: 'X', role: 'READ_ONLY', wallet_id: ownerWallet },
      }),
    );
    expect(member.status).toBe(403);
    ledger.addMember(ownerWallet, other.user_id, 'admin');
    expect((await call(developerApi.frontendKeys)).data.map((k) => k.id)).toEqual([ownerKey.id]);

    const unknown = await failure(
      call(developerApi.createFrontendKey, {
        body: { name: 'X', role: 'READ_ONLY', wallet_id: '00000000-0000-4000-8000-000000000000' },
      }),
    );
    expect(unknown.status).toBe(404);
  });

  it('asks the caller to confirm it is them, when the platform wants it, before a new secret or a revoke', async () => {
    const who = email();
    await signInAs(who);
    const wallet_id = await firstWallet();
    const { data: made } = await call(developerApi.createFrontendKey, {
      body: { name: 'Guarded', role: 'READ_ONLY', wallet_id },
    });
    await control('/frontend-keys/step-up', { on: true });
    await new Promise((r) => setTimeout(r, 5));
    try {
      const asked = await failure(call(developerApi.regenerateFrontendKey, { path: { key_id: made.id } }));
      expect(asked.status).toBe(403);
      expect(asked.code).toBe('REAUTH_REQUIRED');
      expect((await failure(call(developerApi.revokeFrontendKey, { path: { key_id: made.id } }))).code).toBe(
        'REAUTH_REQUIRED',
      );
      // A sign-in after the question is the proof: the same calls now go through.
      await new Promise((r) => setTimeout(r, 5));
      await signInAs(who);
      expect((await call(developerApi.regenerateFrontendKey, { path: { key_id: made.id } })).data.id).toBe(
        made.id,
      );
      expect((await call(developerApi.revokeFrontendKey, { path: { key_id: made.id } })).data.id).toBe(
        made.id,
      );
    } finally {
      await control('/frontend-keys/step-up', { on: false });
    }
  });

  it('refuses without a session', async () => {
    await signInAs(email());
    const err = await failure(call(developerApi.frontendKeys, { token: null }));
    expect(err.status).toBe(401);
  });
});
