import { describe, expect, it } from 'vitest';
import { cryptoSendLabel } from '../../src/features/orders/crypto-send';
import { KNOWN_ORDER_TYPES, orderTypeLabel } from '../../src/features/orders/order-labels';
import { CRYPTO_SEND_TYPES } from '../../src/lib/crypto-send-types';

/** Words a user should never meet: platform jargon, record types, provider ids (issue 12). */
const INTERNAL = [/segregated/i, /omnibus/i, /counterparty/i, /_/, /\(retired\)/i, /vnd/i, /offramp|onramp/i];

const shown = (label: string) => INTERNAL.filter((w) => w.test(label)).map(String);

describe('order words on screen', () => {
  it('names every known order type and send source in plain words', () => {
    for (const label of [
      ...KNOWN_ORDER_TYPES.map(orderTypeLabel),
      ...CRYPTO_SEND_TYPES.map(cryptoSendLabel),
    ]) {
      expect(shown(label), label).toEqual([]);
    }
  });

  it('names an order type it does not know by what it does, not by its record type', () => {
    expect(orderTypeLabel('TRANSFER_CARD_OFFRAMP')).toBe('Card top-up');
    expect(orderTypeLabel('EXCHANGE_CRYPTO_VENDOR_RAIL')).toBe('Exchange');
    expect(shown(orderTypeLabel('NEW_SEGREGATED_OFFRAMP'))).toEqual([]);
  });
});
