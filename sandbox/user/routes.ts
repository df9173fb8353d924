import type { Context } from 'hono';
import type * as z from 'zod';
import type { UserData, UserEntity } from '../../src/contract/user.ts';
import { userRoutes as routes } from '../../src/contract/user.ts';
import type { KYCStatus } from '../../src/contract/values/kyc.ts';
import { type CodeTarget, createCodes } from '../auth/one-time-codes.ts';
import { referralCode } from '../referrals/program.ts';
import type { SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import { COUNTRIES } from '../system/countries.ts';
import * as rules from './identity-rules.ts';
import type { UserRow } from './users.ts';

const TENANT_ID = 'sandbox-tenant';
export const USER_CURRENCIES = ['USD', 'EUR'] as const;
const NAME_MAX = 100;
const ADULT_AGE = 18;

/** API.md §5 `UserEntity`: the identity record (Supabase-style, hence `aud` and metadata). */
export function userEntity(u: UserRow): z.input<typeof UserEntity> {
  const providers = [
    u.password_hash || u.email ? 'email' : null,
    u.phone ? 'phone' : null,
    u.tg_id ? 'telegram' : null,
  ].filter((p): p is string => p !== null);
  return {
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    // Identity records carry '' for an absent contact rather than dropping the key.
    email: u.email ?? '',
    phone: u.phone ?? '',
    created_at: u.created_at,
    updated_at: u.updated_at,
    // A password sign-up waiting for its confirmation link: not confirmed, and when it was sent.
    ...(u.email_confirmed === false
      ? { confirmation_sent_at: u.created_at }
      : { confirmed_at: u.created_at, ...(u.email ? { email_confirmed_at: u.created_at } : {}) }),
    ...(u.phone ? { phone_confirmed_at: u.created_at } : {}),
    ...(u.last_sign_in_at ? { last_sign_in_at: u.last_sign_in_at } : {}),
    ...(u.new_email ? { new_email: u.new_email } : {}),
    ...(u.new_phone ? { new_phone: u.new_phone } : {}),
    ...(u.email_change_sent_at ? { email_change_sent_at: u.email_change_sent_at } : {}),
    app_metadata: { provider: providers[0] ?? 'email', providers },
    user_metadata: {
      ...(u.first_name ? { first_name: u.first_name } : {}),
      ...(u.last_name ? { last_name: u.last_name } : {}),
      ...(u.username ? { username: u.username } : {}),
      ...(u.tg_id ? { tg_id: u.tg_id } : {}),
    },
    identities: [],
    factors: [],
    is_anonymous: false,
  };
}

/** API.md §5 `UserData`: the platform profile. */
export function userData(u: UserRow): z.input<typeof UserData> {
  return {
    id: u.user_data_id,
    user_id: u.id,
    tenant_id: TENANT_ID,
    default_currency: u.default_currency,
    created_at: u.created_at,
    can_invite: false,
    is_developer: u.is_developer,
    kyc_status: u.kyc_status as KYCStatus,
    kyc_date: u.kyc_date ?? null,
    // The user's referral code (sandbox/referrals/program.ts): what their referral link carries.
    referral_name: referralCode(u.id),
    user_groups_id: null,
    first_name: u.first_name,
    last_name: u.last_name,
    logo_url: u.logo_url,
    birth_date: u.birth_date,
    nationality: u.nationality,
    email: u.email,
    phone: u.phone,
  };
}

function nameField(value: string | null, field: 'first_name' | 'last_name'): string | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (trimmed.length > NAME_MAX) invalid(field, `${field} must be at most ${NAME_MAX} characters.`);
  // An emptied field clears the name, as null does.
  return trimmed === '' ? null : trimmed;
}

/** `YYYY-MM-DD`, a real calendar day, in the past, for someone at least 18 and at most 120. */
export function birthDate(value: unknown, today: Date): string | null {
  const field = 'birth_date';
  if (value === null) return null;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    invalid(field, 'Enter the date of birth as YYYY-MM-DD.');
  }
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    invalid(field, `${value} is not a real calendar date.`);
  }
  const todayUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (date.getTime() >= todayUtc) invalid(field, 'The date of birth must be in the past.');
  const adultOn = Date.UTC(y + ADULT_AGE, m - 1, d);
  if (adultOn > todayUtc) invalid(field, `You must be at least ${ADULT_AGE} years old.`);
  if (y < today.getUTCFullYear() - 120) invalid(field, 'Check the year of birth.');
  return value;
}

function nationality(value: string | null): string | null {
  if (value === null) return null;
  if (!COUNTRIES.some((c) => c.iso2 === value)) {
    invalid('nationality', 'nationality must be a supported ISO 3166-1 alpha-2 country code, like DE.');
  }
  return value;
}

