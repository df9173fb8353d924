import { randomInt } from 'node:crypto';
import { cmp, isDecimal } from '../../src/shared/decimal.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import type { UserRow } from '../user/users.ts';
import { authenticators } from './authenticators.ts';

/**
 * OTP verifications (API.md §17): a second factor for one order. The caller picks the
 * `request_id` at create time (the same id the order carries), asks for a code over a channel and
 * verifies it. Rules (the platform's numbers are not shown; these are the usual ones):
 * - channels: EMAIL when the user has an email, SMS when they have a phone, TOTP when an
 *   authenticator app is active; each with validity 300 s and max_requests 3 (codes sent);
 * - a sent code lives `validity` seconds; verifying after that answers 419;
 * - a wrong code answers 400 with the attempts left; the 5th wrong code denies the verification.
 */
export type OtpChannel = 'EMAIL' | 'SMS' | 'TOTP' | 'APP' | 'TG_TEST';
export type OtpStatus = 'PENDING' | 'APPROVED' | 'DENIED';

export const OTP_VALIDITY_S = 300;
export const OTP_MAX_REQUESTS = 3;
export const OTP_MAX_WRONG = 5;

export interface ChannelInfo {
  channel: OtpChannel;
  validity: number;
  max_requests: number;
}

export interface VerificationRow {
  request_id: string;
  user_id: string;
  order_type: string;
  /** Decimal string. */
  amount: string;
  wallet_id: string;
  meta: Record<string, unknown>;
  status: OtpStatus;
  channels: ChannelInfo[];
  requests: Partial<Record<OtpChannel, number>>;
  code: { channel: OtpChannel; code: string; expires_at: number } | null;
  wrong: number;
  created_at: string;
  updated_at: string;
}

const TABLE = 'otp_verifications';

/** True when the order with this request id was signed off (orders call this before moving money). */
export function isVerificationApproved(ctx: SandboxContext, requestId: string): boolean {
  return ctx.store.table<VerificationRow>(TABLE).get(requestId)?.status === 'APPROVED';
}

/**
 * First-generation bodies carry no request_id (API.md §15.2) and no header may carry one (§1.2):
 * the order is matched to the APPROVED verification whose create body describes it (same user,
 * wallet, order type and amount paid or received, API.md §17) and that no order has used yet (`isUsed`).
 * Returns that verification's request_id, which the order then keeps.
 */
export function approvedVerificationFor(
  ctx: SandboxContext,
  order: { userId: string; walletId: string; orderType: string; amount: string },
  isUsed: (requestId: string) => boolean,
): string | null {
  for (const row of ctx.store.table<VerificationRow>(TABLE).values()) {
    if (row.status !== 'APPROVED' || row.user_id !== order.userId) continue;
    if (row.wallet_id !== order.walletId || row.order_type !== order.orderType) continue;
    // The body's amount is the side the user typed: the amount paid, or received when is_reverse.
    const described = [row.amount, row.meta.from_amount, row.meta.to_amount];
    if (!described.some((v) => isDecimal(v) && cmp(v, order.amount) === 0) || isUsed(row.request_id))
      continue;
    return row.request_id;
  }
  return null;
}

function mask(channel: OtpChannel, to: string): string {
  if (channel === 'EMAIL') {
    const [name = '', domain = ''] = to.split('@');
    return `${name.slice(0, 1)}***@${domain}`;
  }
  return `+${'*'.repeat(Math.max(0, to.length - 4))}${to.slice(-4)}`;
}

