import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

vi.mock('../../src/api/http', () => ({ call: vi.fn() }));

import { notifyManager } from '@tanstack/react-query';
import { endpoint } from '../../src/api/endpoint';
import { ApiError } from '../../src/api/errors';
import { call } from '../../src/api/http';
import {
  cachedData,
  endpointQuery,
  fetchRead,
  invalidateEndpoint,
  queryClient,
  seedCachedData,
  setCachedData,
} from '../../src/lib/server-state/client';
import { type PagedResult, usePagedList } from '../../src/lib/server-state/paged';
import { type ReadResult, useRead } from '../../src/lib/server-state/use-read';
import { deferred, flush, inAct, mount } from './react-harness';

interface Wallet {
  id: string;
  name: string;
}
interface Tx {
  id: string;
}

const getWallet = endpoint<{ path: { wallet_id: string }; query?: { expand?: string; v?: number } }, Wallet>({
  service: 'v2',
  method: 'GET',
  path: '/wallets/{wallet_id}',
});
const listTx = endpoint<
  { query: { wallet_id: string; limit?: number; offset?: number } },
  { data: Tx[]; total: number }
>({ service: 'v2', method: 'GET', path: '/wallets/transactions' });
const listBare = endpoint<{ query: { limit?: number; offset?: number } }, Tx[]>({
  service: 'core',
  method: 'GET',
  path: '/bare',
});
const listHasMore = endpoint<
  { query: { limit?: number; offset?: number } },
  { data: Tx[]; has_more: boolean }
>({
  service: 'core',
  method: 'GET',
  path: '/has-more',
});

const callMock = call as unknown as Mock;
// TanStack batches its notifications on a timer; the harness settles microtasks inside act().
notifyManager.setScheduler(queueMicrotask);
// What QueryClientProvider does in the app: listen to focus (visibility) and the network.
queryClient.mount();
type Input = { path?: Record<string, string>; query?: Record<string, unknown>; signal?: AbortSignal };

function inputOf(n: number): Input {
  return (callMock.mock.calls[n]?.[1] ?? {}) as Input;
}

function apiError(status: number, message = 'Boom') {
  return new ApiError({
    kind: 'http',
    status,
    service: 'v2',
    method: 'GET',
    path: '/x',
    serverMessage: message,
  });
}

function txPage(offset: number, limit: number, total: number): { data: Tx[]; total: number } {
  const data: Tx[] = [];
  for (let i = offset; i < Math.min(offset + limit, total); i++) data.push({ id: `tx${i}` });
  return { data, total };
}

let results: Record<string, ReadResult<Wallet>> = {};
function WalletView(props: {
  name: string;
  id: string | null;
  query?: Record<string, unknown>;
  staleMs?: number;
  pollMs?: number | ((w: Wallet | undefined) => number | null);
}) {
  const r = useRead(
    endpointQuery(
      getWallet,
      props.id === null ? null : { path: { wallet_id: props.id }, query: props.query },
      {
        staleMs: props.staleMs,
        pollMs: props.pollMs,
      },
    ),
  );
  results[props.name] = r;
  return <p data-name={props.name}>{r.loading ? 'loading' : (r.data?.name ?? r.error?.message ?? 'none')}</p>;
}

let paged: PagedResult<Tx> | undefined;
function TxList(props: { wallet: string; pageSize?: number; staleMs?: number }) {
  paged = usePagedList(
    listTx,
    { query: { wallet_id: props.wallet } },
    { pageSize: props.pageSize ?? 10, staleMs: props.staleMs },
  );
  return <p>{paged.items.map((t) => t.id).join(',')}</p>;
}

let hm: PagedResult<Tx> | undefined;
let bare: PagedResult<Tx> | undefined;
function Lists() {
  hm = usePagedList(listHasMore, { query: {} }, { pageSize: 2 });
  bare = usePagedList(listBare, { query: {} }, { pageSize: 2 });
  return null;
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  // Browsers fire it at the document and it bubbles to the window, where TanStack listens
  // (happy-dom does not bubble it there).
  window.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  callMock.mockReset();
  results = {};
  queryClient.clear();
});
afterEach(() => {
  vi.useRealTimers();
  setHidden(false);
});

