import type * as z from 'zod';
import type { CalcResult } from '../../src/contract/orders.ts';
import { add, cmp, div, isPositive, mul, normalize, round, sub } from '../../src/shared/decimal.ts';
import { toWire } from '../../src/shared/wire-json.ts';
import { fail, invalid } from '../server/errors.ts';
import { currencyById } from '../system/catalog.ts';
import { feeRule, networkFee, usdIn } from './fees.ts';
import { orderTypeById, pairAllowed } from './order-types.ts';
import { minAmount, QUOTIENT_DECIMALS, quote } from './rates.ts';

/**
 * The order calculator shared by GET /orders/calc, GET /v2/orders/calc and order creation (an
 * order is priced exactly as its quote). `is_reverse` = the amount given is what is received.
 * `is_subtract` (v2) is accepted but the client always pairs it with !is_reverse, so
 * is_reverse alone decides which side is fixed.
 */
export interface CalcInput {
  order_type: string;
  from_currency_id: string;
  to_currency_id: string;
  amount: string;
  is_reverse: boolean;
  /** Destination is another wallet on this platform: no network fee. */
  internal_destination: boolean;
}

export interface Calculation {
  from_amount: string;
  net_amount: string;
  result_amount: string;
  fees: string;
  comission: string;
  base_markup: string;
  network_fee: string;
  transaction_fee: string;
  rate: string;
  direction: 'c2f' | 'f2c' | 'c2c';
  from_symbol: string;
  to_symbol: string;
  from_currency_id: string;
  to_currency_id: string;
}

export function calculate(input: CalcInput): Calculation {
  const type = orderTypeById(input.order_type);
  if (!type)
    invalid('order_type', `order_type ${input.order_type} is not an order type this platform calculates.`);
  const from = currencyById(input.from_currency_id);
  const to = currencyById(input.to_currency_id);
  if (!from) invalid('from_currency_id', 'from_currency_id is not a known currency.');
  if (!to) invalid('to_currency_id', 'to_currency_id is not a known currency.');
  const q = quote(from.uuid, to.uuid);
  if (!q || !pairAllowed(type.pairs, from, to)) {
    fail(404, `Rate not found: ${type.id} does not convert ${from.symbol} to ${to.symbol}.`);
  }
  const rule = feeRule(type.id);
  const percent = rule.percent;
  const fixed = usdIn(from, rule.fixed_usd);
  const network = rule.network ? networkFee(from, input.internal_destination) : '0';
  const amount = normalize(input.amount);

  let fromAmount: string;
  let net: string;
  let result: string;
  if (input.is_reverse) {
    result = round(amount, to.decimal, 'down');
    net = round(div(result, q.rate, QUOTIENT_DECIMALS), from.decimal, 'up');
    fromAmount = round(
      div(add(net, add(fixed, network)), sub('1', percent), QUOTIENT_DECIMALS),
      from.decimal,
      'up',
    );
  } else {
    fromAmount = round(amount, from.decimal, 'down');
    const commission = round(mul(fromAmount, percent), from.decimal, 'up');
    net = sub(fromAmount, add(commission, add(fixed, network)));
    result = isPositive(net) ? round(mul(net, q.rate), to.decimal, 'down') : '0';
  }
  const comission = sub(sub(fromAmount, net), add(fixed, network));
  if (cmp(fromAmount, minAmount(from)) < 0) {
    invalid('amount', `The minimum is ${minAmount(from)} ${from.symbol}.`);
  }
  if (!isPositive(net) || !isPositive(result)) {
    invalid(
      'amount',
      `This amount does not cover the fees (${add(comission, add(fixed, network))} ${from.symbol}).`,
    );
  }
  return {
    from_amount: fromAmount,
    net_amount: net,
    result_amount: result,
    fees: add(comission, add(fixed, network)),
    comission,
    base_markup: round(mul(net, q.spread), from.decimal),
    network_fee: network,
    transaction_fee: fixed,
    rate: round(q.rate, 12),
    direction: from.is_crypto && !to.is_crypto ? 'c2f' : !from.is_crypto && to.is_crypto ? 'f2c' : 'c2c',
    from_symbol: from.symbol,
    to_symbol: to.symbol,
    from_currency_id: from.uuid,
    to_currency_id: to.uuid,
  };
}

/** CalcResult wire shape (API.md §15.1): numbers on the wire. */
export function calcWire(c: Calculation): z.input<typeof CalcResult> {
  return {
    from_currency: c.from_currency_id,
    to_currency: c.to_currency_id,
    from_symbol: c.from_symbol,
    to_symbol: c.to_symbol,
    from_amount: toWire(c.from_amount),
    net_amount: toWire(c.net_amount),
    result_amount: toWire(c.result_amount),
    fees: toWire(c.fees),
    comission: toWire(c.comission),
    base_markup: toWire(c.base_markup),
    network_fee: toWire(c.network_fee),
    transaction_fee: toWire(c.transaction_fee),
    rate: toWire(c.rate),
    direction: c.direction,
  };
}
