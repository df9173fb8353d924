import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import type { CalcResult } from '../../src/api/types';
import {
  CALC_DEBOUNCE_MS,
  type CalcRequest,
  createCalculator,
  currencyNotDefined,
  pairNotAvailable,
  QUOTE_REFRESH_MS,
} from '../../src/features/orders/calculator/store';

/**
 * The order calculator's timing (SPEC §4–5) with fake timers: one call per burst of typing,
 * abort of the stale call, zero/empty/disabled rules, the 404 reset and the undefined-currency
 * error.
 */
const USDT = 'usdt-id';
const BTC = 'btc-id';

function quote(req: CalcRequest): CalcResult {
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
  };
}

interface Pending {
  req: CalcRequest;
  signal: AbortSignal;
  resolve: (r: CalcResult) => void;
  reject: (e: unknown) => void;
}

function harness() {
  const calls: Pending[] = [];
  const warn = vi.fn();
  const fetchCalc = vi.fn(
    (req: CalcRequest, signal: AbortSignal) =>
      new Promise<CalcResult>((resolve, reject) => {
        calls.push({ req, signal, resolve, reject });
        signal.addEventListener('abort', () =>
          reject(
            new ApiError({
              kind: 'aborted',
              status: 0,
              service: 'core',
              method: 'GET',
              path: '/v2/orders/calc',
            }),
          ),
        );
      }),
  );
  const calc = createCalculator({ fetchCalc, warn });
  return { calc, calls, fetchCalc, warn, state: calc.state };
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

async function flush() {
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('order calculator: debounce', () => {
  it('sends ONE calc for a burst of typing, 1000 ms after the last keystroke', async () => {
    const { calc, fetchCalc, calls } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    for (const typed of ['1', '12', '123', '1234', '12345', '123456']) {
      calc.setFromAmount(typed);
      vi.advanceTimersByTime(300);
    }
    expect(fetchCalc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS - 300 - 1);
    expect(fetchCalc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetchCalc).toHaveBeenCalledTimes(1);
    expect(calls[0]!.req).toEqual({
      order_type: 'EXCHANGE_CRYPTO_INTERNAL',
      from_currency_id: USDT,
      to_currency_id: BTC,
      amount: '123456',
      is_reverse: false,
    });
  });

  it('editing "you get" sends is_reverse=true and fills "you pay" from from_amount', async () => {
    const { calc, calls, state } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setToAmount('0.002');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(calls[0]!.req.is_reverse).toBe(true);
    expect(calls[0]!.req.amount).toBe('0.002');
    calls[0]!.resolve(quote(calls[0]!.req));
    await flush();
    expect(state.fromAmount).toBe('200');
    expect(state.toAmount).toBe('0.002');
  });

  it('a currency change recalculates at once, without waiting for the debounce', () => {
    const { calc, fetchCalc, calls } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('50');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(fetchCalc).toHaveBeenCalledTimes(1);
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: 'eth-id' });
    expect(fetchCalc).toHaveBeenCalledTimes(2);
    expect(calls[1]!.req.to_currency_id).toBe('eth-id');
  });

  it('a destination address change recalculates at once and sends to_address', () => {
    const { calc, fetchCalc, calls } = harness();
    calc.setParams({ orderType: 'WITHDRAWAL_CRYPTO', fromCurrencyId: USDT, toCurrencyId: USDT });
    calc.setFromAmount('50');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calc.setParams({
      orderType: 'WITHDRAWAL_CRYPTO',
      fromCurrencyId: USDT,
      toCurrencyId: USDT,
      toAddress: '0xabc',
    });
    expect(fetchCalc).toHaveBeenCalledTimes(2);
    expect(calls[1]!.req.to_address).toBe('0xabc');
  });
});