describe('useRead', () => {
  it('shares one request between two readers of the same key (key order does not matter)', async () => {
    const d = deferred<Wallet>();
    callMock.mockReturnValue(d.promise);
    const view = await mount(
      <>
        <WalletView name="a" id="w1" query={{ expand: 'x', v: 1 }} />
        <WalletView name="b" id="w1" query={{ v: 1, expand: 'x' }} />
      </>,
    );
    expect(callMock).toHaveBeenCalledTimes(1);
    expect(callMock.mock.calls[0]?.[0]).toBe(getWallet);
    expect(inputOf(0).path).toEqual({ wallet_id: 'w1' });
    expect(inputOf(0).signal).toBeInstanceOf(AbortSignal);
    expect(view.container.textContent).toBe('loadingloading');
    await inAct(() => d.resolve({ id: 'w1', name: 'Main' }));
    await flush();
    expect(view.container.textContent).toBe('MainMain');
    expect(results.a?.loading).toBe(false);
    await view.unmount();
  });

  it('skips the request while input is null', async () => {
    const view = await mount(<WalletView name="a" id={null} />);
    expect(callMock).not.toHaveBeenCalled();
    expect(results.a?.loading).toBe(false);
    expect(view.container.textContent).toBe('none');
    callMock.mockResolvedValue({ id: 'w1', name: 'Main' });
    await view.rerender(<WalletView name="a" id="w1" />);
    await flush();
    expect(view.container.textContent).toBe('Main');
    await view.unmount();
  });

  it('shows cached data at once and revalidates it only when stale', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    callMock.mockResolvedValueOnce({ id: 'w1', name: 'Old' });
    const first = await mount(<WalletView name="a" id="w1" />);
    await flush();
    await first.unmount();

    // Within staleMs: cached, no request.
    const second = await mount(<WalletView name="a" id="w1" />);
    expect(second.container.textContent).toBe('Old');
    expect(callMock).toHaveBeenCalledTimes(1);
    await second.unmount();

    vi.setSystemTime(Date.now() + 31_000);
    const d = deferred<Wallet>();
    callMock.mockReturnValueOnce(d.promise);
    const third = await mount(<WalletView name="a" id="w1" />);
    expect(third.container.textContent).toBe('Old'); // no skeleton: the old copy is shown
    expect(results.a?.refreshing).toBe(true);
    expect(callMock).toHaveBeenCalledTimes(2);
    await inAct(() => d.resolve({ id: 'w1', name: 'New' }));
    await flush();
    expect(third.container.textContent).toBe('New');
    expect(results.a?.refreshing).toBe(false);
    await third.unmount();
  });

  it('keeps the previous data when a refetch fails and exposes the error', async () => {
    callMock.mockResolvedValueOnce({ id: 'w1', name: 'Main' });
    const view = await mount(<WalletView name="a" id="w1" />);
    await flush();
    callMock.mockRejectedValueOnce(apiError(500));
    await inAct(() => results.a?.refresh());
    await flush();
    expect(view.container.textContent).toBe('Main');
    expect(results.a?.error?.status).toBe(500);
    expect(results.a?.loading).toBe(false);
    callMock.mockResolvedValueOnce({ id: 'w1', name: 'Back' });
    await inAct(() => results.a?.refresh());
    await flush();
    expect(results.a?.error).toBeUndefined();
    expect(view.container.textContent).toBe('Back');
    await view.unmount();
  });

  it('reports a first failure as an error, not as loading', async () => {
    callMock.mockRejectedValueOnce(apiError(404, 'Wallet not found'));
    const view = await mount(<WalletView name="a" id="w1" />);
    await flush();
    expect(results.a?.loading).toBe(false);
    expect(view.container.textContent).toBe('Wallet not found.');
    await view.unmount();
  });

  it('wraps a non-ApiError failure into an ApiError with a user sentence', async () => {
    callMock.mockRejectedValueOnce(new TypeError('x is undefined'));
    const view = await mount(<WalletView name="a" id="w1" />);
    await flush();
    expect(results.a?.error).toBeInstanceOf(ApiError);
    expect(results.a?.error?.message).toBe('Something went wrong. Please try again.');
    await view.unmount();
  });
});

