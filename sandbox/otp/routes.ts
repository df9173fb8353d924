import { isDecimal, isPositive, normalize } from '../../src/shared/decimal.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { type Body, oneOf, readBody, str, uuid } from '../server/validate.ts';
import { authenticators } from './authenticators.ts';
import { sealForClient } from './encrypt.ts';
import { type OtpChannel, verifications } from './verifications.ts';

/** totp service (API.md §17): OTP verification for orders, and authenticator-app (TOTP) enrolment. */
const CHANNELS: readonly OtpChannel[] = ['EMAIL', 'SMS', 'TOTP', 'APP', 'TG_TEST'];

/** Body specs (API.md §17). `request_id` is chosen by the caller: capped like every request id. */
const REQUEST_ID = 'string:128';
const TOKEN = 'string:2048';
const OTP_CREATE = {
  request_id: REQUEST_ID,
  order_type: 'string:64',
  amount: 'decimal',
  wallet_id: 'uuid',
  meta: {
    type: 'string:16',
    sub_type: 'string:64',
    currency: 'string:32',
    from_currency: 'string:32',
    to_currency: 'string:32',
    from_currency_id: 'uuid',
    to_currency_id: 'uuid',
    from_amount: 'decimal',
    to_amount: 'decimal',
    counterparty_account_id: 'string:64',
    counterparty_destination_id: 'string:64',
    note: 'string:280?',
    refference: 'string:140?',
  },
} as const;

/** A positive amount, kept as its exact decimal string (the contract row reads it digit for digit). */
function positiveAmount(body: Body, field: string): string {
  const value = body[field];
  if (!isDecimal(value) || !isPositive(value)) invalid(field, `${field} must be a positive number.`);
  return normalize(value);
}

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
    const body = readBody(c, OTP_CREATE);
    const meta = body.meta;
    const row = otp.create(u, {
      request_id: str(body, 'request_id', { max: 128 }),
      order_type: str(body, 'order_type', { max: 64 }),
      amount: positiveAmount(body, 'amount'),
      wallet_id: uuid(body, 'wallet_id'),
      meta: meta as Record<string, unknown>,
    });
    return c.json({ request_id: row.request_id, status: row.status, channels: row.channels });
  });

  ctx.totp.post('/api/otp-verification/request', (c) => {
    const u = user(c);
    const body = readBody(c, { request_id: REQUEST_ID, channel: 'string:16' });
    return c.json(otp.request(u, str(body, 'request_id'), oneOf(body, 'channel', CHANNELS)));
  });

  ctx.totp.post('/api/otp-verification/verify', (c) => {
    const u = user(c);
    const body = readBody(c, { request_id: REQUEST_ID, channel: 'string:16', otp: 'string:12' });
    const requestId = str(body, 'request_id');
    const channel = oneOf(body, 'channel', CHANNELS);
    return c.json(otp.verify(u, requestId, channel, str(body, 'otp', { max: 12 })));
  });

  ctx.totp.get('/api/otp-verification/:id', (c) => c.json(otp.status(user(c).id, c.req.param('id'))));

  ctx.totp.post('/api/totp/generate', (c) => {
    const u = user(c);
    const body = readBody(c, { user_name: 'string:200', service_name: 'string:100' });
    const data = totp.generate(
      u.id,
      str(body, 'user_name', { max: 200 }),
      str(body, 'service_name', { max: 100 }),
    );
    return c.json({ success: true, message: 'Scan the QR code with your authenticator app.', data });
  });

  ctx.totp.post('/api/totp/generate-encrypted', (c) => {
    const u = user(c);
    const body = readBody(c, {
      user_name: 'string:200',
      service_name: 'string:100',
      public_key: 'string:4000',
    });
    const userName = str(body, 'user_name', { max: 200 });
    const serviceName = str(body, 'service_name', { max: 100 });
    const publicKey = str(body, 'public_key', { max: 4000 });
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
    const body = readBody(c, { token: TOKEN, otp: 'string:12' });
    totp.verify(u.id, str(body, 'token'), str(body, 'otp', { max: 12 }));
    return c.json({ success: true, message: 'The code is correct.' });
  });

  ctx.totp.post('/api/totp/activate', (c) => {
    const u = user(c);
    const body = readBody(c, { token: TOKEN });
    totp.activate(u.id, str(body, 'token'));
    return c.json({ success: true, message: 'Authenticator app turned on.', data: { activated: true } });
  });

  ctx.totp.post('/api/totp/revoke', (c) => {
    const u = user(c);
    const body = readBody(c, { token: TOKEN });
    totp.revoke(u.id, str(body, 'token'));
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
