import { useEffect, useRef } from 'react';
import type { PagedResult } from '../lib/server-state/paged';

/**
 * Infinite scroll: the returned element (a sentinel under the list) asks for the next page when it
 * comes near the viewport. Re-observed after each page, so a sentinel still in view asks again
 * and fills a tall screen.
 */
export function useInfiniteScroll(list: Pick<PagedResult<unknown>, 'loadMore' | 'pages' | 'hasMore'>) {
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = useRef(list.loadMore);
  loadMore.current = list.loadMore;
  // biome-ignore lint/correctness/useExhaustiveDependencies: pages/hasMore re-arm the observer.
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
  }, [list.pages, list.hasMore]);
  return sentinel;
}
