/** Auth wire types (API.md §3.4, §4): types inferred from src/contract/auth.ts. */
export type * from '../../contract/auth';
export * from '../../contract/values/auth';
