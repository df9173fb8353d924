import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useInfiniteScroll } from '../../src/ui/useInfiniteScroll';
import { type Mounted, mount } from './react-harness';

/**
 * The sentinel under a paged list asks for the next page whenever it may have been ignored: after
 * each page, and after each refresh of the list. A next page asked for during a refresh is not
 * fetched (the query is busy); with the sentinel still in view and nothing re-arming it, a long
 * history stopped loading at the bottom (the throttled bench's 600-row list stuck at 110 rows).
 */
let view: Mounted | undefined;
let observed = 0;
beforeEach(() => {
  observed = 0;
  // An IntersectionObserver whose target is in view: it reports so when it starts observing.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        observed += 1;
        this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
      }
      disconnect() {}
    },
  );
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.unstubAllGlobals();
});

function List({ refreshing, loadMore }: { refreshing: boolean; loadMore: () => void }) {
  const sentinel = useInfiniteScroll({ loadMore, pages: 11, hasMore: true, head: { refreshing } });
  return <div ref={sentinel} />;
}

describe('infinite scroll', () => {
  it('asks again for the next page once a refresh that swallowed the ask has finished', async () => {
    const loadMore = vi.fn();
    view = await mount(<List refreshing={true} loadMore={loadMore} />);
    expect(loadMore).toHaveBeenCalledTimes(1); // asked while refreshing: the query ignores it
    await view.rerender(<List refreshing={false} loadMore={loadMore} />);
    expect(loadMore).toHaveBeenCalledTimes(2);
    expect(observed).toBe(2);
  });
});