describe('order calculator: concurrency', () => {
  it('a new calculation aborts the one in flight, and the stale answer is never shown', async () => {
    const { calc, calls, state } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('100');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    const first = calls[0]!;
    calc.setFromAmount('200');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(first.signal.aborted).toBe(true);
    const second = calls[1]!;
    // The server answers the first request anyway, late: it must not land.
    first.resolve(quote(first.req));
    await flush();
    expect(state.toAmount).toBe('');
    second.resolve(quote(second.req));
    await flush();
    expect(state.toAmount).toBe('0.002');
    expect(state.result?.from_amount).toBe('200');
  });

  it('an answer that resolves out of order (older after newer) is dropped', async () => {
    const { calc, calls, state } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('100');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: 'eth-id' });
    calls[1]!.resolve({ ...quote(calls[1]!.req), to_symbol: 'ETH' });
    await flush();
    calls[0]!.resolve(quote(calls[0]!.req));
    await flush();
    expect(state.result?.to_symbol).toBe('ETH');
  });

  it('a calculation cancelled by the client is ignored silently (no error shown)', async () => {
    const { calc, calls, state, warn } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('100');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calc.dispose();
    await flush();
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(state.error).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('order calculator: skip rules', () => {
  it('makes no call while disabled', () => {
    const { calc, fetchCalc } = harness();
    calc.setParams({
      orderType: 'EXCHANGE_CRYPTO_INTERNAL',
      fromCurrencyId: USDT,
      toCurrencyId: BTC,
      disabled: true,
    });
    calc.setFromAmount('100');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS * 3);
    expect(fetchCalc).not.toHaveBeenCalled();
  });

  it('makes no call for an empty or zero amount', () => {
    const { calc, fetchCalc } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    for (const v of ['', '0', '0.000', '0.']) {
      calc.setFromAmount(v);
      vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    }
    expect(fetchCalc).not.toHaveBeenCalled();
  });

  it('a zero amount with no prior result resets the state', () => {
    const { calc, state } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: null });
    calc.setFromAmount('5');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(state.error).toBe(currencyNotDefined());
    calc.setFromAmount('0');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(state.error).toBeNull();
    expect(state.result).toBeNull();
    expect(state.toAmount).toBe('');
  });

  it('a zero amount after a result clears "you get" and keeps no stale figure', async () => {
    const { calc, calls, state, fetchCalc } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('100');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[0]!.resolve(quote(calls[0]!.req));
    await flush();
    expect(state.toAmount).toBe('0.001');
    calc.setFromAmount('0');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(fetchCalc).toHaveBeenCalledTimes(1);
    expect(state.toAmount).toBe('');
  });

  it('without both currencies it fails with "From currency or to currency is not defined"', () => {
    const { calc, state, fetchCalc } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: null, toCurrencyId: BTC });
    calc.setFromAmount('10');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(fetchCalc).not.toHaveBeenCalled();
    expect(state.error).toBe('From currency or to currency is not defined');
  });
});

describe('order calculator: answers', () => {
  it('a 404 logs "Rate not found", resets the quote and says the pair is not available', async () => {
    const { calc, calls, state, warn } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('100');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[0]!.resolve(quote(calls[0]!.req));
    await flush();
    expect(state.result).not.toBeNull();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: 'pol-id' });
    calls[1]!.reject(http(404, 'Rate not found'));
    await flush();
    expect(warn).toHaveBeenCalledWith('Rate not found');
    expect(state.result).toBeNull();
    expect(state.toAmount).toBe('');
    expect(state.fromAmount).toBe('100'); // what the user typed stays
    expect(state.notAvailable).toBe(true);
    expect(state.error).toBe(pairNotAvailable());
  });

  it('other errors show the platform sentence and keep the amount', async () => {
    const { calc, calls, state } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('0.5');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[0]!.reject(http(422, 'The minimum is 1 USDT.'));
    await flush();
    expect(state.error).toBe('The minimum is 1 USDT.');
    expect(state.fromAmount).toBe('0.5');
    expect(state.loading).toBe(false);
  });

  it('a failed quote for a new amount drops the old figure and quote; refresh() asks again (issue 20 #7)', async () => {
    const { calc, calls, state } = harness();
    const ask = (amount: string): CalcRequest => ({
      order_type: 'EXCHANGE_CRYPTO_INTERNAL',
      from_currency_id: USDT,
      to_currency_id: BTC,
      amount,
      is_reverse: false,
    });
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('100');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[0]!.resolve(quote(calls[0]!.req));
    await flush();
    expect(state.toAmount).toBe('0.001');
    calc.setFromAmount('200');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[1]!.reject(http(502, 'The rate service did not answer.'));
    await flush();
    expect(state.error).toMatch(/./);
    // Nothing of 100's quote is left to show beside 200, nor to send.
    expect(state.toAmount).toBe('');
    expect(state.result).toBeNull();
    expect(calc.boundQuote(ask('100'))).toBeNull();
    expect(state.fromAmount).toBe('200'); // what the user typed stays
    void calc.refresh();
    expect(state.error).toBeNull();
    expect(calls[2]!.req.amount).toBe('200');
    calls[2]!.resolve(quote(calls[2]!.req));
    await flush();
    expect(state.toAmount).toBe('0.002');
    expect(calc.boundQuote(ask('200'))).not.toBeNull();
  });

  it('a failed reverse quote clears "you pay", not what was typed in "you get"', async () => {
    const { calc, calls, state } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setToAmount('0.001');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[0]!.resolve(quote(calls[0]!.req));
    await flush();
    expect(state.fromAmount).toBe('100');
    calc.setToAmount('0.002');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[1]!.reject(http(503, 'Busy.'));
    await flush();
    expect(state.fromAmount).toBe('');
    expect(state.toAmount).toBe('0.002');
  });

  it('keeps tiny results as plain decimal strings (no exponent)', async () => {
    const { calc, calls, state } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('1');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[0]!.resolve({ ...quote(calls[0]!.req), result_amount: '0.0000001' });
    await flush();
    expect(state.toAmount).toBe('0.0000001');
  });

  it('refreshes a quote once it has aged 30 s', async () => {
    const { calc, calls, fetchCalc } = harness();
    calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    calc.setFromAmount('100');
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    calls[0]!.resolve(quote(calls[0]!.req));
    await flush();
    expect(calc.isQuoteFresh()).toBe(true);
    vi.advanceTimersByTime(QUOTE_REFRESH_MS - 1);
    expect(fetchCalc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fetchCalc).toHaveBeenCalledTimes(2);
    expect(calls[1]!.req.amount).toBe('100');
  });
});

