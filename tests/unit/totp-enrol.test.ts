import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';

/**
 * Authenticator enrolment falls back to the unencrypted `generate` only when the platform says
 * `generate-encrypted` is unsupported; any other failure is shown, and no plain secret is asked for.
 */
const answers: Record<string, () => unknown> = {};
const called: string[] = [];

vi.mock('../../src/api/http', () => ({
  call: vi.fn(async (ep: { path: string }) => {
    called.push(ep.path);
    return answers[ep.path]!();
  }),
}));
const decrypt = vi.fn();
vi.mock('../../src/api/totp-keys', () => ({
  generateTotpKeyPair: async () => ({ publicKeyPem: 'PEM', privateKey: {} }),
  decryptTotpEnrolment: (...a: unknown[]) => decrypt(...a),
}));

const { startEnrolment } = await import('../../src/features/security/enrol');

const httpError = (status: number, message = 'nope') =>
  new ApiError({
    kind: 'http',
    status,
    service: 'totp',
    method: 'POST',
    path: '/api/totp/generate-encrypted',
    serverMessage: message,
  });
const PLAIN = { id: 'plain-id', secret: 'PLAINSECRET', qrCode: 'otpauth://x' };

beforeEach(() => {
  called.length = 0;
  decrypt.mockReset();
  answers['/api/totp/generate'] = () => ({ success: true, data: PLAIN });
});

describe('authenticator enrolment', () => {
  it('uses the encrypted generation when it works', async () => {
    answers['/api/totp/generate-encrypted'] = () => ({ success: true, data: 'sealed' });
    decrypt.mockReturnValue({ id: 'e-id', secret: 'SEALED', qrCode: 'q' });
    const got = await startEnrolment('a@b.c', () => {});
    expect(got).toEqual({ id: 'e-id', secret: 'SEALED', qrCode: 'q', encrypted: true });
    expect(called).toEqual(['/api/totp/generate-encrypted']);
  });

  it.each([404, 405, 501])(
    'falls back to plain generation when the platform answers %i (unsupported)',
    async (status) => {
      answers['/api/totp/generate-encrypted'] = () => {
        throw httpError(status);
      };
      const got = await startEnrolment('a@b.c', () => {});
      expect(got).toEqual({ ...PLAIN, encrypted: false });
      expect(called).toEqual(['/api/totp/generate-encrypted', '/api/totp/generate']);
    },
  );

  it('an answer this device cannot decrypt is an error, never a plain fallback', async () => {
    answers['/api/totp/generate-encrypted'] = () => ({ success: true, data: 'garbage' });
    decrypt.mockImplementation(() => {
      throw new Error('bad padding');
    });
    await expect(startEnrolment('a@b.c', () => {})).rejects.toThrow(/could not be opened on this device/);
    expect(called).not.toContain('/api/totp/generate');
  });

  it.each([
    ['a server error', httpError(500)],
    ['a refusal', httpError(422, 'public_key is not a valid key')],
    [
      'a lost connection',
      new ApiError({ kind: 'network', status: 0, service: 'totp', method: 'POST', path: '/x' }),
    ],
  ])('%s is shown to the user, never a plain fallback', async (_name, err) => {
    answers['/api/totp/generate-encrypted'] = () => {
      throw err;
    };
    await expect(startEnrolment('a@b.c', () => {})).rejects.toBe(err);
    expect(called).not.toContain('/api/totp/generate');
  });

  it('an encrypted answer without data is an error', async () => {
    answers['/api/totp/generate-encrypted'] = () => ({ success: false, message: 'Key too short.' });
    await expect(startEnrolment('a@b.c', () => {})).rejects.toThrow('Key too short.');
    expect(called).not.toContain('/api/totp/generate');
  });
});
