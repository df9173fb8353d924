import { otpApi } from '../../api/endpoints/otp';
import { call } from '../../api/http';
import type { OtpCreateBody, OtpRequestBody, OtpVerifyBody } from '../../api/types/otp';

/** The four OTP-verification calls the sheet makes (API.md §17, service totp). */
export const createVerification = (body: OtpCreateBody) => call(otpApi.create, { body });
export const requestCode = (body: OtpRequestBody) => call(otpApi.request, { body });
export const verifyCode = (body: OtpVerifyBody) => call(otpApi.verify, { body });
export const verificationStatus = (requestId: string) =>
  call(otpApi.get, { path: { request_id: requestId } });
