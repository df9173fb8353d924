import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { addressError, memoError } from '../../src/shared/address-rules.ts';
import { destinationForOrder } from '../counterparties/routes.ts';
import type { CounterpartyRow, DestinationRow } from '../counterparties/tables.ts';
import { railStatus } from '../kyc/state.ts';
import { approvedVerificationFor, isVerificationApproved } from '../otp/verifications.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, failCoded, invalid } from '../server/errors.ts';
import { ruleError } from '../server/rule-sentences.ts';
import { chainById, currencyById } from '../system/catalog.ts';
import { verificationRequired } from '../system/tenant-config.ts';
import { createAddressBook } from '../wallets/addresses.ts';
import { type LedgerOp, ledgerFor, type TransactionFields } from '../wallets/ledger.ts';
import { type Calculation, calculate } from './calc.ts';
import {
  type CardTarget,
  type CardTopUpRef,
  type CardTopUpType,
  checkCardAmount,
  prepaidFundingCurrency,
  resolveCardTarget,
} from './card-topup.ts';
import { type CardWithdrawType, checkCardCovers, resolveCardSource, takeFromCard } from './card-withdraw.ts';
import { findRepeat } from './idempotency.ts';
import { type OrderTypeDef, orderTypeById, pairAllowed } from './order-types.ts';
import { scheduleProgress, txStatusOf } from './progress.ts';
import { type OrderRow, orderTable } from './tables.ts';

/** A create request, normalised from the v1 and v2 bodies. */
export interface OrderIntent {
  type: string;
  version: 1 | 2;
  walletId: string;
  fromCurrencyId: string;
  toCurrencyId: string;
  amount: string;
  isReverse: boolean;
  requestId: string | null;
  toAddress?: string | null;
  memo?: string | null;
  note?: string | null;
  reference?: string | null;
  destinationId?: string | null;
  toWalletId?: string | null;
  /** Card top-ups and withdrawals: what the body names (card, sub-account or vendor); checked in createOrder. */
  card?: CardTopUpRef;
}

const SECOND_FACTOR_MESSAGE = 'Confirm this order with a one-time code.';

/**
 * The wallet has the verification the order type needs: one of the type's KYC rails APPROVED (the
 * KYC module's railStatus). Each banking rail is a service of its own, with its partner's terms
 * and review (kyc/catalog.ts): a verified identity alone does not open it.
 */
function kycSatisfied(ctx: SandboxContext, walletId: string, def: OrderTypeDef): boolean {
  return def.rails.length === 0 || def.rails.some((rail) => railStatus(ctx, walletId, rail) === 'APPROVED');
}

