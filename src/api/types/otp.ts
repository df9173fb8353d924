/** OTP verification and TOTP — service totp, paths `/api/...` (API.md §17). */
import type { IsoDate, Uuid, WireNumber } from './common';
import type { OrderType } from './orders';

export const OTP_CHANNELS = ['EMAIL', 'SMS', 'TOTP', 'APP', 'TG_TEST'] as const;
export type OTPChannel = (typeof OTP_CHANNELS)[number];

export const OTP_VERIFICATION_STATUSES = ['PENDING', 'APPROVED', 'DENIED'] as const;
export type OTPVerificationStatus = (typeof OTP_VERIFICATION_STATUSES)[number];

export interface Outcome {
  success?: boolean;
  error?: boolean;
  message?: string;
  details?: string;
}

/** Describes the order being confirmed. */
export interface OtpCreateMeta {
  type: 'ORDER';
  sub_type: OrderType;
  currency: string;
  from_currency: string;
  to_currency: string;
  from_currency_id: Uuid;
  to_currency_id: Uuid;
  from_amount: WireNumber;
  to_amount: WireNumber;
  counterparty_account_id: string;
  counterparty_destination_id: string;
  note?: string;
  /** (sic, double "f") */
  refference?: string;
}

export interface OtpCreateBody {
  /** Chosen by the caller; identifies the verification in later calls. */
  request_id: string;
  order_type: string;
  amount: WireNumber;
  wallet_id: Uuid;
  meta: OtpCreateMeta;
}

export interface OtpChannelInfo {
  channel: OTPChannel;
  validity: number;
  max_requests: number;
}

export interface OtpVerification {
  request_id: string;
  status: OTPVerificationStatus;
  channels: OtpChannelInfo[];
}

export interface OtpRequestBody {
  request_id: string;
  channel: OTPChannel;
}

export interface OtpRequestAnswer extends Outcome {
  validity?: number;
  requests_made?: number;
  max_requests?: number;
}

export interface OtpVerifyBody {
  request_id: string;
  channel: OTPChannel;
  otp: string;
}

export interface OtpVerificationState {
  request_id: string;
  status: OTPVerificationStatus;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface TotpGenerateBody {
  user_name: string;
  service_name: string;
}

export interface TotpGenerateAnswer extends Outcome {
  data?: { id: string; qrCode: string; secret: string };
}

export interface TotpGenerateEncryptedBody extends TotpGenerateBody {
  public_key: string;
}

export interface TotpGenerateEncryptedAnswer extends Outcome {
  /** Encrypted payload; encoding not shown. */
  data?: string;
}

/** Meaning of `token` (TOTP record id vs session token) is not shown by the platform. */
export interface TotpTokenBody {
  token: string;
}

export interface TotpActivateAnswer extends Outcome {
  data?: { activated: boolean };
}

export interface TotpVerifyBody {
  token: string;
  otp: string;
}

export interface TotpStatus extends Outcome {
  has_active_totp?: boolean;
}
