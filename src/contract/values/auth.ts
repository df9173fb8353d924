/** Auth value lists (API.md §4, §19). */

export const LOGIN_TYPES = ['email', 'phone'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const PHONE_OTP_TYPES = ['sms', 'phone_change'] as const;
export type PhoneOtpType = (typeof PHONE_OTP_TYPES)[number];

export const SIGN_OUT_SCOPES = ['local', 'global', 'others'] as const;
/** local: this device's session · global: every session of the user · others: all but this one. */
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];
