/** Counterparties and their destinations (API.md §8): types inferred from src/contract/counterparties.ts. */
export type * from '../../contract/counterparties';
export * from '../../contract/values/counterparties';
