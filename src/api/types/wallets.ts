/** Wallets (API.md §7): types inferred from src/contract/wallets.ts. */

export * from '../../contract/values/wallets';
export type * from '../../contract/wallets';
