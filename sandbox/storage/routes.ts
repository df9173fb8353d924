import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { LOGO_UPLOAD, sniffUploadType, uploadProblem } from '../../src/shared/upload-rules.ts';
import { PLATFORM_PREFIX } from '../paths.ts';
import type { SandboxModule } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import { bodyForm } from '../server/request-body.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { EXTENSIONS, folderOf, type StorageKind, storageFor } from './files.ts';

/**
 * Logos and stored files (API.md §19): POST /user/user-data/logo, POST /wallets/{wallet_id}/logo
 * (owner only), GET /storage/{type}/{folder_id}/{file_id}.
 *
 * API.md says only "file upload" for a logo: it is read as the KYC upload is (§18), multipart with
 * the field `file`, its type taken from its first bytes, not from what the browser declared. The
 * limits are the app's (src/shared/upload-rules.ts LOGO_UPLOAD: JPG, PNG or WebP up to 5 MB).
 * What the platform's file pipe answers for a file it will not take is not shown; a NestJS
 * platform's answers 400 Bad Request naming the field, for a missing file, a wrong type and a
 * size over the limit alike (a body over the largest upload is a 413 before any route runs).
 */
export const registerStorage: SandboxModule = (ctx) => {
  const files = storageFor(ctx);
  const ledger = ledgerFor(ctx);

  /** The picture in the request, checked; stored under `logo/<folder>/`; its path and its URL. */
  const storeLogo = (c: Context, owner: string, folder: string) => {
    const body = bodyForm(c);
    if (!body) refuse('Send the picture as multipart/form-data with the field "file".');
    const file = body.form.get('file');
    if (!(file instanceof Blob) || !body.bytes) refuse('The multipart field "file" must be a file.');
    const type = sniffUploadType(body.bytes);
    const problem = uploadProblem({ size: body.bytes.length, type: type ?? '' }, LOGO_UPLOAD);
    if (problem?.code === 'fileEmpty') refuse('The file is empty.');
    if (problem?.code === 'fileType') refuse('Upload a JPG, PNG or WebP picture.');
    if (problem?.code === 'fileSize') refuse(`The picture is larger than ${problem.params.mb} MB.`);
    const fullPath = `logo/${folder}/${randomUUID()}.${EXTENSIONS[type!]}`;
    files.put(fullPath, { bytes: body.bytes, type: type!, owner });
    // A URL the browser loads as it is: the platform's own v2 origin (this request's), public.
    const url = `${new URL(c.req.url).origin}${PLATFORM_PREFIX}/v2/storage/${fullPath}`;
    return { fullPath, url };
  };

  ctx.v2.post('/user/user-data/logo', (c) => {
    const userId = ctx.userId(c, 'v2');
    const { fullPath, url } = storeLogo(c, userId, folderOf('u', userId));
    ctx.users.update(userId, { logo_url: url });
    return c.json({ fullPath }, 201);
  });

  ctx.v2.post('/wallets/:wallet_id/logo', (c) => {
    const walletId = c.req.param('wallet_id');
    // API.md §19: owner only. An admin manages the wallet but not its face.
    const { userId, role } = ledger.assertWalletAccess(c, walletId, 'v2', 'manage');
    if (role !== 'owner') fail(403, 'Only the wallet owner can change its logo.');
    const { fullPath, url } = storeLogo(c, userId, folderOf('w', walletId));
    ledger.setLogo(walletId, url);
    return c.json({ fullPath }, 201);
  });

  /**
   * A stored file's bytes. A logo is public: an <img> sends no token and no tenant header, so the
   * platform serves it to whoever has its URL (as a public storage bucket does; the file id is a
   * random UUID), and app.ts lets this read through without the tenant header. A KYC document is
   * private: its owner's token only; anyone else gets the 404 an unknown file gets.
   */
  ctx.v2.get('/storage/:type/:folder_id/:file_id', (c) => {
    const type = c.req.param('type');
    if (type !== 'kyc' && type !== 'logo') fail(404, `No storage type ${type}: kyc or logo.`);
    const kind: StorageKind = type;
    const stored = files.get(`${kind}/${c.req.param('folder_id')}/${c.req.param('file_id')}`);
    if (kind === 'kyc' && stored?.owner !== ctx.userId(c, 'v2')) fail(404, 'No such file.');
    if (!stored) fail(404, 'No such file.');
    return c.body(stored.bytes.slice().buffer, 200, {
      'content-type': stored.type,
      'content-length': String(stored.bytes.length),
      // A logo's URL names one upload for good (a new logo is a new file): cacheable.
      'cache-control': kind === 'logo' ? 'public, max-age=31536000, immutable' : 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  });
};

function refuse(message: string): never {
  fail(400, message, { file: message });
}

/** The public read of a logo, which needs no tenant header (an <img> cannot send one). */
export const PUBLIC_LOGO_READ = new RegExp(`^${PLATFORM_PREFIX}/v2/storage/logo/[^/]+/[^/]+$`);
