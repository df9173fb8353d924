import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/types';
import { CLOCK_SKEW_MS, matchesOrder } from '../../src/features/orders/reconcile';

/**
 * After a lost answer a first-generation order (no request_id in its body) is recognised by what
 * it is: type, currencies, amount, created since the tap, not one already shown.
 */
const tap = Date.parse('2026-11-22T14:00:00Z');
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
    created_at: '2026-11-22T14:00:01Z',
    meta: { order_uuid: 'o-1' },
    ...o,
  }) as Order;
const match = { orderTypes: ['EXCHANGE_CRYPTO_INTERNAL'], fromId: 'usdt', toId: 'btc', amount: '15' };

describe('finding a first-generation order after a lost answer', () => {
  it('matches the same type, currencies and amount created since the tap', () => {
    expect(matchesOrder(order({}), match, tap, [])).toBe(true);
    expect(matchesOrder(order({ amount_from: '15.000' as never }), match, tap, [])).toBe(true);
  });

  it('does not mistake another order for it', () => {
    expect(matchesOrder(order({ amount_from: 16 }), match, tap, [])).toBe(false);
    expect(matchesOrder(order({ to_uuid: 'eth' }), match, tap, [])).toBe(false);
    expect(matchesOrder(order({ order_type: 'WITHDRAWAL_CRYPTO' }), match, tap, [])).toBe(false);
    // An identical order from before the tap (beyond clock skew), or one already shown: not it.
    const earlier = new Date(tap - CLOCK_SKEW_MS - 1000).toISOString();
    expect(matchesOrder(order({ created_at: earlier }), match, tap, [])).toBe(false);
    expect(matchesOrder(order({}), match, tap, ['o-1'])).toBe(false);
  });

  it('a card top-up whose source the platform picks matches any source, by its card-side amount', () => {
    const topUp = { orderTypes: ['TRANSFER_CARD_PREPAID'], fromId: '', toId: 'usd', amount: '25' };
    const o = order({
      order_type: 'TRANSFER_CARD_PREPAID',
      from_uuid: 'usdt',
      to_uuid: 'usd',
      amount_from: 25.26,
      amount_to: 25,
    });
    expect(matchesOrder(o, topUp, tap, [])).toBe(true);
  });
});
