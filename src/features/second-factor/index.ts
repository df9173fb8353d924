/** Public API of the second-factor feature: the confirmation sheet other features open. */
export { SecondFactorSheet, type SecondFactorSheetProps } from './SecondFactorSheet';
export { type SecondFactorStep, useSecondFactor } from './useSecondFactor';
