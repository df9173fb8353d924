/**
 * Server state (DESIGN §5) lives in one TanStack Query client. A read is an endpoint of the table
 * (api/endpoints) and its input: `endpointQuery` turns the pair into query options (key + fetcher
 * through api/http's `call`), and every feature builds its own factories from it, so every screen
 * reading one resource hits one cache entry and one request.
 *
 * There is one client, provided in App (which mounts it) and also handed to every hook, so code
 * that runs before React (launch-data) and unit tests share the same cache.
 *
 * Policy, in one place:
 * - Data is fresh for 30 s; a screen mounting later, or the app coming back to the foreground,
 *   fetches it again when older (TanStack's focus manager listens to `visibilitychange`).
 * - No retries here: the executor already retries a GET once after a network error, and never a
 *   write (DESIGN §4); a second layer of retries would send the same request again.
 * - Polling pauses while the app is hidden (`refetchIntervalInBackground` stays false).
 * - A refetch keeps every unchanged part's identity (TanStack's structural sharing), so memoised
 *   rows do not render again.
 */
import { QueryClient, type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { EndpointInput, EndpointSpec, InputOf, OutputOf } from '../../api/endpoint';
import { ApiError } from '../../api/errors';
import { call } from '../../api/http';

declare module '@tanstack/react-query' {
  interface Register {
    // Every failure reaching a screen is the executor's one error type (DESIGN §4).
    defaultError: ApiError;
  }
}

type AnyEndpoint = EndpointSpec<EndpointInput, unknown>;

export const DEFAULT_STALE_MS = 30_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: DEFAULT_STALE_MS,
      retry: false,
    },
    mutations: { retry: false },
  },
});

/** What names an endpoint in a query key: service, method and path (never object identity). */
export function endpointKey(ep: Pick<AnyEndpoint, 'service' | 'method' | 'path'>): readonly string[] {
  return [ep.service, ep.method, ep.path];
}

export interface ReadOptions<Out> {
  /** Data older than this is fetched again on mount and return to the foreground. Default 30 s. */
  staleMs?: number;
  /**
   * Poll interval in ms, or a function of the latest data returning the next interval, or null to
   * stop (e.g. stop once an order is final). Paused while the app is hidden.
   */
  pollMs?: number | ((data: Out | undefined) => number | null);
}

const runCall = call as unknown as (ep: AnyEndpoint, input: object) => Promise<unknown>;

/** Runs one endpoint for the cache; every failure is an ApiError, even one not from the executor. */
export async function fetchEndpoint(ep: AnyEndpoint, input: object, signal: AbortSignal): Promise<unknown> {
  try {
    return await runCall(ep, { ...input, signal });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // A bug or a missing setup: still one error type, and a sentence, for the screens.
    throw new ApiError({
      kind: 'http',
      status: 0,
      code: 'CLIENT_ERROR',
      service: ep.service,
      method: ep.method,
      path: ep.path,
      serverMessage: err instanceof Error ? err.message : String(err),
    });
  }
}

/**
 * Query options for one endpoint and input; `input` null leaves the query disabled (e.g. until an
 * id is known). The fetch is cancelled (its AbortSignal) once nobody needs it any more.
 */
export function endpointQuery<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E> | null,
  opts: ReadOptions<OutputOf<E>> = {},
) {
  const { pollMs } = opts;
  return queryOptions<OutputOf<E>, ApiError, OutputOf<E>, QueryKey>({
    queryKey: [...endpointKey(ep), input ?? null],
    queryFn: ({ signal }) => fetchEndpoint(ep, input as object, signal) as Promise<OutputOf<E>>,
    enabled: input !== null,
    staleTime: opts.staleMs ?? DEFAULT_STALE_MS,
    refetchInterval:
      pollMs === undefined
        ? undefined
        : (query) => {
            const next = typeof pollMs === 'function' ? pollMs(query.state.data) : pollMs;
            return next !== null && next > 0 ? next : false;
          },
  }) as UseQueryOptions<OutputOf<E>, ApiError, OutputOf<E>, QueryKey> & {
    queryKey: QueryKey;
    enabled: boolean;
  };
}

/**
 * Marks cached reads stale after a write: every input of the endpoint (all pages, all filters), or
 * one input. Mounted readers fetch again at once; the others on their next mount.
 */
export function invalidateEndpoint<E extends AnyEndpoint>(ep: E, input?: InputOf<E>): Promise<void> {
  const queryKey = input === undefined ? [...endpointKey(ep)] : [...endpointKey(ep), input];
  return queryClient.invalidateQueries({ queryKey, exact: input !== undefined });
}

/** The cached data of one read, if any (no request). */
export function cachedData<E extends AnyEndpoint>(ep: E, input: InputOf<E>): OutputOf<E> | undefined {
  return queryClient.getQueryData<OutputOf<E>>([...endpointKey(ep), input]);
}

/** Replaces the cached data of one read, e.g. with the object a write returned. */
export function setCachedData<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  update: OutputOf<E> | ((old: OutputOf<E> | undefined) => OutputOf<E> | undefined),
): void {
  queryClient.setQueryData<OutputOf<E>>([...endpointKey(ep), input], update);
}

/**
 * Reads through the cache outside React: fresh cached data at once, else a fetch (joining one in
 * flight). Rejects with ApiError.
 */
export function fetchRead<E extends AnyEndpoint>(ep: E, input: InputOf<E>): Promise<OutputOf<E>> {
  return queryClient.fetchQuery(endpointQuery(ep, input));
}

/** Warms the cache (e.g. at launch, before a screen's code arrives); a failure stays for the screen. */
export function prefetchRead<E extends AnyEndpoint>(ep: E, input: InputOf<E>): void {
  void queryClient.prefetchQuery(endpointQuery(ep, input));
}

/** The cached state of one read without reading it (no request): data, last error and its time. */
export function peekRead<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
): { data?: OutputOf<E>; error?: ApiError; updatedAt: number; refreshing: boolean; invalidated: boolean } {
  const state = queryClient.getQueryState<OutputOf<E>, ApiError>([...endpointKey(ep), input]);
  const hasData = state?.data !== undefined;
  return {
    data: state?.data,
    error: state?.error ?? undefined,
    updatedAt: hasData ? (state?.dataUpdatedAt ?? 0) : 0,
    refreshing: hasData && state?.fetchStatus === 'fetching',
    invalidated: state?.isInvalidated === true,
  };
}

/** Cached data being fetched again, or marked stale and not failed since (see ReadResult.updating). */
export function isUpdating<E extends AnyEndpoint>(ep: E, input: InputOf<E>): boolean {
  const read = peekRead(ep, input);
  return read.data !== undefined && (read.refreshing || (read.invalidated && !read.error));
}

/**
 * Shows data kept from an earlier session (the last balances at relaunch) until the real answer
 * arrives: readers see it at once, marked stale (`updating`), dated `at`. Never replaces data
 * already fetched or being fetched in this session (its answer would be older than the write).
 */
export function seedCachedData<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  data: OutputOf<E>,
  at: number,
): void {
  const queryKey = [...endpointKey(ep), input];
  const state = queryClient.getQueryState(queryKey);
  if (state?.data !== undefined || state?.fetchStatus === 'fetching') return;
  queryClient.setQueryData(queryKey, data, { updatedAt: at });
  void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
}
