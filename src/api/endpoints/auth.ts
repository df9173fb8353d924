/** Auth — service v2 (API.md §4). Captcha-protected calls bypass the 401 machinery (§1.4). */
import { endpoint } from '../endpoint';
import type {
  LegacySignInAnswer,
  OmniEmailOtpBody,
  OmniPhoneOtpBody,
  PasswordBody,
  PasswordSignUpAnswer,
  RefreshBody,
  Session,
  SignInBody,
  SignOutBody,
  SignUpBody,
  TelegramSession,
  TelegramSignInBody,
  TelegramSignUpBody,
  VerifyEmailOtpBody,
  VerifyPhoneOtpBody,
} from '../types';

export const authApi = {
  verifyEmailOtp: endpoint<{ body: VerifyEmailOtpBody }, Session>({
    service: 'v2',
    method: 'POST',
    path: '/auth/verify/email/otp',
    bypassAuth: true,
  }),
  verifyPhoneOtp: endpoint<{ body: VerifyPhoneOtpBody }, Session>({
    service: 'v2',
    method: 'POST',
    path: '/auth/verify/phone/otp',
    bypassAuth: true,
  }),
  /** 201 with no body: the code was sent (⚠#1). 403 = invite code required. */
  sendEmailOtp: endpoint<{ body: OmniEmailOtpBody }, void>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/omni/email/otp',
    bypassAuth: true,
  }),
  /** 201 with no body (⚠#1). 403 = invite code required. */
  sendPhoneOtp: endpoint<{ body: OmniPhoneOtpBody }, void>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/omni/phone/otp',
    bypassAuth: true,
  }),
  signIn: endpoint<{ body: SignInBody }, LegacySignInAnswer>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in',
    bypassAuth: true,
  }),
  /** 400 = invite code required. */
  signUp: endpoint<{ body: SignUpBody }, LegacySignInAnswer>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-up',
    bypassAuth: true,
  }),
  /** A 401 here forces logout (not bypassed). */
  signInTelegram: endpoint<{ body: TelegramSignInBody }, TelegramSession>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/telegram',
  }),
  /** 403 = invite code required; a 401 forces logout. */
  signUpTelegram: endpoint<{ body: TelegramSignUpBody }, TelegramSession>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-up/telegram',
  }),
  /** 429 possible. */
  signInPassword: endpoint<{ body: PasswordBody }, Session>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-in/password/email',
    bypassAuth: true,
  }),
  /** ⚠#2: answers the UserEntity, possibly with tokens. 429 possible. */
  signUpPassword: endpoint<{ body: PasswordBody }, PasswordSignUpAnswer>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-up/password/email',
    bypassAuth: true,
  }),
  /** A 401 here forces logout. */
  refresh: endpoint<{ body: RefreshBody }, Session>({
    service: 'v2',
    method: 'POST',
    path: '/auth/refresh/refresh-token',
  }),
  /** Revokes sessions on the platform (API.md §19); the answer is not shown. */
  signOut: endpoint<{ body: SignOutBody }, unknown>({
    service: 'v2',
    method: 'POST',
    path: '/auth/sign-out',
  }),
};
