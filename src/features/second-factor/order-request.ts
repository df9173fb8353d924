import type { OrderType, OtpCreateBody } from '../../api/types';
import { wireNumber } from '../../shared/wire-json';

/**
 * The OtpCreate body for an order (API.md §17): request_id is the ORDER's request_id, so the
 * platform can match the approval to the order re-submitted with that same id.
 */
export function otpRequestFor(o: {
  requestId: string;
  orderType: string;
  walletId: string;
  fromSymbol: string;
  toSymbol: string;
  fromCurrencyId: string;
  toCurrencyId: string;
  fromAmount: string;
  toAmount: string;
  counterpartyAccountId?: string | null;
  counterpartyDestinationId?: string | null;
  note?: string;
  reference?: string;
}): OtpCreateBody {
  return {
    request_id: o.requestId,
    order_type: o.orderType,
    amount: wireNumber(o.fromAmount),
    wallet_id: o.walletId,
    meta: {
      type: 'ORDER',
      sub_type: o.orderType as OrderType,
      currency: o.fromSymbol,
      from_currency: o.fromSymbol,
      to_currency: o.toSymbol,
      from_currency_id: o.fromCurrencyId,
      to_currency_id: o.toCurrencyId,
      from_amount: wireNumber(o.fromAmount),
      to_amount: wireNumber(o.toAmount),
      counterparty_account_id: o.counterpartyAccountId ?? '',
      counterparty_destination_id: o.counterpartyDestinationId ?? '',
      ...(o.note ? { note: o.note } : {}),
      ...(o.reference ? { refference: o.reference } : {}),
    },
  };
}
