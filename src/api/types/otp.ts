/** OTP verification and TOTP (API.md §17): types inferred from src/contract/otp.ts. */
export type * from '../../contract/otp';
export * from '../../contract/values/otp';
