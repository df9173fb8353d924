import { type $Fetch, createFetch, FetchError } from 'ofetch';
import { parseWireJson, toWireJson } from '../shared/wire-json';
import { type AppEnvironment, contractHeaders } from './contract-headers';
import { type EarlyAnswer, takeEarlyResponse } from './early-responses';
import type { CallOptions, EndpointInput, EndpointSpec, InputOf, OutputOf, Service } from './endpoint';
import { ApiError, parseErrorBody } from './errors';
import { toWirePhone } from './phone';
import { fillPath, requestUrl } from './query-string';
import { type RenewDeps, renewSession } from './renewal';
import { clearTokens, getAccessToken, getRefreshToken, onTokensChange, sessionOwner } from './session';

/**
 * The one executor every endpoint runs through (DESIGN §4): three services, the platform's
 * headers, a 60 s timeout, caller cancellation, and the 401 machinery of SPEC §8.
 */
export const TIMEOUT_MS = 60_000;

export interface TelegramIdentity {
  tg_id: string;
  hash: string;
  init_data_raw: string;
}

export interface ApiSetup {
  baseUrls: Record<Service, string>;
  tenantId: string;
  environment: () => AppEnvironment;
  /** Inside Telegram: the identity used to sign in again when no refresh token is stored. */
  telegramIdentity?: () => TelegramIdentity | null;
  /** Called once per forced logout, after tokens are cleared: navigate to the logout URL. */
  onLogout: () => void;
  /** Called when any call answers 423 (user blocked): the app shows its blocked-account screen. */
  onBlocked?: () => void;
  /** Test seam; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface RequestInput {
  path?: Record<string, string | number>;
  query?: object;
  body?: object;
  signal?: AbortSignal;
  token?: string | null;
  captcha?: string;
  transport?: typeof fetch;
}

let setup: ApiSetup | null = null;

export function setupApi(next: ApiSetup): void {
  setup = next;
}

/**
 * ofetch under a transport that removes the one header ofetch adds on its own: it sets
 * `Accept: application/json` on JSON bodies, and API.md §1.2 lists no Accept. Only the contract's
 * headers may leave (the platform's CORS preflight lists exactly those), and no cookie: the
 * platform authenticates by the Authorization header alone, so a cookie of the app's own origin
 * (where the platform is served from the same host) is not the platform's to read
 * (`credentials: 'omit'`, as the early requests, src/boot/launch.ts). The transport is resolved
 * per request so test doubles installed after setup are honoured.
 */
function clientOf(s: ApiSetup, transport?: typeof fetch): $Fetch {
  return createFetch({
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete('accept');
      return (transport ?? s.fetch ?? globalThis.fetch)(input, { ...init, headers, credentials: 'omit' });
    },
  });
}

function requireSetup(): ApiSetup {
  if (!setup) throw new Error('setupApi() must run before any API call.');
  return setup;
}

type CallInput<E> = InputOf<E> & CallOptions;
type OptionalIfEmpty<E> = keyof InputOf<E> extends never ? [input?: CallInput<E>] : [input: CallInput<E>];

/** Runs an endpoint. Throws ApiError for every failure. */
export function call<E extends EndpointSpec<EndpointInput, unknown>>(
  ep: E,
  ...[input]: OptionalIfEmpty<E>
): Promise<OutputOf<E>> {
  return execute(ep, (input ?? {}) as RequestInput, false) as Promise<OutputOf<E>>;
}

async function execute(ep: EndpointSpec, input: RequestInput, isRetry: boolean): Promise<unknown> {
  const s = requireSetup();
  const tokenUsed = input.token === undefined ? getAccessToken() : input.token;
  const owner = sessionOwner();
  try {
    return await send(ep, input, tokenUsed);
  } catch (err) {
    if (err instanceof ApiError && err.status === 423) s.onBlocked?.();
    if (
      !(err instanceof ApiError) ||
      err.status !== 401 ||
      ep.captcha || // a captcha-protected call's 401 is its own answer, made before a session (API.md §1.4)
      input.token !== undefined || // another session's call: its 401 is not this session's
      typeof window === 'undefined'
    )
      throw err;
    return handleUnauthorized(s, ep, input, isRetry, { token: tokenUsed, owner }, err);
  }
}

