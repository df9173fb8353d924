import { describe, expect, it } from 'vitest';
import { kycApi } from '../../src/api/endpoints/kyc';
import { storageApi } from '../../src/api/endpoints/storage';
import { teamApi } from '../../src/api/endpoints/team';
import { userApi } from '../../src/api/endpoints/user';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { clearTokens, storeTokens } from '../../src/api/session';
import { LOGO_UPLOAD } from '../../src/shared/upload-rules';
import { failure, signInAs, tokens } from './harness';
import { sandboxForThisFile } from './lifecycle';

/**
 * Logos (API.md §19): POST /user/user-data/logo, POST /wallets/{wallet_id}/logo (owner only),
 * GET /storage/{type}/{folder_id}/{file_id} (a logo public, a KYC document its owner's only).
 */
const h = sandboxForThisFile();

let seq = 0;
const email = (who: string) => `logos-${who}-${++seq}@example.com`;

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 9, 8, 7]);
const WEBP = new TextEncoder().encode('RIFF\u0010\0\0\0WEBPVP8 picture');
const form = (bytes: Uint8Array<ArrayBuffer>, type: string, name = 'me.png', field = 'file') => {
  const body = new FormData();
  body.set(field, new Blob([bytes], { type }), name);
  return body;
};
const logoPath = /^logo\/[\w-]+\/[\w-]+\.(png|jpg|webp)$/;

/** What a browser's <img> does: a GET of the URL as it is, with no token and no tenant header. */
async function asImage(url: string) {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: new Uint8Array(await res.arrayBuffer()),
  };
}

async function businessWallet(name = 'Acme Trading') {
  return (await call(walletsApi.create, { body: { type: 'business', name } })).uuid;
}

describe('contract: the user’s picture', () => {
  it('POST /user/user-data/logo takes a picture as multipart field `file`: 201 { fullPath }, logo_url then loads publicly with the same bytes', async () => {
    const s = await signInAs(email('me'));
    expect((await call(userApi.getData, {})).logo_url ?? null).toBeNull();
    const stored = await call(userApi.uploadLogo, { body: form(PNG, 'image/png') });
    const req = h.lastRequest();
    expect({ method: req.method, path: req.path, status: req.status }).toEqual({
      method: 'POST',
      path: '/user/user-data/logo',
      status: 201,
    });
    expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(req.headers.authorization).toBe(`Bearer ${s.access_token}`);
    expect(stored.fullPath).toMatch(logoPath);

    const url = (await call(userApi.getData, {})).logo_url!;
    // On the v2 service's origin, at GET /storage/{type}/{folder_id}/{file_id}: fullPath's place.
    expect(url).toBe(`${h.baseUrls.v2}/storage/${stored.fullPath}`);
    expect(await asImage(url)).toEqual({ status: 200, type: 'image/png', bytes: PNG });
    // The same read through the client (token and tenant sent) answers the same bytes.
    const [type, folder, file] = stored.fullPath.split('/') as ['logo', string, string];
    const blob = await call(storageApi.file, { path: { type, folder_id: folder, file_id: file } });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG);

    // A new picture is a new file: the URL changes, so no browser shows the old one from its cache.
    const second = await call(userApi.uploadLogo, { body: form(WEBP, 'image/webp', 'me.webp') });
    const url2 = (await call(userApi.getData, {})).logo_url!;
    expect(url2).not.toBe(url);
    expect(second.fullPath).toMatch(/\.webp$/);
    expect(await asImage(url2)).toEqual({ status: 200, type: 'image/webp', bytes: WEBP });
  });

  it('refuses with 400 naming the field: a file that is not JPG/PNG/WebP by its bytes, one over 5 MB, an empty one, no file, not multipart; logo_url is left as it was', async () => {
    await signInAs(email('bad'));
    const before = await call(userApi.uploadLogo, { body: form(JPEG, 'image/jpeg', 'me.jpg') });
    const refusals: [string, FormData][] = [
      ['a PDF', form(new TextEncoder().encode('%PDF-1.7 x'), 'image/png', 'doc.png')],
      ['text named .png', form(new TextEncoder().encode('just text'), 'image/png')],
      [
        'an SVG',
        form(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'),
      ],
      ['empty', form(new Uint8Array(0), 'image/png')],
      ['another field name', form(PNG, 'image/png', 'me.png', 'picture')],
    ];
    const big = new Uint8Array(LOGO_UPLOAD.maxBytes + 1);
    big.set(PNG);
    refusals.push(['over 5 MB', form(big, 'image/png')]);
    for (const [what, body] of refusals) {
      const err = await failure(call(userApi.uploadLogo, { body }));
      expect(err.status, what).toBe(400);
      expect(err.fields.file, what).toBeTruthy();
    }
    const tooBig = await failure(call(userApi.uploadLogo, { body: form(big, 'image/png') }));
    expect(tooBig.fields.file).toMatch(/5 MB/);
    const notMultipart = await failure(call(userApi.uploadLogo, { body: {} as FormData }));
    expect(notMultipart.status).toBe(400);
    expect((await call(userApi.getData, {})).logo_url).toBe(`${h.baseUrls.v2}/storage/${before.fullPath}`);
    clearTokens();
    expect((await failure(call(userApi.uploadLogo, { body: form(PNG, 'image/png') }))).status).toBe(401);
  });
});

