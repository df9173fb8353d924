/** OTP verification value lists (API.md §17). */

export const OTP_CHANNELS = ['EMAIL', 'SMS', 'TOTP', 'APP', 'TG_TEST'] as const;
export type OTPChannel = (typeof OTP_CHANNELS)[number];

export const OTP_VERIFICATION_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export type OTPVerificationStatus = (typeof OTP_VERIFICATION_STATUSES)[number];
