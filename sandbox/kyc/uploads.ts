import { randomUUID } from 'node:crypto';
import { KYC_UPLOAD, sniffUploadType, uploadProblem } from '../../src/shared/upload-rules.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import type { UploadedForm } from '../server/request-body.ts';
import { EXTENSIONS, folderOf, storageFor } from '../storage/files.ts';

/**
 * KYC documents (POST /storage/kyc, API.md §18): one multipart field `file`, checked as the
 * platform would (the limits are Stripe's for identity documents, src/shared/upload-rules.ts) by its
 * size and by its first bytes, not the type the browser declared. Answers 201 `{ fullPath }`:
 * `kyc/<the user's folder>/<file id>.<ext>`, the reference a form's file answer carries. The row
 * (owner, size, type) is kept with the state; the bytes in memory (storage/files.ts), read back by
 * their owner through GET /storage/kyc/{folder_id}/{file_id}.
 */
export interface UploadRow {
  full_path: string;
  user_id: string;
  size: number;
  type: string;
  created_at: string;
}

export function kycUploads(ctx: SandboxContext) {
  const uploads = ctx.store.table<UploadRow>('kyc_uploads');
  const files = storageFor(ctx);
  return {
    store(userId: string, body: UploadedForm | null): UploadRow {
      if (!body) fail(415, 'Send the file as multipart/form-data with the field "file".');
      const file = body.form.get('file');
      if (!(file instanceof Blob) || !body.bytes)
        invalid('file', 'The multipart field "file" must be a file.');
      if (file.size > KYC_UPLOAD.maxBytes)
        fail(413, `The file is larger than ${KYC_UPLOAD.maxBytes / 1024 / 1024} MB.`);
      const type = sniffUploadType(body.bytes);
      const problem = uploadProblem({ size: file.size, type: type ?? '' }, KYC_UPLOAD);
      if (problem?.code === 'fileEmpty') invalid('file', 'The file is empty.');
      if (problem) fail(415, 'Upload a JPG, PNG or PDF file.');
      const fullPath = `kyc/${folderOf('u', userId)}/${randomUUID()}.${EXTENSIONS[type!]}`;
      files.put(fullPath, { bytes: body.bytes, type: type!, owner: userId });
      return uploads.set(fullPath, {
        full_path: fullPath,
        user_id: userId,
        size: file.size,
        type: type!,
        created_at: new Date(ctx.now()).toISOString(),
      });
    },
    /** Was this reference uploaded by this user? */
    ownedBy: (fullPath: string, userId: string) => uploads.get(fullPath)?.user_id === userId,
  };
}
