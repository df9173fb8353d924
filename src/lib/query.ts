/**
 * The data layer every feature reads through (DESIGN.md §5): cached, de-duplicated GETs with
 * stale-while-revalidate, invalidation after mutations, and polling that pauses while the app is
 * hidden. Offset-paged lists: query/paged.ts.
 *
 *   const { data, error, loading, refresh } = useQuery(walletEndpoints.get, { path: { wallet_id } });
 *   await call(walletEndpoints.rename, {...}); invalidate(walletEndpoints.get);
 *
 * - Key = service + method + path + stable JSON of the input; endpoint objects need not be identical.
 * - Cached data is shown at once and fetched again when older than `staleMs` (default 30 s).
 * - Identical requests in flight share one promise.
 * - A failed refetch keeps the previous data and exposes `error` next to it.
 * - Only reads belong here; mutations go through `call` directly, then invalidate/setQueryData.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import type { EndpointInput, EndpointSpec, InputOf, OutputOf } from '../api/endpoint';
import type { ApiError } from '../api/errors';
import {
  clearAll,
  EMPTY_STATE,
  ensureEntry,
  fetchCached,
  getState,
  invalidateMatching,
  isStale,
  markStale,
  type QueryState,
  runFetch,
  subscribeKey,
  writeData,
} from './query/cache';
import { isHidden, loadingOf, noop, onVisibilityChange, useEpoch } from './query/react-shared';
import { queryKey } from './query/stable-key';

type AnyEndpoint = EndpointSpec<EndpointInput, unknown>;

export const DEFAULT_STALE_MS = 30_000;

export interface QueryOptions<Out> {
  /** Data older than this is fetched again on mount/focus. Default 30 000 ms. */
  staleMs?: number;
  /**
   * Poll interval in ms, or a function of the latest data returning the next interval, or null to
   * stop (e.g. stop once an order is COMPLETE, back off while it is PENDING). Paused while hidden.
   */
  pollMs?: number | ((data: Out | undefined) => number | null);
}

/**
 * What a screen needs to say how current its data is: shown data whose last refresh failed
 * (`data` and `error` together) is stale since `updatedAt` (ui/StaleNotice).
 */
export interface Freshness {
  data?: unknown;
  error?: ApiError;
  /** When the data shown was last current (ms); 0 = no data yet. */
  updatedAt: number;
  /** Data is shown and a newer copy is being fetched. */
  refreshing: boolean;
  /** Fetches again now (joins a request already in flight). Never rejects. */
  refresh: () => Promise<void>;
}

export interface QueryResult<Out> extends Freshness {
  data?: Out;
  error?: ApiError;
  /** No data yet and one is coming (show a skeleton). False when skipped or failed without data. */
  loading: boolean;
  /** Data is shown and a newer copy is being fetched. */
  refreshing: boolean;
  /**
   * The data shown is not known to be current: being fetched again, or marked stale (e.g. last
   * session's balances seeded at launch, before their refetch has started). Mark it as updating.
   * False once a refresh failed: that data is stale, not updating (see `Freshness`).
   */
  updating: boolean;
  /** Fetches again now (joins a request already in flight). Never rejects; see `error`. */
  refresh: () => Promise<void>;
}

const SKIPPED: QueryState = EMPTY_STATE;
const noSubscription = () => noop;

/** Reads an endpoint; `input` null skips the request (e.g. until an id is known). */
export function useQuery<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E> | null,
  opts: QueryOptions<OutputOf<E>> = {},
): QueryResult<OutputOf<E>> {
  const staleMs = opts.staleMs ?? DEFAULT_STALE_MS;
  const key = input === null ? null : queryKey(ep, input);
  const latest = useRef({ ep, input, pollMs: opts.pollMs });
  latest.current = { ep, input, pollMs: opts.pollMs };

  const subscribe = useCallback((cb: () => void) => (key === null ? noop : subscribeKey(key, cb)), [key]);
  const snapshot = () => (key === null ? SKIPPED : getState(key));
  const state = useSyncExternalStore(key === null ? noSubscription : subscribe, snapshot, snapshot);
  const epoch = useEpoch();

  const entryNow = useCallback(() => {
    const { ep: e, input: i } = latest.current;
    return i === null ? null : ensureEntry(e, i as object);
  }, []);

  // Mount, key change, clearQueries, and return to the foreground: fetch when stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: epoch re-runs this after clearQueries.
  useEffect(() => {
    if (key === null) return;
    const revalidate = () => {
      const entry = entryNow();
      if (entry && !isHidden() && isStale(entry.state, staleMs)) runFetch(entry).catch(noop);
    };
    revalidate();
    return onVisibilityChange(revalidate);
  }, [key, staleMs, epoch, entryNow]);

  // Polling, scheduled from the last settled fetch so several pollers of one key do not stack up.
  const polling = opts.pollMs !== undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: epoch restarts polling after clearQueries.
  useEffect(() => {
    if (key === null || !polling) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = undefined;
      if (isHidden()) return;
      const current = getState(key);
      if (current.fetching) return; // rescheduled when it settles
      const poll = latest.current.pollMs;
      const delay = typeof poll === 'function' ? poll(current.data as OutputOf<E> | undefined) : poll;
      if (delay === null || delay === undefined || !(delay > 0)) return;
      const wait = Math.max(0, current.settledAt + delay - Date.now());
      timer = setTimeout(() => {
        const entry = entryNow();
        if (!entry || isHidden()) return;
        if (Date.now() - entry.state.settledAt >= delay) runFetch(entry).catch(noop);
        else schedule();
      }, wait);
    };
    const unsubscribe = subscribeKey(key, schedule);
    const stopVisibility = onVisibilityChange(schedule);
    schedule();
    return () => {
      clearTimeout(timer);
      unsubscribe();
      stopVisibility();
    };
  }, [key, polling, epoch, entryNow]);

  const refresh = useCallback(async () => {
    const entry = entryNow();
    if (entry) await runFetch(entry).catch(noop);
  }, [entryNow]);

  return {
    data: state.data as OutputOf<E> | undefined,
    error: state.error,
    loading: key !== null && loadingOf(state),
    refreshing: state.fetching && state.hasData,
    updating: updatingOf(state),
    updatedAt: state.updatedAt,
    refresh,
  };
}

