import type { ComponentType, ReactNode } from 'react';
import type { OtpCreateBody, Wallet } from '../../../api/types';
import type { MessageKey } from '../../../i18n';
import type { CurrencyLike } from '../../../lib/format';
import type { Freshness, ReadResult } from '../../../lib/server-state/use-read';
import type { AmountRules } from '../../../ui/AmountInput';
import type { OrderMatch } from '../intent/storage';
import type { Draft } from '../intent/useDraft';
import type { OrderKind, OrderSummary, WhereInput } from '../summary';
import type { OrderQuote } from '../useOrderQuote';

/**
 * An order flow as data: which order it creates and on which generation, what its form asks, how
 * its body is built from the bound quote, how its outcome is found after a lost answer, what the
 * second factor shows, and its words. One hook (useFlow) runs every flow and one screen
 * (OrderFlowScreen, or the card's sheet) shows it; a flow holds no submit, quote or draft logic.
 */
export interface FlowDefinition<F extends FlowForm = FlowForm> {
  /** The kind the review and result speak of. */
  kind: OrderKind;
  /** The flow's name in storage keys (draft, request id, maybe-sent marker). */
  name: string;
  /** 1: first-generation body without request_id (never re-sent by itself, found by lookup);
   * 2: body with request_id (a retry reuses it). */
  generation: 1 | 2;
  /** Which calc route prices it (v1 `/orders/calc` or v2 `/v2/orders/calc`); 2 by default. */
  calcVersion?: 1 | 2;
  titleKey: MessageKey;
  /** The form's action ("Review exchange"). */
  actionKey: MessageKey;
  /** Said when the quote's total is over the balance. */
  overBalanceKey?: MessageKey;
  skeletonRows: number;
  /** The form's choices, read from the draft and the flow's reads on every render (a hook). */
  useForm: (ctx: FlowContext) => F;
  /** The form's fields above the quote (the amounts included). */
  Fields: ComponentType<FieldsProps<F>>;
  /** The create call for the bound order. */
  send: (form: F, order: FlowOrder) => Promise<unknown>;
  /** Generation 1: how the created order is recognised in the order list after a lost answer. */
  match?: (form: F, order: PricedOrder) => OrderMatch | null;
  /** The platform may ask for a second factor: what its sheet shows and asks for. */
  confirm?: (form: F, order: FlowOrder) => { summary: string; request: OtpCreateBody | null };
  /** Adjusts what review and result say (e.g. the amount the body carries). */
  summary?: (s: OrderSummary, order: PricedOrder) => OrderSummary;
  /** After a success the whole form empties (not only the amounts). */
  clearAfter?: boolean;
}

export interface FlowContext {
  walletId: string;
  /** The paying wallet, read afresh on every open (money that just landed can be used). */
  wallet: ReadResult<Wallet>;
  draft: Draft;
  /** The query of the flow's address (`?recipient=…&destination=…`). */
  search: URLSearchParams;
}

/** What the form asks now: derived each render, never stored apart from the draft. */
export interface FlowForm {
  /** The reads the form waits for besides the wallet (a failure shows with its retry). */
  reads?: readonly ReadLike[];
  /** Shown instead of the form when there is nothing to do (no money, no offered type…). */
  empty: ReactNode | null;
  orderType: string;
  /** The paying and the receiving currency (receiving = paying by default). */
  from: (CurrencyLike & { uuid: string }) | null | undefined;
  to?: (CurrencyLike & { uuid: string }) | null | undefined;
  /** Destination the calculator prices (an address, a wallet). */
  toAddress?: string | null;
  /** The calculator waits (no type chosen, locked by KYC…). */
  quoteOff?: boolean;
  fromRules: AmountRules;
  toRules?: AmountRules;
  /** What the total may not exceed (null: no cap, as for buying with a bank transfer). */
  balance: string | null;
  /** The choices the request id belongs to, besides amount and side. */
  intent: Record<string, unknown>;
  /** Every choice besides the amount is made (destination chosen, type unlocked…). */
  complete: boolean;
  /** Where the money goes, for review and result. */
  where: WhereInput;
  /** Input besides the amounts (an address typed). */
  dirty?: boolean;
  /** The quote and the action wait for a first choice (the rail). */
  waiting?: boolean;
  /** Wire fields whose refusal is said under the form, first match wins. */
  errorFields?: readonly string[];
  alsoRefresh?: string[];
}

export type ReadLike = Pick<Freshness, 'refresh'> & { error?: Freshness['error']; loading: boolean };

/** The order as the bound quote prices it, handed to the body builder. */
export interface FlowOrder {
  walletId: string;
  requestId: string;
  /** The typed amount exactly as validated, on the side typed. */
  amount: string;
  /** What the wallet pays, fees included. */
  pay: string;
  /** What arrives. */
  receive: string;
  /** The paid amount as a first-generation body carries it (no is_reverse there). */
  payAmount: string;
  isReverse: boolean;
}

/** The order as priced, before a request id is attached (review, result, outcome match). */
export type PricedOrder = Omit<FlowOrder, 'requestId'>;

export interface FieldsProps<F> {
  form: F;
  quote: OrderQuote;
  /** An order is on its way: choices are held. */
  busy: boolean;
  /** The platform refused one of the form's `errorFields`: its sentence. */
  fieldError: string | null;
  ctx: FlowContext;
}
