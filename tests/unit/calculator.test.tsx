import { focusManager, notifyManager, onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { CalcResult } from '../../src/api/types';
import {
  CALC_DEBOUNCE_MS,
  type CalcRequest,
  currencyNotDefined,
  pairNotAvailable,
  QUOTE_REFRESH_MS,
} from '../../src/features/orders/calculator/quote-query';
import { useDraft } from '../../src/features/orders/intent/useDraft';
import {
  type OrderQuote,
  type UseOrderQuoteOptions,
  useOrderQuote,
} from '../../src/features/orders/useOrderQuote';
import { queryClient } from '../../src/lib/server-state/client';
import { inAct, type Mounted, mount } from './react-harness';

/**
 * The order calculator's timing (SPEC §4–5), through the hook the flows use (useOrderQuote: the
 * quote is a TanStack query keyed by the calculator request) with fake timers: one call per burst
 * of typing, at once on a currency or destination change, the replaced call aborted and its late
 * answer never shown, the 30 s refresh counted from the answer, the 404 and the failure with its
 * Retry (and no retry by itself), the skip rules, the reverse side, and the binding of a quote to
 * exactly what the form asks.
 */
const USDT = 'usdt-id';
const BTC = 'btc-id';

interface Pending {
  req: CalcRequest;
  signal: AbortSignal;
  resolve: (r: CalcResult) => void;
  reject: (e: unknown) => void;
}

// The platform, as the executor would answer: one pending call per request, settled by the test.
// It keeps answering after an abort (a late answer), as a slow server does.
const platform = vi.hoisted(() => ({ calls: [] as Pending[] }));
vi.mock('../../src/features/orders/calculator/fetchers', () => {
  const fetchCalc = (req: CalcRequest, signal: AbortSignal) =>
    new Promise<CalcResult>((resolve, reject) => {
      platform.calls.push({ req, signal, resolve, reject });
    });
  return { fetchCalcV1: fetchCalc, fetchCalcV2: fetchCalc };
});
const calls = platform.calls;

function quote(req: CalcRequest, over: Partial<CalcResult> = {}): CalcResult {
  const amount = Number(req.amount);
  return {
    from_currency: req.from_currency_id,
    to_currency: req.to_currency_id,
    from_symbol: 'USDT',
    to_symbol: 'BTC',
    from_amount: String(req.is_reverse ? amount * 100000 : amount),
    net_amount: String(amount),
    result_amount: String(req.is_reverse ? amount : amount / 100000),
    fees: '0.1',
    comission: '0.1',
    base_markup: '0.5',
    network_fee: '0',
    transaction_fee: '0',
    rate: '0.00001',
    direction: 'c2c',
    ...over,
  };
}

const http = (status: number, message = 'x') =>
  new ApiError({
    kind: 'http',
    status,
    service: 'core',
    method: 'GET',
    path: '/v2/orders/calc',
    serverMessage: message,
  });

type Props = Pick<
  UseOrderQuoteOptions,
  'orderType' | 'fromCurrencyId' | 'toCurrencyId' | 'toAddress' | 'disabled'
>;
const EXCHANGE: Props = { orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC };
const RULES = { maxDecimals: 8 };

let q: OrderQuote;
function Probe(props: Props) {
  const draft = useDraft('calc-test', 'w1');
  q = useOrderQuote({ ...props, version: 2, draft, fromRules: RULES, toRules: RULES });
  return null;
}

let mounted: Mounted | null = null;
async function open(props: Props = EXCHANGE) {
  mounted = await mount(<Probe {...props} />);
  return (next: Props) => mounted!.rerender(<Probe {...next} />);
}
/** Time passes (timers fire, answers land, React renders). */
const wait = (ms: number) => inAct(() => vi.advanceTimersByTimeAsync(ms));
/** The user types in "you pay" / "you get" (the field hands the text over as typed). */
const typeFrom = (text: string) => inAct(() => q.fields.onFrom(text));
const typeTo = (text: string) => inAct(() => q.fields.onTo(text));
const answer = async (i: number, over: Partial<CalcResult> = {}) => {
  calls[i]!.resolve(quote(calls[i]!.req, over));
  await wait(0);
};
const fail = async (i: number, err: unknown) => {
  calls[i]!.reject(err);
  await wait(0);
};
/** Types `amount` in "you pay" and lets its quote land. */
async function quoted(amount: string) {
  await typeFrom(amount);
  await wait(CALC_DEBOUNCE_MS);
  await answer(calls.length - 1);
}

// TanStack tells React in a setTimeout(0), which fake timers started inside a tick push 1 ms on:
// here it tells at once (a microtask), so each step below is measured to the millisecond.
beforeAll(() => {
  notifyManager.setScheduler(queueMicrotask);
  queryClient.mount(); // as the app's provider does: focus and reconnect reach the queries
});
afterAll(() => {
  queryClient.unmount();
  notifyManager.setScheduler((cb) => setTimeout(cb, 0));
});
beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
  calls.length = 0;
});
afterEach(async () => {
  await mounted?.unmount();
  mounted = null;
  queryClient.clear();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('order quote: when the calculator is asked', () => {
  it('sends ONE calc for a burst of typing, 1000 ms after the last keystroke', async () => {
    await open();
    for (const typed of ['1', '12', '123', '1234', '12345', '123456']) {
      await typeFrom(typed);
      await wait(300);
    }
    expect(calls).toHaveLength(0);
    await wait(CALC_DEBOUNCE_MS - 300 - 1);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.req).toEqual({
      order_type: 'EXCHANGE_CRYPTO_INTERNAL',
      from_currency_id: USDT,
      to_currency_id: BTC,
      amount: '123456',
      is_reverse: false,
    });
  });

  it('editing "you get" sends is_reverse=true; "you pay" shows the quote\'s from_amount, derived', async () => {
    await open();
    await typeTo('0.002');
    await wait(CALC_DEBOUNCE_MS);
    expect(calls[0]!.req).toMatchObject({ amount: '0.002', is_reverse: true });
    await answer(0);
    expect(q.fields.fromText).toBe('200');
    expect(q.fields.toText).toBe('0.002');
    expect(q.priced).toEqual({
      amount: '0.002',
      pay: '200',
      receive: '0.002',
      payAmount: '200',
      isReverse: true,
    });
  });

  it('a currency change asks at once, with the amount as typed (no call for the old amount)', async () => {
    const update = await open();
    await quoted('50');
    await typeFrom('60'); // still within its debounce…
    await update({ ...EXCHANGE, toCurrencyId: 'eth-id' }); // …when the currency changes
    expect(calls).toHaveLength(2);
    expect(calls[1]!.req).toMatchObject({ to_currency_id: 'eth-id', amount: '60' });
    await wait(CALC_DEBOUNCE_MS * 2);
    expect(calls).toHaveLength(2);
  });

  it('a destination change asks at once and sends to_address', async () => {
    const props = { orderType: 'WITHDRAWAL_CRYPTO', fromCurrencyId: USDT, toCurrencyId: USDT };
    const update = await open(props);
    await quoted('50');
    await update({ ...props, toAddress: '0xabc' });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.req).toMatchObject({ amount: '50', to_address: '0xabc' });
  });

  it('makes no call for an empty or zero amount, and clears the quoted figure at once', async () => {
    await open();
    await quoted('100');
    expect(q.fields.toText).toBe('0.001');
    for (const v of ['', '0', '0.000', '0.']) {
      await typeFrom(v);
      expect(q.fields.toText).toBe('');
      expect(q.shown.result).toBeNull();
      await wait(CALC_DEBOUNCE_MS);
    }
    expect(calls).toHaveLength(1);
  });

  it('makes no call while the calculator is switched off', async () => {
    await open({ ...EXCHANGE, disabled: true });
    await typeFrom('100');
    await wait(CALC_DEBOUNCE_MS * 3);
    expect(calls).toHaveLength(0);
  });

  it('without both currencies it says "From currency or to currency is not defined" and asks nothing', async () => {
    await open({ ...EXCHANGE, fromCurrencyId: null });
    await typeFrom('10');
    await wait(CALC_DEBOUNCE_MS);
    expect(calls).toHaveLength(0);
    expect(q.shown.error).toBe(currencyNotDefined());
    expect(q.shown.error).toBe('From currency or to currency is not defined');
  });

  it('never asks the same request twice while its answer is current', async () => {
    await open();
    await quoted('100');
    await quoted('200');
    await typeFrom('100');
    await wait(CALC_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect(q.bound?.from_amount).toBe('100');
  });
});

describe('order quote: concurrency', () => {
  it('a new amount aborts the call in flight, and its late answer is never shown', async () => {
    await open();
    await typeFrom('100');
    await wait(CALC_DEBOUNCE_MS);
    await typeFrom('200');
    await wait(CALC_DEBOUNCE_MS);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    await answer(0); // the server answers the first request anyway, late
    expect(q.shown.result).toBeNull();
    expect(q.fields.toText).toBe('');
    await answer(1);
    expect(q.fields.toText).toBe('0.002');
    expect(q.bound?.from_amount).toBe('200');
  });

  it('an answer landing after a newer one (currency changed) is dropped', async () => {
    const update = await open();
    await typeFrom('100');
    await wait(CALC_DEBOUNCE_MS);
    await update({ ...EXCHANGE, toCurrencyId: 'eth-id' });
    await answer(1, { to_symbol: 'ETH' });
    await answer(0);
    expect(q.shown.result?.to_symbol).toBe('ETH');
    expect(q.bound?.to_currency).toBe('eth-id');
  });

  it('a call abandoned by leaving the screen is aborted silently (no error, no log)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await open();
    await typeFrom('100');
    await wait(CALC_DEBOUNCE_MS);
    await mounted!.unmount();
    mounted = null;
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(
      queryClient.getQueryCache().find({ queryKey: ['orders', 'calc'] })?.state.error ?? null,
    ).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('order quote: answers', () => {
  it('a 404 logs "Rate not found", drops the quote, says the pair is not available, and offers no Retry', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const update = await open();
    await quoted('100');
    await update({ ...EXCHANGE, toCurrencyId: 'pol-id' });
    await fail(1, http(404, 'Rate not found'));
    expect(warn).toHaveBeenCalledWith('Rate not found');
    expect(q.shown.result).toBeNull();
    expect(q.fields.toText).toBe('');
    expect(q.fields.fromText).toBe('100'); // what the user typed stays
    expect(q.shown.error).toBe(pairNotAvailable());
    expect(q.shown.retry).toBeNull();
    await wait(QUOTE_REFRESH_MS * 2);
    expect(calls).toHaveLength(2); // not asked again by itself
  });

  it('a failure drops the old figure, keeps the typed amount and waits for Retry, which asks again', async () => {
    await open();
    await quoted('100');
    expect(q.fields.toText).toBe('0.001');
    await typeFrom('200');
    await wait(CALC_DEBOUNCE_MS);
    await fail(1, http(422, 'The minimum is 1 USDT.'));
    expect(q.shown.error).toBe('The minimum is 1 USDT.'); // the platform's sentence
    // Nothing of 100's quote is left to show beside 200, nor to send.
    expect(q.shown.result).toBeNull();
    expect(q.fields.toText).toBe('');
    expect(q.bound).toBeNull();
    expect(q.priced).toBeNull();
    expect(q.fields.fromText).toBe('200');
    await wait(QUOTE_REFRESH_MS * 2);
    await inAct(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true); // back to the app…
      onlineManager.setOnline(false);
      onlineManager.setOnline(true); // …back online
    });
    expect(calls).toHaveLength(2); // a failed quote is the user's to retry
    await inAct(() => q.shown.retry?.());
    expect(q.shown.error).toBeNull();
    expect(calls).toHaveLength(3);
    expect(calls[2]!.req.amount).toBe('200');
    await answer(2);
    expect(q.fields.toText).toBe('0.002');
    expect(q.bound?.from_amount).toBe('200');
  });

  it('a failed reverse quote clears "you pay", not what was typed in "you get"', async () => {
    await open();
    await typeTo('0.001');
    await wait(CALC_DEBOUNCE_MS);
    await answer(0);
    expect(q.fields.fromText).toBe('100');
    await typeTo('0.002');
    await wait(CALC_DEBOUNCE_MS);
    await fail(1, http(503, 'Busy.'));
    expect(q.fields.fromText).toBe('');
    expect(q.fields.toText).toBe('0.002');
  });

  it('keeps tiny results as plain decimal strings (no exponent)', async () => {
    await open();
    await typeFrom('1');
    await wait(CALC_DEBOUNCE_MS);
    await answer(0, { result_amount: 1e-7 as unknown as string });
    expect(q.fields.toText).toBe('0.0000001');
  });

  it('asks again once the quote is 30 s old, and nothing binds while the new one is on its way', async () => {
    await open();
    await quoted('100');
    await wait(QUOTE_REFRESH_MS - 1);
    expect(calls).toHaveLength(1);
    expect(q.bound).not.toBeNull();
    await wait(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.req.amount).toBe('100');
    expect(q.bound).toBeNull();
    expect(q.shown.loading).toBe(true); // the aged figure is shown as "updating"
    await answer(1);
    expect(q.bound).not.toBeNull();
  });

  it('a failed 30 s refresh drops the aged figure: nothing stands beside the error', async () => {
    await open();
    await quoted('100');
    await wait(QUOTE_REFRESH_MS);
    await fail(1, http(503, 'Busy.'));
    expect(q.shown.error).toMatch(/./);
    expect(q.shown.result).toBeNull();
    expect(q.fields.toText).toBe('');
    expect(q.bound).toBeNull();
  });

  it('hidden past 30 s, the aged quote does not bind, and it is asked again on return', async () => {
    const rerender = await open();
    await quoted('100');
    await inAct(() => focusManager.setFocused(false));
    await wait(QUOTE_REFRESH_MS + 5000);
    expect(calls).toHaveLength(1); // no polling while hidden…
    await rerender(EXCHANGE);
    expect(q.bound).toBeNull(); // …and the aged rate cannot be confirmed
    await inAct(() => focusManager.setFocused(true));
    expect(calls).toHaveLength(2);
    await answer(1);
    expect(q.bound).not.toBeNull();
  });

  it('counts the 30 s from the answer, not from when the screen came back to that amount', async () => {
    await open();
    await quoted('100'); // answered at t0
    await wait(10_000);
    await quoted('200');
    await typeFrom('100'); // back to 100: its answer is 11 s old and still binds
    await wait(CALC_DEBOUNCE_MS);
    expect(q.bound?.from_amount).toBe('100');
    expect(calls).toHaveLength(2);
    await wait(QUOTE_REFRESH_MS - 11_000 - CALC_DEBOUNCE_MS - 1);
    expect(calls).toHaveLength(2);
    await wait(2);
    expect(calls).toHaveLength(3);
    expect(calls[2]!.req.amount).toBe('100');
  });
});

describe('order quote: bound to what the form asks', () => {
  it('the last quote shows only as "updating" while a new amount waits, and never binds to it', async () => {
    await open();
    await quoted('1');
    expect(q.bound?.from_amount).toBe('1');
    await typeFrom('5');
    expect(q.bound).toBeNull(); // debounce
    expect(q.shown).toMatchObject({ loading: true, result: { from_amount: '1' } });
    await wait(CALC_DEBOUNCE_MS);
    expect(q.bound).toBeNull(); // in flight: the previous answer is a placeholder
    expect(q.priced).toBeNull();
    expect(q.shown).toMatchObject({ loading: true, result: { from_amount: '1' } });
    await answer(1);
    expect(q.bound?.from_amount).toBe('5');
    expect(q.shown.loading).toBe(false);
  });

  it('a placeholder never crosses to another pair: a new currency starts with no figure', async () => {
    const update = await open();
    await quoted('1');
    await update({ ...EXCHANGE, toCurrencyId: 'eth-id' });
    expect(q.shown.result).toBeNull();
    expect(q.fields.toText).toBe('');
  });

  it('an edit the field refuses unbinds the quote at once (old bug: amount 1 sent)', async () => {
    await open();
    await quoted('1');
    await typeFrom('-5');
    expect(q.bound).toBeNull();
    expect(q.priced).toBeNull();
    expect(q.shown.result).toBeNull();
  });

  it('prices the order with the amount exactly as asked', async () => {
    await open();
    await quoted('100.50');
    expect(calls[0]!.req.amount).toBe('100.5');
    expect(q.priced).toEqual({
      amount: '100.5',
      pay: '100.5',
      receive: '0.001005',
      payAmount: '100.5',
      isReverse: false,
    });
  });
});
