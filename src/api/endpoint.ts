/**
 * Endpoints are data (the stripe-node way): each one names its service, method and path
 * template; one executor (http.ts) runs them all. The data is not written here: it is the
 * contract's route records (src/contract) projected at build time to what the executor reads
 * (src/build/endpoint-table.ts, served as `virtual:endpoint-table/<group>`), and typed by the
 * same routes: the input and output types are inferred from the route's schemas. Only types come
 * from the contract: no schema code ships.
 *
 *   export const walletsApi = table as EndpointsOf<typeof walletRoutes>;   // api/endpoints/wallets.ts
 *   const wallet = await call(walletsApi.get, { path: { wallet_id } });
 */
import type { HttpMethod, Route, RouteInput, RouteOutput, Service } from '../contract/wire.ts';

export type { HttpMethod, Service };

/** The request parts an endpoint accepts. Absent keys are not accepted. */
export interface EndpointInput {
  path?: Record<string, string | number>;
  query?: object;
  body?: object;
}

/** What the executor reads of a route; each field is the route's own (src/contract/wire.ts Route). */
export interface EndpointSpec<In = EndpointInput, Out = unknown> {
  service: Service;
  method: HttpMethod;
  /** Template with `{name}` placeholders filled from `input.path`, URI-encoded. */
  path: string;
  /** 'text' for CSV exports, 'blob' for the statement PDF and stored files; default 'json'. */
  responseType?: 'text' | 'blob';
  /** No 60 s timeout (API.md §1.2: the statement PDF; the uploads). */
  untimed?: true;
  /**
   * A captcha-protected auth call (API.md §4): carries the `captcha` header with the token the
   * caller passes, and its 401 is propagated untouched, no refresh (§1.4).
   */
  captcha?: true;
  /** Phantom field that carries the types; never set at run time. */
  readonly __types?: { in: In; out: Out };
}

/** The endpoint of route R: typed by its schemas. */
type EndpointOf<R extends Route> = EndpointSpec<RouteInput<R>, RouteOutput<R>>;

/** A group of routes as the client's endpoints, nested groups (orders' `create`) kept. */
export type EndpointsOf<G> = {
  readonly [K in keyof G]: G[K] extends Route ? EndpointOf<G[K]> : EndpointsOf<G[K]>;
};

/**
 * An endpoint typed by hand, for the executor's own tests only (a made-up route): the client's
 * endpoints come from the contract (src/api/endpoints, tests/unit/contract-layer.test.ts).
 */
export function endpoint<In extends EndpointInput, Out>(
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
  /** The captcha token: sent as the `captcha` header, on an endpoint marked `captcha` only. */
  captcha?: string;
  /**
   * A fetch stand-in for this one call, through the same executor (headers, 401 machinery): the
   * KYC upload's XMLHttpRequest transport, which reports progress (api/upload-transport.ts).
   */
  transport?: typeof fetch;
}
