/** Developer API keys and frontend access keys (API.md §10, §18): types inferred from src/contract/developer.ts. */
export type * from '../../contract/developer';
export * from '../../contract/values/developer';
