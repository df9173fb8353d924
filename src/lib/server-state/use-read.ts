/**
 * A screen's read: TanStack's useQuery with what screens are told about their data — shown data
 * whose refresh failed is stale since `updatedAt` (ui/StaleNotice), and data not known to be
 * current is `updating`.
 */
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiError } from '../../api/errors';
import { queryClient } from './client';

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

export interface ReadResult<Out> extends Freshness {
  data?: Out;
  error?: ApiError;
  /** No data yet and one is coming (show a skeleton). False when disabled or failed without data. */
  loading: boolean;
  /**
   * The data shown is not known to be current: being fetched again, or marked stale (the last
   * session's balances shown at launch, before their refetch has started). False once a refresh
   * failed: that data is stale, not updating (see `Freshness`).
   */
  updating: boolean;
}

type ReadOptions<Out> = UseQueryOptions<Out, ApiError, Out, QueryKey> & {
  queryKey: QueryKey;
  enabled: boolean;
};

const noop = () => {};

export function useRead<Out>(options: ReadOptions<Out>): ReadResult<Out> {
  const result = useQuery(options, queryClient);
  const { data, error, isFetching, dataUpdatedAt, refetch } = result;
  const hasData = data !== undefined;
  // Marked stale by an invalidation (or a snapshot shown at launch) but not yet being fetched.
  const invalidated =
    result.isStale &&
    queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })?.state.isInvalidated;
  const refresh = useCallback(() => refetch({ cancelRefetch: false }).then(noop, noop), [refetch]);
  return {
    data,
    error: error ?? undefined,
    loading: options.enabled && !hasData && (isFetching || !error),
    refreshing: isFetching && hasData,
    updating: hasData && (isFetching || (invalidated === true && !error)),
    updatedAt: hasData ? dataUpdatedAt : 0,
    refresh,
  };
}
