import { ORDER_CREATE_V2 } from '../../api/endpoints/orders';
import { call } from '../../api/http';
import { type MessageKey, t } from '../../i18n';
import type { CryptoSendType } from '../../lib/crypto-send-types';
import { v2Base } from './engine/bodies';

const CRYPTO_SEND_LABEL: Record<CryptoSendType, MessageKey> = {
  OMNIBUS_CRYPTO_TRANSFER: 'orders.send.fromWallet',
  SEGREGATED_CRYPTO_TRANSFER: 'orders.send.fromOwnAccount',
  HIFI_CRYPTO_TRANSFER: 'orders.send.throughPartner',
};

/** Where a send is paid from, in words (a type we do not know reads as the plain wallet send). */
export const cryptoSendLabel = (type: string) =>
  t(CRYPTO_SEND_LABEL[type as CryptoSendType] ?? 'orders.send.fromWallet');

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
  // What both bodies carry besides where the money goes.
  const base = {
    ...v2Base(input),
    from_currency_id: input.currencyId,
    wallet_account_id: input.walletAccountId,
    ...(input.note ? { note: input.note } : {}),
  };
  return input.type === 'HIFI_CRYPTO_TRANSFER'
    ? call(ORDER_CREATE_V2.HIFI_CRYPTO_TRANSFER, {
        body: { ...base, counterparty_account_id: input.counterpartyId },
      })
    : call(ORDER_CREATE_V2[input.type], {
        body: { ...base, counterparty_destination_id: input.destinationId },
      });
}
