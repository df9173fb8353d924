import { endpoint } from '../../api/endpoint';
import { call } from '../../api/http';
import type {
  OtpCreateBody,
  OtpRequestAnswer,
  OtpRequestBody,
  OtpVerification,
  OtpVerificationState,
  OtpVerifyBody,
  Outcome,
} from '../../api/types/otp';

/**
 * The four OTP-verification calls the sheet makes (API.md §17, service totp).
 * TODO(H): switch to src/api/endpoints/otp.ts once the shared endpoint table lands.
 */
const ep = {
  create: endpoint<{ body: OtpCreateBody }, OtpVerification>({
    service: 'totp',
    method: 'POST',
    path: '/api/otp-verification/create',
  }),
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
  status: endpoint<{ path: { id: string } }, OtpVerificationState>({
    service: 'totp',
    method: 'GET',
    path: '/api/otp-verification/{id}',
  }),
};

export const createVerification = (body: OtpCreateBody) => call(ep.create, { body });
export const requestCode = (body: OtpRequestBody) => call(ep.request, { body });
export const verifyCode = (body: OtpVerifyBody) => call(ep.verify, { body });
export const verificationStatus = (id: string) => call(ep.status, { path: { id } });
