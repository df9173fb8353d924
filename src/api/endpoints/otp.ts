/** OTP verification and TOTP — service totp, every path under `/api` (API.md §17). */

import type { otpRoutes as O, totpRoutes as T } from '../../contract/otp';
import { endpoint } from '../endpoint';

export const otpApi = {
  create: endpoint<typeof O.create>({
    service: 'totp',
    method: 'POST',
    path: '/api/otp-verification/create',
  }),
  /** Sends a code over the given channel. */
  request: endpoint<typeof O.request>({
    service: 'totp',
    method: 'POST',
    path: '/api/otp-verification/request',
  }),
  verify: endpoint<typeof O.verify>({
    service: 'totp',
    method: 'POST',
    path: '/api/otp-verification/verify',
  }),
  get: endpoint<typeof O.get>({
    service: 'totp',
    method: 'GET',
    path: '/api/otp-verification/{request_id}',
  }),
};

export const totpApi = {
  generate: endpoint<typeof T.generate>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/generate',
  }),
  generateEncrypted: endpoint<typeof T.generateEncrypted>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/generate-encrypted',
  }),
  activate: endpoint<typeof T.activate>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/activate',
  }),
  verify: endpoint<typeof T.verify>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/verify',
  }),
  revoke: endpoint<typeof T.revoke>({
    service: 'totp',
    method: 'POST',
    path: '/api/totp/revoke',
  }),
  status: endpoint<typeof T.status>({
    service: 'totp',
    method: 'GET',
    path: '/api/totp/status',
  }),
};
