/**
 * The rules of a platform form field (API.md §19 FormField: `required`, `validation`, `options`,
 * its type) and of a KYC document upload, written once: the app checks an answer as the user
 * types, the sandbox checks it again as the platform would. Answers a problem code and the values
 * its sentence needs, never the sentence (the app words it in the user's language; a `pattern`
 * problem carries the platform's own `message` when the form gives one).
 */

/** What the rules read of a FormField (the contract's FormField fits it). */
export interface FieldRules {
  type: string;
  required?: boolean;
  options?: { value: unknown }[];
  validation?: {
    pattern?: string;
    message?: string;
    minLength?: number;
    maxLength?: number;
    min?: number;
    max?: number;
  };
}

/** An answer as the form keeps it: text, a yes/no, or the values of a multiple choice. */
export type FieldAnswer = string | boolean | string[] | undefined;

export type FormProblem =
  | { code: 'required' | 'mustAccept' | 'email' | 'number' | 'date' | 'option' | 'file' }
  | { code: 'pattern'; params: { message: string | null } }
  | { code: 'minLength' | 'maxLength'; params: { limit: number } }
  | { code: 'min' | 'max'; params: { limit: string } };

/**
 * The documents a KYC upload may be: Stripe's limits for identity documents (JPG, PNG or PDF,
 * under 10 MB), the platform's own are not shown (API.md §18 names only the multipart field).
 */
export const KYC_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const KYC_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycUploadType = (typeof KYC_UPLOAD_TYPES)[number];

export type UploadProblem = { code: 'fileEmpty' | 'fileType' } | { code: 'fileSize'; params: { mb: number } };

/** A file the platform would refuse, by its size and media type; null when it may be sent. */
export function uploadProblem(file: { size: number; type: string }): UploadProblem | null {
  if (file.size === 0) return { code: 'fileEmpty' };
  if (!(KYC_UPLOAD_TYPES as readonly string[]).includes(file.type)) return { code: 'fileType' };
  if (file.size > KYC_UPLOAD_MAX_BYTES)
    return { code: 'fileSize', params: { mb: KYC_UPLOAD_MAX_BYTES / 1024 / 1024 } };
  return null;
}

/** The media type the first bytes of a file show (the sandbox does not trust the declared one). */
export function sniffUploadType(bytes: Uint8Array): KycUploadType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  return null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1;
}

/** What is wrong with one answer to one field; null when the platform would take it. */
export function fieldProblem(field: FieldRules, answer: FieldAnswer): FormProblem | null {
  const v = field.validation ?? {};
  if (field.type === 'switch') return null; // always answered: on or off
  if (field.type === 'checkbox' && !field.options?.length) {
    return field.required && answer !== true ? { code: 'mustAccept' } : null;
  }
  if (Array.isArray(answer)) {
    if (answer.length === 0) return field.required ? { code: 'required' } : null;
    const allowed = new Set((field.options ?? []).map((o) => String(o.value)));
    return answer.every((a) => allowed.has(a)) ? null : { code: 'option' };
  }
  const text = typeof answer === 'string' ? answer.trim() : '';
  if (text === '') return field.required ? { code: 'required' } : null;

  switch (field.type) {
    case 'email':
      if (!EMAIL.test(text)) return { code: 'email' };
      break;
    case 'number': {
      if (!DECIMAL.test(text)) return { code: 'number' };
      const n = Number(text);
      if (v.min !== undefined && n < v.min) return { code: 'min', params: { limit: String(v.min) } };
      if (v.max !== undefined && n > v.max) return { code: 'max', params: { limit: String(v.max) } };
      break;
    }
    case 'date':
      if (!isRealDate(text)) return { code: 'date' };
      break;
    case 'select':
    case 'radio':
    case 'checkbox':
      if (!(field.options ?? []).some((o) => String(o.value) === text)) return { code: 'option' };
      break;
    case 'file':
      // An uploaded file's reference (`fullPath` of POST /storage/kyc): a path, never a URL.
      if (!/^kyc\/[\w-]+\/[\w.-]+$/.test(text)) return { code: 'file' };
      break;
  }
  if (v.minLength !== undefined && text.length < v.minLength)
    return { code: 'minLength', params: { limit: v.minLength } };
  if (v.maxLength !== undefined && text.length > v.maxLength)
    return { code: 'maxLength', params: { limit: v.maxLength } };
  if (v.pattern !== undefined && !safePattern(v.pattern).test(text))
    return { code: 'pattern', params: { message: v.message ?? null } };
  return null;
}

/** The platform's pattern as a whole-value match; a pattern that does not compile matches all. */
function safePattern(pattern: string): RegExp {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u');
  } catch {
    return /[\s\S]*/;
  }
}
