/**
 * The rules of a platform form field (API.md §19 FormField: `required`, `validation`, `options`,
 * its type), written once: the app checks an answer as the user types, the sandbox checks it
 * again as the platform would. Answers a problem code and the values its sentence needs, never
 * the sentence (the app words it in the user's language; a `pattern` problem carries the
 * platform's own `message` when the form gives one). Uploads have their own: upload-rules.ts.
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
