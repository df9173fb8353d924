import type { Context } from 'hono';
import * as z from 'zod';
import type { SandboxContext } from '../server/context.ts';
import { failCoded } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';

/**
 * "Confirm it is you" before a key's secret changes or the key ends (API.md is silent on how a
 * platform asks for a second factor outside orders; the order's OTP verification describes an
 * order, and these routes carry `{}`). Our choice, as platforms with step-up authentication do:
 * when the tenant asks for it, the route answers 403 `REAUTH_REQUIRED` unless the caller proved
 * presence after the last such answer (and after the tenant turned it on) and within five minutes:
 * a sign-in (the session's own) or an authenticator code verified with the platform. Off by default; tests turn it on with
 * `POST /__sandbox/frontend-keys/step-up {on}`.
 */
export const PROOF_MAX_AGE_MS = 5 * 60_000;

const STEP_UP = z.strictObject({ on: z.boolean() });

export function stepUp(ctx: SandboxContext) {
  ctx.control.post('/frontend-keys/step-up', (c) => {
    const { on } = readBody(c, STEP_UP);
    // From now on: a proof made before the tenant turned it on does not count.
    ctx.store.meta.frontendKeysStepUp = on ? ctx.now() : null;
    return c.json({ on });
  });

  return (c: Context, userId: string) => {
    const since = ctx.store.meta.frontendKeysStepUp;
    if (typeof since !== 'number') return;
    const askedKey = `stepUpAskedAt:${userId}`;
    const asked = Math.max(since, (ctx.store.meta[askedKey] as number | undefined) ?? 0);
    const proof = Math.max(
      ctx.sessions.signedInAt(c, 'raw'),
      (ctx.store.meta[`totpVerifiedAt:${userId}`] as number | undefined) ?? 0,
    );
    if (proof > asked && ctx.now() - proof < PROOF_MAX_AGE_MS) return;
    ctx.store.meta[askedKey] = ctx.now();
    failCoded(403, 'REAUTH_REQUIRED', 'Confirm it is you to change this key.');
  };
}
