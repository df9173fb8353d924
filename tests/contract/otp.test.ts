import { describe, expect, it } from 'vitest';
import { base32Decode, hotp, timeStep } from '../../sandbox/otp/totp.ts';
import { isVerificationApproved } from '../../sandbox/otp/verifications.ts';
import { otpApi, totpApi } from '../../src/api/endpoints/otp';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import { decryptTotpEnrolment, generateTotpKeyPair } from '../../src/api/totp-keys';
import type { OtpCreateBody } from '../../src/api/types/otp';
import { wireNumber } from '../../src/shared/wire-json';
import { expectLastRequest, failure, signInAs } from './harness';
import { sandboxForThisFile } from './lifecycle';

/** The totp service (API.md §17) through the real client: OTP verification and TOTP enrolment. */
const h = sandboxForThisFile();

let seq = 0;
const email = () => `otp-contract-${++seq}@example.com`;
const codeFor = (secret: string, offsetSteps = 0) =>
  hotp(base32Decode(secret), timeStep(Date.now()) + offsetSteps);

function order(requestId: string): OtpCreateBody {
  return {
    request_id: requestId,
    order_type: 'WITHDRAWAL_CRYPTO',
    amount: wireNumber('25'),
    wallet_id: '3f2b8a6e-5c4d-4e3f-9a8b-7c6d5e4f3a2b',
    meta: {
      type: 'ORDER',
      sub_type: 'WITHDRAWAL_CRYPTO',
      currency: 'USDT',
      from_currency: 'USDT',
      to_currency: 'USDT',
      from_currency_id: '0b6a7c1e-0000-4000-8000-000000000001',
      to_currency_id: '0b6a7c1e-0000-4000-8000-000000000001',
      from_amount: wireNumber('25'),
      to_amount: wireNumber('24'),
      counterparty_account_id: 'cp1',
      counterparty_destination_id: 'dst1',
      refference: 'rent',
    },
  };
}

async function enrol() {
  const gen = await call(totpApi.generate, { body: { user_name: 'me', service_name: 'Finance' } });
  const id = gen.data!.id;
  await call(totpApi.verify, { body: { token: id, otp: codeFor(gen.data!.secret) } });
  await call(totpApi.activate, { body: { token: id } });
  return gen.data!;
}

