import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { intentKey, readIntent, writeIntent } from '../../src/features/orders/intent/storage';
import { type OrderSubmit, type OrderSubmitSpec, useOrderSubmit } from '../../src/features/orders/submit';
import { flush, inAct, mount } from './react-harness';

/**
 * The submit hook around the reducer: the create call runs once per tap that the reducer accepts,
 * a lost answer is looked up (reconcile.ts, mocked here) and never re-sent by itself, the maybe-sent
 * marker and the request id behave as the safety rules say.
 */
const lookups = vi.hoisted(() => ({
  like: vi.fn(),
  byId: vi.fn(),
  snapshot: vi.fn(),
}));
vi.mock('../../src/features/orders/reconcile', async (original) => ({
  ...(await original<object>()),
  findOrderLike: lookups.like,
  findOrderByRequestId: lookups.byId,
  snapshotLike: lookups.snapshot,
}));
vi.mock('../../src/features/orders/data', () => ({ refreshWallets: () => {} }));

const lost = () => new ApiError({ kind: 'network', status: 0, service: 'core', method: 'POST', path: '/x' });
const otp = () =>
  new ApiError({
    kind: 'http',
    status: 403,
    code: 'OTP_REQUIRED',
    service: 'core',
    method: 'POST',
    path: '/x',
  });
const match = { orderTypes: ['EXCHANGE_CRYPTO_INTERNAL' as const], fromId: 'a', toId: 'b', amount: '5' };

let current: OrderSubmit;
function Probe(spec: OrderSubmitSpec) {
  current = useOrderSubmit(spec);
  return null;
}
const spec = (over: Partial<OrderSubmitSpec>): OrderSubmitSpec => ({
  flow: 'test',
  walletId: 'w1',
  generation: 1,
  intentOf: { amount: '5' },
  send: async () => ({ order_uuid: 'o1' }),
  canSend: true,
  match,
  summary: null,
  ...over,
});

beforeEach(() => {
  sessionStorage.clear();
  lookups.like.mockReset().mockResolvedValue({ kind: 'none' });
  lookups.byId.mockReset().mockResolvedValue(null);
  lookups.snapshot.mockReset().mockResolvedValue([]);
});
afterEach(() => vi.useRealTimers());

describe('order submit: taps', () => {
  it('a double tap sends one order', async () => {
    let answer: (v: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((r) => (answer = r)));
    const m = await mount(<Probe {...spec({ send })} />);
    await inAct(() => {
      void current.submit();
      void current.submit();
    });
    await flush();
    void current.submit();
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(current.submitting).toBe(true);
    await inAct(() => answer({ order_uuid: 'o1' }));
    await flush();
    expect(current.state.kind).toBe('done');
    expect(readIntent(intentKey('test', 'w1'))).toMatchObject({ inflight: null, known: ['o1'] });
    await m.unmount();
  });

  it('nothing is sent without a bound quote, nor a first-generation order without its match', async () => {
    const send = vi.fn(async () => ({ order_uuid: 'o1' }));
    const m = await mount(<Probe {...spec({ send, canSend: false })} />);
    await inAct(() => current.submit());
    await m.rerender(<Probe {...spec({ send, match: null })} />);
    await inAct(() => current.submit());
    expect(send).not.toHaveBeenCalled();
    expect(current.state.kind).toBe('editing');
    await m.unmount();
  });
});

describe('order submit: a lost answer', () => {
  it('first generation: unknown, the marker stays, a tap does nothing, only "Send again" sends', async () => {
    const send = vi.fn(async () => {
      throw lost();
    });
    lookups.like.mockResolvedValue({ kind: 'unsure' });
    const m = await mount(<Probe {...spec({ send })} />);
    await inAct(() => current.submit());
    await flush();
    expect(current.unknownOutcome).toBe(true);
    expect(current.lookalike).toBe(true);
    expect(readIntent(intentKey('test', 'w1')).inflight).not.toBeNull();
    await inAct(() => current.submit());
    expect(send).toHaveBeenCalledTimes(1);
    await inAct(() => current.sendAgain());
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    await m.unmount();
  });

  it('first generation: the order is found by lookup and shown as done, nothing sent again', async () => {
    const send = vi.fn(async () => {
      throw lost();
    });
    lookups.like.mockResolvedValue({ kind: 'found', order: { order_uuid: 'o9' } });
    const m = await mount(<Probe {...spec({ send })} />);
    await inAct(() => current.submit());
    await flush();
    expect(current.state.kind).toBe('done');
    expect(send).toHaveBeenCalledTimes(1);
    expect(readIntent(intentKey('test', 'w1')).known).toContain('o9');
    await m.unmount();
  });

  it('second generation: not found after looking three times → uncertain; the retry reuses the request id', async () => {
    vi.useFakeTimers();
    const ids: string[] = [];
    const send = vi.fn(async (id: string) => {
      ids.push(id);
      if (ids.length === 1) throw lost();
      return { order_uuid: 'o2' };
    });
    const m = await mount(<Probe {...spec({ send, generation: 2, match: null })} />);
    await inAct(async () => {
      const p = current.submit();
      await vi.advanceTimersByTimeAsync(5000);
      await p;
    });
    expect(lookups.byId).toHaveBeenCalledTimes(3);
    expect(current.uncertain).toBe(true);
    expect(readIntent(intentKey('test', 'w1')).inflight).toBeNull();
    await inAct(() => current.submit());
    await flush();
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(current.state.kind).toBe('done');
    await m.unmount();
  });

  it('after a reload with an order in flight: it is looked up first and found', async () => {
    writeIntent(intentKey('test', 'w1'), {
      inflight: { since: Date.now(), requestId: 'r1', match, before: [] },
    });
    lookups.like.mockResolvedValue({ kind: 'found', order: { order_uuid: 'o3' } });
    const send = vi.fn();
    const m = await mount(<Probe {...spec({ send })} />);
    await flush();
    expect(current.state.kind).toBe('done');
    expect(send).not.toHaveBeenCalled();
    await m.unmount();
  });
});

describe('order submit: second factor', () => {
  it('asked → approved sends the same request id again', async () => {
    const ids: string[] = [];
    const send = vi.fn(async (id: string) => {
      ids.push(id);
      if (ids.length === 1) throw otp();
      return { order_uuid: 'o4' };
    });
    const m = await mount(<Probe {...spec({ send, generation: 2, match: null })} />);
    await inAct(() => current.submit());
    await flush();
    expect(current.needsSecondFactor).toBe(true);
    expect(readIntent(intentKey('test', 'w1')).inflight).toBeNull();
    await inAct(() => current.confirmed());
    await flush();
    expect(ids).toEqual([ids[0], ids[0]]);
    expect(current.state.kind).toBe('done');
    await m.unmount();
  });
});
