/** Team wallets (API.md §19): types inferred from src/contract/team.ts. */

export type * from '../../contract/team';
