import { ORDER_CREATE_V2 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import type { DestinationListItem, OrderTypeInfoV2 } from '../../api/types';
import { type MessageKey, t } from '../../i18n';
import { wireNumber } from '../../shared/wire-json';

/**
 * "Send to a recipient" (crypto): the order types that move crypto to a saved counterparty's
 * crypto destination (API.md §16.3), each offered only where GET /v2/orders/order_types lists it.
 * API.md calls HIFI_CRYPTO_TRANSFER "older clients only", but SPEC §7 lists it and SPEC decides:
 * a platform that still offers it gets it, with its own body (it names the counterparty, not the
 * destination).
 */
export const CRYPTO_SEND_TYPES = [
  'OMNIBUS_CRYPTO_TRANSFER',
  'SEGREGATED_CRYPTO_TRANSFER',
  'HIFI_CRYPTO_TRANSFER',
] as const;
export type CryptoSendType = (typeof CRYPTO_SEND_TYPES)[number];

const CRYPTO_SEND_LABEL: Record<CryptoSendType, MessageKey> = {
  OMNIBUS_CRYPTO_TRANSFER: 'orders.send.fromWallet',
  SEGREGATED_CRYPTO_TRANSFER: 'orders.send.fromOwnAccount',
  HIFI_CRYPTO_TRANSFER: 'orders.send.throughPartner',
};

/** Where a send is paid from, in words (a type we do not know reads as the plain wallet send). */
export const cryptoSendLabel = (type: string) =>
  t(CRYPTO_SEND_LABEL[type as CryptoSendType] ?? 'orders.send.fromWallet');

export function cryptoSendTypes(types: readonly OrderTypeInfoV2[] | undefined): OrderTypeInfoV2[] {
  return (types ?? []).filter((t) => (CRYPTO_SEND_TYPES as readonly string[]).includes(t.id));
}

export const isCryptoDestination = (d: DestinationListItem) =>
  (d.type === 'CRYPTO_EXTERNAL' || d.type === 'CRYPTO_INTERNAL') && !!d.external_crypto_data;

export interface CryptoSendInput {
  type: CryptoSendType;
  requestId: string;
  walletId: string;
  currencyId: string;
  /**
   * `wallet_account_id` is not described further by API.md. Decision: the wallet's account in
   * the currency sent, i.e. the `uuid` of that currency's BalanceDetail in GET /wallets/{id}.
   */
  walletAccountId: string;
  destinationId: string;
  /** The recipient the destination belongs to (HIFI_CRYPTO_TRANSFER names it instead). */
  counterpartyId: string;
  /** Decimal string: the side the user typed. */
  amount: string;
  isReverse: boolean;
  note?: string;
}

/**
 * POST /v2/orders/{OMNIBUS|SEGREGATED}_CRYPTO_TRANSFER: BaseOrder without to_currency_id, to a
 * destination. HIFI_CRYPTO_TRANSFER: its own body naming the counterparty (API.md §16.3).
 */
export function sendCrypto(input: CryptoSendInput) {
  if (input.type === 'HIFI_CRYPTO_TRANSFER') {
    return call(ORDER_CREATE_V2.HIFI_CRYPTO_TRANSFER, {
      body: {
        request_id: input.requestId,
        counterparty_account_id: input.counterpartyId,
        amount: wireNumber(input.amount),
        wallet_id: input.walletId,
        wallet_account_id: input.walletAccountId,
        from_currency_id: input.currencyId,
        is_subtract: !input.isReverse,
        is_reverse: input.isReverse,
        ...(input.note ? { note: input.note } : {}),
      },
    });
  }
  return call(ORDER_CREATE_V2[input.type], {
    body: {
      request_id: input.requestId,
      wallet_id: input.walletId,
      from_currency_id: input.currencyId,
      amount: wireNumber(input.amount),
      is_subtract: !input.isReverse,
      is_reverse: input.isReverse,
      wallet_account_id: input.walletAccountId,
      counterparty_destination_id: input.destinationId,
      ...(input.note ? { note: input.note } : {}),
    },
  });
}
