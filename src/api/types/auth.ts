/** Auth wire types — service v2 (API.md §3.4, §4). */
import type { UserEntity } from './user';

/** Token answer of OTP verify, password sign-in and refresh (§3.4). */
export interface Session {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  expires_at?: number;
  provider_token?: string | null;
  provider_refresh_token?: string | null;
  /** Tolerated on OTP-verify answers. */
  error?: string;
}

/** Telegram sign-in/up answer: the refresh token may be missing. */
export interface TelegramSession extends Omit<Session, 'refresh_token'> {
  refresh_token?: string | null;
}

/** The only two keys the client reads from any token answer. */
export interface TokenPair {
  access_token: string;
  refresh_token: string | null;
}

export const LOGIN_TYPES = ['email', 'phone'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const PHONE_OTP_TYPES = ['sms', 'phone_change'] as const;
export type PhoneOtpType = (typeof PHONE_OTP_TYPES)[number];

export interface VerifyEmailOtpBody {
  email: string;
  token: string;
  type: 'email';
}

export interface VerifyPhoneOtpBody {
  /** Digits only (every non-digit, including `+`, removed). */
  phone: string;
  token: string;
  /** Default "sms". */
  type: PhoneOtpType;
}

/** Optional sign-up extras the platform accepts on first sign-in. */
export interface InviteFields {
  invite_code?: string;
  referrer?: string;
}

export interface OmniEmailOtpBody extends InviteFields {
  email: string;
  redirect_url?: string;
}

export interface OmniPhoneOtpBody extends InviteFields {
  /** Digits only. */
  phone: string;
}

export interface SignInBody {
  login: string;
  type: LoginType;
}

export interface SignUpBody extends SignInBody, InviteFields {}

/**
 * `/auth/sign-in` and `/auth/sign-up`: the client expects a token pair, the v2 contract shows no
 * 2xx body (API.md §20), so both keys may be missing.
 */
export type LegacySignInAnswer = Partial<TokenPair> | null;

export interface TelegramSignInBody {
  /** Telegram user id, as a string. */
  tg_id: string;
  hash: string;
  init_data_raw: string;
}

export interface TelegramSignUpBody extends TelegramSignInBody, InviteFields {
  phone: string;
  first_name: string;
  last_name: string;
  username: string;
}

export interface PasswordBody {
  email: string;
  password: string;
}

/** ⚠#2: the contract answers a UserEntity; some platforms add a token pair. */
export type PasswordSignUpAnswer = UserEntity & Partial<TokenPair>;

export interface RefreshBody {
  refresh_token: string;
}

export const SIGN_OUT_SCOPES = ['local', 'global', 'others'] as const;
/** local: this device's session · global: every session of the user · others: all but this one. */
export type SignOutScope = (typeof SIGN_OUT_SCOPES)[number];

/** POST /auth/sign-out (API.md §19). */
export interface SignOutBody {
  access_token: string;
  refresh_token: string;
  scope: SignOutScope;
}
