/**
 * The data layer every feature reads through (DESIGN.md §5): cached, de-duplicated GETs with
 * stale-while-revalidate, invalidation after mutations, polling that pauses while the app is
 * hidden, and offset-paged lists.
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
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { EndpointInput, EndpointSpec, InputOf, OutputOf } from '../api/endpoint';
import type { ApiError } from '../api/errors';
import {
  clearAll,
  EMPTY_STATE,
  ensureEntry,
  fetchCached,
  getEpoch,
  getState,
  invalidateMatching,
  isStale,
  markStale,
  type QueryState,
  runFetch,
  subscribeEpoch,
  subscribeKey,
  writeData,
} from './query/cache';
import { type ItemOf, readPage } from './query/page-envelope';
import { queryKey } from './query/stable-key';

export type { ItemOf } from './query/page-envelope';

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

export interface QueryResult<Out> {
  data?: Out;
  error?: ApiError;
  /** No data yet and one is coming (show a skeleton). False when skipped or failed without data. */
  loading: boolean;
  /** Data is shown and a newer copy is being fetched. */
  refreshing: boolean;
  /**
   * The data shown is not known to be current: being fetched again, or marked stale (e.g. last
   * session's balances seeded at launch, before their refetch has started). Mark it as updating.
   */
  updating: boolean;
  /** Fetches again now (joins a request already in flight). Never rejects; see `error`. */
  refresh: () => Promise<void>;
}

const noop = () => {};
const SKIPPED: QueryState = EMPTY_STATE;
const noSubscription = () => noop;

function useEpoch(): number {
  return useSyncExternalStore(subscribeEpoch, getEpoch, getEpoch);
}

function isHidden(): boolean {
  return typeof document !== 'undefined' && document.hidden === true;
}

/** Calls `onVisible` whenever the page becomes visible again. */
function onVisibilityChange(listener: () => void): () => void {
  if (typeof document === 'undefined') return noop;
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

function loadingOf(state: QueryState): boolean {
  return !state.hasData && (state.fetching || !state.error);
}

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
    updating: state.hasData && (state.fetching || state.invalidated),
    refresh,
  };
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
export function seedQueryData<E extends AnyEndpoint>(ep: E, input: InputOf<E>, data: OutputOf<E>): void {
  const current = getState(queryKey(ep, input));
  // Seeding would also void a request in flight (its answer predates the write): never do either.
  if (current.hasData || current.fetching) return;
  writeData(ep, input as object, () => data);
  markStale(ep, input as object);
}

