/** OTP verification and TOTP — service totp, every path under `/api` (API.md §17). */
import * as z from 'zod';
import { ORDER_TYPES } from './values/orders.ts';
import { OTP_CHANNELS, OTP_VERIFICATION_STATUSES } from './values/otp.ts';
import { amount, bool, filled, int, iso, money, route, str, text, uuid } from './wire.ts';

const outcome = {
  success: bool.optional(),
  error: bool.optional(),
  message: str.optional(),
  details: str.optional(),
};
export const Outcome = z.strictObject(outcome);
export type Outcome = z.output<typeof Outcome>;

/** Describes the order being confirmed. */
export const OtpCreateMeta = z.strictObject({
  type: z.literal('ORDER'),
  sub_type: z.enum(ORDER_TYPES),
  currency: text(32),
  from_currency: text(32),
  to_currency: text(32),
  from_currency_id: uuid,
  to_currency_id: uuid,
  from_amount: money,
  to_amount: money,
  counterparty_account_id: text(64),
  counterparty_destination_id: text(64),
  note: text(280).optional(),
  /** (sic, double "f") */
  refference: text(140).optional(),
});

const requestId = filled(128);

export const OtpCreateBody = z.strictObject({
  /** Chosen by the caller; identifies the verification in later calls. */
  request_id: requestId,
  order_type: filled(64),
  amount,
  wallet_id: uuid,
  meta: OtpCreateMeta,
});
export type OtpCreateBody = z.input<typeof OtpCreateBody>;

export const OtpChannelInfo = z.strictObject({
  channel: z.enum(OTP_CHANNELS),
  validity: int,
  max_requests: int,
});
export type OtpChannelInfo = z.output<typeof OtpChannelInfo>;

export const OtpVerification = z.strictObject({
  request_id: str,
  status: z.enum(OTP_VERIFICATION_STATUSES),
  channels: z.array(OtpChannelInfo),
});

export const OtpRequestBody = z.strictObject({ request_id: requestId, channel: z.enum(OTP_CHANNELS) });
export type OtpRequestBody = z.input<typeof OtpRequestBody>;

export const OtpRequestAnswer = z.strictObject({
  ...outcome,
  validity: int.optional(),
  requests_made: int.optional(),
  max_requests: int.optional(),
});

export const OtpVerifyBody = z.strictObject({
  request_id: requestId,
  channel: z.enum(OTP_CHANNELS),
  otp: filled(12),
});
export type OtpVerifyBody = z.input<typeof OtpVerifyBody>;

export const OtpVerificationState = z.strictObject({
  request_id: str,
  status: z.enum(OTP_VERIFICATION_STATUSES),
  created_at: iso,
  updated_at: iso,
});

export const TotpGenerateBody = z.strictObject({ user_name: filled(200), service_name: filled(100) });

export const TotpGenerateAnswer = z.strictObject({
  ...outcome,
  data: z.strictObject({ id: str, qrCode: str, secret: str }).optional(),
});

export const TotpGenerateEncryptedBody = z.strictObject({
  ...TotpGenerateBody.shape,
  public_key: filled(4000),
});

export const TotpGenerateEncryptedAnswer = z.strictObject({
  ...outcome,
  /** Encrypted payload; encoding not shown. */
  data: str.optional(),
});

/** Meaning of `token` (TOTP record id vs session token) is not shown by the platform. */
const totpToken = filled(2048);
export const TotpTokenBody = z.strictObject({ token: totpToken });

export const TotpActivateAnswer = z.strictObject({
  ...outcome,
  data: z.strictObject({ activated: bool }).optional(),
});

export const TotpVerifyBody = z.strictObject({ token: totpToken, otp: filled(12) });

export const TotpStatus = z.strictObject({ ...outcome, has_active_totp: bool.optional() });

const post = <P extends string, B extends z.ZodType, R extends z.ZodType>(path: P, body: B, response: R) =>
  route({ service: 'totp', method: 'POST', path, body, response });

export const otpRoutes = {
  create: post('/api/otp-verification/create', OtpCreateBody, OtpVerification),
  /** Sends a code over the given channel. */
  request: post('/api/otp-verification/request', OtpRequestBody, OtpRequestAnswer),
  verify: post('/api/otp-verification/verify', OtpVerifyBody, Outcome),
  get: route({
    service: 'totp',
    method: 'GET',
    path: '/api/otp-verification/{request_id}',
    response: OtpVerificationState,
  }),
};

export const totpRoutes = {
  generate: post('/api/totp/generate', TotpGenerateBody, TotpGenerateAnswer),
  generateEncrypted: post(
    '/api/totp/generate-encrypted',
    TotpGenerateEncryptedBody,
    TotpGenerateEncryptedAnswer,
  ),
  activate: post('/api/totp/activate', TotpTokenBody, TotpActivateAnswer),
  verify: post('/api/totp/verify', TotpVerifyBody, Outcome),
  revoke: post('/api/totp/revoke', TotpTokenBody, Outcome),
  status: route({ service: 'totp', method: 'GET', path: '/api/totp/status', response: TotpStatus }),
};
