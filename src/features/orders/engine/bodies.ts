import { wireNumber } from '../../../shared/wire-json';
import type { FlowOrder } from './flow';

/**
 * What most first-generation bodies open with: the amount, a JSON number with exactly the digits
 * the bound quote priced, and the paying wallet (`wallet_uuid` on that generation).
 */
export const v1Base = (order: FlowOrder, amount = order.amount) => ({
  amount: wireNumber(amount),
  wallet_uuid: order.walletId,
});

/**
 * What every second-generation body (API.md §16 BaseOrder) opens with: the request id the platform
 * de-duplicates on, the paying wallet, the amount priced on the side typed, and that side
 * (`is_subtract` is always the opposite of `is_reverse`: the fee comes out of a typed "you pay").
 */
export const v2Base = (order: Pick<FlowOrder, 'requestId' | 'walletId' | 'amount' | 'isReverse'>) => ({
  request_id: order.requestId,
  wallet_id: order.walletId,
  amount: wireNumber(order.amount),
  is_subtract: !order.isReverse,
  is_reverse: order.isReverse,
});
