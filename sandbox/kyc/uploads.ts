import { randomUUID } from 'node:crypto';
import { KYC_UPLOAD_MAX_BYTES, sniffUploadType, uploadProblem } from '../../src/shared/form-rules.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';

/**
 * KYC documents (POST /storage/kyc, API.md §18): one multipart field `file`, checked as the
 * platform would (the limits are Stripe's for identity documents, src/shared/form-rules.ts) by its
 * size and by its first bytes, not the type the browser declared. Answers 201 `{ fullPath }`:
 * `kyc/<the user's folder>/<file id>.<ext>`, the reference a form's file answer carries. Only what
 * the checks need is kept (owner, size, type), not the bytes: nothing in the sandbox reads them back.
 */
export interface UploadRow {
  full_path: string;
  user_id: string;
  size: number;
  type: string;
  created_at: string;
}

const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' };

export function kycUploads(ctx: SandboxContext) {
  const uploads = ctx.store.table<UploadRow>('kyc_uploads');
  return {
    store(userId: string, body: { form: FormData; head: Uint8Array | null } | null): UploadRow {
      if (!body) fail(415, 'Send the file as multipart/form-data with the field "file".');
      const file = body.form.get('file');
      if (!(file instanceof Blob)) invalid('file', 'The multipart field "file" must be a file.');
      if (file.size > KYC_UPLOAD_MAX_BYTES)
        fail(413, `The file is larger than ${KYC_UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
      const type = sniffUploadType(body.head ?? new Uint8Array(0));
      const problem = uploadProblem({ size: file.size, type: type ?? '' });
      if (problem?.code === 'fileEmpty') invalid('file', 'The file is empty.');
      if (problem) fail(415, 'Upload a JPG, PNG or PDF file.');
      const folder = `u${userId.replace(/[^\w-]/g, '').slice(0, 32)}`;
      const fullPath = `kyc/${folder}/${randomUUID()}.${EXT[type!]}`;
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