/** Whose session a call went out in, and with which access token. */
interface SentAs {
  token: string | null;
  owner: string | null;
}

const LOGOUT_PATHS = ['/auth/sign-in/telegram', '/auth/sign-up/telegram', '/auth/refresh/refresh-token'];

async function handleUnauthorized(
  s: ApiSetup,
  ep: EndpointSpec,
  input: RequestInput,
  isRetry: boolean,
  sent: SentAs,
  err: ApiError,
): Promise<unknown> {
  // The session changed owner since the call left (a sign-out, another account, maybe in another
  // tab): the 401 was the last owner's. Nothing is renewed or sent again as the new owner — a
  // payment of one account must never be retried in another's name — and nobody is logged out.
  const ownerChanged = () => sessionOwner() !== sent.owner;
  if (ownerChanged()) throw err;
  const inTelegram = s.environment() === 'telegram';
  if (isRetry || LOGOUT_PATHS.some((p) => ep.path.includes(p)) || (!getRefreshToken() && !inTelegram)) {
    forceLogout();
    throw err;
  }
  // A reply that raced a finished refresh: the stored token is already newer, so retry with it.
  const current = getAccessToken();
  if (!current || current === sent.token) {
    try {
      await renewSession(renewDeps(s), sent.token);
    } catch {
      if (!ownerChanged()) forceLogout();
      throw err;
    }
  }
  if (ownerChanged()) throw err;
  return execute(ep, input, true);
}

function renewDeps(s: ApiSetup): RenewDeps {
  return {
    inTelegram: s.environment() === 'telegram',
    telegramIdentity: () => s.telegramIdentity?.() ?? null,
    post: (path, body) => send({ service: 'v2', method: 'POST', path }, { body }, null) as Promise<never>,
  };
}

let logoutIssued = false;

/** Clears tokens and navigates to the logout URL, once per session. */
export function forceLogout(): void {
  const s = requireSetup();
  const hadTokens = getAccessToken() !== null || getRefreshToken() !== null;
  clearTokens();
  if (logoutIssued && !hadTokens) return;
  logoutIssued = true;
  s.onLogout();
}

// A fresh sign-in re-arms the once-only logout.
onTokensChange(() => {
  if (getAccessToken()) logoutIssued = false;
});

