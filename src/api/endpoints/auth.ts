/**
 * Auth — service v2 (API.md §4). Captcha-protected calls carry the `captcha` header and bypass the
 * 401 machinery (§1.4). The §19 sign-up and magic-link calls: auth-links.ts.
 */

import type { authRoutes as R } from '../../contract/auth';
import { endpoint } from '../endpoint';

export const authApi = {
  verifyEmailOtp: endpoint<typeof R.verifyEmailOtp>({
    service: 'v2',
    method: 'POST',
    path: '/auth/verify/email/otp',
    bypassAuth: true,
    captcha: true,
  }),
  verifyPhoneOtp: endpoint<typeof R.verifyPhoneOtp>({
    service: 'v2',
    method: 'POST',
    path: '/auth/verify/phone/otp',
    bypassAuth: true,
    captcha: true,
  }),
  /** 201 with no body: the code was sent (⚠#1). 403 = invite code required. */
  sendEmailOtp: endpoint<typeof R.sendEmailOtp>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/omni/email/otp',
    bypassAuth: true,
    captcha: true,
  }),
  /** 201 with no body (⚠#1). 403 = invite code required. */
  sendPhoneOtp: endpoint<typeof R.sendPhoneOtp>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/omni/phone/otp',
    bypassAuth: true,
    captcha: true,
  }),
  signIn: endpoint<typeof R.signIn>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in',
    bypassAuth: true,
    captcha: true,
  }),
  /** 400 = invite code required. */
  signUp: endpoint<typeof R.signUp>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-up',
    bypassAuth: true,
    captcha: true,
  }),
  /** A 401 here forces logout (not bypassed). */
  signInTelegram: endpoint<typeof R.signInTelegram>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/telegram',
  }),
  /** 403 = invite code required; a 401 forces logout. */
  signUpTelegram: endpoint<typeof R.signUpTelegram>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-up/telegram',
  }),
  /** 429 possible. */
  signInPassword: endpoint<typeof R.signInPassword>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/password/email',
    bypassAuth: true,
    captcha: true,
  }),
  /** ⚠#2: answers the UserEntity, possibly with tokens. 429 possible. */
  signUpPassword: endpoint<typeof R.signUpPassword>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-up/password/email',
    bypassAuth: true,
    captcha: true,
  }),
  /** A 401 here forces logout. */
  refresh: endpoint<typeof R.refresh>({
    service: 'v2',
    method: 'POST',
    path: '/auth/refresh/refresh-token',
  }),
  /** Revokes sessions on the platform (API.md §19); the answer is not shown. */
  signOut: endpoint<typeof R.signOut>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-out',
  }),
};
