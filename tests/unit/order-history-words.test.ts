import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../../src/api/types';
import { GROUP_OF, TYPE_GROUPS, typesOf } from '../../src/features/order-history/filters';
import { orderKind, orderTypeLabel } from '../../src/features/order-history/order-words';

/**
 * The order history's words and type filters cover every OrderType of API.md §2: each type is
 * in exactly the filter group its kind belongs to, and none is shown as its constant.
 */
describe('order history: every order type has words and a filter group', () => {
  it('each type is in one group, the one its kind names', () => {
    for (const type of ORDER_TYPES) {
      const groups = TYPE_GROUPS.filter((g) => g.id && typesOf(g.id).includes(type)).map((g) => g.id);
      expect({ type, groups }).toEqual({ type, groups: [GROUP_OF[orderKind(type)]] });
    }
    const listed = TYPE_GROUPS.flatMap((g) => typesOf(g.id));
    expect(listed).toHaveLength(ORDER_TYPES.length);
  });

  it('no type is shown as its constant; bank rails are named, an unknown type is "Order"', () => {
    for (const type of ORDER_TYPES) {
      const label = orderTypeLabel(type);
      expect(label).not.toMatch(/_|ONRAMP|OFFRAMP|HIFI|L2F|OMNIBUS/);
    }
    expect(orderTypeLabel('HIFI_SEPA_OFFRAMP')).toBe('Sale to a bank account · SEPA');
    expect(orderTypeLabel('L2F_WIRE_DEPOSIT')).toBe('Bank deposit · wire');
    expect(orderTypeLabel('TBD_SWIFT_WITHDRAWAL')).toBe('Sale to a bank account · SWIFT');
    expect(orderTypeLabel('EXCHANGE_CRYPTO_INTERNAL')).toBe('Exchange');
    expect(orderTypeLabel('WITHDRAW_CARD_PREPAID')).toBe('Money back from a card');
    expect(orderTypeLabel('SOMETHING_NEW')).toBe('Order');
  });
});
