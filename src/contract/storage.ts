/** Stored files — service v2 (API.md §18 KYC documents, §19 logos and the storage reads). */
import * as z from 'zod';
import { file, route, str } from './wire.ts';

/** What an upload answers (§18, §19): the stored file's path, `<type>/<folder_id>/<file_id>`. */
export const StoredFile = z.strictObject({ fullPath: str });
export type StoredFile = z.output<typeof StoredFile>;

/**
 * A file upload's body: multipart with one field `file`. API.md names the field for /storage/kyc
 * (§18) and says only "file upload" for the logos (§19); one platform names its upload field once.
 */
export const FileUploadBody = z.custom<FormData>(
  (v) => typeof FormData !== 'undefined' && v instanceof FormData,
);

/**
 * A file upload at `path` (v2): the body above, 201 with the stored file's path (as /storage/kyc
 * answers, §18; the logos' §19 says only "file upload"). Untimed: a document over a slow phone
 * takes minutes, and the client's upload transport gives up on a stall instead.
 */
export const uploadRoute = <P extends string>(path: P) =>
  route({
    service: 'v2',
    method: 'POST',
    path,
    body: FileUploadBody,
    response: StoredFile,
    status: 201,
    untimed: true,
  });

/** The two kinds of stored file a read names (§19 `type` ∈ kyc, logo). */
export const STORAGE_TYPES = ['kyc', 'logo'] as const;

export const storageRoutes = {
  /**
   * A stored file's bytes (§19). A logo is what an <img> draws, and an <img> sends no headers:
   * the platform serves logos to anyone holding the URL (as public storage buckets do; the file id
   * is unguessable), while a KYC document stays behind the owner's token.
   */
  file: route({
    service: 'v2',
    method: 'GET',
    path: '/storage/{type}/{folder_id}/{file_id}',
    params: z.strictObject({ type: z.enum(STORAGE_TYPES) }),
    response: file,
    answer: 'blob',
  }),
};
