import * as z from 'zod';
import { text } from '../../src/contract/wire.ts';
import type { SandboxContext } from '../server/context.ts';
import { failCoded, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import type { UserRow } from '../user/users.ts';

/**
 * The tenant's sign-up rules the client meets on first sign-in (API.md §4, §19): an invite
 * programme (a new account needs a valid `invite_code`) and email confirmation for password
 * sign-ups. Both off by default; tests set them through POST /__sandbox/sign-up. The extras a
 * sign-up carries (`invite_code`, `referrer`) are kept on the account, and read back by tests at
 * GET /__sandbox/sign-up/accounts?email=… (or tg_id=…).
 *
 * "Invite code required" is the status §4 gives each route: 403 on the omni OTP/magic sign-in,
 * the Telegram sign-up and finalize, 400 on /auth/sign-up; the body names it with
 * `code: "invite_code_required"` (the body is not shown; a code spares the client the prose).
 * A code the programme does not know is bad input on that field (422).
 */
export const INVITE_REQUIRED = 'invite_code_required';

const SETTINGS = z.strictObject({
  invite_required: z.boolean().optional(),
  invite_codes: z.array(text(64)).max(100).optional(),
  confirm_email: z.boolean().optional(),
});

interface Settings {
  invite_required: boolean;
  invite_codes: string[];
  confirm_email: boolean;
}

export interface Extras {
  invite_code: string | null;
  referrer: string | null;
}

export function createSignUpExtras(ctx: SandboxContext) {
  const settings = (): Settings => ({
    invite_required: false,
    invite_codes: [],
    confirm_email: false,
    ...(ctx.store.meta.signUpSettings as Partial<Settings> | undefined),
  });

  /**
   * The extras of a new account's sign-up, checked against the invite programme: throws the
   * route's "invite code required" status when one is needed and missing.
   */
  const admit = (body: { invite_code?: string; referrer?: string }, requiredStatus: 400 | 403): Extras => {
    const code = body.invite_code?.trim() || null;
    const referrer = body.referrer?.trim() || null;
    const s = settings();
    if (s.invite_required) {
      if (!code)
        failCoded(requiredStatus, INVITE_REQUIRED, 'An invite code is required to create an account.');
      if (!s.invite_codes.includes(code)) {
        invalid(
          'invite_code',
          'This invite code is not valid. Check it, or ask whoever invited you for a new one.',
        );
      }
    }
    return { invite_code: code, referrer };
  };

  ctx.control.post('/sign-up', (c) => {
    const next = { ...settings(), ...readBody(c, SETTINGS) };
    ctx.store.meta.signUpSettings = next;
    ctx.store.changed();
    return c.json(next);
  });

  ctx.control.get('/sign-up/accounts', (c) => {
    // Other query keys are ignored, as a read control's are.
    const email = c.req.query('email');
    const tgId = c.req.query('tg_id');
    const user: UserRow | undefined = email
      ? ctx.users.byEmail(email)
      : tgId
        ? ctx.users.byTgId(tgId)
        : undefined;
    if (!user) return c.json({ found: false });
    return c.json({
      found: true,
      referrer: user.referrer ?? null,
      invite_code: user.invite_code ?? null,
      email_confirmed: user.email_confirmed !== false,
      finalized: user.finalized ?? null,
    });
  });

  return { settings, admit };
}

export type SignUpExtras = ReturnType<typeof createSignUpExtras>;
