import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Which proofs the re-auth sheet offers, and what each one sends: never the OTP verification
 * service (its body describes an order), always the account's own contact and sign-in routes.
 */
const sent: { path: string; body?: unknown; token?: string | null }[] = [];
const user = { id: 'u1', email: 'ann@example.com', phone: '+44 7700 900123' } as Record<string, string>;
let totpActive = false;
let totpAnswer: unknown = { success: true };
/** Access tokens the platform no longer accepts (a lapsed one). */
const lapsed = new Set<string>();

vi.mock('../../src/api/http', async () => {
  const { ApiError } = await import('../../src/api/errors');
  return {
    call: vi.fn(async (ep: { path: string }, input: { body?: unknown; token?: string | null }) => {
      sent.push({
        path: ep.path,
        body: input?.body,
        ...(input?.token !== undefined ? { token: input.token } : {}),
      });
      if (ep.path === '/user') return user;
      if (ep.path === '/api/totp/status') return { success: true, has_active_totp: totpActive };
      if (ep.path === '/api/totp/verify') return totpAnswer;
      if (ep.path === '/auth/sign-out') {
        if (input.token && lapsed.has(input.token))
          throw new ApiError({ kind: 'http', status: 401, service: 'v2', method: 'POST', path: ep.path });
        return null;
      }
      if (ep.path === '/auth/refresh/refresh-token')
        return { access_token: 'old-renewed', refresh_token: 'old-r2' };
      return { access_token: 'new-access', refresh_token: 'new-refresh' };
    }),
  };
});

const { proofMethods, proveWithCode, proveWithPassword, proveWithTotp } = await import(
  '../../src/features/reauth/methods'
);
const { hasFreshProof, clearProof } = await import('../../src/features/reauth/proof');
const { rememberAuthenticator } = await import('../../src/lib/authenticator-id');

beforeEach(() => {
  sent.length = 0;
  totpActive = false;
  totpAnswer = { success: true };
  lapsed.clear();
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
    expect(sent[0]).toEqual({
      path: '/auth/sign-in/password/email',
      body: { email: 'ann@example.com', password: 'secret' },
    });
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(hasFreshProof()).toBe(true);
  });

  it('issue 19: and ends the session it replaced — scope local, with the old pair, as the old session', async () => {
    localStorage.setItem('access_token', 'old-access');
    localStorage.setItem('refresh_token', 'old-refresh');
    await proveWithPassword('ann@example.com', 'secret');
    await vi.waitFor(() => expect(sent.some((s) => s.path === '/auth/sign-out')).toBe(true));
    expect(sent.find((s) => s.path === '/auth/sign-out')).toEqual({
      path: '/auth/sign-out',
      body: { access_token: 'old-access', refresh_token: 'old-refresh', scope: 'local' },
      token: 'old-access', // whichever the platform reads, header or body, it is the old session
    });
    // The app keeps the new pair, whole.
    expect(localStorage.getItem('access_token')).toBe('new-access');
    expect(localStorage.getItem('refresh_token')).toBe('new-refresh');
  });

  it('a code proof does the same; an old access token that lapsed is renewed once to end its session', async () => {
    localStorage.setItem('access_token', 'old-access');
    localStorage.setItem('refresh_token', 'old-refresh');
    lapsed.add('old-access');
    await proveWithCode({ kind: 'code', channel: 'email', to: 'ann@example.com' }, '123456');
    await vi.waitFor(() => expect(sent.filter((s) => s.path === '/auth/sign-out')).toHaveLength(2));
    const after = sent.slice(sent.findIndex((s) => s.path === '/auth/sign-out'));
    expect(after.map((s) => [s.path, s.token])).toEqual([
      ['/auth/sign-out', 'old-access'],
      ['/auth/refresh/refresh-token', null],
      ['/auth/sign-out', 'old-renewed'],
    ]);
    expect(after[2]!.body).toEqual({ access_token: 'old-renewed', refresh_token: 'old-r2', scope: 'local' });
    expect(localStorage.getItem('access_token')).toBe('new-access');
  });

  it('nothing to end when there was no refresh token (a Telegram session): no sign-out is sent', async () => {
    localStorage.setItem('access_token', 'tg-access');
    await proveWithPassword('ann@example.com', 'secret');
    await new Promise((r) => setTimeout(r, 10));
    expect(sent.some((s) => s.path === '/auth/sign-out')).toBe(false);
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

  it.each([
    [{ message: 'Invalid code' }, 'Invalid code.'],
    [{}, 'The code is incorrect.'],
    [{ error: false, message: 'checked' }, 'Checked.'],
    [{ success: 'true' }, 'The code is incorrect.'],
    [null, 'The code is incorrect.'],
  ])('issue 19: a 200 answer %j without success: true is no proof', async (answer, sentence) => {
    totpAnswer = answer;
    await expect(proveWithTotp('totp-record-1', '654321')).rejects.toThrow(sentence);
    expect(hasFreshProof()).toBe(false);
  });
});
