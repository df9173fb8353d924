/** OTP verification and TOTP — service totp, every path under `/api` (API.md §17). */
import { endpoint } from '../endpoint';
import type {
  OtpCreateBody,
  OtpRequestAnswer,
  OtpRequestBody,
  OtpVerification,
  OtpVerificationState,
  OtpVerifyBody,
  Outcome,
  TotpActivateAnswer,
  TotpGenerateAnswer,
  TotpGenerateBody,
  TotpGenerateEncryptedAnswer,
  TotpGenerateEncryptedBody,
  TotpStatus,
  TotpTokenBody,
  TotpVerifyBody,
} from '../types';

export const otpApi = {
  create: endpoint<{ body: OtpCreateBody }, OtpVerification>({
    service: 'totp',
    method: 'POST',
    path: '/api/otp-verification/create',
  }),
  /** Sends a code over the given channel. */
  request: endpoint<{ body: OtpRequestBody }, OtpRequestAnswer>({
    service: 'totp',
    method: 'POST',
    path: '/api/otp-verification/request',
  }),
  verify: endpoint<{ body: OtpVerifyBody }, Outcome>({
    service: 'totp',
    method: 'POST',
    path: '/api/otp-verification/verify',
  }),
  get: endpoint<{ path: { request_id: string } }, OtpVerificationState>({
    service: 'totp',
    method: 'GET',
    path: '/api/otp-verification/{request_id}',
  }),
};

export const totpApi = {
  generate: endpoint<{ body: TotpGenerateBody }, TotpGenerateAnswer>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/generate',
  }),
  generateEncrypted: endpoint<{ body: TotpGenerateEncryptedBody }, TotpGenerateEncryptedAnswer>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/generate-encrypted',
  }),
  activate: endpoint<{ body: TotpTokenBody }, TotpActivateAnswer>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/activate',
  }),
  verify: endpoint<{ body: TotpVerifyBody }, Outcome>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/verify',
  }),
  revoke: endpoint<{ body: TotpTokenBody }, Outcome>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/revoke',
  }),
  status: endpoint<Record<never, never>, TotpStatus>({
    service: 'totp',
    method: 'GET',
    path: '/api/totp/status',
  }),
};
