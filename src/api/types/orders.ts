/** Orders, first and second generation (API.md §15, §16): types inferred from src/contract/orders.ts. */
export type * from '../../contract/orders';
export * from '../../contract/values/orders';