export function createOrder(
  ctx: SandboxContext,
  c: Context,
  input: OrderIntent,
): { order: OrderRow; repeat: boolean } {
  let intent = input;
  const def = orderTypeById(intent.type);
  if (!def) fail(404, `Order type ${intent.type} is not available.`);
  const ledger = ledgerFor(ctx);
  const { userId } = ledger.assertWalletAccess(c, intent.walletId, 'core', 'manage');

  // Idempotency first: a repeat answers the first order whatever changed since (balance, OTP).
  const repeat = findRepeat(ctx, userId, intent.requestId, {
    order_type: intent.type,
    wallet_uuid: intent.walletId,
  });
  if (repeat) return { order: repeat, repeat: true };

  if (verificationRequired(ctx.store) && !kycSatisfied(ctx, intent.walletId, def)) {
    failCoded(403, 'KYC_REQUIRED', `Verify this wallet to use "${def.description}".`);
  }

  // Card top-ups: resolve the card side first; `amount` is what the card receives.
  let card: CardTarget | null = null;
  if (def.pairs === 'card_funding') {
    card = resolveCardTarget(ctx, userId, intent.walletId, def.id as CardTopUpType, intent.card ?? {});
    checkCardAmount(intent.amount, card.currencyId);
    intent = {
      ...intent,
      toCurrencyId: card.currencyId,
      isReverse: true,
      fromCurrencyId:
        intent.fromCurrencyId || prepaidFundingCurrency(ctx, intent.walletId, card.currencyId, intent.amount),
    };
  }
  // Card back to wallet: `amount` leaves the card; the wallet gets it in the card's currency.
  const cardSource =
    def.pairs === 'card_withdrawal'
      ? resolveCardSource(ctx, userId, intent.walletId, def.id as CardWithdrawType, intent.card ?? {})
      : null;
  if (cardSource) {
    checkCardAmount(intent.amount, cardSource.currencyId);
    intent = {
      ...intent,
      fromCurrencyId: cardSource.currencyId,
      toCurrencyId: cardSource.currencyId,
      isReverse: false,
    };
  }

  const from = currencyById(intent.fromCurrencyId);
  if (!from) {
    const field =
      def.id === 'TRANSFER_CARD_WHOLESALE' ? 'currency_id' : card ? 'from_uuid' : 'from_currency_id';
    invalid(field, `${field} is not a known currency.`);
  }
  if (card && !pairAllowed('card_funding', from, currencyById(card.currencyId)!)) {
    const field = def.id === 'TRANSFER_CARD_WHOLESALE' ? 'currency_id' : 'from_uuid';
    invalid(
      field,
      `Cards are funded from ${currencyById(card.currencyId)!.symbol} or a stablecoin, not ${from.symbol}.`,
    );
  }
  let destination: DestinationRow | null = null;
  let counterparty: CounterpartyRow | null = null;
  let toAddress = intent.toAddress?.trim() || null;
  let memo = intent.memo?.trim() || null;
  let internalWalletId: string | null = null;

  if (def.id === 'WITHDRAWAL_CRYPTO') {
    const chain = from.chain_id === null ? undefined : chainById(from.chain_id);
    if (!from.is_crypto || !chain)
      invalid('crypto_uuid', 'Only crypto currencies can be withdrawn to an address.');
    const error = ruleError(addressError(toAddress ?? '', chain.format, chain.name));
    if (error) invalid('to_address', error);
    if (from.is_memo && memo) {
      const memoErr = ruleError(memoError(memo, chain.format));
      if (memoErr) invalid('memo', memoErr);
    }
    const own = createAddressBook(ctx).byAddress(toAddress!);
    if (own?.wallet_uuid === intent.walletId)
      invalid('to_address', 'This is an address of this same wallet.');
    internalWalletId = own?.wallet_uuid ?? null;
  }
  if (def.id === 'TRANSFER_INTERNAL') {
    const target = intent.toWalletId ? ledger.getWallet(intent.toWalletId) : undefined;
    if (!target || !(userId in target.members))
      invalid('to_wallet_id', 'Choose one of your wallets to transfer to.');
    if (target.uuid === intent.walletId) invalid('to_wallet_id', 'Choose a different wallet to transfer to.');
    internalWalletId = target.uuid;
  }
  if (
    !card &&
    !cardSource &&
    def.pairs !== 'exchange' &&
    def.id !== 'WITHDRAWAL_CRYPTO' &&
    def.id !== 'TRANSFER_INTERNAL'
  ) {
    ({ destination, counterparty } = destinationForOrder(ctx, intent.walletId, intent.destinationId));
    checkDestinationFits(def, destination, from.uuid);
    if (destination.external_crypto_data) {
      toAddress = destination.external_crypto_data.address;
      memo = destination.external_crypto_data.memo;
    }
  }

  const calc = calculate({
    order_type: def.id,
    from_currency_id: from.uuid,
    to_currency_id: intent.toCurrencyId,
    amount: intent.amount,
    is_reverse: intent.isReverse,
    internal_destination: internalWalletId !== null || card !== null || cardSource !== null,
  });
  if (cardSource) checkCardCovers(ctx, cardSource, calc.from_amount, from.symbol);

  // On-ramps are paid by bank transfer: nothing leaves the wallet, so no balance check.
  const debits = def.direction === 'withdrawal';
  if (debits && !ledger.covers(intent.walletId, from.uuid, calc.from_amount)) {
    const message = `Insufficient balance: the wallet holds ${ledger.balanceOf(intent.walletId, from.uuid)} ${from.symbol}, ${calc.from_amount} ${from.symbol} is needed.`;
    fail(422, message, { amount: message });
  }

  // Second factor (decision): outgoing money needs an APPROVED otp-verification whose request_id
  // is this order's request_id; otherwise 403 OTP_REQUIRED and the client opens the confirmation
  // sheet, then re-submits with the SAME request_id.
  if (def.second_factor) {
    if (!intent.requestId && intent.version === 1) {
      const used = (id: string) => orderTable(ctx).find((o) => o.request_id === id) !== undefined;
      const matched = approvedVerificationFor(
        ctx,
        { userId, walletId: intent.walletId, orderType: intent.type, amount: intent.amount },
        used,
      );
      if (!matched) failCoded(403, 'OTP_REQUIRED', SECOND_FACTOR_MESSAGE);
      intent = { ...intent, requestId: matched };
    }
    if (!intent.requestId) {
      invalid('request_id', 'Send a request_id so this order can be confirmed.');
    }
    if (!isVerificationApproved(ctx, intent.requestId)) {
      failCoded(403, 'OTP_REQUIRED', SECOND_FACTOR_MESSAGE);
    }
  }

  const order = buildOrder(ctx, userId, def, intent, calc, {
    destination,
    counterparty,
    toAddress,
    memo,
    internalWalletId,
    card: card ?? cardSource,
    idempotencyKey: c.req.header('idempotency-key')?.trim() || null,
  });

  if (debits) {
    const [tx] = ledger.applyAtomically([debitOp(order, def, calc)]);
    if (tx) order.tx_ids.push(tx.id);
  }
  // The card side is taken at creation (as a wallet is for its withdrawals); these orders name no
  // address, so nothing makes them fail later and no refund path to the card is needed.
  if (cardSource) takeFromCard(ctx, cardSource, calc.from_amount);
  orderTable(ctx).set(order.order_uuid, order);
  scheduleProgress(ctx, order.order_uuid);
  return { order, repeat: false };
}

