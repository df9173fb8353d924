/**
 * Public API of the second-factor feature (the one home of an OTP approval): the confirmation sheet
 * other features open, and the approval request an order asks for.
 */

export { otpRequestFor } from './order-request';
export { SecondFactorSheet, type SecondFactorSheetProps } from './SecondFactorSheet';
export { type SecondFactorStep, useSecondFactor } from './useSecondFactor';
