/** User wire types — service v2 (API.md §5). */
import type { IsoDate } from './common';
import type { KYCStatus } from './kyc';

/** Identity record (auth provider user). */
export interface UserEntity {
  id: string;
  aud: string;
  created_at: IsoDate;
  app_metadata: object;
  user_metadata: object;
  email?: string;
  phone?: string;
  role?: string;
  new_email?: string;
  new_phone?: string;
  action_link?: string;
  updated_at?: IsoDate;
  confirmed_at?: IsoDate;
  email_confirmed_at?: IsoDate;
  phone_confirmed_at?: IsoDate;
  last_sign_in_at?: IsoDate;
  confirmation_sent_at?: IsoDate;
  recovery_sent_at?: IsoDate;
  email_change_sent_at?: IsoDate;
  invited_at?: IsoDate;
  identities?: string[];
  factors?: string[];
  is_anonymous?: boolean;
}

/** Platform profile. */
export interface UserData {
  /** The `user_data_id` other calls reference. */
  id: number;
  user_id: string;
  tenant_id: string;
  default_currency: string;
  created_at: IsoDate;
  can_invite: boolean;
  is_developer: boolean;
  /** Default UNVERIFIED. */
  kyc_status: KYCStatus | null;
  kyc_date: IsoDate | null;
  referral_name: string | null;
  user_groups_id: string | null;
  first_name?: string | null;
  last_name?: string | null;
  logo_url?: string | null;
  /** ISO-8601 date. */
  birth_date?: string | null;
  /** ISO 3166-1 alpha-2. */
  nationality?: string | null;
  /** Read-only. */
  email: string | null;
  /** Read-only. */
  phone: string | null;
}

export interface UserDataUpdate {
  default_currency?: string;
  first_name?: string | null;
  last_name?: string | null;
  birth_date?: string | null;
  nationality?: string | null;
}

/** PATCH /user/phone — step 1, sends a code to the new phone. */
export interface PhoneChangeRequestBody {
  access_token: string;
  refresh_token: string;
  /** Digits only. */
  phone: string;
}

/** POST /user/phone — step 2, confirms with the code. */
export interface PhoneChangeConfirmBody {
  phone: string;
  token: string;
}

/** PATCH /user/email — step 1. */
export interface EmailChangeRequestBody {
  access_token: string;
  refresh_token?: string | null;
  email: string;
}

/** POST /user/email — step 2. */
export interface EmailChangeConfirmBody {
  access_token: string;
  refresh_token?: string | null;
  email: string;
  token: string;
}