describe('contract: OTP verification', () => {
  it('create → request (EMAIL) → verify approves, with Bearer auth on the totp service', async () => {
    const mail = email();
    const s = await signInAs(mail);
    const created = await call(otpApi.create, { body: order('rq-email-1') });
    expectLastRequest({
      method: 'POST',
      service: 'totp',
      path: '/api/otp-verification/create',
      token: s.access_token,
      body: order('rq-email-1'),
      status: 200,
    });
    expect(created).toEqual({
      request_id: 'rq-email-1',
      status: 'PENDING',
      channels: [{ channel: 'EMAIL', validity: 300, max_requests: 3 }],
    });
    expect(isVerificationApproved(h.sandbox.ctx, 'rq-email-1')).toBe(false);

    const sent = await call(otpApi.request, { body: { request_id: 'rq-email-1', channel: 'EMAIL' } });
    expect(sent).toMatchObject({ success: true, validity: 300, requests_made: 1, max_requests: 3 });
    const code = h.lastCode(mail);
    expect(code).toMatch(/^\d{6}$/);

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await failure(
      call(otpApi.verify, { body: { request_id: 'rq-email-1', channel: 'EMAIL', otp: wrongCode } }),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.message).toMatch(/4 attempts left/);

    const ok = await call(otpApi.verify, { body: { request_id: 'rq-email-1', channel: 'EMAIL', otp: code } });
    expect(ok.success).toBe(true);
    const state = await call(otpApi.get, { path: { request_id: 'rq-email-1' } });
    expectLastRequest({
      method: 'GET',
      service: 'totp',
      path: '/api/otp-verification/rq-email-1',
      token: s.access_token,
    });
    expect(state).toMatchObject({
      request_id: 'rq-email-1',
      status: 'APPROVED',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(isVerificationApproved(h.sandbox.ctx, 'rq-email-1')).toBe(true);
  });

  it('create is idempotent per request_id; a 4th send is refused', async () => {
    await signInAs(email());
    await call(otpApi.create, { body: order('rq-limit') });
    const again = await call(otpApi.create, { body: order('rq-limit') });
    expect(again.status).toBe('PENDING');
    for (let i = 0; i < 3; i++)
      await call(otpApi.request, { body: { request_id: 'rq-limit', channel: 'EMAIL' } });
    const fourth = await failure(
      call(otpApi.request, { body: { request_id: 'rq-limit', channel: 'EMAIL' } }),
    );
    expect(fourth.status).toBe(429);
  });

  it('an expired code answers 419', async () => {
    const mail = email();
    await signInAs(mail);
    await call(otpApi.create, { body: order('rq-exp') });
    await call(otpApi.request, { body: { request_id: 'rq-exp', channel: 'EMAIL' } });
    await h.control('/otp/expire-codes', {});
    const err = await failure(
      call(otpApi.verify, { body: { request_id: 'rq-exp', channel: 'EMAIL', otp: h.lastCode(mail) } }),
    );
    expect(err.status).toBe(419);
    expect(err.isVerificationExpired).toBe(true);
  });

  it('five wrong codes deny the verification', async () => {
    const mail = email();
    await signInAs(mail);
    await call(otpApi.create, { body: order('rq-deny') });
    await call(otpApi.request, { body: { request_id: 'rq-deny', channel: 'EMAIL' } });
    const bad = h.lastCode(mail) === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      await failure(call(otpApi.verify, { body: { request_id: 'rq-deny', channel: 'EMAIL', otp: bad } }));
    }
    expect((await call(otpApi.get, { path: { request_id: 'rq-deny' } })).status).toBe('DENIED');
    const late = await failure(
      call(otpApi.verify, { body: { request_id: 'rq-deny', channel: 'EMAIL', otp: h.lastCode(mail) } }),
    );
    expect(late.message).toMatch(/denied/);
  });

  it('another user cannot read a verification; unknown ids are 404; no token is 401', async () => {
    await signInAs(email());
    await call(otpApi.create, { body: order('rq-private') });
    await signInAs(email());
    expect((await failure(call(otpApi.get, { path: { request_id: 'rq-private' } }))).status).toBe(404);
    clearTokens();
    expect((await failure(call(otpApi.get, { path: { request_id: 'rq-private' } }))).status).toBe(401);
  });

  it('offers TOTP once an authenticator is active and approves with its code', async () => {
    await signInAs(email());
    const auth = await enrol();
    const created = await call(otpApi.create, { body: order('rq-totp') });
    expect(created.channels.map((c) => c.channel)).toEqual(['TOTP', 'EMAIL']);
    const asked = await call(otpApi.request, { body: { request_id: 'rq-totp', channel: 'TOTP' } });
    expect(asked.success).toBe(true);
    await call(otpApi.verify, {
      body: { request_id: 'rq-totp', channel: 'TOTP', otp: codeFor(auth.secret) },
    });
    expect((await call(otpApi.get, { path: { request_id: 'rq-totp' } })).status).toBe('APPROVED');
  });
});

describe('contract: TOTP', () => {
  it('generate → verify → activate → status → revoke', async () => {
    const s = await signInAs(email());
    expect(await call(totpApi.status)).toMatchObject({ has_active_totp: false });
    expectLastRequest({ method: 'GET', service: 'totp', path: '/api/totp/status', token: s.access_token });

    const gen = await call(totpApi.generate, {
      body: { user_name: 'me@example.com', service_name: 'Finance' },
    });
    expect(gen.data).toMatchObject({
      id: expect.any(String),
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
    });
    const uri = new URL(gen.data!.qrCode);
    expect(`${uri.protocol}//${uri.host}${uri.pathname}`).toBe('otpauth://totp/Finance:me%40example.com');
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      secret: gen.data!.secret,
      issuer: 'Finance',
      period: '30',
      digits: '6',
    });
    const id = gen.data!.id;

    const early = await failure(call(totpApi.activate, { body: { token: id } }));
    expect(early.status).toBe(400);
    expect(
      (
        await failure(
          call(totpApi.verify, {
            body: { token: id, otp: '000000' === codeFor(gen.data!.secret) ? '111111' : '000000' },
          }),
        )
      ).status,
    ).toBe(400);

    expect(
      await call(totpApi.verify, { body: { token: id, otp: codeFor(gen.data!.secret, -1) } }),
    ).toMatchObject({ success: true });
    expectLastRequest({ method: 'POST', service: 'totp', path: '/api/totp/verify', token: s.access_token });
    const activated = await call(totpApi.activate, { body: { token: id } });
    expect(activated).toMatchObject({ success: true, data: { activated: true } });
    expect(await call(totpApi.status)).toMatchObject({ has_active_totp: true });

    // A second enrolment while one is active is refused.
    expect(
      (await failure(call(totpApi.generate, { body: { user_name: 'me', service_name: 'Finance' } }))).status,
    ).toBe(400);

    // Revoke with a current code (what the app sends).
    await call(totpApi.revoke, { body: { token: codeFor(gen.data!.secret) } });
    expectLastRequest({
      method: 'POST',
      service: 'totp',
      path: '/api/totp/revoke',
      token: s.access_token,
      body: { token: codeFor(gen.data!.secret) },
    });
    expect(await call(totpApi.status)).toMatchObject({ has_active_totp: false });
  });

  it('revoke also accepts the record id', async () => {
    await signInAs(email());
    const auth = await enrol();
    await call(totpApi.revoke, { body: { token: auth.id } });
    expect(await call(totpApi.status)).toMatchObject({ has_active_totp: false });
  });

  it('generate-encrypted seals the enrolment for the client key', async () => {
    await signInAs(email());
    const pair = await generateTotpKeyPair();
    const answer = await call(totpApi.generateEncrypted, {
      body: { user_name: 'me', service_name: 'Finance', public_key: pair.publicKeyPem },
    });
    expect(answer.success).toBe(true);
    expect(typeof answer.data).toBe('string');
    const opened = decryptTotpEnrolment(answer.data!, pair.privateKey);
    expect(opened.qrCode).toContain(`secret=${opened.secret}`);
    await call(totpApi.verify, { body: { token: opened.id, otp: codeFor(opened.secret) } });
    await call(totpApi.activate, { body: { token: opened.id } });
    expect(await call(totpApi.status)).toMatchObject({ has_active_totp: true });

    const bad = await failure(
      call(totpApi.generateEncrypted, {
        body: { user_name: 'me', service_name: 'F', public_key: 'not a key' },
      }),
    );
    expect(bad.status).toBe(422);
  });
});
