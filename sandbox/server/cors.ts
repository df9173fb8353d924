/**
 * CORS as a real platform on another origin answers it (issue 9): the app's own origin(s) only,
 * the methods the API uses, and exactly the request headers of API.md §1.2. A browser refuses a
 * request whose preflight does not list one of its headers, so a header outside the contract
 * fails here as it would in production. Wraps the sandbox's fetch handler for `npm run sandbox`
 * and the two-origin browser tests; the same-origin dev/preview mount needs no CORS at all.
 */
export const CONTRACT_HEADERS = ['x-tenant-id', 'authorization', 'captcha', 'content-type', 'app-enviroment'];
export const ALLOWED_METHODS = ['GET', 'POST', 'PATCH', 'DELETE'];
const MAX_AGE_S = 600;

type FetchHandler = (request: Request) => Response | Promise<Response>;

export function withStrictCors(inner: FetchHandler, allowedOrigins: () => readonly string[]): FetchHandler {
  return async (request) => {
    const origin = request.headers.get('origin');
    const allowed = origin !== null && allowedOrigins().includes(origin);
    if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
      return preflight(request, allowed ? origin : null);
    }
    const response = await inner(request);
    // Whatever the inner app said about CORS, only an allowed origin may read the answer.
    const headers = new Headers(response.headers);
    for (const name of [...headers.keys()]) if (name.startsWith('access-control-')) headers.delete(name);
    if (allowed) {
      headers.set('access-control-allow-origin', origin);
      headers.set('access-control-expose-headers', 'content-disposition');
      headers.append('vary', 'Origin');
    }
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

function preflight(request: Request, origin: string | null): Response {
  const method = (request.headers.get('access-control-request-method') ?? '').toUpperCase();
  const asked = (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const unknown = asked.filter((h) => !CONTRACT_HEADERS.includes(h));
  // A refusal carries no Access-Control-Allow-* at all: the browser then blocks the request.
  if (!origin || !ALLOWED_METHODS.includes(method) || unknown.length > 0) {
    const why = !origin
      ? 'origin not allowed'
      : unknown.length
        ? `headers not allowed: ${unknown.join(', ')}`
        : 'method not allowed';
    return new Response(null, { status: 403, headers: { 'x-sandbox-cors': why, vary: 'Origin' } });
  }
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': ALLOWED_METHODS.join(', '),
      'access-control-allow-headers': CONTRACT_HEADERS.join(', '),
      'access-control-max-age': String(MAX_AGE_S),
      vary: 'Origin',
    },
  });
}

/** `SANDBOX_ALLOWED_ORIGINS` (comma-separated), else the local dev and preview servers. */
export function allowedOriginsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = env.SANDBOX_ALLOWED_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (list && list.length > 0) return list;
  return ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'];
}
