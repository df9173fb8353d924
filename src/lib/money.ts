/**
 * Money in the app. The arithmetic is src/shared/decimal.ts, the one decimal module the app and
 * the sandbox share, re-exported here so app code keeps importing lib/money; reading what the user
 * typed (in their language's digits and separators) is lib/amount-text.
 */
export * from '../shared/decimal';
export { type AmountParse, parseAmountInput } from './amount-text';
