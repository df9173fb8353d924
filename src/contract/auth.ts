/** Auth — service v2 (API.md §3.4, §4, §19 sign-out). Captcha-protected calls bypass the 401 machinery. */
import * as z from 'zod';
import { UserData, UserEntity } from './user.ts';
import { LOGIN_TYPES, PHONE_OTP_TYPES, SIGN_OUT_SCOPES } from './values/auth.ts';
import { filled, int, noBody, notShown, route, str, text } from './wire.ts';

const sessionFields = {
  access_token: str,
  refresh_token: str,
  token_type: str,
  expires_in: int,
  expires_at: int.optional(),
  provider_token: str.nullable().optional(),
  provider_refresh_token: str.nullable().optional(),
  /** Tolerated on OTP-verify answers. */
  error: str.optional(),
};

/** Token answer of OTP verify, password sign-in and refresh (§3.4). */
export const Session = z.strictObject(sessionFields);
export type Session = z.output<typeof Session>;

/** Telegram sign-in/up answer: the refresh token may be missing. */
export const TelegramSession = z.strictObject({ ...sessionFields, refresh_token: str.nullable().optional() });
export type TelegramSession = z.output<typeof TelegramSession>;

/** The only two keys the client reads from any token answer. */
export type TokenPair = Pick<TelegramSession, 'access_token'> & { refresh_token: string | null };

const email = text(320);
/** Optional sign-up extras the platform accepts on first sign-in. */
const invite = { invite_code: text(64).optional(), referrer: text(64).optional() };

export const VerifyEmailOtpBody = z.strictObject({ email, token: text(), type: z.literal('email') });

export const VerifyPhoneOtpBody = z.strictObject({
  /** Digits only (every non-digit, including `+`, removed). */
  phone: text(),
  token: text(),
  type: z.enum(PHONE_OTP_TYPES).default('sms'),
});

export const OmniEmailOtpBody = z.strictObject({ email, ...invite, redirect_url: text(2048).optional() });

export const OmniPhoneOtpBody = z.strictObject({ phone: text(), ...invite });

export const SignInBody = z.strictObject({ login: email, type: z.enum(LOGIN_TYPES) });

export const SignUpBody = z.strictObject({ ...SignInBody.shape, ...invite });

/**
 * `/auth/sign-in` and `/auth/sign-up`: the client expects a token pair, the v2 contract shows no
 * 2xx body (API.md §20), so both keys may be missing and the body may be absent.
 */
export const LegacySignInAnswer = z
  .strictObject({ access_token: str.optional(), refresh_token: str.nullable().optional() })
  .nullish();

const telegram = {
  /** Telegram user id, as a string. */
  tg_id: filled(32),
  hash: filled(128),
  init_data_raw: filled(8192),
};
export const TelegramSignInBody = z.strictObject(telegram);
export type TelegramSignInBody = z.input<typeof TelegramSignInBody>;

export const TelegramSignUpBody = z.strictObject({
  ...telegram,
  phone: text(),
  first_name: filled(100),
  last_name: text(100),
  username: text(64),
  ...invite,
});

export const PasswordBody = z.strictObject({ email, password: text(1024) });

/** ⚠#2: the contract answers a UserEntity; a platform may add the token pair. */
export const PasswordSignUpAnswer = z.strictObject({
  ...UserEntity.shape,
  access_token: str.optional(),
  refresh_token: str.nullable().optional(),
});

/** POST /auth/sign-up/password/email/resend (API.md §19): the confirmation email again. */
export const ResendSignUpBody = z.strictObject({ email });

/**
 * POST /auth/sign-up/password/email/finalize (API.md §19): makes a password account a platform
 * user, carrying the sign-up extras the password body has no room for. Called with the new
 * session's token; 403 = invite code required.
 */
export const FinalizeSignUpBody = z.strictObject(invite);

export const RefreshBody = z.strictObject({ refresh_token: filled(512) });

/** POST /auth/sign-out (API.md §19): scope defaults to local. */
export const SignOutBody = z.strictObject({
  access_token: filled(512),
  refresh_token: filled(512),
  scope: z.enum(SIGN_OUT_SCOPES).default('local'),
});

const post = <B extends z.ZodType, R extends z.ZodType, P extends string>(path: P, body: B, response: R) =>
  route({ service: 'v2', method: 'POST', path, body, response });
/** A captcha-protected call: it carries the `captcha` header (API.md §4 "captcha", §19). */
const guarded = <B extends z.ZodType, R extends z.ZodType, P extends string>(path: P, body: B, response: R) =>
  route({ ...post(path, body, response), captcha: true });
/** A captcha-protected call that sends the user an email or a code and answers 201, no body (⚠#1). */
const sends = <B extends z.ZodType, P extends string>(path: P, body: B) =>
  route({ ...guarded(path, body, noBody), answer: 'none', status: 201 });

export const authRoutes = {
  verifyEmailOtp: guarded('/auth/verify/email/otp', VerifyEmailOtpBody, Session),
  verifyPhoneOtp: guarded('/auth/verify/phone/otp', VerifyPhoneOtpBody, Session),
  /** 403 = invite code required. */
  sendEmailOtp: sends('/auth/sign-in/omni/email/otp', OmniEmailOtpBody),
  /** 403 = invite code required. */
  sendPhoneOtp: sends('/auth/sign-in/omni/phone/otp', OmniPhoneOtpBody),
  signIn: guarded('/auth/sign-in', SignInBody, LegacySignInAnswer),
  /** 400 = invite code required. */
  signUp: guarded('/auth/sign-up', SignUpBody, LegacySignInAnswer),
  /** A 401 here forces logout. */
  signInTelegram: post('/auth/sign-in/telegram', TelegramSignInBody, TelegramSession),
  /** 403 = invite code required; a 401 forces logout. */
  signUpTelegram: post('/auth/sign-up/telegram', TelegramSignUpBody, TelegramSession),
  /** 429 possible. */
  signInPassword: guarded('/auth/sign-in/password/email', PasswordBody, Session),
  /** ⚠#2: answers the UserEntity, possibly with tokens. 429 possible. */
  signUpPassword: guarded('/auth/sign-up/password/email', PasswordBody, PasswordSignUpAnswer),
  /** A 401 here forces logout. */
  refresh: post('/auth/refresh/refresh-token', RefreshBody, Session),
  /** Revokes sessions on the platform; the answer is not shown (the sandbox sends 204). */
  signOut: post('/auth/sign-out', SignOutBody, notShown),
};

/** The §19 auth calls of the web's email flows: a group of their own, so only the screens that call them carry them. */
export const authLinkRoutes = {
  /** The magic-link variant of the email sign-in (§19: path segment `magic`); 403 = invite code required. */
  sendEmailMagicLink: sends('/auth/sign-in/omni/email/magic', OmniEmailOtpBody),
  /** 200 with no body; 429 when asked again too soon. */
  resendSignUpEmail: route({
    ...guarded('/auth/sign-up/password/email/resend', ResendSignUpBody, noBody),
    answer: 'none',
  }),
  /** 403 = invite code required; 429 possible. */
  finalizeSignUp: post('/auth/sign-up/password/email/finalize', FinalizeSignUpBody, UserData),
};
