/**
 * Offset-paged lists on the query cache (lib/query.ts), page by page. Apart from it, so the first
 * screens (sign-in, home), which list nothing page by page, do not load it.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { EndpointInput, EndpointSpec, InputOf, OutputOf } from '../../api/endpoint';
import type { ApiError } from '../../api/errors';
import { DEFAULT_STALE_MS, type Freshness } from '../query';
import {
  EMPTY_STATE,
  ensureEntry,
  getState,
  isStale,
  markStale,
  type QueryState,
  runFetch,
  subscribeKey,
} from './cache';
import { type ItemOf, readPage } from './page-envelope';
import { isHidden, loadingOf, noop, onVisibilityChange, useEpoch } from './react-shared';
import { queryKey } from './stable-key';

export type { ItemOf } from './page-envelope';

type AnyEndpoint = EndpointSpec<EndpointInput, unknown>;

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
  /** The first page's freshness: a failed refresh of what the list shows first (StaleNotice). */
  head: Freshness;
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
      first,
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

  const { first, ...rest } = view;
  const head: Freshness = {
    data: first.hasData ? first.data : undefined,
    error: first.error,
    updatedAt: first.updatedAt,
    refreshing: first.fetching && first.hasData,
    refresh,
  };
  return { ...rest, head, loadMore, refresh };
}
