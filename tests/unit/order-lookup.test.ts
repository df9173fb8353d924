import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/types';
import type { OrderMatch } from '../../src/features/orders/intent/storage';
import { judgeOrders, type LookupSubject, looksLike } from '../../src/features/orders/reconcile';

/**
 * After a lost answer a first-generation order (no request_id in its body) is recognised by what
 * it is — type, currencies, amount — and counts as this one only when it is new since the tap:
 * absent from the snapshot read before sending, created at or after the tap, the only candidate.
 */
const tap = Date.parse('2026-11-22T14:00:00.400Z');
const at = (ms: number) => new Date(tap + ms).toISOString();
const order = (o: Partial<Order>): Order =>
  ({
    id: '1',
    order_uuid: 'o-1',
    wallet_uuid: 'w',
    from_uuid: 'usdt',
    to_uuid: 'btc',
    order_type: 'EXCHANGE_CRYPTO_INTERNAL',
    status: 'NEW',
    amount_from: 15,
    amount_to: 0.00015,
    created_at: at(1000),
    meta: { order_uuid: 'o-1' },
    ...o,
  }) as Order;
const match: OrderMatch = {
  orderTypes: ['EXCHANGE_CRYPTO_INTERNAL'],
  fromId: 'usdt',
  toId: 'btc',
  amount: '15',
};
const subject = (s: Partial<LookupSubject> = {}): LookupSubject => ({ match, since: tap, before: [], ...s });
const kind = (orders: Order[], s: Partial<LookupSubject> = {}, known: string[] = []) =>
  judgeOrders(orders, subject(s), known).kind;

describe('what a first-generation order looks like', () => {
  it('the same type, currencies and amount (as sent or as received)', () => {
    expect(looksLike(order({}), match)).toBe(true);
    expect(looksLike(order({ amount_from: '15.000' }), match)).toBe(true);
    expect(looksLike(order({ amount_from: '16' }), match)).toBe(false);
    expect(looksLike(order({ to_uuid: 'eth' }), match)).toBe(false);
    expect(looksLike(order({ order_type: 'WITHDRAWAL_CRYPTO' }), match)).toBe(false);
  });

  it('a card top-up whose source the platform picks matches any source, by its card-side amount', () => {
    const topUp: OrderMatch = {
      orderTypes: ['TRANSFER_CARD_PREPAID'],
      fromId: '',
      toId: 'usd',
      amount: '25',
    };
    const o = order({
      order_type: 'TRANSFER_CARD_PREPAID',
      from_uuid: 'usdt',
      to_uuid: 'usd',
      amount_from: '25.26',
      amount_to: '25',
    });
    expect(looksLike(o, topUp)).toBe(true);
  });
});

describe('telling this order from an identical one', () => {
  it('found: the only identical order, new since the snapshot, created after the tap', () => {
    const j = judgeOrders([order({})], subject(), []);
    expect(j).toMatchObject({ kind: 'found', order: { order_uuid: 'o-1' } });
    // The platform's clock may run ahead of the device's: later is always fine.
    expect(kind([order({ created_at: at(10 * 60_000) })])).toBe('found');
    // Whole-second timestamps: created in the tap's own second counts (they cannot say more).
    expect(kind([order({ created_at: '2026-11-22T14:00:00Z' })])).toBe('found');
    expect(kind([order({ created_at: '2026-11-22T14:00:00.400Z' })])).toBe('found');
  });

  it('none: nothing identical, or only orders that existed before the tap or were already shown', () => {
    expect(kind([])).toBe('none');
    expect(kind([order({ amount_from: '16', amount_to: '0.00016' })])).toBe('none');
    expect(kind([order({ created_at: at(-20_000) })], { before: ['o-1'] })).toBe('none');
    expect(kind([order({})], {}, ['o-1'])).toBe('none');
  });

  it('issue 19: an identical order made 20 s before the tap is never taken for this one', () => {
    // Even unseen by the snapshot (it could not be read), it is not "done": at most unsure.
    expect(kind([order({ created_at: at(-20_000) })], { before: [] })).toBe('unsure');
    expect(kind([order({ created_at: at(-20_000) })], { before: null })).toBe('unsure');
    // No backward skew is allowed: a millisecond timestamp before the tap is before it.
    expect(kind([order({ created_at: '2026-11-22T14:00:00.399Z' })])).toBe('unsure');
    expect(kind([order({ created_at: '2026-11-22T13:59:59Z' })])).toBe('unsure');
  });

  it('the snapshot covers a device clock behind the platform: the earlier order is excluded by id', () => {
    // The device is 30 s behind: the earlier order's time reads as "after the tap"…
    const earlier = order({ order_uuid: 'o-earlier', created_at: at(10_000) });
    expect(kind([earlier], { before: ['o-earlier'] })).toBe('none');
    // …and with the snapshot, the new one next to it is found.
    const mine = order({ order_uuid: 'o-mine', created_at: at(31_000) });
    expect(judgeOrders([mine, earlier], subject({ before: ['o-earlier'] }), [])).toMatchObject({
      kind: 'found',
      order: { order_uuid: 'o-mine' },
    });
  });

  it('unsure: no snapshot, two new candidates, or a timestamp that cannot be read', () => {
    expect(kind([order({})], { before: null })).toBe('unsure');
    expect(kind([order({}), order({ order_uuid: 'o-2' })])).toBe('unsure');
    expect(kind([order({ created_at: 'not a date' })])).toBe('unsure');
  });
});
