import type { PagedResult } from '../lib/server-state/paged';
import { useInfiniteScroll } from './useInfiniteScroll';
import './filter-chips.css';
import './paged-footer.css';

/** A paged list's words for its footer, in its own namespace. */
export interface PagedFooterWords {
  loadingMore: string;
  /** The next page failed: the button asks again. */
  loadMoreFailed: string;
  loadMore: string;
  /** Every row is shown: how many there are. */
  count: (count: number) => string;
}

/**
 * The end of a paged list: the next page loads as the user nears it (a sentinel), the footer says
 * so, offers a button when it failed or to load it by hand, and counts the rows once all are in.
 */
export function PagedFooter({ list, words }: { list: PagedResult<unknown>; words: PagedFooterWords }) {
  const sentinel = useInfiniteScroll(list);
  return (
    <>
      {list.items.length > 0 && (
        <div className="ui-paged-more" aria-live="polite">
          {list.loadingMore ? (
            words.loadingMore
          ) : list.error && !list.head.error ? (
            <button type="button" className="ui-chips__chip" onClick={list.loadMore}>
              {words.loadMoreFailed}
            </button>
          ) : list.hasMore ? (
            <button type="button" className="ui-chips__chip" onClick={list.loadMore}>
              {words.loadMore}
            </button>
          ) : (
            words.count(list.total ?? list.items.length)
          )}
        </div>
      )}
      <div ref={sentinel} className="ui-paged-sentinel" />
    </>
  );
}
