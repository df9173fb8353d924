/** Shapes shared by several domains (API.md §1.5, §2, §3): types inferred from src/contract/common.ts. */
export type * from '../../contract/common';
export * from '../../contract/values/common';
export type { WireNumber } from '../../shared/wire-json';
