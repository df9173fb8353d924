/** OTP verification and TOTP — service totp, every path under `/api` (API.md §17). */

import otpTable from 'virtual:endpoint-table/otp';
import totpTable from 'virtual:endpoint-table/totp';
import type { otpRoutes, totpRoutes } from '../../contract/otp.ts';
import type { EndpointsOf } from '../endpoint.ts';

export const otpApi = otpTable as EndpointsOf<typeof otpRoutes>;
export const totpApi = totpTable as EndpointsOf<typeof totpRoutes>;
