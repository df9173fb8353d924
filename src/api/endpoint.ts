/**
 * Endpoints are data (the stripe-node way): each one names its service, method and path
 * template; one executor (http.ts) runs them all. The generic parameters carry the wire types.
 *
 *   export const walletEndpoints = {
 *     get: endpoint<{ path: { wallet_id: string } }, Wallet>({ service: 'v2', method: 'GET', path: '/wallets/{wallet_id}' }),
 *   };
 *   const wallet = await call(walletEndpoints.get, { path: { wallet_id } });
 */
export type Service = 'core' | 'v2' | 'totp';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The request parts an endpoint accepts. Absent keys are not accepted. */
export interface EndpointInput {
  path?: Record<string, string | number>;
  query?: object;
  body?: object;
}

export interface EndpointSpec<In extends EndpointInput = EndpointInput, Out = unknown> {
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
  /** Phantom field that carries the types; never set at run time. */
  readonly __types?: { in: In; out: Out };
}

export function endpoint<In extends EndpointInput = Record<never, never>, Out = unknown>(
  spec: Omit<EndpointSpec<In, Out>, '__types'>,
): EndpointSpec<In, Out> {
  return spec;
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
}
