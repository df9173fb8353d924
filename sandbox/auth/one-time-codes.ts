import { randomInt } from 'node:crypto';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';

/**
 * Six-digit one-time codes sent by email or SMS (sign-in, contact changes). A code lives five
 * minutes and survives at most five wrong guesses; requesting a new code replaces the old one.
 * Codes are keyed by purpose + contact (+ user for contact changes), so a sign-in code cannot
 * confirm a phone change.
 */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
/** Requests per contact per window before 429: enough for honest resends, not for SMS pumping. */
const SEND_LIMIT = 10;
const SEND_WINDOW_MS = 15 * 60 * 1000;

interface CodeRow {
  key: string;
  code: string;
  expiresAt: number;
  attemptsLeft: number;
}

interface SendLog {
  key: string;
  sentAt: number[];
}

export interface CodeTarget {
  channel: 'email' | 'sms';
  to: string;
  purpose: string;
  /** Set for codes that belong to a signed-in user (contact changes). */
  userId?: string;
}

const keyOf = (t: CodeTarget) => `${t.purpose}:${t.userId ?? '-'}:${t.channel}:${t.to.toLowerCase()}`;

export function createCodes(ctx: SandboxContext) {
  const codes = ctx.store.table<CodeRow>('one_time_codes');
  const sends = ctx.store.table<SendLog>('one_time_code_sends');

  /** Issues a fresh code, puts the message in the outbox, and returns the code. */
  const issue = (target: CodeTarget, text: (code: string) => string): string => {
    const key = keyOf(target);
    const now = ctx.now();
    const recent = (sends.get(key)?.sentAt ?? []).filter((t) => now - t < SEND_WINDOW_MS);
    if (recent.length >= SEND_LIMIT) {
      fail(429, 'Too many codes were requested for this contact. Wait 15 minutes and try again.');
    }
    sends.set(key, { key, sentAt: [...recent, now] });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    codes.set(key, { key, code, expiresAt: now + CODE_TTL_MS, attemptsLeft: CODE_MAX_ATTEMPTS });
    ctx.send({ channel: target.channel, to: target.to, purpose: target.purpose, code, text: text(code) });
    return code;
  };

  /**
   * Checks a code; throws 400 (wrong, says how many tries remain), 419 (expired) or 400 (none
   * requested). A correct code is consumed.
   */
  const verify = (target: CodeTarget, token: string): void => {
    const key = keyOf(target);
    const row = codes.get(key);
    const where = target.channel === 'email' ? 'this email address' : 'this phone number';
    if (!row) fail(400, `No active code for ${where}. Request a new one.`);
    if (row.expiresAt <= ctx.now()) {
      codes.delete(key);
      fail(419, 'The code has expired. Request a new one.');
    }
    if (row.code !== token) {
      const left = row.attemptsLeft - 1;
      if (left <= 0) {
        codes.delete(key);
        fail(400, 'The code is incorrect. No attempts left: request a new code.');
      }
      codes.set(key, { ...row, attemptsLeft: left });
      fail(400, `The code is incorrect. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`);
    }
    codes.delete(key);
  };

  return { issue, verify };
}

export type Codes = ReturnType<typeof createCodes>;
