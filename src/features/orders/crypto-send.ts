import { ORDER_CREATE_V2 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import type { DestinationListItem, OrderTypeInfoV2 } from '../../api/types';

/**
 * "Send to a recipient" (crypto): the order types that move crypto to a saved counterparty's
 * crypto destination (API.md §16.3). HIFI_CRYPTO_TRANSFER is for older clients only ("no longer
 * called"), so we offer the two current ones, and only where GET /v2/orders/order_types lists them.
 */
export const CRYPTO_SEND_TYPES = ['OMNIBUS_CRYPTO_TRANSFER', 'SEGREGATED_CRYPTO_TRANSFER'] as const;
export type CryptoSendType = (typeof CRYPTO_SEND_TYPES)[number];

export const CRYPTO_SEND_LABEL: Record<CryptoSendType, string> = {
  OMNIBUS_CRYPTO_TRANSFER: 'From your wallet',
  SEGREGATED_CRYPTO_TRANSFER: 'From your segregated account',
};

export function cryptoSendTypes(types: OrderTypeInfoV2[] | undefined): OrderTypeInfoV2[] {
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
  /** Decimal string: the side the user typed. */
  amount: string;
  isReverse: boolean;
  note?: string;
}

/** POST /v2/orders/{OMNIBUS|SEGREGATED}_CRYPTO_TRANSFER: BaseOrder without to_currency_id. */
export function sendCrypto(input: CryptoSendInput, headers: Record<string, string>) {
  return call(ORDER_CREATE_V2[input.type], {
    body: {
      request_id: input.requestId,
      wallet_id: input.walletId,
      from_currency_id: input.currencyId,
      amount: input.amount,
      is_subtract: !input.isReverse,
      is_reverse: input.isReverse,
      wallet_account_id: input.walletAccountId,
      counterparty_destination_id: input.destinationId,
      ...(input.note ? { note: input.note } : {}),
    },
    headers,
  });
}
