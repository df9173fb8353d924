/** User — service v2 (API.md §5). */
import * as z from 'zod';
import { uploadRoute } from './storage.ts';
import { KYC_STATUSES } from './values/kyc.ts';
import { anyObject, bool, filled, int, iso, noBody, route, str, text } from './wire.ts';

/** Identity record (auth provider user). */
export const UserEntity = z.strictObject({
  id: str,
  aud: str,
  created_at: iso,
  app_metadata: anyObject,
  user_metadata: anyObject,
  email: str.optional(),
  phone: str.optional(),
  role: str.optional(),
  new_email: str.optional(),
  new_phone: str.optional(),
  action_link: str.optional(),
  updated_at: iso.optional(),
  confirmed_at: iso.optional(),
  email_confirmed_at: iso.optional(),
  phone_confirmed_at: iso.optional(),
  last_sign_in_at: iso.optional(),
  confirmation_sent_at: iso.optional(),
  recovery_sent_at: iso.optional(),
  email_change_sent_at: iso.optional(),
  invited_at: iso.optional(),
  identities: z.array(str).optional(),
  factors: z.array(str).optional(),
  is_anonymous: bool.optional(),
});
export type UserEntity = z.output<typeof UserEntity>;

/** Platform profile. */
export const UserData = z.strictObject({
  /** The `user_data_id` other calls reference. */
  id: int,
  user_id: str,
  tenant_id: str,
  default_currency: str,
  created_at: iso,
  can_invite: bool,
  is_developer: bool,
  /** Default UNVERIFIED. */
  kyc_status: z.enum(KYC_STATUSES).nullable(),
  kyc_date: iso.nullable(),
  referral_name: str.nullable(),
  user_groups_id: str.nullable(),
  first_name: str.nullable().optional(),
  last_name: str.nullable().optional(),
  logo_url: str.nullable().optional(),
  /** ISO-8601 date. */
  birth_date: str.nullable().optional(),
  /** ISO 3166-1 alpha-2. */
  nationality: str.nullable().optional(),
  /** Read-only. */
  email: str.nullable(),
  /** Read-only. */
  phone: str.nullable(),
});
export type UserData = z.output<typeof UserData>;

/** All optional; any other key (email, kyc_status, …) is refused. */
export const UserDataUpdate = z.strictObject({
  default_currency: text(8).optional(),
  first_name: text().nullable().optional(),
  last_name: text().nullable().optional(),
  birth_date: text(32).nullable().optional(),
  nationality: text(8).nullable().optional(),
});
export type UserDataUpdate = z.input<typeof UserDataUpdate>;

/** Session tokens carried in the phone/email change bodies. */
const token = filled(2048);

/** PATCH /user/phone — step 1, sends a code to the new phone. */
export const PhoneChangeRequestBody = z.strictObject({
  access_token: token,
  refresh_token: token,
  /** Digits only. */
  phone: text(),
});

/** POST /user/phone — step 2, confirms with the code. */
export const PhoneChangeConfirmBody = z.strictObject({ phone: text(), token: text() });

/** PATCH /user/email — step 1. */
export const EmailChangeRequestBody = z.strictObject({
  access_token: token,
  email: text(320),
  refresh_token: text(2048).nullable().optional(),
});

/** POST /user/email — step 2. */
export const EmailChangeConfirmBody = z.strictObject({
  access_token: token,
  refresh_token: text(2048).nullable().optional(),
  email: text(320),
  token: text(),
});

export const userRoutes = {
  get: route({ service: 'v2', method: 'GET', path: '/user', response: UserEntity }),
  getData: route({ service: 'v2', method: 'GET', path: '/user/user-data', response: UserData }),
  updateData: route({
    service: 'v2',
    method: 'PATCH',
    path: '/user/user-data',
    body: UserDataUpdate,
    response: UserData,
  }),
  /**
   * The user's picture (API.md §19: "file upload" → `{ fullPath }`); UserData.logo_url then points
   * at it. There is no route to remove one.
   */
  uploadLogo: uploadRoute('/user/user-data/logo'),
  /** Step 1: sends a code to the new phone. The UserEntity answer is ignored. */
  requestPhoneChange: route({
    service: 'v2',
    method: 'PATCH',
    path: '/user/phone',
    body: PhoneChangeRequestBody,
    response: UserEntity,
  }),
  /** Step 2: 201, no body. */
  confirmPhoneChange: route({
    service: 'v2',
    method: 'POST',
    path: '/user/phone',
    body: PhoneChangeConfirmBody,
    response: noBody,
    answer: 'none',
    status: 201,
  }),
  /** Step 1: sends a code to the new email. The UserEntity answer is ignored. */
  requestEmailChange: route({
    service: 'v2',
    method: 'PATCH',
    path: '/user/email',
    body: EmailChangeRequestBody,
    response: UserEntity,
  }),
  /** Step 2: 201, no body. */
  confirmEmailChange: route({
    service: 'v2',
    method: 'POST',
    path: '/user/email',
    body: EmailChangeConfirmBody,
    response: noBody,
    answer: 'none',
    status: 201,
  }),
};
