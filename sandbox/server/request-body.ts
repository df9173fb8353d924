import type { Context, MiddlewareHandler } from 'hono';
import { UPLOAD_MAX_BYTES } from '../../src/shared/upload-rules.ts';
import { fail } from './errors.ts';

/** Bodies above this are refused whole (413); each field then has its own, smaller cap. */
const BODY_MAX_BYTES = 2 * 1024 * 1024;
const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

const bodies = new WeakMap<Request, string>();
const forms = new WeakMap<Request, UploadedForm>();

/** A multipart body as the routes read it: the form, and its `file` field's bytes (null when none). */
export interface UploadedForm {
  form: FormData;
  bytes: Uint8Array | null;
}
/** A multipart body may carry one document (the largest the platform takes) and its envelope. */
const MULTIPART_MAX_BYTES = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * Reads the whole request body before any route runs (issue 19). A route then has nothing left
 * to wait for: it reads its rows, checks their state and writes them in one synchronous turn, so
 * no other request can change a row between the check and the write. (A route that read a card,
 * then awaited a slow body, wrote its old copy back over a DELETE that landed meanwhile and
 * brought the closed card back.) That is why the readers in validate.ts are synchronous: there is
 * no `await` for a route to put between reading and writing.
 */
export const readBodyFirst: MiddlewareHandler = async (c, next) => {
  const multipart = /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '');
  if (multipart && !WITHOUT_BODY.has(c.req.method)) {
    // A file upload (API.md §18): parsed whole here, so the route stays synchronous too.
    if (Number(c.req.header('content-length')) > MULTIPART_MAX_BYTES)
      fail(413, `The file is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      fail(400, 'The multipart body could not be read.');
    }
    // The file's bytes too, so the route reads its type and keeps it without awaiting.
    const file = form.get('file');
    const bytes = file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : null;
    forms.set(c.req.raw, { form, bytes });
    bodies.set(c.req.raw, '');
  } else if (!WITHOUT_BODY.has(c.req.method)) {
    if (Number(c.req.header('content-length')) > BODY_MAX_BYTES) fail(413, 'The request body is too large.');
    let text: string;
    try {
      text = await c.req.text();
    } catch {
      fail(400, 'The request body could not be read.');
    }
    if (text.length > BODY_MAX_BYTES) fail(413, 'The request body is too large.');
    bodies.set(c.req.raw, text);
  }
  return next();
};

/** The request's body text, read by readBodyFirst ('' for a GET). */
export function bodyText(c: Context): string {
  const text = bodies.get(c.req.raw);
  if (text !== undefined) return text;
  if (WITHOUT_BODY.has(c.req.method)) return '';
  throw new Error(`${c.req.method} ${c.req.path}: the body was not read before the route (readBodyFirst).`);
}

/** The request's multipart form and its file's bytes, read by readBodyFirst; null when not multipart. */
export function bodyForm(c: Context): UploadedForm | null {
  return forms.get(c.req.raw) ?? null;
}
