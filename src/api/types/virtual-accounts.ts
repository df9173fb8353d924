/** Virtual accounts (API.md §14): types inferred from src/contract/virtual-accounts.ts. */

export * from '../../contract/values/virtual-accounts';
export type * from '../../contract/virtual-accounts';