describe('invalidateEndpoint and setCachedData', () => {
  it('refetches mounted readers of every input of the endpoint', async () => {
    callMock.mockImplementation(async (_ep, input: Input) => ({ id: input.path?.wallet_id, name: 'v1' }));
    const view = await mount(
      <>
        <WalletView name="a" id="w1" />
        <WalletView name="b" id="w2" />
      </>,
    );
    await flush();
    expect(callMock).toHaveBeenCalledTimes(2);
    callMock.mockImplementation(async (_ep, input: Input) => ({ id: input.path?.wallet_id, name: 'v2' }));
    await inAct(() => invalidateEndpoint(getWallet));
    await flush();
    expect(callMock).toHaveBeenCalledTimes(4);
    expect(view.container.textContent).toBe('v2v2');

    await inAct(() => invalidateEndpoint(getWallet, { path: { wallet_id: 'w1' } }));
    await flush();
    expect(callMock).toHaveBeenCalledTimes(5);
    expect(inputOf(4).path).toEqual({ wallet_id: 'w1' });
    await view.unmount();
  });

  it('marks unmounted entries stale so the next reader fetches', async () => {
    callMock.mockResolvedValue({ id: 'w1', name: 'Main' });
    await fetchRead(getWallet, { path: { wallet_id: 'w1' } });
    await inAct(() => invalidateEndpoint(getWallet));
    expect(callMock).toHaveBeenCalledTimes(1); // nobody is looking: no request yet
    const view = await mount(<WalletView name="a" id="w1" />);
    expect(view.container.textContent).toBe('Main');
    expect(callMock).toHaveBeenCalledTimes(2);
    await view.unmount();
  });

  it('does not store an answer that was on its way before the invalidation', async () => {
    callMock.mockResolvedValueOnce({ id: 'w1', name: 'First' });
    const view = await mount(<WalletView name="a" id="w1" />);
    await flush();
    const old = deferred<Wallet>();
    const fresh = deferred<Wallet>();
    callMock.mockReturnValueOnce(old.promise).mockReturnValueOnce(fresh.promise);
    await inAct(() => {
      void results.a?.refresh();
    });
    await inAct(() => {
      void invalidateEndpoint(getWallet);
    });
    expect(callMock).toHaveBeenCalledTimes(3);
    expect(inputOf(1).signal?.aborted).toBe(true); // the request that predates the write is cancelled
    await inAct(() => fresh.resolve({ id: 'w1', name: 'After' }));
    await flush();
    await inAct(() => old.resolve({ id: 'w1', name: 'Before' }));
    await flush();
    expect(view.container.textContent).toBe('After');
    await view.unmount();
  });

  it('setQueryData updates readers without a request', async () => {
    callMock.mockResolvedValue({ id: 'w1', name: 'Main' });
    const view = await mount(<WalletView name="a" id="w1" />);
    await flush();
    setCachedData(getWallet, { path: { wallet_id: 'w1' } }, (old) => ({
      id: 'w1',
      name: `${old?.name} renamed`,
    }));
    await flush();
    expect(view.container.textContent).toBe('Main renamed');
    expect(cachedData(getWallet, { path: { wallet_id: 'w1' } })?.name).toBe('Main renamed');
    expect(callMock).toHaveBeenCalledTimes(1);
    await view.unmount();
  });
});

describe("seedCachedData (last session's data at relaunch)", () => {
  const LAST_SESSION = Date.now() - 3 * 60 * 60 * 1000;
  it('shows seeded data at once marked as updating, fetches, then shows fresh data', async () => {
    const answer = deferred<Wallet>();
    callMock.mockReturnValueOnce(answer.promise);
    seedCachedData(getWallet, { path: { wallet_id: 'w1' } }, { id: 'w1', name: 'Cached' }, LAST_SESSION);
    const view = await mount(<WalletView name="a" id="w1" staleMs={60_000} />);
    expect(view.container.textContent).toBe('Cached');
    expect(results.a?.updating).toBe(true);
    expect(results.a?.updatedAt).toBe(LAST_SESSION);
    expect(results.a?.loading).toBe(false);
    expect(callMock).toHaveBeenCalledTimes(1);
    await inAct(() => answer.resolve({ id: 'w1', name: 'Fresh' }));
    await flush();
    expect(view.container.textContent).toBe('Fresh');
    expect(results.a?.updating).toBe(false);
    expect(results.a?.updatedAt).toBeGreaterThan(LAST_SESSION);
    await view.unmount();
  });

  it('a failed refetch leaves the seeded data stale, not updating, dated when it was last current', async () => {
    callMock.mockRejectedValueOnce(apiError(500));
    seedCachedData(getWallet, { path: { wallet_id: 'w1' } }, { id: 'w1', name: 'Cached' }, LAST_SESSION);
    const view = await mount(<WalletView name="a" id="w1" staleMs={60_000} />);
    await flush();
    expect(view.container.textContent).toBe('Cached');
    expect(results.a?.error?.status).toBe(500);
    // "Updating…" forever was the bug: nothing is being fetched, the data is stale since then.
    expect(results.a?.updating).toBe(false);
    expect(results.a?.refreshing).toBe(false);
    expect(results.a?.updatedAt).toBe(LAST_SESSION);
    await view.unmount();
  });

  it('never replaces data fetched in this session', async () => {
    callMock.mockResolvedValueOnce({ id: 'w1', name: 'Fresh' });
    await fetchRead(getWallet, { path: { wallet_id: 'w1' } });
    seedCachedData(getWallet, { path: { wallet_id: 'w1' } }, { id: 'w1', name: 'Cached' }, LAST_SESSION);
    expect(cachedData(getWallet, { path: { wallet_id: 'w1' } })?.name).toBe('Fresh');
  });
});

