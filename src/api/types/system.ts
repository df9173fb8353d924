/** System lists and tenant config (API.md §6): types inferred from src/contract/system.ts. */
export type * from '../../contract/system';
