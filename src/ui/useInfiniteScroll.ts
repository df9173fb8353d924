import { useEffect, useRef } from 'react';
import type { PagedResult } from '../lib/server-state/paged';

/**
 * Infinite scroll: the returned element (a sentinel under the list) asks for the next page when it
 * comes near the viewport. Re-observed after each page, so a sentinel still in view asks again
 * and fills a tall screen; and after each refresh of the list, because a next page asked for
 * while one runs is not fetched (the query is busy) and a sentinel that stays in view would
 * otherwise never ask again: a long history stopped loading at the bottom.
 */
export function useInfiniteScroll(
  list: Pick<PagedResult<unknown>, 'loadMore' | 'pages' | 'hasMore'> & {
    head: Pick<PagedResult<unknown>['head'], 'refreshing'>;
  },
) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(list.loadMore);
  loadMore.current = list.loadMore;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pages/hasMore/refreshing re-arm the observer.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore.current();
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [list.pages, list.hasMore, list.head.refreshing]);
  return sentinel;
}