describe('fetchRead and clear', () => {
  it('de-duplicates in flight and answers from cache while fresh', async () => {
    const d = deferred<Wallet>();
    callMock.mockReturnValueOnce(d.promise);
    const a = fetchRead(getWallet, { path: { wallet_id: 'w1' } });
    const b = fetchRead(getWallet, { path: { wallet_id: 'w1' } });
    await inAct(() => d.resolve({ id: 'w1', name: 'Main' }));
    expect(await a).toEqual({ id: 'w1', name: 'Main' });
    expect(await b).toEqual({ id: 'w1', name: 'Main' });
    expect(await fetchRead(getWallet, { path: { wallet_id: 'w1' } })).toEqual({ id: 'w1', name: 'Main' });
    expect(callMock).toHaveBeenCalledTimes(1);
  });

  it('rejects with the ApiError', async () => {
    callMock.mockRejectedValueOnce(apiError(403));
    await expect(fetchRead(getWallet, { path: { wallet_id: 'w1' } })).rejects.toMatchObject({ status: 403 });
  });

  it('forgets everything on logout and cancels requests in flight', async () => {
    callMock.mockResolvedValueOnce({ id: 'w1', name: 'Main' });
    await fetchRead(getWallet, { path: { wallet_id: 'w1' } });
    const pending = deferred<Wallet>();
    callMock.mockReturnValueOnce(pending.promise);
    await inAct(() => invalidateEndpoint(getWallet));
    const inflight = fetchRead(getWallet, { path: { wallet_id: 'w1' } });
    const signal = inputOf(1).signal;
    queryClient.clear();
    expect(signal?.aborted).toBe(true);
    expect(cachedData(getWallet, { path: { wallet_id: 'w1' } })).toBeUndefined();
    pending.resolve({ id: 'w1', name: 'Late' });
    await expect(inflight).rejects.toBeDefined(); // cancelled: its caller learns it, nothing is stored
    expect(cachedData(getWallet, { path: { wallet_id: 'w1' } })).toBeUndefined();
  });
});

describe('polling', () => {
  it('polls, pauses while the app is hidden and resumes when visible', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    callMock.mockResolvedValue({ id: 'w1', name: 'Main' });
    const view = await mount(<WalletView name="a" id="w1" pollMs={1000} />);
    await flush();
    expect(callMock).toHaveBeenCalledTimes(1);
    await inAct(() => vi.advanceTimersByTimeAsync(1000));
    await flush();
    expect(callMock).toHaveBeenCalledTimes(2);
    await inAct(() => vi.advanceTimersByTimeAsync(1000));
    await flush();
    expect(callMock).toHaveBeenCalledTimes(3);

    await inAct(() => setHidden(true));
    await inAct(() => vi.advanceTimersByTimeAsync(10_000));
    await flush();
    expect(callMock).toHaveBeenCalledTimes(3);

    await inAct(() => setHidden(false));
    await inAct(() => vi.advanceTimersByTimeAsync(1000));
    await flush();
    expect(callMock).toHaveBeenCalledTimes(4);
    await view.unmount();
    await inAct(() => vi.advanceTimersByTimeAsync(5000));
    expect(callMock).toHaveBeenCalledTimes(4);
  });

  it('lets the caller back off and stop', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let n = 0;
    callMock.mockImplementation(async () => ({ id: 'w1', name: ++n >= 3 ? 'COMPLETE' : 'PENDING' }));
    const pollMs = (w: Wallet | undefined) => (w?.name === 'COMPLETE' ? null : 500);
    const view = await mount(<WalletView name="a" id="w1" pollMs={pollMs} />);
    await flush();
    for (let i = 0; i < 3; i++) {
      await inAct(() => vi.advanceTimersByTimeAsync(500));
      await flush();
    }
    expect(callMock).toHaveBeenCalledTimes(3);
    expect(view.container.textContent).toBe('COMPLETE');
    await inAct(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callMock).toHaveBeenCalledTimes(3);
    await view.unmount();
  });
});

