import type { Context, MiddlewareHandler } from 'hono';
import { fail } from './errors.ts';

/** Bodies above this are refused whole (413); each field then has its own, smaller cap. */
const BODY_MAX_BYTES = 2 * 1024 * 1024;
const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

const bodies = new WeakMap<Request, string>();

/**
 * Reads the whole request body before any route runs (issue 19). A route then has nothing left
 * to wait for: it reads its rows, checks their state and writes them in one synchronous turn, so
 * no other request can change a row between the check and the write. (A route that read a card,
 * then awaited a slow body, wrote its old copy back over a DELETE that landed meanwhile and
 * brought the closed card back.) That is why the readers in validate.ts are synchronous: there is
 * no `await` for a route to put between reading and writing.
 */
export const readBodyFirst: MiddlewareHandler = async (c, next) => {
  if (!WITHOUT_BODY.has(c.req.method)) {
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
