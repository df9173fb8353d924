import * as z from 'zod';
import { authLinkRoutes, authRoutes } from '../../src/contract/auth.ts';
import type { SandboxContext } from '../server/context.ts';
import { failCoded } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';

/**
 * Captcha on the calls the contract marks (API.md §4 "captcha", §19), when the tenant turns it
 * on: tests do through POST /__sandbox/captcha `{ required }` (off by default, as API.md's
 * preface says a platform may run without). A real platform sends the token to its provider's
 * verify endpoint; the sandbox cannot, so it plays that endpoint's rules itself:
 *  - a token the provider would pass has the form `sandbox-pass.<8–64 of [A-Za-z0-9_-]>` (the
 *    stand-in widget of the browser tests issues these; tests/e2e/helpers/captcha-stand-in.ts);
 *  - a token is good for one call (providers refuse a second verify: "timeout-or-duplicate");
 *  - anything else, or no header at all, is refused.
 * The refusal is 400 with `code: "captcha_failed"`, what platforms of this kind answer (the body
 * is not shown in API.md; the code lets a client tell it from a bad field).
 */
export const CAPTCHA_FAILED = 'captcha_failed';
const PASSING = /^sandbox-pass\.[A-Za-z0-9_-]{8,64}$/;

const CONTROL = z.strictObject({ required: z.boolean() });

export function registerCaptcha(ctx: SandboxContext) {
  const used = ctx.store.table<{ at: number }>('captcha_tokens_used');
  const required = () => ctx.store.meta.captchaRequired === true;

  const marked = [...Object.values(authRoutes), ...Object.values(authLinkRoutes)].filter(
    (r) => 'captcha' in r && r.captcha === true,
  );
  for (const r of marked) {
    ctx.v2.use(r.path, (c, next) => {
      if (c.req.method !== r.method || !required()) return next();
      const token = c.req.header('captcha')?.trim() ?? '';
      if (token === '')
        failCoded(400, CAPTCHA_FAILED, 'Captcha verification failed: no captcha token was sent.');
      if (!PASSING.test(token))
        failCoded(400, CAPTCHA_FAILED, 'Captcha verification failed: the token is not valid.');
      if (used.get(token)) {
        failCoded(
          400,
          CAPTCHA_FAILED,
          'Captcha verification failed: the token has expired or was already used.',
        );
      }
      used.set(token, { at: ctx.now() });
      return next();
    });
  }

  ctx.control.post('/captcha', (c) => {
    ctx.store.meta.captchaRequired = readBody(c, CONTROL).required;
    ctx.store.changed();
    return c.json({ required: required() });
  });
}
