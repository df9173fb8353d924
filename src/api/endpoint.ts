/**
 * Endpoints are data (the stripe-node way): each one names its service, method and path
 * template; one executor (http.ts) runs them all. Each is typed by its route in the contract
 * (src/contract): the input and output types are inferred from the route's schemas, and the
 * service, method, path and answer kind must be the route's own, or the table does not compile.
 * Only types come from the contract: no schema code ships.
 *
 *   export const walletsApi = {
 *     get: endpoint<typeof walletRoutes.get>({ service: 'v2', method: 'GET', path: '/wallets/{wallet_id}' }),
 *   };
 *   const wallet = await call(walletsApi.get, { path: { wallet_id } });
 */
import type { HttpMethod, Route, RouteInput, RouteOutput, Service } from '../contract/wire';

export type { HttpMethod, Service };

/** The request parts an endpoint accepts. Absent keys are not accepted. */
export interface EndpointInput {
  path?: Record<string, string | number>;
  query?: object;
  body?: object;
}

export interface EndpointSpec<In = EndpointInput, Out = unknown> {
  service: Service;
  method: HttpMethod;
  /** Template with `{name}` placeholders filled from `input.path`, URI-encoded. */
  path: string;
  /** 'text' for CSV exports, 'blob' for the statement PDF; default 'json'. */
  responseType?: 'json' | 'text' | 'blob';
  /** false: no 60 s timeout (API.md §1.2: the statement-PDF client has none). */
  timeout?: false;
  /** Captcha-protected auth calls: a 401 is propagated untouched, no refresh (API.md §1.4). */
  bypassAuth?: boolean;
  /** Carries the `captcha` header, with the token the caller passes (API.md §4 "captcha"). */
  captcha?: true;
  /** Phantom field that carries the types; never set at run time. */
  readonly __types?: { in: In; out: Out };
}

/** `responseType` is required exactly when the route answers CSV text or a file. */
type AnswerOf<R extends Route> = R['answer'] extends 'text' | 'blob'
  ? { responseType: R['answer'] }
  : { responseType?: undefined };

/** The table row for route R: its own service, method and path, and how the client runs it. */
export type EndpointFields<R extends Route> = {
  service: R['service'];
  method: R['method'];
  path: R['path'];
  /** false: no 60 s timeout (API.md §1.2: the statement-PDF client has none). */
  timeout?: false;
  /** Captcha-protected auth calls: a 401 is propagated untouched, no refresh (API.md §1.4). */
  bypassAuth?: boolean;
} & AnswerOf<R> &
  CaptchaOf<R>;

/** `captcha: true` exactly on the routes the contract marks (API.md §4): the header is the table's, never ad hoc. */
type CaptchaOf<R extends Route> = R['captcha'] extends true ? { captcha: true } : { captcha?: undefined };

export function endpoint<R extends Route>(
  spec: EndpointFields<R>,
): EndpointSpec<RouteInput<R>, RouteOutput<R>>;
/**
 * An endpoint typed by hand, for the executor's own tests only (a made-up route): the tables in
 * src/api/endpoints take their types from the contract (tests/unit/contract-layer.test.ts).
 */
export function endpoint<In extends EndpointInput, Out>(
  spec: Omit<EndpointSpec<In, Out>, '__types'>,
): EndpointSpec<In, Out>;
export function endpoint(spec: object): EndpointSpec {
  return spec as EndpointSpec;
}

export type InputOf<E> = E extends EndpointSpec<infer In, unknown> ? In : never;
export type OutputOf<E> = E extends EndpointSpec<EndpointInput, infer Out> ? Out : never;

/** Per-call options every endpoint accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Authorise this one call with this access token instead of the stored one (null: with none): a
   * call made for a session the app has just replaced (its sign-out). A 401 is then that session's
   * own answer: no renewal, no logout.
   */
  token?: string | null;
  /** The captcha token: sent as the `captcha` header, on an endpoint marked `captcha` only. */
  captcha?: string;
  /**
   * A fetch stand-in for this one call, through the same executor (headers, 401 machinery): the
   * KYC upload's XMLHttpRequest transport, which reports progress (api/upload-transport.ts).
   */
  transport?: typeof fetch;
}