describe('usePagedList', () => {
  it('loads pages with limit/offset until total is reached', async () => {
    const first = deferred<{ data: Tx[]; total: number }>();
    callMock.mockReturnValueOnce(first.promise);
    callMock.mockImplementation(async (_ep, input: Input) =>
      txPage(input.query?.offset as number, input.query?.limit as number, 25),
    );
    const view = await mount(<TxList wallet="w1" />);
    expect(paged?.loading).toBe(true);
    expect(paged?.items).toEqual([]);
    await inAct(() => first.resolve(txPage(0, 10, 25)));
    await flush();
    expect(paged?.loading).toBe(false);
    expect(callMock.mock.calls[0]?.[1]).toMatchObject({ query: { wallet_id: 'w1', limit: 10, offset: 0 } });
    expect(paged?.items).toHaveLength(10);
    expect(paged?.total).toBe(25);
    expect(paged?.hasMore).toBe(true);

    await inAct(() => paged?.loadMore());
    await flush();
    expect(callMock.mock.calls[1]?.[1]).toMatchObject({ query: { limit: 10, offset: 10 } });
    await inAct(() => paged?.loadMore());
    await flush();
    expect(paged?.items).toHaveLength(25);
    expect(paged?.items[24]).toEqual({ id: 'tx24' });
    expect(paged?.hasMore).toBe(false);
    expect(paged?.pages).toBe(3);
    await inAct(() => paged?.loadMore());
    await flush();
    expect(callMock).toHaveBeenCalledTimes(3);
    await view.unmount();
  });

  it('starts again from the first page when the input changes', async () => {
    callMock.mockImplementation(async (_ep, input: Input) => ({
      data: [{ id: `${input.query?.wallet_id}-${input.query?.offset}` }],
      total: 5,
    }));
    const view = await mount(<TxList wallet="w1" pageSize={1} />);
    await flush();
    await inAct(() => paged?.loadMore());
    await flush();
    expect(view.container.textContent).toBe('w1-0,w1-1');
    await view.rerender(<TxList wallet="w2" pageSize={1} />);
    await flush();
    expect(view.container.textContent).toBe('w2-0');
    expect(paged?.pages).toBe(1);
    await view.unmount();
  });

  it('reports a failed next page and retries it on loadMore', async () => {
    callMock.mockImplementationOnce(async () => txPage(0, 10, 15)).mockRejectedValueOnce(apiError(500));
    const view = await mount(<TxList wallet="w1" />);
    await flush();
    await inAct(() => paged?.loadMore());
    await flush();
    expect(paged?.error?.status).toBe(500);
    expect(paged?.items).toHaveLength(10);
    expect(paged?.loadingMore).toBe(false);
    expect(paged?.head.error).toBeUndefined(); // the first page is current: nothing stale to report
    callMock.mockImplementationOnce(async () => txPage(10, 10, 15));
    await inAct(() => paged?.loadMore());
    await flush();
    expect(paged?.items).toHaveLength(15);
    expect(paged?.error).toBeUndefined();
    await view.unmount();
  });

  it('reports a failed refresh of the first page as its head, keeping the rows and their time', async () => {
    callMock.mockImplementationOnce(async () => txPage(0, 10, 15));
    const view = await mount(<TxList wallet="w1" />);
    await flush();
    const loadedAt = paged!.head.updatedAt;
    expect(loadedAt).toBeGreaterThan(0);
    callMock.mockRejectedValueOnce(apiError(500));
    await inAct(() => paged?.refresh());
    await flush();
    expect(paged?.items).toHaveLength(10);
    expect(paged?.head.error?.status).toBe(500);
    expect(paged?.head.data).toBeDefined();
    expect(paged?.head.updatedAt).toBe(loadedAt);
    await view.unmount();
  });

  it('refetches all loaded pages after invalidate and does not repeat shifted items', async () => {
    let total = 12;
    callMock.mockImplementation(async (_ep, input: Input) => {
      const offset = input.query?.offset as number;
      const limit = input.query?.limit as number;
      const all = Array.from({ length: total }, (_, i) => ({ id: `tx${total - 1 - i}` }));
      return { data: all.slice(offset, offset + limit), total };
    });
    const view = await mount(<TxList wallet="w1" />);
    await flush();
    await inAct(() => paged?.loadMore());
    await flush();
    expect(paged?.items).toHaveLength(12);
    total = 13; // a new transaction arrives at the top and pushes tx2 to page 2
    await inAct(() => invalidateEndpoint(listTx));
    await flush();
    expect(paged?.items).toHaveLength(13);
    expect(new Set(paged?.items.map((t) => t.id)).size).toBe(13);
    expect(paged?.items[0]).toEqual({ id: 'tx12' });
    await view.unmount();
  });

  it('fetches only the appended page on loadMore, even when the loaded ones are stale', async () => {
    callMock.mockImplementation(async (_ep, input: Input) =>
      txPage(input.query?.offset as number, input.query?.limit as number, 40),
    );
    const view = await mount(<TxList wallet="w1" staleMs={0} />);
    await flush();
    for (let page = 1; page < 4; page++) {
      await inAct(() => paged?.loadMore());
      await flush();
    }
    expect(paged?.items).toHaveLength(40);
    const offsets = callMock.mock.calls.map((c) => (c[1] as Input).query?.offset);
    expect(offsets).toEqual([0, 10, 20, 30]);
    await view.unmount();
  });

  it('revalidates only the first page when the app returns to the foreground', async () => {
    callMock.mockImplementation(async (_ep, input: Input) =>
      txPage(input.query?.offset as number, input.query?.limit as number, 30),
    );
    const view = await mount(<TxList wallet="w1" staleMs={0} />);
    await flush();
    await inAct(() => paged?.loadMore());
    await flush();
    await inAct(() => paged?.loadMore());
    await flush();
    callMock.mockClear();
    await inAct(() => {
      setHidden(true);
      setHidden(false);
    });
    await flush();
    expect(callMock.mock.calls.map((c) => (c[1] as Input).query?.offset)).toEqual([0]);
    expect(paged?.items).toHaveLength(30);
    await view.unmount();
  });

  it('keeps unchanged rows the same objects across a refetch, and replaces a changed one', async () => {
    let renamed = false;
    callMock.mockImplementation(async (_ep, input: Input) => {
      const page = txPage(input.query?.offset as number, input.query?.limit as number, 10);
      return {
        ...page,
        data: page.data.map((t) => (renamed && t.id === 'tx3' ? { ...t, note: 'settled' } : { ...t })),
      };
    });
    const view = await mount(<TxList wallet="w1" />);
    await flush();
    const before = paged?.items ?? [];
    renamed = true;
    await inAct(() => invalidateEndpoint(listTx));
    await flush();
    const after = paged?.items ?? [];
    expect(callMock).toHaveBeenCalledTimes(2);
    expect(after[0]).toBe(before[0]);
    expect(after[9]).toBe(before[9]);
    expect(after[3]).not.toBe(before[3]);
    expect(after[3]).toEqual({ id: 'tx3', note: 'settled' });
    // Nothing changed this time: the very same list comes back.
    await inAct(() => invalidateEndpoint(listTx));
    await flush();
    expect(callMock).toHaveBeenCalledTimes(3);
    expect(paged?.items).toBe(after);
    await view.unmount();
  });

  it('understands has_more and bare-array answers', async () => {
    callMock.mockImplementation(async (ep: { path: string }, input: Input) => {
      const offset = input.query?.offset as number;
      if (ep.path === '/has-more')
        return { data: [{ id: `h${offset}` }, { id: `h${offset + 1}` }], has_more: offset === 0 };
      return offset === 0 ? [{ id: 'b0' }, { id: 'b1' }] : [{ id: 'b2' }];
    });
    const view = await mount(<Lists />);
    await flush();
    expect(hm?.hasMore).toBe(true);
    expect(bare?.hasMore).toBe(true);
    await inAct(() => hm?.loadMore());
    await inAct(() => bare?.loadMore());
    await flush();
    expect(hm?.items.map((t) => t.id)).toEqual(['h0', 'h1', 'h2', 'h3']);
    expect(hm?.hasMore).toBe(false);
    expect(bare?.items.map((t) => t.id)).toEqual(['b0', 'b1', 'b2']);
    expect(bare?.hasMore).toBe(false);
    expect(hm?.total).toBeUndefined();
    await view.unmount();
  });
});
