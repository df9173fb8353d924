import { type MessageKey, t } from '../i18n';
import type { Service } from './endpoint';

/**
 * One error type for every failure the API layer can produce: HTTP statuses, timeouts, network
 * loss and cancellation. `message` is always a sentence a user can act on: the platform's own
 * wording where it is the more precise one (shown as sent), else ours in the user's language. The
 * server's own text is always kept in `serverMessage` for logs.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  service: Service;
  method: string;
  path: string;
  serverMessage?: string;
  code?: string;
  fields?: Record<string, string>;
  body?: unknown;
}

/**
 * SPEC §8's catalogue, plus the statuses the platform also uses (409, 429) and transport failures,
 * as catalogue keys: the sentence is read in the user's language when the error is made.
 */
export const ERROR_CATALOGUE = {
  400: 'common.api.badRequest',
  401: 'common.api.sessionEnded',
  403: 'common.api.forbidden',
  404: 'common.api.notFound',
  409: 'common.api.conflict',
  419: 'common.api.verificationExpired',
  422: 'common.api.invalid',
  423: 'common.api.blocked',
  429: 'common.api.rateLimited',
  500: 'common.api.server',
  network: 'common.api.network',
  timeout: 'common.api.timeout',
  aborted: 'common.api.aborted',
  unknown: 'common.api.unknown',
} as const satisfies Record<string, MessageKey>;

/** Statuses where the platform's own sentence is more precise than the catalogue's. */
const SERVER_WORDING = new Set([400, 401, 403, 404, 409, 413, 415, 419, 422, 429]);

/**
 * Its properties are declared (`declare`) and set in the constructor, not class fields: the browser
 * floor's Safari 15 gets class fields rewritten through a helper that every first screen would
 * then download (src/app/ErrorBoundary.tsx, src/api/http.ts do the same).
 */
export class ApiError extends Error {
  declare readonly kind: ApiErrorKind;
  /** HTTP status; 0 for network, timeout and cancellation. */
  declare readonly status: number;
  /** The platform's error code when it sends one (e.g. OTP_REQUIRED), else `HTTP_<status>` or the kind. */
  declare readonly code: string;
  declare readonly fields: Record<string, string>;
  declare readonly service: Service;
  declare readonly method: string;
  declare readonly path: string;
  declare readonly serverMessage: string | undefined;
  declare readonly body: unknown;

  declare private readonly init: ApiErrorInit;

  constructor(init: ApiErrorInit) {
    super();
    this.init = init;
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code ?? (init.kind === 'http' ? `HTTP_${init.status}` : init.kind.toUpperCase());
    this.fields = init.fields ?? {};
    this.service = init.service;
    this.method = init.method;
    this.path = init.path;
    this.serverMessage = init.serverMessage;
    this.body = init.body;
  }

  /**
   * Read in the user's language when shown, not when the error is made: a request that fails at
   * launch (home's early requests) fails before the sentences have arrived.
   */
  override get message(): string {
    return userMessage(this.init);
  }

  get isAbort() {
    return this.kind === 'aborted';
  }
  get isNetwork() {
    return this.kind === 'network' || this.kind === 'timeout';
  }
  get isTimeout() {
    return this.kind === 'timeout';
  }
  /** 419: the code or verification expired; the UI asks for a fresh one. */
  get isVerificationExpired() {
    return this.status === 419;
  }
  /** 423: the account is blocked; the app shows the blocked-account screen. */
  get isBlocked() {
    return this.status === 423;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function userMessage(init: ApiErrorInit): string {
  if (init.kind !== 'http') return t(ERROR_CATALOGUE[init.kind]);
  const server = init.serverMessage?.trim();
  if (server && SERVER_WORDING.has(init.status) && server.length <= 240) return sentence(server);
  if (init.status >= 500) return t(ERROR_CATALOGUE[500]);
  const known = (ERROR_CATALOGUE as Record<number, MessageKey | undefined>)[init.status];
  return t(known ?? ERROR_CATALOGUE.unknown);
}

/** A platform text as a sentence: capitalised, with a full stop (it is shown as the platform sent it). */
export function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * Reads an error body of unknown shape (API.md: "not shown"). Understands `message`/`error`
 * strings, NestJS-style `message: string[]`, `errors: {field: msg}` and `errors: [{field, message}]`.
 */
export function parseErrorBody(body: unknown): {
  message?: string;
  code?: string;
  fields?: Record<string, string>;
} {
  if (typeof body === 'string') return body.trim() ? { message: body.slice(0, 240) } : {};
  if (!body || typeof body !== 'object') return {};
  const b = body as Record<string, unknown>;
  const fields: Record<string, string> = {};
  if (b.errors && typeof b.errors === 'object') {
    if (Array.isArray(b.errors)) {
      for (const e of b.errors as { field?: string; property?: string; message?: string }[]) {
        const key = e.field ?? e.property;
        if (key && e.message) fields[key] = e.message;
      }
    } else {
      for (const [k, v] of Object.entries(b.errors as Record<string, unknown>)) {
        fields[k] = Array.isArray(v) ? String(v[0]) : String(v);
      }
    }
  }
  const rawMessage: unknown = Array.isArray(b.message) ? b.message[0] : b.message;
  const message =
    typeof rawMessage === 'string' ? rawMessage : typeof b.error === 'string' ? b.error : undefined;
  const code = typeof b.code === 'string' ? b.code : undefined;
  return { message, code, fields: Object.keys(fields).length ? fields : undefined };
}

/**
 * The sentence to show for any failure: an ApiError's catalogue sentence, another Error's own
 * message (our code throws sentences), else the caller's fallback.
 */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return err.message || fallback;
  if (err instanceof Error && err.message) return err.message;
  return fallback;
}