/** A non-2xx answer, before it becomes an ApiError. */
/** Declared properties set in the constructor, not class fields (see ApiError). */
class HttpFailure extends Error {
  declare readonly status: number;
  declare readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(`HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function send(ep: EndpointSpec, input: RequestInput, token: string | null): Promise<unknown> {
  const s = requireSetup();
  const path = fillPath(ep.path, input.path);
  const url = requestUrl(s.baseUrls[ep.service], path, input.query);
  const headers = contractHeaders(s.tenantId, s.environment(), ep.service, token);
  // A file goes as multipart/form-data (API.md §1.2): the browser writes that Content-Type with
  // its boundary.
  const form = input.body instanceof FormData && input.body;
  if (form) delete headers['Content-Type'];
  if (ep.captcha && input.captcha) headers.captcha = input.captcha;
  const init: RequestInit = {
    method: ep.method,
    headers,
    body: ep.method === 'GET' ? undefined : form || toWireJson(normalizeBody(input.body)),
  };
  // The same request sent by the preloader before the code arrived (GET wallets, Telegram sign-in):
  // its answer is read exactly as ours would be.
  const early = ep.responseType
    ? null
    : takeEarlyResponse(
        ep.method,
        url,
        token,
        s.environment(),
        typeof init.body === 'string' ? init.body : null,
      );
  const attempt = (adopt?: Promise<EarlyAnswer>) =>
    withTimeout(
      input.signal,
      async (signal) => {
        if (adopt) {
          const answer = await abortable(adopt, signal);
          const data = parseWireJson(answer.text);
          if (answer.status < 200 || answer.status > 299) throw new HttpFailure(answer.status, data);
          return data;
        }
        const response = await clientOf(s, input.transport).raw(url, {
          ...init,
          signal,
          retry: false,
          ignoreResponseError: true, // statuses become ApiErrors below, after lossless parsing
          // A binary answer (the statement PDF) arrives as a Blob; everything else as text we parse.
          responseType: ep.responseType === 'blob' ? 'blob' : 'text',
        } as Parameters<$Fetch['raw']>[1]);
        const raw = response._data as Blob | string | undefined;
        if (response.ok && ep.responseType === 'blob') return raw;
        const text = typeof raw === 'string' ? raw : raw instanceof Blob ? await raw.text() : '';
        const data = ep.responseType === 'text' && response.ok ? text : parseWireJson(text);
        if (!response.ok) throw new HttpFailure(response.status, data);
        return data;
      },
      ep.untimed ? null : TIMEOUT_MS,
    );
  const adopted = async (answer: Promise<EarlyAnswer>) => {
    try {
      return await attempt(answer);
    } catch (err) {
      if (err instanceof HttpFailure || err instanceof TimeoutSignal || input.signal?.aborted) throw err;
      return attempt(); // the early request failed on its way: send our own
    }
  };
  try {
    return await (early ? adopted(early) : attempt());
  } catch (err) {
    const apiErr = toApiError(err, ep, path, input.signal);
    // GETs may retry once after a network error; payload methods never retry by themselves.
    if (ep.method === 'GET' && apiErr.kind === 'network') {
      try {
        return await attempt();
      } catch (again) {
        throw toApiError(again, ep, path, input.signal);
      }
    }
    throw apiErr;
  }
}

/** Payload methods always send a JSON object (`{}` when empty); a `phone` goes out as digits only. */
function normalizeBody(body: object | undefined): object {
  if (!body) return {};
  const phone = (body as { phone?: unknown }).phone;
  return typeof phone === 'string' ? { ...body, phone: toWirePhone(phone) } : body;
}

/** Waits for a promise that cannot itself be cancelled, giving up when the signal aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}

class TimeoutSignal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TimeoutError'; // set here, not as a class field (see ApiError)
  }
}

/** Links the caller's signal with our own timeout (none when `ms` is null) and tells the two apart afterwards. */
async function withTimeout<T>(
  outer: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
  ms: number | null,
): Promise<T> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  const timer =
    ms === null ? undefined : setTimeout(() => controller.abort(new TimeoutSignal('timeout')), ms);
  try {
    return await run(controller.signal);
  } catch (err) {
    if (controller.signal.aborted && controller.signal.reason instanceof TimeoutSignal)
      throw new TimeoutSignal('timeout');
    throw err;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onAbort);
  }
}

function toApiError(err: unknown, ep: EndpointSpec, path: string, signal?: AbortSignal): ApiError {
  if (err instanceof ApiError) return err;
  const base = { service: ep.service, method: ep.method, path };
  if (err instanceof TimeoutSignal) return new ApiError({ ...base, kind: 'timeout', status: 0 });
  if (signal?.aborted) return new ApiError({ ...base, kind: 'aborted', status: 0 });
  if (err instanceof HttpFailure) {
    const parsed = parseErrorBody(err.body);
    return new ApiError({
      ...base,
      kind: 'http',
      status: err.status,
      serverMessage: parsed.message,
      code: parsed.code,
      fields: parsed.fields,
      body: err.body,
    });
  }
  // ofetch wraps what fetch threw; fetch rejects with a TypeError when the network fails
  // (offline, DNS, CORS refusal).
  if (err instanceof FetchError && !err.response) return toApiError(err.cause, ep, path, signal);
  if (err instanceof TypeError) return new ApiError({ ...base, kind: 'network', status: 0 });
  // Anything else is a bug in our own code: let it surface instead of posing as a network error.
  throw err;
}
