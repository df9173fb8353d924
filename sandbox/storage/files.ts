import type { UploadType } from '../../src/shared/upload-rules.ts';
import type { SandboxContext } from '../server/context.ts';

/**
 * Stored files' bytes (API.md §18 KYC documents, §19 logos), by their `fullPath`
 * (`<type>/<folder_id>/<file_id>`), with who may read a private one. Kept in memory only, not in
 * the state file: the store writes its whole state before every answer, and megabytes of pictures
 * there would slow every request. So after the dev sandbox restarts, a file whose row survived
 * answers 404 (the app then draws the initials a missing picture falls back to).
 */
export interface StoredBytes {
  bytes: Uint8Array;
  type: UploadType;
  /** The user who uploaded it. */
  owner: string;
}

export type StorageKind = 'kyc' | 'logo';

const stores = new WeakMap<SandboxContext, Map<string, StoredBytes>>();

export function storageFor(ctx: SandboxContext) {
  let files = stores.get(ctx);
  if (!files) {
    const fresh = new Map<string, StoredBytes>();
    ctx.onReset(() => fresh.clear());
    stores.set(ctx, fresh);
    files = fresh;
  }
  const store = files;
  return {
    put(fullPath: string, file: StoredBytes) {
      store.set(fullPath, file);
    },
    get: (fullPath: string) => store.get(fullPath),
  };
}

/** A folder name made of an id, as a path segment: `u<user id>`, `w<wallet id>`. */
export function folderOf(prefix: 'u' | 'w', id: string): string {
  return `${prefix}${id.replace(/[^\w-]/g, '').slice(0, 40)}`;
}

export const EXTENSIONS: Record<UploadType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
