/**
 * # src/shared — pure rules both sides of the wire use
 *
 * The app (checking as the user types) and the sandbox (checking as the platform would) import
 * the same modules from here, so every rule is written once:
 *
 * - `bank-rules.ts`    IBAN, BIC, ABA routing and US account numbers (ibantools underneath)
 * - `address-rules.ts` blockchain address formats and checksums per chain, memos / XRP tags
 * - `rule-problem.ts`  what those rules answer: a code and values, never a sentence (the app
 *                      words it in the user's language, the sandbox in English)
 * - `decimal.ts`       exact decimal-string arithmetic for money (BigInt, never floats)
 *
 * Wire shapes live in `src/contract/` (schemas, written once) and are shared the same way.
 *
 * Where the line is: a module here, and every module in `src/contract/`, is pure. It imports
 * only its neighbours and small pure libraries (ibantools, @scure/base, @noble/hashes; the
 * contract's schemas also zod): no DOM or browser globals, no React, no app state, no config, no
 * Node built-ins. These two folders are the only parts of `src/` the sandbox may import
 * (tests/unit/shared-line.test.ts holds both ends).
 */
export * from './address-rules';
export * from './bank-rules';
export * from './decimal';
export type { RuleCode, RuleProblem } from './rule-problem';