/** Whether cached data of one input is being fetched again or marked stale (see `updating`). */
export function isUpdating<E extends AnyEndpoint>(ep: E, input: InputOf<E>): boolean {
  const state = getState(queryKey(ep, input));
  return state.hasData && (state.fetching || state.invalidated);
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

// ---- paged lists ----

export interface PagedOptions {
  /** Page size sent as `limit`; default 10 (API.md §1.5). */
  pageSize?: number;
  staleMs?: number;
}

export interface PagedResult<T> {
  /** Items of every loaded page, in order; an item repeated across pages (by id/uuid) appears once. */
  items: T[];
  /** Total records when the envelope carries `total` or `count`. */
  total?: number;
  hasMore: boolean;
  /** First page not loaded yet. */
  loading: boolean;
  /** A further page is being loaded. */
  loadingMore: boolean;
  error?: ApiError;
  /** Loads the next page (or retries a failed one). */
  loadMore: () => void;
  /** Back to the first page, fetched again. */
  refresh: () => Promise<void>;
  /** Number of pages loaded. */
  pages: number;
}

type QueryWithPaging = { query?: object };

function pageInput(input: object, pageSize: number, index: number): object {
  const query = (input as QueryWithPaging).query ?? {};
  return { ...input, query: { ...query, limit: pageSize, offset: index * pageSize } };
}

function sameStates(a: readonly QueryState[], b: readonly QueryState[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

function identityOf(item: unknown): unknown {
  if (item && typeof item === 'object') {
    const o = item as { id?: unknown; uuid?: unknown };
    return o.id ?? o.uuid;
  }
  return undefined;
}

/**
 * A limit/offset list, page by page. `input` is the endpoint input without limit/offset (they are
 * set in `query`); changing it (e.g. a filter) starts again from the first page.
 * Understands `{data,total}`, `{data,count}`, `{data,has_more}` and bare-array answers.
 */
export function usePagedQuery<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E> | null,
  opts: PagedOptions = {},
): PagedResult<ItemOf<OutputOf<E>>> {
  type Item = ItemOf<OutputOf<E>>;
  const pageSize = opts.pageSize ?? 10;
  const staleMs = opts.staleMs ?? DEFAULT_STALE_MS;
  const baseKey = input === null ? null : `${queryKey(ep, input)}#${pageSize}`;
  const [pageState, setPageState] = useState({ base: baseKey, count: 1 });
  const count = pageState.base === baseKey ? pageState.count : 1;
  const latest = useRef({ ep, input });
  latest.current = { ep, input };

  // biome-ignore lint/correctness/useExhaustiveDependencies: baseKey stands for ep + input + pageSize.
  const pageKeys = useMemo(() => {
    if (input === null) return [];
    return Array.from({ length: count }, (_, i) => queryKey(ep, pageInput(input as object, pageSize, i)));
  }, [baseKey, count]);

  const cached = useRef<QueryState[]>([]);
  const subscribe = useCallback(
    (cb: () => void) => {
      const offs = pageKeys.map((k) => subscribeKey(k, cb));
      return () => {
        for (const off of offs) off();
      };
    },
    [pageKeys],
  );
  const snapshot = () => {
    const next = pageKeys.map(getState);
    if (!sameStates(cached.current, next)) cached.current = next;
    return cached.current;
  };
  const states = useSyncExternalStore(subscribe, snapshot, snapshot);
  const epoch = useEpoch();

  const entryFor = useCallback(
    (index: number) => {
      const { ep: e, input: i } = latest.current;
      return i === null ? null : ensureEntry(e, pageInput(i as object, pageSize, index));
    },
    [pageSize],
  );

  // Mount, new input, clearQueries and return to the foreground: only the first page is
  // revalidated when stale (new records arrive at the top). Re-reading every loaded page would
  // cost one request per page for data the user has already scrolled past.
  // biome-ignore lint/correctness/useExhaustiveDependencies: baseKey stands for ep + input + pageSize; epoch re-runs this after clearQueries.
  useEffect(() => {
    if (baseKey === null) return;
    const revalidate = () => {
      const entry = entryFor(0);
      if (entry && !isHidden() && isStale(entry.state, staleMs)) runFetch(entry).catch(noop);
    };
    revalidate();
    return onVisibilityChange(revalidate);
  }, [baseKey, staleMs, epoch, entryFor]);

  // A page appended by loadMore: fetch it when it has no data, was invalidated, or (the one just
  // appended) is stale. Pages loaded before are left alone: appending costs one request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: epoch re-runs this after clearQueries.
  useEffect(() => {
    if (isHidden()) return;
    for (let index = 1; index < pageKeys.length; index++) {
      const entry = entryFor(index);
      if (!entry) continue;
      const { state } = entry;
      const appended = index === pageKeys.length - 1;
      const missing = !state.hasData && !state.error;
      if (missing || state.invalidated || (appended && isStale(state, staleMs))) runFetch(entry).catch(noop);
    }
  }, [pageKeys, staleMs, epoch, entryFor]);

  const lastItems = useRef<Item[]>([]);
  const view = useMemo(() => {
    let items: Item[] = [];
    const seen = new Set<unknown>();
    let total: number | undefined;
    let hasMore = false;
    let loaded = 0;
    for (const [index, s] of states.entries()) {
      if (!s.hasData) break;
      const page = readPage<Item>(s.data, index * pageSize, pageSize);
      for (const item of page.items) {
        const id = identityOf(item);
        if (id !== undefined) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        items.push(item);
      }
      total = page.total ?? total;
      hasMore = page.hasMore;
      loaded++;
    }
    // A refetch that changed nothing (rows keep their identity: see share-equal.ts) hands back
    // the same array, so what is derived from it (day groups, formatted dates) is not redone.
    const previous = lastItems.current;
    if (items.length === previous.length && items.every((item, i) => item === previous[i])) items = previous;
    lastItems.current = items;
    const first = states[0] ?? EMPTY_STATE;
    const last = states[states.length - 1] ?? EMPTY_STATE;
    return {
      items,
      total,
      hasMore: loaded === states.length && hasMore,
      loading: baseKey !== null && loadingOf(first),
      loadingMore: states.length > 1 && loadingOf(last),
      error: states.find((s) => s.error)?.error,
      pages: loaded,
    };
  }, [states, pageSize, baseKey]);

  const loadMore = useCallback(() => {
    const lastIndex = count - 1;
    const last = getState(pageKeys[lastIndex] ?? '');
    if (!last.hasData) {
      // The last page failed: try it again rather than skipping past it.
      const entry = entryFor(lastIndex);
      if (entry && last.error && !last.fetching) runFetch(entry).catch(noop);
      return;
    }
    if (!view.hasMore) return;
    setPageState({ base: baseKey, count: count + 1 });
  }, [count, pageKeys, entryFor, view.hasMore, baseKey]);

  const refresh = useCallback(async () => {
    const { ep: e, input: i } = latest.current;
    // Later pages are dropped from view; mark them stale so loading them again fetches anew.
    if (i !== null)
      for (let index = 1; index < count; index++) markStale(e, pageInput(i as object, pageSize, index));
    setPageState({ base: baseKey, count: 1 });
    const entry = entryFor(0);
    if (entry) await runFetch(entry).catch(noop);
  }, [baseKey, entryFor, count, pageSize]);

  return { ...view, loadMore, refresh };
}
