import { otpRoutes, totpRoutes } from '../../src/contract/otp.ts';
import { normalize } from '../../src/shared/decimal.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import { authenticators } from './authenticators.ts';
import { sealForClient } from './encrypt.ts';
import { verifications } from './verifications.ts';

/** totp service (API.md §17): OTP verification for orders, and authenticator-app (TOTP) enrolment. */

export const registerOtp: SandboxModule = (ctx: SandboxContext) => {
  const otp = verifications(ctx);
  const totp = authenticators(ctx);
  const user = (c: Parameters<SandboxContext['userId']>[0]) => {
    const row = ctx.users.get(ctx.userId(c, 'totp'));
    if (!row) fail(401, 'Authentication required.');
    return row;
  };

  ctx.totp.post('/api/otp-verification/create', (c) => {
    const u = user(c);
    const body = readBody(c, otpRoutes.create.body);
    const row = otp.create(u, { ...body, amount: normalize(body.amount) });
    return c.json({ request_id: row.request_id, status: row.status, channels: row.channels });
  });

  ctx.totp.post('/api/otp-verification/request', (c) => {
    const u = user(c);
    const body = readBody(c, otpRoutes.request.body);
    return c.json(otp.request(u, body.request_id, body.channel));
  });

  ctx.totp.post('/api/otp-verification/verify', (c) => {
    const u = user(c);
    const body = readBody(c, otpRoutes.verify.body);
    return c.json(otp.verify(u, body.request_id, body.channel, body.otp));
  });

  ctx.totp.get('/api/otp-verification/:id', (c) => c.json(otp.status(user(c).id, c.req.param('id'))));

  ctx.totp.post('/api/totp/generate', (c) => {
    const u = user(c);
    const body = readBody(c, totpRoutes.generate.body);
    const data = totp.generate(u.id, body.user_name, body.service_name);
    return c.json({ success: true, message: 'Scan the QR code with your authenticator app.', data });
  });

  ctx.totp.post('/api/totp/generate-encrypted', (c) => {
    const u = user(c);
    const {
      user_name: userName,
      service_name: serviceName,
      public_key: publicKey,
    } = readBody(c, totpRoutes.generateEncrypted.body);
    // Seal first so a bad key does not leave an orphan enrolment behind.
    sealForClient(publicKey, {});
    const data = totp.generate(u.id, userName, serviceName);
    return c.json({
      success: true,
      message: 'Encrypted with your public key.',
      data: sealForClient(publicKey, data),
    });
  });

  ctx.totp.post('/api/totp/verify', (c) => {
    const u = user(c);
    const body = readBody(c, totpRoutes.verify.body);
    totp.verify(u.id, body.token, body.otp);
    // A proof of presence the platform can see (sandbox/developer/step-up.ts reads it).
    ctx.store.meta[`totpVerifiedAt:${u.id}`] = ctx.now();
    return c.json({ success: true, message: 'The code is correct.' });
  });

  ctx.totp.post('/api/totp/activate', (c) => {
    const u = user(c);
    totp.activate(u.id, readBody(c, totpRoutes.activate.body).token);
    return c.json({ success: true, message: 'Authenticator app turned on.', data: { activated: true } });
  });

  ctx.totp.post('/api/totp/revoke', (c) => {
    const u = user(c);
    totp.revoke(u.id, readBody(c, totpRoutes.revoke.body).token);
    return c.json({ success: true, message: 'Authenticator app turned off.' });
  });

  ctx.totp.get('/api/totp/status', (c) =>
    c.json({ success: true, has_active_totp: totp.hasActive(user(c).id) }),
  );

  /** Test control: every code sent for an OTP verification expires now (exercise 419). */
  ctx.control.post('/otp/expire-codes', (c) => {
    otp.expireCodes();
    return c.json({ ok: true });
  });
};
