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