describe('contract: a wallet’s logo', () => {
  it('the owner uploads it: 201 { fullPath }; the wallet and the list carry logo_url, which loads publicly with the same bytes', async () => {
    const s = await signInAs(email('owner'));
    const wallet = await businessWallet();
    const stored = await call(walletsApi.uploadLogo, {
      path: { wallet_id: wallet },
      body: form(JPEG, 'image/jpeg', 'acme.jpg'),
    });
    const req = h.lastRequest();
    expect({ method: req.method, path: req.path, status: req.status }).toEqual({
      method: 'POST',
      path: `/wallets/${wallet}/logo`,
      status: 201,
    });
    expect(req.headers.authorization).toBe(`Bearer ${s.access_token}`);
    expect(stored.fullPath).toMatch(logoPath);
    const url = `${h.baseUrls.v2}/storage/${stored.fullPath}`;
    expect((await call(walletsApi.get, { path: { wallet_id: wallet }, query: {} })).logo_url).toBe(url);
    const list = await call(walletsApi.list, { query: { include_shared: true, limit: 100, offset: 0 } });
    expect(list.data.find((w) => w.uuid === wallet)?.logo_url).toBe(url);
    expect(list.data.filter((w) => w.uuid !== wallet).map((w) => w.logo_url)).toEqual(
      list.data.filter((w) => w.uuid !== wallet).map(() => null),
    );
    expect(await asImage(url)).toEqual({ status: 200, type: 'image/jpeg', bytes: JPEG });
  });

  it('owner only: a member and an admin get 403 and the logo stays; a stranger 403; a wallet that does not exist 404', async () => {
    const owner = email('owner');
    await signInAs(owner);
    const wallet = await businessWallet();
    const path = { wallet_id: wallet };
    const first = await call(walletsApi.uploadLogo, { path, body: form(PNG, 'image/png') });
    const joined: Record<string, ReturnType<typeof tokens>> = {};
    for (const role of ['user', 'admin'] as const) {
      const who = email(role);
      const invite = await call(teamApi.invite, { path, body: { email: who, role } });
      await signInAs(who);
      await call(teamApi.acceptInvite, { body: { code: invite.code } });
      joined[role] = { ...tokens() };
      await signInAs(owner);
    }
    for (const role of ['user', 'admin'] as const) {
      storeTokens(joined[role]!);
      // Each sees the logo …
      expect((await call(walletsApi.get, { path, query: {} })).logo_url).toBe(
        `${h.baseUrls.v2}/storage/${first.fullPath}`,
      );
      // … and cannot change it.
      const refused = await failure(call(walletsApi.uploadLogo, { path, body: form(JPEG, 'image/jpeg') }));
      expect(refused.status, role).toBe(403);
    }
    await signInAs(email('stranger'));
    expect((await failure(call(walletsApi.uploadLogo, { path, body: form(PNG, 'image/png') }))).status).toBe(
      403,
    );
    const missing = { wallet_id: '00000000-0000-4000-8000-000000000000' };
    expect(
      (await failure(call(walletsApi.uploadLogo, { path: missing, body: form(PNG, 'image/png') }))).status,
    ).toBe(404);
    await signInAs(owner);
    expect((await call(walletsApi.get, { path, query: {} })).logo_url).toBe(
      `${h.baseUrls.v2}/storage/${first.fullPath}`,
    );
  });

  it('refuses a wrong type or size with 400, as the user’s picture', async () => {
    await signInAs(email('owner'));
    const path = { wallet_id: await businessWallet() };
    const big = new Uint8Array(LOGO_UPLOAD.maxBytes + 1);
    big.set(PNG);
    for (const body of [
      form(new TextEncoder().encode('%PDF-1.7'), 'application/pdf'),
      form(big, 'image/png'),
    ])
      expect((await failure(call(walletsApi.uploadLogo, { path, body }))).status).toBe(400);
    expect((await call(walletsApi.get, { path, query: {} })).logo_url).toBeNull();
  });
});

describe('contract: stored files', () => {
  it('a KYC document is read back by its owner only (401 without a token, 404 for anyone else); an unknown file is 404', async () => {
    await signInAs(email('kyc'));
    const doc = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 10, 9, 8]);
    const { fullPath } = await call(kycApi.upload, { body: form(doc, 'application/pdf', 'bill.pdf') });
    const [type, folder, file] = fullPath.split('/') as ['kyc', string, string];
    const path = { type, folder_id: folder, file_id: file };
    const blob = await call(storageApi.file, { path });
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(doc);
    // Not public, unlike a logo: no token, no file.
    expect((await asImage(`${h.baseUrls.v2}/storage/${fullPath}`)).status).toBe(401);
    await signInAs(email('other'));
    expect((await failure(call(storageApi.file, { path }))).status).toBe(404);
    expect(
      (await failure(call(storageApi.file, { path: { type: 'logo', folder_id: folder, file_id: file } })))
        .status,
    ).toBe(404);
  });
});
