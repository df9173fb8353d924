/** Issuing: cards, sub-accounts, programs (API.md §12, §13): types inferred from src/contract/issuing.ts. */
export type * from '../../contract/issuing';
export * from '../../contract/values/issuing';
