/**
 * Offset-paged lists (API.md §1.5) as infinite queries: page N is `limit = pageSize, offset =
 * N * pageSize`. Apart from client.ts so the first screens, which list nothing page by page, do
 * not load the infinite-query code.
 */
import {
  hashKey,
  type InfiniteData,
  infiniteQueryOptions,
  type Query,
  type QueryKey,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { EndpointInput, EndpointSpec, InputOf, OutputOf } from '../../api/endpoint';
import type { ApiError } from '../../api/errors';
import { DEFAULT_STALE_MS, endpointKey, fetchEndpoint, queryClient } from './client';
import { type ItemOf, readPage } from './page-envelope';
import type { Freshness } from './use-read';

export type { ItemOf } from './page-envelope';

type AnyEndpoint = EndpointSpec<EndpointInput, unknown>;

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
  /** Re-reads the first page (new rows), keeping the pages below and the user's place. */
  revalidate: () => void;
  /** Number of pages loaded. */
  pages: number;
  /** The first page's freshness: a failed refresh of what the list shows first (StaleNotice). */
  head: Freshness;
}

type WithQuery = { query?: object };

/**
 * Re-reading a list to catch new rows (a mount, the foreground, a heartbeat) re-reads its first
 * page only: new rows arrive at the top, and the pages below were read as the user scrolled;
 * fetching every loaded page again would cost one request per page scrolled past. After a write
 * (invalidateEndpoint) every loaded page is read again, so a changed row anywhere shows.
 * `headOnly`: queries whose next refetch is such a re-read; `headOnlyFetches`: the signals of
 * the refetches running that way (one signal per fetch, shared by its pages).
 */
const headOnly = new Set<string>();
const headOnlyFetches = new WeakSet<AbortSignal>();

function markHeadOnly(query: Pick<Query, 'state' | 'isStale' | 'queryHash'>): boolean {
  if (query.state.data !== undefined && query.isStale()) headOnly.add(query.queryHash);
  return true;
}

function pageInput(input: object, pageSize: number, index: number): object {
  const query = (input as WithQuery).query ?? {};
  return { ...input, query: { ...query, limit: pageSize, offset: index * pageSize } };
}

/**
 * Infinite-query options for a limit/offset list; `input` is the endpoint input without
 * limit/offset. Its key starts with the endpoint's, so invalidating the endpoint reaches it.
 */
export function pagedQuery<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E> | null,
  pageSize = 10,
  staleMs = DEFAULT_STALE_MS,
) {
  return infiniteQueryOptions<OutputOf<E>, ApiError, InfiniteData<OutputOf<E>, number>, QueryKey, number>({
    queryKey: [...endpointKey(ep), input ?? null, { pages: pageSize }],
    queryFn: ({ pageParam, signal, queryKey }) => {
      if (pageParam === 0 && headOnly.delete(hashKey(queryKey))) headOnlyFetches.add(signal);
      const cached = queryClient.getQueryData<InfiniteData<OutputOf<E>, number>>(queryKey);
      const kept = cached && headOnlyFetches.has(signal) ? cached.pageParams.indexOf(pageParam) : -1;
      if (pageParam > 0 && kept >= 0) return Promise.resolve(cached!.pages[kept]!);
      return fetchEndpoint(ep, pageInput(input as object, pageSize, pageParam), signal) as Promise<
        OutputOf<E>
      >;
    },
    // Coming back to the list (a mount, the app in the foreground) re-reads its first page only.
    refetchOnMount: markHeadOnly,
    refetchOnWindowFocus: markHeadOnly,
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastIndex) =>
      readPage(last, lastIndex * pageSize, pageSize).hasMore ? lastIndex + 1 : undefined,
    enabled: input !== null,
    staleTime: staleMs,
  });
}

function identityOf(item: unknown): unknown {
  if (item && typeof item === 'object') {
    const o = item as { id?: unknown; uuid?: unknown };
    return o.id ?? o.uuid;
  }
  return undefined;
}

const noop = () => {};

/**
 * A limit/offset list, page by page. Changing `input` (e.g. a filter) starts again from the first
 * page. Understands `{data,total}`, `{data,count}`, `{data,has_more}` and bare-array answers.
 */
export function usePagedList<E extends AnyEndpoint>(
  ep: E,
  input: InputOf<E> | null,
  opts: { pageSize?: number; staleMs?: number } = {},
): PagedResult<ItemOf<OutputOf<E>>> {
  type Item = ItemOf<OutputOf<E>>;
  const pageSize = opts.pageSize ?? 10;
  const options = pagedQuery(ep, input, pageSize, opts.staleMs);
  const result = useInfiniteQuery(options, queryClient);
  const { data, error, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch, dataUpdatedAt } =
    result;
  // A failed next page is the list's error, not a failed refresh of what it shows first.
  const headError = result.isFetchNextPageError ? undefined : (error ?? undefined);

  const lastItems = useRef<Item[]>([]);
  const view = useMemo(() => {
    let items: Item[] = [];
    const seen = new Set<unknown>();
    let total: number | undefined;
    for (const [index, page] of (data?.pages ?? []).entries()) {
      const read = readPage<Item>(page, index * pageSize, pageSize);
      for (const item of read.items) {
        const id = identityOf(item);
        if (id !== undefined) {
          if (seen.has(id)) continue;
          seen.add(id);
        }
        items.push(item);
      }
      total = read.total ?? total;
    }
    // A refetch that changed nothing hands back the same array, so what is derived from it (day
    // groups, formatted dates) is not redone.
    const previous = lastItems.current;
    if (items.length === previous.length && items.every((item, i) => item === previous[i])) items = previous;
    lastItems.current = items;
    return { items, total };
  }, [data, pageSize]);

  const loadMore = useCallback(() => {
    // A failed next page is tried again by the same call.
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false }).catch(noop);
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const key = options.queryKey;
  const refresh = useCallback(async () => {
    // Back to the first page: the later ones are dropped rather than fetched again one by one.
    queryClient.setQueryData<InfiniteData<unknown, number>>(
      key,
      (old) => old && { pages: old.pages.slice(0, 1), pageParams: old.pageParams.slice(0, 1) },
      // Still dated when they were fetched: a failed refresh says since when they are current.
      { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt },
    );
    await refetch({ cancelRefetch: false }).then(noop, noop);
  }, [key, refetch]);

  const revalidate = useCallback(() => {
    headOnly.add(hashKey(key));
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }, [key]);

  const hasData = data !== undefined;
  const pages = data?.pages.length ?? 0;
  return {
    ...view,
    hasMore: hasNextPage,
    loading: input !== null && !hasData && (isFetching || !error),
    loadingMore: isFetchingNextPage,
    error: error ?? undefined,
    loadMore,
    refresh,
    revalidate,
    pages,
    head: {
      data: data?.pages[0],
      error: headError,
      updatedAt: hasData ? dataUpdatedAt : 0,
      refreshing: isFetching && hasData && !isFetchingNextPage,
      refresh,
    },
  };
}
