/**
 * What a file upload may be, written once for the app (checked before a byte leaves) and the
 * sandbox (checked again as the platform would, by the file's first bytes). Each kind of upload
 * has its limits: a KYC document, a logo. Answers a problem code and the values its sentence needs,
 * never the sentence (the app words it in the user's language).
 */

export interface UploadLimits {
  /** Media types accepted, as the file chooser's `accept` lists them. */
  types: readonly UploadType[];
  maxBytes: number;
}

export type UploadType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

/**
 * A KYC document: Stripe's limits for identity documents (JPG, PNG or PDF, under 10 MB); the
 * platform's own are not shown (API.md §18 names only the multipart field).
 */
export const KYC_UPLOAD: UploadLimits = {
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: 10 * 1024 * 1024,
};

/**
 * A profile picture or a wallet's logo (API.md §19 says only "file upload": no types, no size).
 * What every browser and Telegram client draws in an <img>: JPG, PNG and WebP (a phone's camera
 * writes JPG or HEIC; HEIC is left out because Chromium and Firefox cannot draw it, so a logo
 * uploaded from an iPhone would be invisible to everyone on Android). No PDF or SVG: an SVG is a
 * document that can carry script. 5 MB, as Slack and GitHub take for an avatar: a full-size phone
 * photo fits, a raw camera file does not.
 */
export const LOGO_UPLOAD: UploadLimits = {
  types: ['image/jpeg', 'image/png', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
};

/** The largest file any upload takes (the sandbox's cap on a multipart body). */
export const UPLOAD_MAX_BYTES = Math.max(KYC_UPLOAD.maxBytes, LOGO_UPLOAD.maxBytes);

export type UploadProblem = { code: 'fileEmpty' | 'fileType' } | { code: 'fileSize'; params: { mb: number } };

/** A file the platform would refuse, by its size and media type; null when it may be sent. */
export function uploadProblem(
  file: { size: number; type: string },
  limits: UploadLimits,
): UploadProblem | null {
  if (file.size === 0) return { code: 'fileEmpty' };
  if (!(limits.types as readonly string[]).includes(file.type)) return { code: 'fileType' };
  if (file.size > limits.maxBytes) return { code: 'fileSize', params: { mb: limits.maxBytes / 1024 / 1024 } };
  return null;
}

/** The media type the first bytes of a file show (the sandbox does not trust the declared one). */
export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  const at = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp'; // RIFF....WEBP
  if (at(0, 0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  return null;
}