function checkDestinationFits(def: OrderTypeDef, d: DestinationRow, fromId: string) {
  const isCrypto = d.external_crypto_data !== null;
  if (def.payment_method === 'CRYPTO_EXTERNAL') {
    if (!isCrypto) invalid('counterparty_destination_id', 'Choose a crypto destination for this transfer.');
    if (d.external_crypto_data!.currency_id !== fromId) {
      invalid('counterparty_destination_id', 'This destination receives a different currency.');
    }
    return;
  }
  if (isCrypto || d.type !== def.payment_method) {
    invalid('counterparty_destination_id', `Choose a ${def.payment_method} bank account for this order.`);
  }
}

interface Resolved {
  destination: DestinationRow | null;
  counterparty: CounterpartyRow | null;
  toAddress: string | null;
  memo: string | null;
  internalWalletId: string | null;
  card?: CardTarget | null;
  idempotencyKey: string | null;
}

export function nextOrderId(ctx: SandboxContext): string {
  const id = ((ctx.store.meta.orderSeq as number | undefined) ?? 5000) + 1;
  ctx.store.meta.orderSeq = id;
  return String(id);
}

function buildOrder(
  ctx: SandboxContext,
  userId: string,
  def: OrderTypeDef,
  intent: OrderIntent,
  calc: Calculation,
  r: Resolved,
): OrderRow {
  const at = new Date(ctx.now()).toISOString();
  const orderUuid = randomUUID();
  const from = currencyById(calc.from_currency_id)!;
  const to = currencyById(calc.to_currency_id)!;
  const credit =
    def.pairs === 'exchange'
      ? { wallet_id: intent.walletId, currency_id: to.uuid, amount: calc.result_amount }
      : r.internalWalletId
        ? { wallet_id: r.internalWalletId, currency_id: to.uuid, amount: calc.result_amount }
        : def.direction === 'deposit'
          ? { wallet_id: intent.walletId, currency_id: to.uuid, amount: calc.result_amount }
          : null;
  return {
    id: nextOrderId(ctx),
    order_uuid: orderUuid,
    wallet_uuid: intent.walletId,
    from_uuid: from.uuid,
    to_uuid: to.uuid,
    order_type: def.id,
    version: intent.version,
    status: 'NEW',
    amount_from: calc.from_amount,
    amount_to: calc.result_amount,
    info: null,
    created_at: at,
    updated_at: at,
    user_id: userId,
    request_id: intent.requestId,
    idempotency_key: r.idempotencyKey,
    fees: { fee: calc.fees, network_fee: calc.network_fee, rate: calc.rate },
    meta: {
      order_uuid: orderUuid,
      request_id: intent.requestId,
      billing_amount: calc.from_amount,
      billing_currency: from.symbol,
      transaction_amount: calc.result_amount,
      transaction_currency: to.symbol,
      fee: calc.fees,
      fee_currency: from.symbol,
      network_fee: def.payment_method === 'CRYPTO_EXTERNAL' ? calc.network_fee : null,
      network_fee_currency: def.payment_method === 'CRYPTO_EXTERNAL' ? from.symbol : null,
      exchange_rate: calc.rate,
      from_currency_id: from.uuid,
      to_currency_id: to.uuid,
      chain_id: from.chain_id,
      to_address: r.toAddress,
      to_crypto_address: r.toAddress,
      memo: r.memo,
      crypto_transaction_hash: null,
      counterparty_destination_id: r.destination?.id ?? null,
      counterparty_account_id: r.counterparty?.id ?? null,
      counterparty_account_name: r.counterparty?.name ?? null,
      counterparty_account_nickname: r.counterparty?.nickname ?? null,
      reference: intent.reference ?? null,
      note: intent.note ?? null,
      from_wallet_uuid: intent.walletId,
      to_wallet_uuid: r.internalWalletId ?? intent.walletId,
      ...(r.card
        ? {
            card_id: r.card.cardId,
            sub_account_id: r.card.subAccountId,
            sub_account_currency: to.symbol,
            vendor_id: r.card.vendorId,
            card_label: r.card.label,
          }
        : {}),
    },
    tx_ids: [],
    credit,
    card_credit:
      r.card && def.pairs === 'card_funding'
        ? {
            sub_account_id: r.card.subAccountId,
            card_id: r.card.cardId,
            amount: calc.result_amount,
            title: r.card.title,
          }
        : null,
    debit:
      def.direction === 'withdrawal'
        ? { wallet_id: intent.walletId, currency_id: from.uuid, amount: calc.from_amount }
        : null,
  };
}

