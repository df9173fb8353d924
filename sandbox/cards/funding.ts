import { randomUUID } from 'node:crypto';
import { add, cmp, div, isDecimal, isZero, mul, toScale } from '../../src/shared/decimal.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { CURRENCIES, currencyById } from '../system/catalog.ts';
import { type LedgerOp, ledgerFor, type TransactionFields } from '../wallets/ledger.ts';
import type { ProgramRow } from './programs.ts';

/**
 * Paying for a card from the wallet: the issuing fee and the first top-up are priced in the
 * program's currency and debited from one wallet currency. API.md's `currency_id` names that
 * currency; when absent we take the program's own fiat currency if the wallet holds enough, else
 * the stablecoin with the largest balance (what a card platform funding from crypto does).
 */
export interface FundingPlan {
  currencyId: string;
  /** In the funding currency. */
  topupCost: string;
  feeCost: string;
  /** In the program currency (`programCurrency`, e.g. USD). */
  programCurrency: string;
  topup: string;
  fee: string;
}

export function planFunding(
  ctx: SandboxContext,
  walletId: string,
  program: ProgramRow,
  topup: string,
  requestedCurrencyId: string | null,
): FundingPlan {
  const fee = program.card_issuing_fee ?? '0';
  const total = toScale(add(topup, fee), 2);
  const ledger = ledgerFor(ctx);
  const programCcy = currencyById(program.currency_id)!;
  const costIn = (currencyId: string, amount: string) => {
    const c = currencyById(currencyId)!;
    return convert(amount, programCcy.usd, c.usd, Math.min(c.decimal, 8));
  };
  let currencyId = requestedCurrencyId;
  if (currencyId) {
    const c = currencyById(currencyId);
    if (!c) invalid('currency_id', 'currency_id is not a known currency.');
    if (c.is_crypto && !c.is_stablecoin && c.uuid !== program.currency_id) {
      invalid('currency_id', 'Cards can be funded from a stablecoin or the card currency only.');
    }
  } else {
    const candidates = [programCcy, ...CURRENCIES.filter((c) => c.is_stablecoin)];
    const covering = candidates.find(
      (c) => cmp(ledger.balanceOf(walletId, c.uuid), costIn(c.uuid, total)) >= 0,
    );
    const richest = [...candidates].sort((a, b) =>
      cmp(ledger.balanceOf(walletId, b.uuid), ledger.balanceOf(walletId, a.uuid)),
    )[0]!;
    currencyId = (covering ?? richest).uuid;
  }
  const plan: FundingPlan = {
    currencyId,
    programCurrency: program.account_currency,
    topup,
    fee,
    topupCost: costIn(currencyId, topup),
    feeCost: costIn(currencyId, fee),
  };
  const needed = toScale(add(plan.topupCost, plan.feeCost), 8);
  if (!isZero(needed) && cmp(ledger.balanceOf(walletId, currencyId), needed) < 0) {
    const symbol = currencyById(currencyId)!.symbol;
    const message = `Insufficient balance: ${needed} ${symbol} is needed (top-up and issuing fee), the wallet holds ${ledger.balanceOf(walletId, currencyId)} ${symbol}.`;
    fail(422, message, { initial_topup: message });
  }
  return plan;
}

/** Debits the wallet for a plan, recording wallet transactions that point at the card. */
export function chargeWallet(
  ctx: SandboxContext,
  walletId: string,
  plan: FundingPlan,
  card: { card_id: string; last4: string; sub_account_id: string },
  recordType: 'TRANSFER_CARD_PREPAID' | 'TRANSFER_CARD_SUBACCOUNT',
) {
  const meta = {
    order_id: randomUUID(),
    to_card_id: card.card_id,
    to_card_last4: card.last4,
    to_fiat_account_id: card.sub_account_id,
  };
  const tx = (record_type: string, info: string, amount: string, inProgram: string): TransactionFields => ({
    type: 'withdrawal',
    method: null,
    status: 'complete',
    record_type,
    info,
    to: `card •••• ${card.last4}`,
    meta: {
      ...meta,
      billing_amount: toWire(inProgram),
      billing_amount_currency: plan.programCurrency,
      transaction_amount_currency: currencyById(plan.currencyId)!.symbol,
      transaction_amount: toWire(amount),
    },
  });
  const ops: LedgerOp[] = [];
  if (isDecimal(plan.topupCost) && !isZero(plan.topupCost)) {
    ops.push({
      kind: 'debit',
      walletId,
      currencyId: plan.currencyId,
      amount: plan.topupCost,
      tx: tx(recordType, `Top-up of card •••• ${card.last4}`, plan.topupCost, plan.topup),
    });
  }
  if (!isZero(plan.feeCost)) {
    ops.push({
      kind: 'debit',
      walletId,
      currencyId: plan.currencyId,
      amount: plan.feeCost,
      tx: tx('FEE', `Issuing fee of card •••• ${card.last4}`, plan.feeCost, plan.fee),
    });
  }
  if (ops.length > 0) ledgerFor(ctx).applyAtomically(ops);
}

/** amount × fromUsd ÷ toUsd: the value of `amount` (priced fromUsd) in a currency priced toUsd, truncated. */
function convert(amount: string, fromUsd: string, toUsd: string, decimals: number): string {
  return toScale(div(mul(amount, fromUsd), toUsd, decimals), decimals);
}
