import { randomBytes, randomUUID, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Store } from '../server/store.ts';

/** The demo account seeded with wallets and history so the app is not empty at first run. */
export const DEMO_EMAIL = 'demo@sandbox.dev';
export const DEMO_PASSWORD = 'demo-pass-123';

export interface UserRow {
  id: string;
  /** UserData.id: the numeric `user_data_id` other calls reference. */
  user_data_id: number;
  email: string | null;
  phone: string | null;
  password_hash: string | null;
  tg_id: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  blocked: boolean;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  /** UserData fields the user edits (PATCH /user/user-data). */
  default_currency: string;
  birth_date: string | null;
  nationality: string | null;
  logo_url: string | null;
  kyc_status: string;
  /** When KYC reached its current status (the KYC module sets it). */
  kyc_date?: string | null;
  is_developer: boolean;
  /** A contact change waiting for its code (PATCH /user/email, /user/phone). */
  new_email?: string | null;
  new_phone?: string | null;
  email_change_sent_at?: string | null;
  phone_change_sent_at?: string | null;
  /** Sign-up extras (API.md §4): the referral code and invite code the account came with. */
  referrer?: string | null;
  invite_code?: string | null;
  /** A password account on a tenant that confirms email first: false until the link is opened. */
  email_confirmed?: boolean;
  /** A password account is a platform user once finalized (§19 finalize); unset for other paths. */
  finalized?: boolean;
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, 32);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function checkPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [, saltB64, hashB64] = stored.split('$');
  if (!saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = scryptSync(password, Buffer.from(saltB64, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

type CreatedHook = (user: UserRow) => void;

export function createUsers(store: Store, now: () => number) {
  const table = store.table<UserRow>('users');
  const hooks: CreatedHook[] = [];

  const create = (fields: Partial<UserRow>): UserRow => {
    const seq = ((store.meta.userDataSeq as number | undefined) ?? 1000) + 1;
    store.meta.userDataSeq = seq;
    const at = new Date(now()).toISOString();
    const user: UserRow = {
      id: randomUUID(),
      user_data_id: seq,
      email: null,
      phone: null,
      password_hash: null,
      tg_id: null,
      first_name: null,
      last_name: null,
      username: null,
      blocked: false,
      created_at: at,
      updated_at: at,
      last_sign_in_at: null,
      default_currency: 'USD',
      birth_date: null,
      nationality: null,
      logo_url: null,
      kyc_status: 'UNVERIFIED',
      is_developer: true,
      ...fields,
    };
    table.set(user.id, user);
    for (const hook of hooks) hook(user);
    return user;
  };

  return {
    table,
    create,
    get: (id: string) => table.get(id),
    byEmail: (email: string) => table.find((u) => u.email?.toLowerCase() === email.toLowerCase()),
    byPhone: (phone: string) => table.find((u) => u.phone === phone),
    byTgId: (tgId: string) => table.find((u) => u.tg_id === tgId),
    update: (id: string, patch: Partial<UserRow>) => {
      const user = table.get(id);
      if (!user) return undefined;
      return table.set(id, { ...user, ...patch, updated_at: new Date(now()).toISOString() });
    },
    /** Modules seed per-user data here (a default wallet; rich history for the demo user). */
    onCreated: (hook: CreatedHook) => hooks.push(hook),
    ensureDemo: () => byEmailOrCreate(DEMO_EMAIL),
  };

  function byEmailOrCreate(email: string): UserRow {
    return (
      table.find((u) => u.email === email) ??
      create({ email, password_hash: hashPassword(DEMO_PASSWORD), first_name: 'Demo', last_name: 'User' })
    );
  }
}

export type Users = ReturnType<typeof createUsers>;
