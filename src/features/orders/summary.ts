/**
 * What an order is, in the words the review sheet and the result use: what is paid, what arrives,
 * the rate, every fee and the destination. Built from the BOUND quote, so review, result and the
 * request all describe the same amounts.
 */
import type { CalcResult } from '../../api/types';
import { type MessageKey, t } from '../../i18n';
import type { CurrencyLike } from '../../lib/format';
import { tryNormalize } from '../../lib/money';
import { onOwnerChange } from '../../session/owner-change';
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
  /** What the platform charges: the fee the order and its transactions carry afterwards. */
  feeTotal: string;
  /** The exchange markup, inside the rate: shown apart, never in feeTotal. */
  markup: FeeRow | null;
  /** Where the money goes (or, buying, where it comes from); null for an exchange. */
  destination: OrderWhere | null;
}

/** The other end of an order, as the review and the result show it. */
export interface OrderWhere {
  /** 'to' for what the user sends or is paid out; 'from' for their own bank paying in (buy). */
  side: 'to' | 'from';
  /** A person, bank account, card or wallet, in words ("Erika Mustermann · Main account"). */
  name: string | null;
  /** A blockchain address, shown whole (never shortened where money is confirmed). */
  address: string | null;
  /** The network the address is on, named: the same address on another network loses the money. */
  network: string | null;
}

/** A name alone ("Card •• 4242"), or the parts of a where. */
export type WhereInput = string | Partial<OrderWhere> | null;

function whereOf(input: WhereInput): OrderWhere | null {
  if (input === null) return null;
  const w = typeof input === 'string' ? { name: input } : input;
  const where = {
    side: w.side ?? 'to',
    name: w.name ?? null,
    address: w.address ?? null,
    network: w.network ?? null,
  };
  return where.name || where.address ? where : null;
}

export function summaryOf(
  kind: OrderKind,
  quote: CalcResult,
  from: CurrencyLike | null | undefined,
  to: CurrencyLike | null | undefined,
  destination: WhereInput = null,
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
    markup: fees.markup,
    destination: whereOf(destination),
  };
}

const HEADLINE_KEY: Record<OrderKind, { done: MessageKey; pending: MessageKey }> = {
  exchange: { done: 'orders.result.exchanged', pending: 'orders.result.exchanging' },
  withdraw: { done: 'orders.result.sent', pending: 'orders.result.beingSent' },
  transfer: { done: 'orders.result.moved', pending: 'orders.result.moving' },
  send: { done: 'orders.result.sent', pending: 'orders.result.beingSent' },
  sell: { done: 'orders.result.paidOut', pending: 'orders.result.payingOut' },
  buy: { done: 'orders.result.bought', pending: 'orders.result.waitingForTransfer' },
  topup: { done: 'orders.result.addedToCard', pending: 'orders.result.addingToCard' },
};

/** The result's headline per kind: what the user got (done) or is getting (pending), in their words. */
export const resultHeadline = (kind: OrderKind, stage: 'done' | 'pending') => t(HEADLINE_KEY[kind][stage]);

const CONFIRM_KEY: Record<OrderKind, MessageKey> = {
  exchange: 'orders.review.confirmExchange',
  withdraw: 'orders.review.confirmWithdrawal',
  transfer: 'orders.review.confirmTransfer',
  send: 'orders.review.confirmSend',
  sell: 'orders.review.confirmSale',
  buy: 'orders.review.confirmPurchase',
  topup: 'orders.review.confirmTopUp',
};

/** What the order's primary action says in the review sheet. */
export const confirmText = (kind: OrderKind) => t(CONFIRM_KEY[kind]);

/** Summaries of orders just created, for the result screen (only this tab, only this owner). */
const submitted = new Map<string, OrderSummary>();
onOwnerChange(() => submitted.clear());
export const rememberSubmitted = (orderUuid: string, s: OrderSummary) => submitted.set(orderUuid, s);
export const submittedSummary = (orderUuid: string) => submitted.get(orderUuid) ?? null;
