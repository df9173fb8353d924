/**
 * The wire types the app names and every value list of the platform API (API.md), one module per
 * domain: thin re-exports of the contract (src/contract), types only, so no schema code ships. A
 * call's own body and answer types come with its endpoint (InputOf, OutputOf).
 */
export * from './auth';
export * from './common';
export * from './counterparties';
export * from './developer';
export * from './exchange';
export * from './issuing';
export * from './kyc';
export * from './orders';
export * from './otp';
export * from './referrals';
export * from './system';
export * from './team';
export * from './user';
export * from './virtual-accounts';
export * from './wallets';
