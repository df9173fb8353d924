import { randomUUID } from 'node:crypto';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import { matchTotp, newSecret, otpauthUri } from './totp.ts';

/**
 * Authenticator-app (TOTP) enrolments, one table row per generated secret.
 *
 * Choices where API.md says "not shown":
 * - `token` in /api/totp/{activate,verify} is the record id returned by generate (`data.id`).
 * - Activation needs proof the user's app holds the secret: a successful /api/totp/verify on the
 *   record within the last 10 minutes. Activating retires any older authenticator.
 * - /api/totp/revoke accepts the record id of the active authenticator OR a current 6-digit code
 *   from it: status does not return the id, so a client that reloaded proves possession instead
 *   (which is also what turning off a second factor should require).
 * - Replay: once active, a code's time step can be used only once.
 */
export type AuthenticatorStatus = 'PENDING' | 'ACTIVE' | 'REVOKED';

export interface AuthenticatorRow {
  id: string;
  user_id: string;
  secret: string;
  user_name: string;
  service_name: string;
  status: AuthenticatorStatus;
  created_at: string;
  verified_at: number | null;
  activated_at: string | null;
  revoked_at: string | null;
  last_used_step: number | null;
}

const PROOF_TTL_MS = 10 * 60 * 1000;

export function authenticators(ctx: SandboxContext) {
  const table = ctx.store.table<AuthenticatorRow>('totp_authenticators');
  const iso = () => new Date(ctx.now()).toISOString();

  const active = (userId: string) => table.find((r) => r.user_id === userId && r.status === 'ACTIVE');

  const own = (userId: string, id: string): AuthenticatorRow => {
    const row = table.get(id);
    if (!row || row.user_id !== userId)
      fail(404, 'This authenticator setup was not found. Start the setup again.');
    return row;
  };

  const generate = (userId: string, userName: string, serviceName: string) => {
    if (active(userId)) {
      fail(400, 'An authenticator app is already turned on. Turn it off before adding a new one.');
    }
    const row: AuthenticatorRow = {
      id: randomUUID(),
      user_id: userId,
      secret: newSecret(),
      user_name: userName,
      service_name: serviceName,
      status: 'PENDING',
      created_at: iso(),
      verified_at: null,
      activated_at: null,
      revoked_at: null,
      last_used_step: null,
    };
    table.set(row.id, row);
    return { id: row.id, secret: row.secret, qrCode: otpauthUri(serviceName, userName, row.secret) };
  };

  /** Checks a code on a record; throws 400 with a clear sentence when it does not match. */
  const check = (row: AuthenticatorRow, otp: string): void => {
    if (row.status === 'REVOKED') fail(400, 'This authenticator was turned off. Set it up again to use it.');
    const step = matchTotp(row.secret, otp.trim(), ctx.now());
    if (step === null) {
      fail(400, 'The code is incorrect. Enter the current 6-digit code from your authenticator app.');
    }
    if (row.status === 'ACTIVE') {
      if (row.last_used_step !== null && step <= row.last_used_step) {
        fail(400, 'This code was already used. Wait for the next code in your authenticator app.');
      }
      table.set(row.id, { ...row, last_used_step: step });
    } else {
      table.set(row.id, { ...row, verified_at: ctx.now() });
    }
  };

  const verify = (userId: string, id: string, otp: string) => check(own(userId, id), otp);

  /** Signs off with the user's active authenticator (OTP verification channel TOTP). */
  const verifyActive = (userId: string, otp: string): boolean => {
    const row = active(userId);
    if (!row)
      fail(400, 'No authenticator app is turned on for this account. Choose another way to get a code.');
    check(row, otp);
    return true;
  };

  const activate = (userId: string, id: string) => {
    const row = own(userId, id);
    if (row.status === 'ACTIVE') return;
    if (row.status === 'REVOKED') fail(400, 'This authenticator was turned off. Start the setup again.');
    if (row.verified_at === null || ctx.now() - row.verified_at > PROOF_TTL_MS) {
      fail(400, 'Enter a current code from your authenticator app before turning it on.');
    }
    for (const other of table.filter((r) => r.user_id === userId && r.status === 'ACTIVE')) {
      table.set(other.id, { ...other, status: 'REVOKED', revoked_at: iso() });
    }
    table.set(row.id, { ...row, status: 'ACTIVE', activated_at: iso() });
  };

  const revoke = (userId: string, token: string) => {
    const row = active(userId);
    if (!row) fail(400, 'No authenticator app is turned on for this account.');
    if (token !== row.id) {
      if (!/^\d{6}$/.test(token.trim()))
        fail(400, 'Enter the current 6-digit code from your authenticator app.');
      check(row, token);
    }
    table.set(row.id, { ...(table.get(row.id) ?? row), status: 'REVOKED', revoked_at: iso() });
  };

  return {
    generate,
    verify,
    verifyActive,
    activate,
    revoke,
    hasActive: (userId: string) => !!active(userId),
  };
}
