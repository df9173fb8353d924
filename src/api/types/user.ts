/** User (API.md §5): types inferred from src/contract/user.ts. */
export type * from '../../contract/user';