/** Wallet-history fields for an order's movement (record types from API.md §2). */
export function txFields(order: OrderRow, def: OrderTypeDef, side: 'out' | 'in'): TransactionFields {
  const toCard = def.pairs === 'card_funding';
  const method = toCard
    ? null
    : def.id === 'EXCHANGE_CRYPTO_INTERNAL'
      ? 'exchange'
      : def.id === 'TRANSFER_INTERNAL'
        ? 'p2p'
        : def.payment_method === 'CRYPTO_EXTERNAL'
          ? 'crypto'
          : 'bank_transfer';
  const internal = order.meta.to_wallet_uuid !== order.wallet_uuid;
  const record =
    def.id === 'WITHDRAWAL_CRYPTO'
      ? side === 'out'
        ? internal
          ? 'WITHDRAWAL_CRYPTO_INTERNAL'
          : 'WITHDRAWAL_CRYPTO_EXTERNAL'
        : 'DEPOSIT_CRYPTO_INTERNAL'
      : def.id === 'TRANSFER_INTERNAL'
        ? side === 'out'
          ? 'WITHDRAWAL_INTERNAL'
          : 'DEPOSIT_INTERNAL'
        : def.id;
  return {
    type: side === 'out' ? 'withdrawal' : 'deposit',
    method,
    status: txStatusOf(order.status),
    record_type: record,
    from: side === 'in' ? (order.meta.from_wallet_uuid as string) : order.wallet_uuid,
    to:
      (order.meta.card_label as string | undefined) ??
      (order.meta.to_address as string | null) ??
      (order.meta.counterparty_account_name as string | null) ??
      (order.meta.to_wallet_uuid as string),
    info: def.description,
    meta: {
      order_id: order.order_uuid,
      fee: order.fees.fee,
      fee_currency: order.meta.fee_currency,
      network_fee: order.fees.network_fee,
      network_fee_currency: order.meta.fee_currency,
      exchange_rate: order.fees.rate,
      billing_amount: order.amount_from,
      billing_amount_currency: order.meta.billing_currency,
      transaction_amount: order.amount_to,
      transaction_amount_currency: order.meta.transaction_currency,
      to_address: order.meta.to_address ?? undefined,
      chain_id: order.meta.chain_id ?? undefined,
    },
  };
}

function debitOp(order: OrderRow, def: OrderTypeDef, calc: Calculation): LedgerOp {
  return {
    kind: 'debit',
    walletId: order.wallet_uuid,
    currencyId: calc.from_currency_id,
    amount: calc.from_amount,
    tx: txFields(order, def, 'out'),
  };
}
