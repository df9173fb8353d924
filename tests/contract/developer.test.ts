import { describe, expect, it } from 'vitest';
import { hashSecret } from '../../sandbox/developer/keys.ts';
import { developerApi } from '../../src/api/endpoints/developer';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import { expectLastRequest, failure, signInAs } from './harness';
import { sandboxForThisFile } from './lifecycle';

/** Developer API keys and vendors (API.md §10): core service, raw token. */
const h = sandboxForThisFile();

let seq = 0;
const email = () => `dev-contract-${++seq}@example.com`;

describe('contract: developer keys', () => {
  it('list starts as a bare empty array', async () => {
    const s = await signInAs(email());
    expect(await call(developerApi.list)).toEqual([]);
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: '/developer/access/list',
      token: s.access_token,
      status: 200,
    });
  });

  it('create returns the secret once; the list never shows it; only its sha256 is stored', async () => {
    const s = await signInAs(email());
    const created = await call(developerApi.create, { body: { name: 'Backend', role: 'DEVELOPER' } });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/developer/access/create',
      token: s.access_token,
      body: { name: 'Backend', role: 'DEVELOPER' },
    });
    expect(created).toMatchObject({
      id: expect.any(String),
      name: 'Backend',
      role: 'DEVELOPER',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      apiKey: expect.stringMatching(/^sk_sandbox_/),
    });
    expect(created.key_hash).toBe(hashSecret(created.apiKey));

    const list = await call(developerApi.list);
    expect(list).toEqual([
      {
        id: created.id,
        name: 'Backend',
        role: 'DEVELOPER',
        created_at: created.created_at,
        updated_at: created.updated_at,
      },
    ]);
    const stored = JSON.stringify(h.sandbox.ctx.store.table('developer_api_keys').values());
    expect(stored).not.toContain(created.apiKey);
  });

  it('rotate gives a new secret and retires the old one; update changes the role (API.md §10: no rename)', async () => {
    const s = await signInAs(email());
    const created = await call(developerApi.create, { body: { name: 'Bot', role: 'READ_ONLY' } });
    const rotated = await call(developerApi.rotate, { body: { uuid: created.id } });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/developer/access/rotate',
      token: s.access_token,
      body: { uuid: created.id },
    });
    expect(Object.keys(rotated)).toEqual(['apiKey']);
    expect(rotated.apiKey).toMatch(/^sk_sandbox_/);
    expect(rotated.apiKey).not.toBe(created.apiKey);
    const row = h.sandbox.ctx.store
      .table<{ id: string; key_hash: string }>('developer_api_keys')
      .get(created.id)!;
    expect(row.key_hash).toBe(hashSecret(rotated.apiKey));

    await call(developerApi.update, { body: { uuid: created.id, role: 'PRODUCTION' } });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/developer/access/update',
      token: s.access_token,
      body: { uuid: created.id, role: 'PRODUCTION' },
      status: 200,
    });
    expect(await call(developerApi.list)).toMatchObject([{ id: created.id, role: 'PRODUCTION' }]);
  });

  it('refuses bad input with field errors, unknown keys with 404, and other users’ keys', async () => {
    await signInAs(email());
    const badRole = await failure(call(developerApi.create, { body: { name: 'x', role: 'OWNER' as never } }));
    expect(badRole.status).toBe(422);
    expect(badRole.fields.role).toBeTruthy();
    const noName = await failure(call(developerApi.create, { body: { name: '', role: 'DEVELOPER' } }));
    expect(noName.fields.name).toBeTruthy();
    const mine = await call(developerApi.create, { body: { name: 'Mine', role: 'DEVELOPER' } });
    const dup = await failure(call(developerApi.create, { body: { name: 'mine', role: 'DEVELOPER' } }));
    expect(dup.status).toBe(422);

    await signInAs(email());
    expect((await failure(call(developerApi.rotate, { body: { uuid: mine.id } }))).status).toBe(404);
    expect(
      (await failure(call(developerApi.update, { body: { uuid: mine.id, role: 'READ_ONLY' } }))).status,
    ).toBe(404);
    clearTokens();
    expect((await failure(call(developerApi.list))).status).toBe(401);
  });

  it('vendors list is a bare array of Vendor', async () => {
    const s = await signInAs(email());
    const vendors = await call(developerApi.vendors);
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: '/developer/vendors/list',
      token: s.access_token,
    });
    expect(vendors.length).toBeGreaterThan(0);
    for (const v of vendors) {
      expect(Object.keys(v).sort()).toEqual(['currency', 'currency_id', 'id', 'name', 'type']);
    }
  });
});