export function verifications(ctx: SandboxContext) {
  const table = ctx.store.table<VerificationRow>(TABLE);
  const totp = authenticators(ctx);
  const iso = () => new Date(ctx.now()).toISOString();

  const channelsFor = (user: UserRow): ChannelInfo[] => {
    const list: OtpChannel[] = [];
    if (totp.hasActive(user.id)) list.push('TOTP');
    if (user.email) list.push('EMAIL');
    if (user.phone) list.push('SMS');
    return list.map((channel) => ({ channel, validity: OTP_VALIDITY_S, max_requests: OTP_MAX_REQUESTS }));
  };

  const own = (userId: string, requestId: string): VerificationRow => {
    const row = table.get(requestId);
    if (!row || row.user_id !== userId)
      fail(404, 'This confirmation was not found. Start the confirmation again.');
    return row;
  };

  const save = (row: VerificationRow) => table.set(row.request_id, { ...row, updated_at: iso() });

  const create = (
    user: UserRow,
    input: Pick<VerificationRow, 'request_id' | 'order_type' | 'amount' | 'wallet_id' | 'meta'>,
  ): VerificationRow => {
    const existing = table.get(input.request_id);
    if (existing) {
      // Same intent retried (lost response, double tap): answer with the verification it made.
      if (existing.user_id !== user.id) fail(400, 'request_id is already in use. Generate a new one.');
      return existing;
    }
    const channels = channelsFor(user);
    if (channels.length === 0)
      fail(400, 'Add an email, a phone number or an authenticator app to confirm orders.');
    const at = iso();
    return table.set(input.request_id, {
      ...input,
      user_id: user.id,
      status: 'PENDING',
      channels,
      requests: {},
      code: null,
      wrong: 0,
      created_at: at,
      updated_at: at,
    });
  };

  const assertOpen = (row: VerificationRow, channel: OtpChannel) => {
    if (row.status === 'DENIED') {
      fail(400, 'This confirmation was denied after too many wrong codes. Start the order again.');
    }
    if (!row.channels.some((c) => c.channel === channel)) {
      fail(
        400,
        `${channel} is not available for this confirmation. Choose one of: ${row.channels.map((c) => c.channel).join(', ')}.`,
      );
    }
  };

  const request = (user: UserRow, requestId: string, channel: OtpChannel) => {
    const row = own(user.id, requestId);
    assertOpen(row, channel);
    if (row.status === 'APPROVED') return { success: true, message: 'Already confirmed.' };
    if (channel === 'TOTP') {
      save({ ...row, code: null });
      return { success: true, message: 'Enter the current code from your authenticator app.', validity: 30 };
    }
    const made = row.requests[channel] ?? 0;
    if (made >= OTP_MAX_REQUESTS) {
      fail(
        429,
        `You have asked for ${OTP_MAX_REQUESTS} codes already. Use the last code you got or choose another way.`,
      );
    }
    const to = channel === 'EMAIL' ? user.email : user.phone;
    if (!to) fail(400, `This account has no ${channel === 'EMAIL' ? 'email address' : 'phone number'}.`);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    ctx.send({
      channel: channel === 'EMAIL' ? 'email' : 'sms',
      to,
      purpose: 'otp_verification',
      code,
      text: `${code} is your code to confirm ${row.order_type}. It expires in 5 minutes.`,
    });
    save({
      ...row,
      requests: { ...row.requests, [channel]: made + 1 },
      code: { channel, code, expires_at: ctx.now() + OTP_VALIDITY_S * 1000 },
    });
    return {
      success: true,
      message: `Code sent to ${mask(channel, to)}.`,
      validity: OTP_VALIDITY_S,
      requests_made: made + 1,
      max_requests: OTP_MAX_REQUESTS,
    };
  };

  const wrongCode = (row: VerificationRow, why: string): never => {
    const wrong = row.wrong + 1;
    if (wrong >= OTP_MAX_WRONG) {
      save({ ...row, wrong, status: 'DENIED', code: null });
      fail(400, 'Too many wrong codes: this confirmation was denied. Start the order again.');
    }
    save({ ...row, wrong });
    const left = OTP_MAX_WRONG - wrong;
    fail(400, `${why} ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`);
  };

  const verify = (user: UserRow, requestId: string, channel: OtpChannel, otp: string) => {
    const row = own(user.id, requestId);
    assertOpen(row, channel);
    if (row.status === 'APPROVED') return { success: true, message: 'Confirmed.' };
    if (channel === 'TOTP') {
      try {
        totp.verifyActive(user.id, otp);
      } catch (err) {
        wrongCode(row, err instanceof Error ? err.message : 'The code is incorrect.');
      }
    } else {
      const sent = row.code?.channel === channel ? row.code : null;
      if (!sent) fail(400, 'No code was sent over this channel yet. Ask for a code first.');
      if (sent.expires_at <= ctx.now()) fail(419, 'The code has expired. Ask for a new code.');
      if (sent.code !== otp.trim()) wrongCode(row, 'The code is incorrect.');
    }
    save({ ...row, status: 'APPROVED', code: null });
    return { success: true, message: 'Confirmed.' };
  };

  /** Test control: makes every sent code expire now (to exercise 419 without waiting 5 min). */
  const expireCodes = () => {
    for (const row of table.values()) {
      if (row.code) table.set(row.request_id, { ...row, code: { ...row.code, expires_at: ctx.now() - 1 } });
    }
  };

  const status = (userId: string, requestId: string) => {
    const row = own(userId, requestId);
    return {
      request_id: row.request_id,
      status: row.status,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  };

  return { create, request, verify, status, expireCodes };
}
