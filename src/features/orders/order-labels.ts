import { type MessageKey, t } from '../../i18n';
import type { OrderKind } from './summary';

/** Plain-language names of order types for the screens (keys: read at render, in the user's language). */
const ORDER_TYPE_KEY: Record<string, MessageKey> = {
  EXCHANGE_CRYPTO_INTERNAL: 'orders.type.exchange',
  TRANSFER_INTERNAL: 'orders.type.transfer',
  WITHDRAWAL_CRYPTO: 'orders.type.withdraw',
  HIFI_WIRE_ONRAMP: 'orders.type.buyWire',
  HIFI_ACH_ONRAMP: 'orders.type.buyAch',
  HIFI_SEPA_ONRAMP: 'orders.type.buySepa',
  HIFI_WIRE_OFFRAMP: 'orders.type.sellWire',
  HIFI_ACH_OFFRAMP: 'orders.type.sellAch',
  HIFI_SEPA_OFFRAMP: 'orders.type.sellSepa',
  TBD_SWIFT_WITHDRAWAL: 'orders.type.sellSwift',
  OMNIBUS_CRYPTO_TRANSFER: 'orders.type.send',
  SEGREGATED_CRYPTO_TRANSFER: 'orders.type.sendOwnAccount',
  HIFI_CRYPTO_TRANSFER: 'orders.type.sendPartner',
};

/** A type this app has no words for yet is named by what it does, never by its record type. */
const KIND_KEY: Record<OrderKind, MessageKey> = {
  exchange: 'orders.type.exchange',
  withdraw: 'orders.type.withdraw',
  transfer: 'orders.type.transfer',
  send: 'orders.type.send',
  sell: 'orders.type.sell',
  buy: 'orders.type.buy',
  topup: 'orders.type.topUp',
};

/** The order types this app has its own words for. */
export const KNOWN_ORDER_TYPES = Object.keys(ORDER_TYPE_KEY);

export const orderTypeLabel = (type: string) => t(ORDER_TYPE_KEY[type] ?? KIND_KEY[orderKindOf(type)]);

export const FINAL_STATUSES = ['COMPLETE', 'FAILED', 'ERROR', 'CANCELED'] as const;
export const isFinal = (status: string | undefined) =>
  !!status && (FINAL_STATUSES as readonly string[]).includes(status);

const STATUS_KEY: Record<string, MessageKey> = {
  NEW: 'orders.status.new',
  PENDING: 'orders.status.pending',
  PROCESSING: 'orders.status.processing',
  COMPLETE: 'orders.status.complete',
  FAILED: 'orders.status.failed',
  ERROR: 'orders.status.error',
  CANCELED: 'orders.status.canceled',
};

/** What a status means for the user, in a sentence; undefined for a status we have no words for. */
export function statusSentence(status: string): string | undefined {
  const key = STATUS_KEY[status];
  return key ? t(key) : undefined;
}

/**
 * The same sentences as a table, for callers that index it (`STATUS_SENTENCE[status]`): each entry
 * is read when it is looked up, so it is always in the active language.
 */
export const STATUS_SENTENCE: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(STATUS_KEY).map((status) => [
      status,
      { enumerable: true, get: () => statusSentence(status) },
    ]),
  ),
);

/** Which flow an order type belongs to, for wording ("Exchanged", "Sent", "Added to the card"). */
export function orderKindOf(type: string): OrderKind {
  if (type.startsWith('EXCHANGE')) return 'exchange';
  if (type === 'WITHDRAWAL_CRYPTO') return 'withdraw';
  if (type === 'TRANSFER_INTERNAL' || type === 'INTERNAL_TRANSFER') return 'transfer';
  if (type.endsWith('CRYPTO_TRANSFER') || type === 'OMNIBUS_CRYPTO_WITHDRAWAL') return 'send';
  if (type.endsWith('_ONRAMP')) return 'buy';
  if (type.startsWith('TRANSFER_CARD')) return 'topup';
  return 'sell';
}

/** The order status chip's labels and tones (shared with the order history). */
export { orderStatuses } from '../../ui/order-statuses';
