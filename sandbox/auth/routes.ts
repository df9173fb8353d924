import type { Context } from 'hono';
import * as z from 'zod';
import type { TelegramSignInBody } from '../../src/contract/auth.ts';
import { authRoutes as routes } from '../../src/contract/auth.ts';
import { text } from '../../src/contract/wire.ts';
import type { SandboxModule } from '../server/context.ts';
import { fail, failCoded, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import * as rules from '../user/identity-rules.ts';
import { userEntity } from '../user/routes.ts';
import { checkPassword, hashPassword, type UserRow } from '../user/users.ts';
import { registerCaptcha } from './captcha.ts';
import { registerEmailLinks } from './email-links.ts';
import { createCodes } from './one-time-codes.ts';
import { createSignUpExtras, type Extras } from './sign-up-extras.ts';
import { validateInitData } from './telegram.ts';

/** Wrong passwords allowed per email in the window before sign-in answers 429. */
export const PASSWORD_MAX_FAILURES = 5;
export const PASSWORD_WINDOW_MS = 15 * 60 * 1000;

export const BLOCKED_MESSAGE = 'This account is blocked. Contact support.';
const WRONG_PASSWORD = 'Email or password is incorrect.';

/** Control body (ours, not the contract's): who to block and whether. */
const BLOCK = z.strictObject({
  blocked: z.boolean(),
  email: text().optional(),
  phone: text().optional(),
  tg_id: text().optional(),
});

interface FailureRow {
  email: string;
  at: number[];
}

const emailCodeText = (code: string) => `${code} is your sign-in code. It expires in 5 minutes.`;
const smsCodeText = (code: string) =>
  `${code} is your sign-in code. It expires in 5 minutes. Do not share it.`;

/**
 * API.md §4. Every route answers with the error body of errors.ts; Telegram "no account" adds
 * `code: 'TELEGRAM_USER_NOT_FOUND'` so the client can switch to sign-up without reading prose.
 */
export const registerAuth: SandboxModule = (ctx) => {
  // Captcha first: it guards the marked routes registered below (API.md §4).
  registerCaptcha(ctx);
  const codes = createCodes(ctx);
  const extras = createSignUpExtras(ctx);
  const links = registerEmailLinks(ctx, extras);
  /** A new account's extras from its code request, kept until the code is verified. */
  const pending = ctx.store.table<Extras>('pending_sign_up_extras');
  const failures = ctx.store.table<FailureRow>('password_failures');

  const at = () => new Date(ctx.now()).toISOString();
  const session = (user: UserRow) => {
    if (user.blocked) fail(423, BLOCKED_MESSAGE);
    ctx.users.update(user.id, { last_sign_in_at: at() });
    return ctx.sessions.issue(user.id);
  };
  const refuseBlocked = (user: UserRow | undefined) => {
    if (user?.blocked) fail(423, BLOCKED_MESSAGE);
  };

  // ---- One-time codes: request, then verify (sign-in or sign-up in one step) ----

  ctx.v2.post('/auth/sign-in/omni/email/otp', (c) => {
    // redirect_url: accepted; a code email carries no link (magic links: email-links.ts).
    const body = readBody(c, routes.sendEmailOtp.body);
    const email = rules.email(body);
    const user = ctx.users.byEmail(email);
    refuseBlocked(user);
    if (!user) pending.set(`email:${email.toLowerCase()}`, extras.admit(body, 403));
    codes.issue({ channel: 'email', to: email, purpose: 'sign-in' }, emailCodeText);
    return c.body(null, 201);
  });

  ctx.v2.post('/auth/sign-in/omni/phone/otp', (c) => {
    const body = readBody(c, routes.sendPhoneOtp.body);
    const phone = rules.phone(body);
    const user = ctx.users.byPhone(phone);
    refuseBlocked(user);
    if (!user) pending.set(`phone:${phone}`, extras.admit(body, 403));
    codes.issue({ channel: 'sms', to: phone, purpose: 'sign-in' }, smsCodeText);
    return c.body(null, 201);
  });

  ctx.v2.post('/auth/verify/email/otp', (c) => {
    const body = readBody(c, routes.verifyEmailOtp.body);
    const email = rules.email(body);
    const token = rules.code(body);
    refuseBlocked(ctx.users.byEmail(email));
    codes.verify({ channel: 'email', to: email, purpose: 'sign-in' }, token);
    const user =
      ctx.users.byEmail(email) ?? ctx.users.create({ email, ...pending.get(`email:${email.toLowerCase()}`) });
    return c.json(session(user));
  });

  ctx.v2.post('/auth/verify/phone/otp', (c) => {
    // `type` may also be "phone_change"; a signed-in change goes through POST /user/phone, so here
    // both types verify the sign-in code sent to this number.
    const body = readBody(c, routes.verifyPhoneOtp.body);
    const phone = rules.phone(body);
    const token = rules.code(body);
    refuseBlocked(ctx.users.byPhone(phone));
    codes.verify({ channel: 'sms', to: phone, purpose: 'sign-in' }, token);
    const user = ctx.users.byPhone(phone) ?? ctx.users.create({ phone, ...pending.get(`phone:${phone}`) });
    return c.json(session(user));
  });

  /**
   * Legacy `/auth/sign-in` and `/auth/sign-up` ({login, type}). Their 2xx body is not shown; a
   * real platform cannot hand out tokens for a bare login, so both send a code (201, no body,
   * like the omni routes) that /auth/verify/{email|phone}/otp exchanges for a session.
   */
  const loginOf = (body: { login: string; type: 'email' | 'phone' }) => {
    return body.type === 'email'
      ? { type: 'email' as const, value: rules.email(body, 'login') }
      : { type: 'phone' as const, value: rules.phone(body, 'login') };
  };
  const sendLoginCode = (login: { type: 'email' | 'phone'; value: string }) =>
    login.type === 'email'
      ? codes.issue({ channel: 'email', to: login.value, purpose: 'sign-in' }, emailCodeText)
      : codes.issue({ channel: 'sms', to: login.value, purpose: 'sign-in' }, smsCodeText);
  const userByLogin = (login: { type: 'email' | 'phone'; value: string }) =>
    login.type === 'email' ? ctx.users.byEmail(login.value) : ctx.users.byPhone(login.value);

  ctx.v2.post('/auth/sign-in', (c) => {
    const login = loginOf(readBody(c, routes.signIn.body));
    const user = userByLogin(login);
    if (!user)
      fail(404, `No account uses this ${login.type === 'email' ? 'email' : 'phone number'}. Sign up first.`);
    refuseBlocked(user);
    sendLoginCode(login);
    return c.body(null, 201);
  });

  ctx.v2.post('/auth/sign-up', (c) => {
    const body = readBody(c, routes.signUp.body);
    const login = loginOf(body);
    if (userByLogin(login)) {
      fail(
        409,
        `An account with this ${login.type === 'email' ? 'email' : 'phone number'} already exists. Sign in instead.`,
      );
    }
    // §4: 400 here (403 on the omni routes) when an invite code is required.
    const key = login.type === 'email' ? `email:${login.value.toLowerCase()}` : `phone:${login.value}`;
    pending.set(key, extras.admit(body, 400));
    sendLoginCode(login);
    return c.body(null, 201);
  });

  // ---- Email + password ----

  const recentFailures = (email: string) =>
    (failures.get(email)?.at ?? []).filter((t) => ctx.now() - t < PASSWORD_WINDOW_MS);

  ctx.v2.post('/auth/sign-in/password/email', (c) => {
    const body = readBody(c, routes.signInPassword.body);
    const email = rules.email(body);
    const password = rules.givenPassword(body);
    const recent = recentFailures(email);
    if (recent.length >= PASSWORD_MAX_FAILURES) {
      const waitMs = PASSWORD_WINDOW_MS - (ctx.now() - recent[0]!);
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      fail(
        429,
        `Too many wrong passwords. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or sign in with a code.`,
      );
    }
    const user = ctx.users.byEmail(email);
    if (!user || !checkPassword(password, user.password_hash)) {
      failures.set(email, { email, at: [...recent, ctx.now()] });
      fail(401, WRONG_PASSWORD);
    }
    failures.delete(email);
    if (user.email_confirmed === false) {
      failCoded(400, 'email_not_confirmed', 'Confirm your email address first: open the link we sent you.');
    }
    return c.json(session(user));
  });

  ctx.v2.post('/auth/sign-up/password/email', (c) => {
    const body = readBody(c, routes.signUpPassword.body);
    const email = rules.email(body);
    const password = rules.newPassword(body);
    if (ctx.users.byEmail(email)) fail(409, 'An account with this email already exists. Sign in instead.');
    // A password account becomes a platform user at finalize (§19), which carries the extras.
    const confirm = extras.settings().confirm_email;
    const user = ctx.users.create({
      email,
      password_hash: hashPassword(password),
      finalized: false,
      ...(confirm ? { email_confirmed: false } : {}),
    });
    if (confirm) {
      // Confirm first: the answer is the new user alone (⚠#2), the session comes with the link.
      links.sendConfirmation(c, user);
      return c.json(userEntity(user));
    }
    const { access_token, refresh_token } = session(user);
    // ⚠#2: the contract answers UserEntity; the token pair lets the client continue signed in.
    return c.json({ ...userEntity(ctx.users.get(user.id) ?? user), access_token, refresh_token });
  });

  // ---- Telegram ----

  /** Checks init data and that tg_id / hash really come from it; 401 otherwise. */
  const telegramIdentity = ({ tg_id: tgId, hash, init_data_raw: raw }: TelegramSignInBody) => {
    const check = validateInitData(raw, ctx.options.botToken, ctx.now());
    if (!check.ok) fail(401, `${check.reason} Reopen the app from Telegram.`);
    if (String(check.user.id) !== tgId) fail(401, 'tg_id does not match the Telegram user in init data.');
    if (check.hash !== hash) fail(401, 'hash does not match the init data hash.');
    return { tgId, tgUser: check.user };
  };

  ctx.v2.post('/auth/sign-in/telegram', (c) => {
    const { tgId } = telegramIdentity(readBody(c, routes.signInTelegram.body));
    const user = ctx.users.byTgId(tgId);
    if (!user) return telegramNotFound(c);
    return c.json(session(user));
  });

  ctx.v2.post('/auth/sign-up/telegram', (c) => {
    const body = readBody(c, routes.signUpTelegram.body);
    const { tgId } = telegramIdentity(body);
    const phone = rules.phone(body);
    const firstName = body.first_name.trim();
    if (firstName === '') invalid('first_name', 'Enter your first name.');
    // Telegram users may have no last name or username: the keys are required, empty is fine.
    const lastName = body.last_name.trim();
    const username = body.username.trim();
    if (ctx.users.byTgId(tgId)) fail(409, 'This Telegram account is already registered. Sign in instead.');
    if (ctx.users.byPhone(phone)) fail(409, 'This phone number is already used by another account.');
    const given = extras.admit(body, 403);
    const user = ctx.users.create({
      ...given,
      tg_id: tgId,
      phone,
      first_name: firstName,
      last_name: lastName || null,
      username: username || null,
    });
    return c.json(session(user));
  });

  // ---- Refresh ----

  // sessions.ts owns this table; we only peek at the owner to refuse a blocked user before rotating.
  const refreshRows = ctx.store.table<{ userId: string }>('refresh_tokens');

  ctx.v2.post('/auth/refresh/refresh-token', (c) => {
    const token = readBody(c, routes.refresh.body).refresh_token;
    const owner = refreshRows.get(token)?.userId;
    const user = owner ? ctx.users.get(owner) : undefined;
    if (owner && !user) fail(401, 'The account behind this token no longer exists. Please sign in again.');
    if (user?.blocked) {
      ctx.sessions.revokeUser(user.id);
      fail(423, BLOCKED_MESSAGE);
    }
    return c.json(ctx.sessions.rotate(token));
  });

  // ---- Sign-out (API.md §19): revoke before the client forgets the tokens ----

  ctx.v2.post('/auth/sign-out', (c) => {
    const userId = ctx.sessions.userIdFrom(c, 'bearer');
    // API.md §19: scope defaults to local (the contract fills it in).
    const body = readBody(c, routes.signOut.body);
    ctx.sessions.signOut(userId, { access: body.access_token, refresh: body.refresh_token }, body.scope);
    return c.body(null, 204);
  });

  // ---- Test control: block or unblock a user ----

  ctx.control.post('/users/block', (c) => {
    const body = readBody(c, BLOCK);
    const user =
      typeof body.email === 'string'
        ? ctx.users.byEmail(body.email)
        : typeof body.phone === 'string'
          ? ctx.users.byPhone(body.phone)
          : typeof body.tg_id === 'string'
            ? ctx.users.byTgId(body.tg_id)
            : invalid('email', 'Name the user by email, phone or tg_id.');
    if (!user) fail(404, 'No such user.');
    const updated = ctx.users.update(user.id, { blocked: body.blocked });
    return c.json({ user_id: user.id, blocked: updated?.blocked ?? body.blocked });
  });
};

function telegramNotFound(c: Context) {
  return c.json(
    {
      statusCode: 404,
      message: 'No account for this Telegram user; sign up first.',
      error: 'Not Found',
      code: 'TELEGRAM_USER_NOT_FOUND',
    },
    404,
  );
}
