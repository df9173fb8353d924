/** Virtual-account value lists (API.md §2, §14). */
import { PAYMENT_METHODS, type PaymentMethod } from './orders.ts';

/** Same nine values as PaymentMethod. */
export const DEPOSIT_INSTRUCTION_TYPES = PAYMENT_METHODS;
export type DepositInstructionType = PaymentMethod;
