import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Which proofs the re-auth sheet offers, and what each one sends: never the OTP verification
 * service (its body describes an order), always the account's own contact and sign-in routes.
 */
const sent: { path: string; body?: unknown }[] = [];
const user = { id: 'u1', email: 'ann@example.com', phone: '+44 7700 900123' } as Record<string, string>;
let totpActive = false;

vi.mock('../../src/api/http', () => ({
  call: vi.fn(async (ep: { path: string }, input: { body?: unknown }) => {
    sent.push({ path: ep.path, body: input?.body });
    if (ep.path === '/user') return user;
    if (ep.path === '/api/totp/status') return { success: true, has_active_totp: totpActive };
    if (ep.path === '/api/totp/verify') return { success: true };
    return { access_token: 'new-access', refresh_token: 'new-refresh' };
  }),
}));

const { proofMethods, proveWithCode, proveWithPassword, proveWithTotp } = await import(
  '../../src/features/reauth/methods'
);
const { hasFreshProof, clearProof } = await import('../../src/features/reauth/proof');
const { rememberAuthenticator } = await import('../../src/lib/authenticator-id');

beforeEach(() => {
  sent.length = 0;
  totpActive = false;
  clearProof();
  localStorage.clear();
});

describe('re-auth proofs', () => {
  it('offers password, email code and SMS code for the account itself', async () => {
    expect(await proofMethods()).toEqual([
      { kind: 'password', email: 'ann@example.com' },
      { kind: 'code', channel: 'email', to: 'ann@example.com' },
      { kind: 'code', channel: 'phone', to: '+44 7700 900123' },
    ]);
  });

  it('puts the authenticator first when it is on and this device enrolled it', async () => {
    totpActive = true;
    expect((await proofMethods())[0]?.kind).toBe('password'); // active elsewhere: id unknown here
    rememberAuthenticator('u1', 'totp-record-1');
    expect((await proofMethods())[0]).toEqual({ kind: 'totp', token: 'totp-record-1' });
  });

  it('a password proof signs in again: the new pair replaces the stored one', async () => {
    localStorage.setItem('access_token', 'old');
    await proveWithPassword('ann@example.com', 'secret');
    expect(sent.at(-1)).toEqual({
      path: '/auth/sign-in/password/email',
      body: { email: 'ann@example.com', password: 'secret' },
    });
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(hasFreshProof()).toBe(true);
  });

  it('an SMS code goes through the sign-in verify route with digits only', async () => {
    await proveWithCode({ kind: 'code', channel: 'phone', to: '+44 7700 900123' }, '12 34 56');
    expect(sent.at(-1)).toEqual({
      path: '/auth/verify/phone/otp',
      body: { phone: '447700900123', token: '123456', type: 'sms' },
    });
    expect(sent.some((s) => s.path.startsWith('/api/otp-verification'))).toBe(false);
  });

  it('an authenticator code is checked with /api/totp/verify', async () => {
    await proveWithTotp('totp-record-1', '654321');
    expect(sent.at(-1)).toEqual({
      path: '/api/totp/verify',
      body: { token: 'totp-record-1', otp: '654321' },
    });
    expect(hasFreshProof()).toBe(true);
  });
});
