/** Exchange rates (API.md §11): types inferred from src/contract/exchange.ts. */
export type * from '../../contract/exchange';
