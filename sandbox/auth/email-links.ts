import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { authLinkRoutes as routes } from '../../src/contract/auth.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, failCoded, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import * as rules from '../user/identity-rules.ts';
import { userData } from '../user/routes.ts';
import type { UserRow } from '../user/users.ts';
import type { Extras, SignUpExtras } from './sign-up-extras.ts';

/**
 * Emails that carry a link (API.md §19): the magic-link sign-in and the confirmation of a password
 * sign-up, with its resend and finalize. As platforms of this kind do, a link opens the platform's
 * own verify page (here /__sandbox/links/<token>), which answers 303 to the app with the session
 * in the URL fragment (`#access_token=…&refresh_token=…&type=magiclink|signup`), or with
 * `#error=access_denied&error_code=otp_expired&error_description=…` for a link that expired or was
 * used. Where the link leads:
 *  - magic link: the request's `redirect_url`, which must be on the calling app's origin (the
 *    platform's allow-list; 422 otherwise), else the tenant's site;
 *  - confirmation: the tenant's site. A platform has it in its settings; the sandbox takes the
 *    calling app's origin and its landing path `/auth/link` (src/routing/paths.ts).
 */
export const LINK_TTL_MS = 60 * 60 * 1000;
/** Seconds between two emails to one address (resend, magic link): 429 before. */
export const LINK_RESEND_S = 60;
const SITE_LANDING = '/auth/link';
export const LINKS_PATH = '/links/:token';

interface LinkRow {
  token: string;
  kind: 'magiclink' | 'signup';
  email: string;
  redirect: string;
  expiresAt: number;
  used: boolean;
  extras: Extras;
}

export function registerEmailLinks(ctx: SandboxContext, extras: SignUpExtras) {
  const links = ctx.store.table<LinkRow>('email_links');
  const lastSent = ctx.store.table<{ at: number }>('email_link_sends');

  /** The calling app's origin: the Origin header a browser sends, else this server's own. */
  const appOrigin = (c: Context) => c.req.header('origin') ?? new URL(c.req.url).origin;
  const linkBase = (c: Context) => `${new URL(c.req.url).origin}/__sandbox/links/`;

  const throttle = (email: string) => {
    const last = lastSent.get(email.toLowerCase())?.at;
    const wait = last === undefined ? 0 : Math.ceil((last + LINK_RESEND_S * 1000 - ctx.now()) / 1000);
    if (wait > 0)
      fail(
        429,
        `An email was just sent. Wait ${wait} ${wait === 1 ? 'second' : 'seconds'} before asking again.`,
      );
    lastSent.set(email.toLowerCase(), { at: ctx.now() });
  };

  const mail = (
    c: Context,
    row: Omit<LinkRow, 'token' | 'expiresAt' | 'used'>,
    text: (link: string) => string,
  ) => {
    const token = randomBytes(18).toString('base64url');
    links.set(token, { ...row, token, expiresAt: ctx.now() + LINK_TTL_MS, used: false });
    const link = `${linkBase(c)}${token}`;
    ctx.send({ channel: 'email', to: row.email, purpose: row.kind, code: '', link, text: text(link) });
  };

  /** A password sign-up on a tenant that confirms email: the account waits for its link. */
  const sendConfirmation = (c: Context, user: UserRow) => {
    throttle(user.email!);
    mail(
      c,
      {
        kind: 'signup',
        email: user.email!,
        redirect: `${appOrigin(c)}${SITE_LANDING}`,
        extras: { invite_code: null, referrer: null },
      },
      (link) => `Confirm your email address to finish creating your account: ${link}`,
    );
  };

  ctx.v2.post('/auth/sign-in/omni/email/magic', (c) => {
    const body = readBody(c, routes.sendEmailMagicLink.body);
    const email = rules.email(body);
    const user = ctx.users.byEmail(email);
    if (user?.blocked) fail(423, 'This account is blocked. Contact support.');
    const given = user ? { invite_code: null, referrer: null } : extras.admit(body, 403);
    let redirect = `${appOrigin(c)}${SITE_LANDING}`;
    if (body.redirect_url !== undefined) {
      let url: URL | null = null;
      try {
        url = new URL(body.redirect_url);
      } catch {
        url = null;
      }
      if (!url || url.origin !== appOrigin(c)) {
        invalid(
          'redirect_url',
          'redirect_url is not an address this tenant allows: use a page of the app itself.',
        );
      }
      redirect = url.href;
    }
    throttle(email);
    mail(
      c,
      { kind: 'magiclink', email, redirect, extras: given },
      (link) => `Sign in with this link (it works once, for an hour): ${link}`,
    );
    return c.body(null, 201);
  });

  ctx.v2.post('/auth/sign-up/password/email/resend', (c) => {
    const email = rules.email(readBody(c, routes.resendSignUpEmail.body));
    const user = ctx.users.byEmail(email);
    // Nothing waits for this address: 200 all the same, so the call tells no one who has an account.
    if (user && user.email_confirmed === false) sendConfirmation(c, user);
    return c.body(null, 200);
  });

  ctx.v2.post('/auth/sign-up/password/email/finalize', (c) => {
    const userId = ctx.userId(c, 'v2');
    const body = readBody(c, routes.finalizeSignUp.body);
    const user = ctx.users.get(userId)!;
    if (user.email_confirmed === false) {
      failCoded(403, 'email_not_confirmed', 'Confirm your email address first: open the link we sent you.');
    }
    // Finalized before (or never needed it): the same answer again, the first extras kept.
    if (user.finalized !== false) return c.json(userData(user));
    const given = extras.admit(body, 403);
    const done = ctx.users.update(user.id, { ...given, finalized: true })!;
    return c.json(userData(done));
  });

  ctx.control.get(LINKS_PATH, (c) => {
    const row = links.get(c.req.param('token'));
    if (!row)
      return c.html('<!doctype html><title>Link not found</title><p>This link is not valid.</p>', 404);
    const back = (fragment: Record<string, string>) =>
      c.redirect(`${row.redirect.split('#')[0]}#${new URLSearchParams(fragment)}`, 303);
    if (row.used || row.expiresAt <= ctx.now()) {
      return back({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    }
    links.set(row.token, { ...row, used: true });
    let user = ctx.users.byEmail(row.email);
    if (row.kind === 'signup') {
      if (!user)
        return back({
          error: 'access_denied',
          error_code: 'user_not_found',
          error_description: 'User not found',
        });
      user = ctx.users.update(user.id, { email_confirmed: true })!;
    } else {
      user ??= ctx.users.create({ email: row.email, ...row.extras });
    }
    if (user.blocked)
      return back({ error: 'access_denied', error_code: 'user_banned', error_description: 'User is banned' });
    const s = ctx.sessions.issue(user.id);
    ctx.users.update(user.id, { last_sign_in_at: new Date(ctx.now()).toISOString() });
    return back({
      access_token: s.access_token,
      refresh_token: s.refresh_token,
      expires_in: String(s.expires_in),
      token_type: 'bearer',
      type: row.kind,
    });
  });

  return { sendConfirmation };
}
