/**
 * What an order is, in the words the review sheet and the result use: what is paid, what arrives,
 * the rate, every fee and the destination. Built from the BOUND quote, so review, result and the
 * request all describe the same amounts.
 */
import type { CalcResult } from '../../api/types';
import type { CurrencyLike } from '../../lib/format';
import { tryNormalize } from '../../lib/money';
import { type FeeRow, quoteFees } from './quote/fees';

export type OrderKind = 'exchange' | 'withdraw' | 'transfer' | 'send' | 'sell' | 'buy' | 'topup';

export interface OrderSummary {
  kind: OrderKind;
  /** Decimal strings as sent / quoted. */
  pay: string;
  receive: string;
  from: CurrencyLike | string;
  to: CurrencyLike | string;
  rate: { value: string; fromSymbol: string; toSymbol: string } | null;
  fees: FeeRow[];
  feeTotal: string;
  /** Where the money goes, in words ("0x5290…9EE7", "Erika Mustermann · SEPA"). */
  destination: string | null;
}

export function summaryOf(
  kind: OrderKind,
  quote: CalcResult,
  from: CurrencyLike | null | undefined,
  to: CurrencyLike | null | undefined,
  destination: string | null = null,
): OrderSummary {
  const fees = quoteFees(quote);
  const rate = tryNormalize(quote.rate);
  return {
    kind,
    pay: tryNormalize(quote.from_amount) ?? '0',
    receive: tryNormalize(quote.result_amount) ?? '0',
    from: from ?? quote.from_symbol,
    to: to ?? quote.to_symbol,
    rate:
      rate && quote.from_currency !== quote.to_currency
        ? { value: rate, fromSymbol: quote.from_symbol, toSymbol: quote.to_symbol }
        : null,
    fees: fees.rows,
    feeTotal: fees.total,
    destination,
  };
}

/** The result's headline per kind: what the user got, in their words. */
export const RESULT_HEADLINE: Record<OrderKind, { done: string; pending: string }> = {
  exchange: { done: 'Exchanged', pending: 'Exchanging' },
  withdraw: { done: 'Sent', pending: 'Being sent' },
  transfer: { done: 'Moved to your wallet', pending: 'Moving to your wallet' },
  send: { done: 'Sent', pending: 'Being sent' },
  sell: { done: 'Paid out to the bank', pending: 'Paying out to the bank' },
  buy: { done: 'Bought', pending: 'Waiting for your bank transfer' },
  topup: { done: 'Added to the card', pending: 'Adding to the card' },
};

/** What the order's primary action says in the review sheet. */
export const CONFIRM_TEXT: Record<OrderKind, string> = {
  exchange: 'Confirm exchange',
  withdraw: 'Confirm withdrawal',
  transfer: 'Confirm transfer',
  send: 'Confirm and send',
  sell: 'Confirm sale',
  buy: 'Confirm and get details',
  topup: 'Confirm top-up',
};

/** Summaries of orders just created, for the result screen (only this tab, only this session). */
const submitted = new Map<string, OrderSummary>();
export const rememberSubmitted = (orderUuid: string, s: OrderSummary) => submitted.set(orderUuid, s);
export const submittedSummary = (orderUuid: string) => submitted.get(orderUuid) ?? null;
