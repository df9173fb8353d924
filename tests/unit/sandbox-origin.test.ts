import { afterEach, describe, expect, it, vi } from 'vitest';
import { standInFrameUrl } from '../../src/features/kyc/frames';
import { readStandInMessage } from '../../src/features/kyc/providers/sandbox';
import { sandboxOrigin } from '../../src/lib/sandbox-origin';

/**
 * Where the sandbox's own pages are: the bundled sandbox on this origin, a separate one (the
 * platform on another origin, VITE_PLATFORM_IS_SANDBOX) on the platform's, none on a real platform.
 */
const SEPARATE = 'http://localhost:8787';
const standIn = '/__sandbox/kyc/verify?token=sbx_1';
const message = (origin: string) =>
  new MessageEvent('message', {
    origin,
    data: { source: 'sandbox-kyc', event: 'completed', token: 'sbx_1', outcome: 'APPROVED' },
  });

function platformAt(base: string, flag?: string) {
  vi.stubEnv('VITE_API_URL', `${base}/__platform/core`);
  vi.stubEnv('VITE_API_V2_URL', `${base}/__platform/v2`);
  vi.stubEnv('VITE_PLATFORM_IS_SANDBOX', flag ?? '');
}

afterEach(() => vi.unstubAllEnvs());

describe('the sandbox stand-in page', () => {
  it('bundled sandbox: on this origin', () => {
    vi.stubEnv('VITE_API_URL', '');
    vi.stubEnv('VITE_API_V2_URL', '');
    expect(sandboxOrigin()).toBe(window.location.origin);
    expect(standInFrameUrl(standIn)).toBe(`${window.location.origin}${standIn}`);
    expect(readStandInMessage(message(window.location.origin))).not.toBeNull();
  });

  it("separate sandbox: the platform's path is on the platform's origin, and only that origin may report", () => {
    platformAt(SEPARATE, 'true');
    expect(standInFrameUrl(standIn)).toBe(`${SEPARATE}${standIn}`);
    expect(standInFrameUrl(`${window.location.origin}${standIn}`)).toBeNull();
    expect(standInFrameUrl(`${SEPARATE}/elsewhere`)).toBeNull();
    expect(readStandInMessage(message(SEPARATE))).not.toBeNull();
    expect(readStandInMessage(message(window.location.origin))).toBeNull();
  });

  it('real platform: no stand-in page is framed and no frame may report an outcome', () => {
    platformAt('https://api.example.com');
    expect(sandboxOrigin()).toBeNull();
    expect(standInFrameUrl(standIn)).toBeNull();
    expect(standInFrameUrl(`https://api.example.com${standIn}`)).toBeNull();
    expect(readStandInMessage(message('https://api.example.com'))).toBeNull();
    expect(readStandInMessage(message(window.location.origin))).toBeNull();
  });
});
