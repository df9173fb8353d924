/** Plain-language names of order types and statuses for the screens. */
export const ORDER_TYPE_LABEL: Record<string, string> = {
  EXCHANGE_CRYPTO_INTERNAL: 'Exchange',
  TRANSFER_INTERNAL: 'Transfer between wallets',
  WITHDRAWAL_CRYPTO: 'Crypto withdrawal',
  HIFI_WIRE_ONRAMP: 'Buy with a wire transfer',
  HIFI_ACH_ONRAMP: 'Buy with ACH',
  HIFI_SEPA_ONRAMP: 'Buy with SEPA',
  HIFI_WIRE_OFFRAMP: 'Sell to a bank (wire)',
  HIFI_ACH_OFFRAMP: 'Sell to a bank (ACH)',
  HIFI_SEPA_OFFRAMP: 'Sell to a bank (SEPA)',
  TBD_SWIFT_WITHDRAWAL: 'Sell to a bank (SWIFT)',
  OMNIBUS_CRYPTO_TRANSFER: 'Crypto sent to a recipient',
  SEGREGATED_CRYPTO_TRANSFER: 'Crypto sent from an account in your name',
  HIFI_CRYPTO_TRANSFER: 'Crypto sent through our payment partner',
};

/** A type this app has no words for yet is named by what it does, never by its record type. */
const KIND_LABEL: Record<import('./summary').OrderKind, string> = {
  exchange: 'Exchange',
  withdraw: 'Crypto withdrawal',
  transfer: 'Transfer between wallets',
  send: 'Crypto sent to a recipient',
  sell: 'Sell to a bank',
  buy: 'Buy with a bank transfer',
  topup: 'Card top-up',
};

export const orderTypeLabel = (type: string) => ORDER_TYPE_LABEL[type] ?? KIND_LABEL[orderKindOf(type)];

export const FINAL_STATUSES = ['COMPLETE', 'FAILED', 'ERROR', 'CANCELED'] as const;
export const isFinal = (status: string | undefined) =>
  !!status && (FINAL_STATUSES as readonly string[]).includes(status);

/** What each status means for the user, in a sentence. */
export const STATUS_SENTENCE: Record<string, string> = {
  NEW: 'Your order was received.',
  PENDING: 'Your order is waiting to be processed.',
  PROCESSING: 'Your order is being processed.',
  COMPLETE: 'Done. The money has arrived.',
  FAILED: 'This order failed.',
  ERROR: 'This order could not be processed.',
  CANCELED: 'This order was cancelled.',
};

/** Which flow an order type belongs to, for wording ("Exchanged", "Sent", "Added to the card"). */
export function orderKindOf(type: string): import('./summary').OrderKind {
  if (type.startsWith('EXCHANGE')) return 'exchange';
  if (type === 'WITHDRAWAL_CRYPTO') return 'withdraw';
  if (type === 'TRANSFER_INTERNAL' || type === 'INTERNAL_TRANSFER') return 'transfer';
  if (type.endsWith('CRYPTO_TRANSFER') || type === 'OMNIBUS_CRYPTO_WITHDRAWAL') return 'send';
  if (type.endsWith('_ONRAMP')) return 'buy';
  if (type.startsWith('TRANSFER_CARD')) return 'topup';
  return 'sell';
}