describe('order calculator: the quote is bound to its inputs', () => {
  const ask = (amount: string, extra: Partial<CalcRequest> = {}): CalcRequest => ({
    order_type: 'EXCHANGE_CRYPTO_INTERNAL',
    from_currency_id: USDT,
    to_currency_id: BTC,
    amount,
    is_reverse: false,
    ...extra,
  });

  async function quoted(amount: string) {
    const h = harness();
    h.calc.setParams({ orderType: 'EXCHANGE_CRYPTO_INTERNAL', fromCurrencyId: USDT, toCurrencyId: BTC });
    h.calc.setFromAmount(amount);
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    h.calls.at(-1)!.resolve(quote(h.calls.at(-1)!.req));
    await flush();
    return h;
  }

  it('answers the quote only for exactly the request it was made for', async () => {
    const { calc } = await quoted('1');
    expect(calc.boundQuote(ask('1'))).not.toBeNull();
    // Any other amount, side, currency or destination: stale. A refused field asks nothing: null.
    expect(calc.boundQuote(ask('2'))).toBeNull();
    expect(calc.boundQuote(null)).toBeNull();
    expect(calc.boundQuote(ask('1', { is_reverse: true }))).toBeNull();
    expect(calc.boundQuote(ask('1', { to_currency_id: 'eth-id' }))).toBeNull();
    expect(calc.boundQuote(ask('1', { to_address: '0xabc' }))).toBeNull();
  });

  it('an edit to a refused value keeps the old quote on record but never binds it (old bug: amount 1 sent)', async () => {
    const { calc, state } = await quoted('1');
    calc.setFromAmount(''); // the field refused "-5": nothing goes to the calculator
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(state.result).not.toBeNull(); // still on record…
    expect(calc.boundQuote(null)).toBeNull(); // …but the form asks nothing it could answer
  });

  it('a quote stops binding once it has aged, until the fresh one is in', async () => {
    const { calc, calls } = await quoted('1');
    vi.advanceTimersByTime(QUOTE_REFRESH_MS - 1);
    expect(calc.boundQuote(ask('1'))).not.toBeNull();
    vi.advanceTimersByTime(1); // aged: the refresh goes out…
    expect(calc.boundQuote(ask('1'))).toBeNull(); // …and nothing binds while it is on its way
    calls.at(-1)!.resolve(quote(calls.at(-1)!.req));
    await flush();
    expect(calc.boundQuote(ask('1'))).not.toBeNull();
  });

  it('while a new amount is being quoted, the old quote does not bind to it', async () => {
    const { calc, calls } = await quoted('1');
    calc.setFromAmount('5');
    expect(calc.boundQuote(ask('5'))).toBeNull(); // debounce
    vi.advanceTimersByTime(CALC_DEBOUNCE_MS);
    expect(calc.boundQuote(ask('5'))).toBeNull(); // in flight
    calls.at(-1)!.resolve(quote(calls.at(-1)!.req));
    await flush();
    expect(calc.boundQuote(ask('5'))).not.toBeNull();
    expect(calc.boundQuote(ask('1'))).toBeNull();
  });
});
