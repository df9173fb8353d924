/** What the two React readers of the cache (useQuery, usePagedQuery) share. */
import { useSyncExternalStore } from 'react';
import { getEpoch, type QueryState, subscribeEpoch } from './cache';

export const noop = () => {};

/** Changes on clearQueries(): mounted readers fetch again. */
export function useEpoch(): number {
  return useSyncExternalStore(subscribeEpoch, getEpoch, getEpoch);
}

export function isHidden(): boolean {
  return typeof document !== 'undefined' && document.hidden === true;
}

/** Calls `listener` whenever the page's visibility changes. */
export function onVisibilityChange(listener: () => void): () => void {
  if (typeof document === 'undefined') return noop;
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

/** No data yet and one is coming (or nothing has failed yet). */
export function loadingOf(state: QueryState): boolean {
  return !state.hasData && (state.fetching || !state.error);
}
