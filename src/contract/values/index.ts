/** Every value list of the wire contract, one module per domain (see common.ts for why here). */
export * from './auth.ts';
export * from './common.ts';
export * from './counterparties.ts';
export * from './developer.ts';
export * from './issuing.ts';
export * from './kyc.ts';
export * from './orders.ts';
export * from './otp.ts';
export * from './referrals.ts';
export * from './virtual-accounts.ts';
export * from './wallets.ts';