export const registerUser: SandboxModule = (ctx) => {
  const codes = createCodes(ctx);
  const me = (c: Context): UserRow => {
    const user = ctx.users.get(ctx.userId(c, 'v2'));
    if (!user) fail(401, 'The account behind this token no longer exists.');
    return user;
  };
  const at = () => new Date(ctx.now()).toISOString();

  ctx.v2.get('/user', (c) => c.json(userEntity(me(c))));
  ctx.v2.get('/user/user-data', (c) => c.json(userData(me(c))));

  ctx.v2.patch('/user/user-data', (c) => {
    const user = me(c);
    // UserDataUpdate (API.md §5): any other key (email, kyc_status, …) is a 422 naming it.
    const body = readBody(c, routes.updateData.body);
    const patch: Partial<UserRow> = {};
    if (body.first_name !== undefined) patch.first_name = nameField(body.first_name, 'first_name');
    if (body.last_name !== undefined) patch.last_name = nameField(body.last_name, 'last_name');
    if (body.birth_date !== undefined) patch.birth_date = birthDate(body.birth_date, new Date(ctx.now()));
    if (body.nationality !== undefined) patch.nationality = nationality(body.nationality);
    if (body.default_currency !== undefined) {
      const cur = body.default_currency;
      if (!(USER_CURRENCIES as readonly string[]).includes(cur)) {
        invalid('default_currency', `default_currency must be one of ${USER_CURRENCIES.join(', ')}.`);
      }
      patch.default_currency = cur;
    }
    return c.json(userData(ctx.users.update(user.id, patch) ?? user));
  });

  const phoneTarget = (user: UserRow, phone: string): CodeTarget => ({
    channel: 'sms',
    to: phone,
    purpose: 'phone-change',
    userId: user.id,
  });
  const emailTarget = (user: UserRow, email: string): CodeTarget => ({
    channel: 'email',
    to: email,
    purpose: 'email-change',
    userId: user.id,
  });
  const phoneTaken = (user: UserRow, phone: string) => {
    const other = ctx.users.byPhone(phone);
    return !!other && other.id !== user.id;
  };
  const emailTaken = (user: UserRow, email: string) => {
    const other = ctx.users.byEmail(email);
    return !!other && other.id !== user.id;
  };

  // Step 1 of a phone change: the code goes to the NEW number, proving the user holds it.
  ctx.v2.patch('/user/phone', (c) => {
    const user = me(c);
    // The body carries the session tokens (API.md §5); the contract requires them, unchecked here.
    const body = readBody(c, routes.requestPhoneChange.body);
    const phone = rules.phone(body);
    if (phone === user.phone) invalid('phone', 'This is already your phone number.');
    if (phoneTaken(user, phone)) fail(409, 'This phone number is already used by another account.');
    codes.issue(
      phoneTarget(user, phone),
      (code) => `${code} is your code to confirm this phone number. It expires in 5 minutes.`,
    );
    const updated = ctx.users.update(user.id, { new_phone: phone, phone_change_sent_at: at() }) ?? user;
    return c.json(userEntity(updated));
  });

  ctx.v2.post('/user/phone', (c) => {
    const user = me(c);
    const body = readBody(c, routes.confirmPhoneChange.body);
    const phone = rules.phone(body);
    const token = rules.code(body);
    codes.verify(phoneTarget(user, phone), token);
    if (phoneTaken(user, phone)) fail(409, 'This phone number is already used by another account.');
    ctx.users.update(user.id, { phone, new_phone: null, phone_change_sent_at: null });
    return c.body(null, 201);
  });

  ctx.v2.patch('/user/email', (c) => {
    const user = me(c);
    const body = readBody(c, routes.requestEmailChange.body);
    const email = rules.email(body);
    if (email === user.email?.toLowerCase()) invalid('email', 'This is already your email address.');
    if (emailTaken(user, email)) fail(409, 'This email address is already used by another account.');
    codes.issue(
      emailTarget(user, email),
      (code) => `${code} is your code to confirm this email address. It expires in 5 minutes.`,
    );
    const updated = ctx.users.update(user.id, { new_email: email, email_change_sent_at: at() }) ?? user;
    return c.json(userEntity(updated));
  });

  ctx.v2.post('/user/email', (c) => {
    const user = me(c);
    const body = readBody(c, routes.confirmEmailChange.body);
    const email = rules.email(body);
    const token = rules.code(body);
    codes.verify(emailTarget(user, email), token);
    if (emailTaken(user, email)) fail(409, 'This email address is already used by another account.');
    ctx.users.update(user.id, { email, new_email: null, email_change_sent_at: null });
    return c.body(null, 201);
  });
};

export type UserEntityWire = ReturnType<typeof userEntity>;
export type UserDataWire = ReturnType<typeof userData>;
