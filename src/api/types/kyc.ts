/** KYC, Sumsub and Persona (API.md §9, §18 storage): types inferred from src/contract/kyc.ts. */
export type * from '../../contract/kyc';
export * from '../../contract/values/kyc';