function updatingOf(state: QueryState): boolean {
  return state.hasData && (state.fetching || (state.invalidated && !state.error));
}

/**
 * Reads through the cache: answers fresh cached data at once, else fetches (sharing a request
 * already in flight). Rejects with ApiError. For actions and loaders outside React.
 */
export function fetchQuery<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  opts: { staleMs?: number } = {},
): Promise<OutputOf<E>> {
  return fetchCached(ep, input as object, opts.staleMs ?? DEFAULT_STALE_MS) as Promise<OutputOf<E>>;
}

/** Warms the cache (e.g. on hover or before navigating); failures are kept for the screen to show. */
export function prefetchQuery<E extends AnyEndpoint>(ep: E, input: InputOf<E>): void {
  fetchQuery(ep, input).catch(noop);
}

/** Replaces cached data, e.g. with the object a mutation returned. Mounted readers re-render. */
export function setQueryData<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  data: OutputOf<E> | ((old: OutputOf<E> | undefined) => OutputOf<E>),
): void {
  const update = typeof data === 'function' ? (data as (old: unknown) => unknown) : () => data as unknown;
  writeData(ep, input as object, update);
}

/**
 * Shows data remembered from an earlier session (e.g. the last known balances at relaunch) until
 * the real answer arrives: readers see it at once, marked stale (`updating`), and fetch anew.
 * Never overwrites data already fetched in this session.
 */
export function seedQueryData<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
  data: OutputOf<E>,
  /** When the data was last current: what a stale notice says if the refetch fails. */
  at: number,
): void {
  const current = getState(queryKey(ep, input));
  // Seeding would also void a request in flight (its answer predates the write): never do either.
  if (current.hasData || current.fetching) return;
  writeData(ep, input as object, () => data, at);
  markStale(ep, input as object);
}

/** Whether cached data of one input is being fetched again or marked stale (see `updating`). */
export function isUpdating<E extends AnyEndpoint>(ep: E, input: InputOf<E>): boolean {
  return updatingOf(getState(queryKey(ep, input)));
}

/** When the cached data of one input was last current (ms), 0 when there is none. */
export function updatedAtOf<E extends AnyEndpoint>(ep: E, input: InputOf<E>): number {
  return getState(queryKey(ep, input)).updatedAt;
}

/** The cached data of one input with its last error and time, without reading it (no request). */
export function peekQuery<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E>,
): { data?: OutputOf<E>; error?: ApiError; updatedAt: number } {
  const { data, hasData, error, updatedAt } = getState(queryKey(ep, input));
  return { data: hasData ? (data as OutputOf<E>) : undefined, error, updatedAt };
}

/** The cached data for one input, if any (no request). */
export function getQueryData<E extends AnyEndpoint>(ep: E, input: InputOf<E>): OutputOf<E> | undefined {
  const state = getState(queryKey(ep, input));
  return state.hasData ? (state.data as OutputOf<E>) : undefined;
}

/**
 * Marks cached data stale after a mutation. Without `input`, every cached input of the endpoint
 * (all pages, all filters). Mounted readers fetch again at once; others on their next mount.
 */
export function invalidate<E extends AnyEndpoint>(ep: E, input?: InputOf<E>): void {
  invalidateMatching(ep, input as object | undefined);
}

/** Forgets everything (logout): in-flight requests are cancelled, nothing cached survives. */
export function clearQueries(): void {
  clearAll();
}
